/** Travel insurance offers (spec §5 "Insurance offers"). Pure; dates ISO, money cents. */

export interface InsuranceOffer {
  id: number;
  name: string;
  priceCents: number;
  tripPriceFromCents: number;
  tripPriceToCents: number;
  bookingFrom: string;
  bookingTill: string;
  travelFrom: string;
  travelTill: string;
}

export interface TripWindow {
  today: string;
  dateFrom: string;
  dateTill: string;
}

/** spec §5: the booking window contains today and the travel window contains the trip dates. */
export function offersForTrip<T extends InsuranceOffer>(offers: T[], trip: TripWindow): T[] {
  return offers.filter(
    (o) =>
      o.bookingFrom <= trip.today &&
      trip.today <= o.bookingTill &&
      o.travelFrom <= trip.dateFrom &&
      trip.dateTill <= o.travelTill,
  );
}

/** spec §5: …and the price band contains the total price or the per-person total. */
export function offersForBooking<T extends InsuranceOffer>(
  offers: T[],
  trip: TripWindow & { totalCents: number; travellers: number },
): T[] {
  const perPerson = Math.round(trip.totalCents / Math.max(1, trip.travellers));
  const inBand = (o: T, cents: number) => o.tripPriceFromCents <= cents && cents <= o.tripPriceToCents;
  return offersForTrip(offers, trip).filter((o) => inBand(o, trip.totalCents) || inBand(o, perPerson));
}
