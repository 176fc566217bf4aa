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
