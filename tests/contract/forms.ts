/** Booking forms for the contract tests, built from what the contract itself answered. */
import type { BookingFormInput } from '@/lib/booking/schema';
import type { SaveRequest } from '@/lib/api/contract/schemas';
import type { BookingApi } from '@/lib/api/types';

const booker = {
  salutation: 'Frau',
  title: '',
  firstname: 'Anna',
  lastname: 'Huber',
  street: 'Leopoldstraße',
  street_nr: '12a',
  zip: '80802',
  city: 'München',
  phone: '089 1234567',
  email: 'anna.huber@example.com',
  birthday: '14.03.1985',
} as const;

/** A day-trip form for `travellers` travellers, all boarding at `zustieg` and paying by invoice. */
export function dayTripForm(zustieg: number, travellers = 2): BookingFormInput {
  return {
    variant: 'trip',
    teilnehmer_count: travellers,
    main: { ...booker },
    teilnehmer: Array.from({ length: travellers }, (_, i) => ({
      salutation: i % 2 === 0 ? 'Frau' : 'Herr',
      title: '',
      firstname: i === 0 ? 'Anna' : `Reisender${i + 1}`,
      lastname: 'Huber',
      birthday: `0${(i % 9) + 1}.0${(i % 9) + 1}.1990`,
      zustieg,
      address: true,
      booking_person: i === 0,
    })),
    payment: 'bill',
    names_confirmed: true,
  };
}

export function saveRequestFor(idreise: string, form: BookingFormInput, idempotencyKey?: string): SaveRequest {
  return {
    idreise,
    form,
    consents: { agb: true, datenschutz: true, anhang: true, produktinfo: true },
    locale: 'de',
    ...(idempotencyKey && { idempotency_key: idempotencyKey }),
  };
}

/**
 * The emptiest bookable day trip more than 14 days ahead (so invoice is allowed, spec §5), and its
 * first boarding point.
 */
export async function findBookableDayTrip(
  api: BookingApi,
  today: string,
): Promise<{ idreise: string; id: number; zustieg: number }> {
  const from = new Date(`${today}T00:00:00Z`);
  from.setUTCDate(from.getUTCDate() + 20);
  const list = await api.listJourneys({ category: 3, page_size: 100, date_from: from.toISOString().slice(0, 10) });
  // Every check places a hold, so take the emptiest trip: the tests check and book several times.
  const trip = list.data.filter((j) => j.Buchung).sort((a, b) => b.number - a.number)[0];
  if (trip && trip.number < 20) throw new Error(`The emptiest bookable day trip has only ${trip.number} free seats`);
  if (!trip) throw new Error('The demo catalogue has no bookable day trip 20+ days ahead');
  const boarding = await api.getBoardingPoints({ idreise: trip.date.code });
  const zustieg = boarding.ergebnis.zustiege.zustieg[0];
  if (!zustieg) throw new Error(`Trip ${trip.date.code} has no boarding point`);
  return { idreise: trip.date.code, id: trip.id_jrn_journey, zustieg: zustieg.IDZustieg };
}
