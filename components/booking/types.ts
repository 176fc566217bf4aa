import type { TripSummary } from '@/lib/api/model';
import { tripPath } from '@/lib/format';

/** The trip as the booking page needs it (a slim copy of the site model's Trip for client props). */
export interface BookingJourney {
  id: number;
  title: string;
  /** Trip code (it addresses the booking calls). */
  code: string;
  /** First day, ISO date. */
  dateFrom: string;
  /** Last day, ISO date. */
  dateTill: string;
  /** spec §3: a day trip (it needs fewer consents and no rooms). */
  isDayTrip: boolean;
  /** Price per traveller. */
  priceCents: number;
  /** Free places (lib/booking/free-places). */
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
    isDayTrip: trip.isDayTrip,
    priceCents: trip.priceCents,
    freeSeats: trip.freePlaces,
    bookable: trip.bookableOnline,
    path: tripPath(trip.id, trip.slug),
  };
}
