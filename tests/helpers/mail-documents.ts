import type { BookingDocument } from '@/lib/pdf/booking-document';

/** A two-day trip: both travellers board at 07:30 in Holzkirchen, while the coach leaves Munich at 06:45. */
export function tripDocument(locale: string, overrides: Partial<BookingDocument> = {}): BookingDocument {
  return {
    bookingId: 1,
    processNumber: 'AE-2026-00042',
    token: 'tok',
    status: 'confirmed',
    paymentType: 'bill',
    paymentStatus: 'open',
    paidAt: null,
    totalCents: 39800,
    depositCents: 8000,
    depositDue: '2026-12-10',
    balanceCents: 31800,
    balanceDue: '2027-01-10',
    email: 'max@example.org',
    locale,
    createdAt: new Date('2026-11-27T10:00:00Z'),
    journey: {
      id: 7,
      code: 'MT-0117',
      title: 'Zillertal Weekend',
      path: '/reise/7-zillertal-weekend',
      dateFrom: '2027-01-17',
      dateTill: '2027-01-18',
      tripType: 'multi',
      resort: 'Mayrhofen',
      departure: '06:45',
      returnDeparture: '16:30',
      arrival: '19:30',
    },
    ticketDate: null,
    booker: {
      salutation: 'Herr',
      title: 'Dr.',
      firstname: 'Max',
      lastname: 'Muster',
      street: 'Hauptstraße',
      streetNr: '1',
      zip: '83607',
      city: 'Holzkirchen',
      phone: '+49 8024 1234',
      email: 'max@example.org',
    },
    travellers: [
      {
        name: 'Dr. Max Muster',
        birthday: '1980-01-01',
        boardingPoint: { zip: '83607', city: 'Holzkirchen', place: 'Bahnhof', time: '07:30' },
        seatOutbound: 12,
        seatReturn: 31,
      },
      {
        name: 'Erika Muster',
        birthday: '1982-02-02',
        boardingPoint: { zip: '83607', city: 'Holzkirchen', place: 'Bahnhof', time: '07:30' },
        seatOutbound: 13,
        seatReturn: 32,
      },
    ],
    rooms: [],
    persons: 2,
    priceLines: [{ description: 'Reisepreis', quantity: 2, unitCents: 19900, totalCents: 39800 }],
    comment: '',
    ...overrides,
  };
}

/** A ticket-only purchase (category tickets = 11): three tickets for a match, no bus. */
export function ticketDocument(locale: string): BookingDocument {
  const trip = tripDocument(locale);
  return {
    ...trip,
    journey: {
      ...trip.journey,
      title: 'Bundesliga-Karten',
      dateFrom: '2027-02-06',
      dateTill: '2027-02-06',
      departure: '',
      returnDeparture: '',
      arrival: '',
    },
    ticketDate: { dateFrom: '2027-02-06T15:30:00+01:00', title: 'FC Bayern – VfB Stuttgart' },
    travellers: [],
    persons: 3,
  };
}
