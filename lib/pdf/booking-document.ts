/**
 * Everything the documents of a booking show (confirmation PDF, calendar file, mails): the data the
 * renderers are handed. The engine loads it (lib/engine/documents.ts); nothing here reads a database.
 */

export interface DocumentBoardingPoint {
  zip: string;
  city: string;
  place: string;
  /** 'HH:MM' departure on the outbound trip; '' when unknown. */
  time: string;
}

export interface DocumentTraveller {
  name: string;
  birthday: string;
  boardingPoint: DocumentBoardingPoint | null;
  seatOutbound: number | null;
  seatReturn: number | null;
}

/** A room of a multi-day trip: its number in the booking, its type and who sleeps there. */
export interface DocumentRoom {
  number: number;
  name: string;
  /** The travellers' names, in form order. */
  travellers: string[];
}

export interface DocumentPriceLine {
  description: string;
  quantity: number;
  unitCents: number;
  totalCents: number;
}

export interface BookingDocument {
  bookingId: number;
  processNumber: string;
  token: string;
  status: string;
  paymentType: string;
  paymentStatus: string;
  paidAt: Date | null;
  totalCents: number;
  depositCents: number;
  depositDue: string;
  balanceCents: number;
  balanceDue: string | null;
  email: string;
  locale: string;
  createdAt: Date;
  journey: {
    id: number;
    code: string;
    /** In the document's language. */
    title: string;
    /** The trip page, '/reise/{id}-{slug}': the same in every language. */
    path: string;
    dateFrom: string;
    dateTill: string;
    tripType: string;
    resort: string;
    departure: string;
    returnDeparture: string;
    arrival: string;
  };
  /** Match tickets: the chosen match date. */
  ticketDate: { dateFrom: string; title: string } | null;
  booker: {
    salutation: string;
    title: string;
    firstname: string;
    lastname: string;
    street: string;
    streetNr: string;
    zip: string;
    city: string;
    phone: string;
    email: string;
  };
  travellers: DocumentTraveller[];
  /** The rooms of a multi-day trip (issue 11: the PDF lists them); empty for day trips and tickets. */
  rooms: DocumentRoom[];
  /** Number of tickets (ticket variant) or travellers. */
  persons: number;
  priceLines: DocumentPriceLine[];
  comment: string;
}
