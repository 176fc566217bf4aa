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
