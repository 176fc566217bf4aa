import type { TripSummary } from '@/lib/api/model';
import { tripPath } from '@/lib/format';

/** The journey as the booking page needs it (a slim copy of the contract's Journey for client props). */
export interface BookingJourney {
  id: number;
  title: string;
  /** Trip code (`date.code`, `idreise`). */
  code: string;
  dateFrom: string;
  dateTill: string;
  /** 'T' day trip. */
  tripType: string;
  /** Price per traveller in euros. */
  price: number;
  /** Free seats (smallest of the coaches). */
  freeSeats: number;
  bookable: boolean;
  /** The trip page, for links back. */
  path: string;
}

/** The booking form's journey from the site model's trip (the ticket page's ticket journey). */
export function bookingJourneyOf(trip: TripSummary): BookingJourney {
  return {
    id: trip.id,
    title: trip.title,
    code: trip.code,
    dateFrom: trip.startDate,
    dateTill: trip.endDate,
    // The consents ask only whether it is a day trip (spec §5); the site model keeps just that.
    tripType: trip.isDayTrip ? 'T' : 'M',
    price: trip.priceCents / 100,
    freeSeats: trip.freePlaces,
    bookable: trip.bookableOnline && trip.freePlaces > 0,
    path: tripPath(trip.id, trip.title),
  };
}
