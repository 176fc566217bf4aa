/**
 * Travel insurance offers (spec §5 "Insurance offers"): an offer is shown when its price band
 * (reisepreisvon–reisepreisbis) contains the total price or the per-person total, its booking window
 * contains today and its travel window contains the trip dates. The engine answers its offers with
 * it, the form filters what a price check answered with it. Pure; dates ISO, money cents.
 */
import type { Insurance } from '../api/contract/schemas';
import { deToCents, deToIso } from '../api/contract/encoding';
import type { InsuranceOffer } from '../api/model';

/** The offer as the site model has it (lib/api/model): the rule filters the site's and the engine's offers alike. */
export type { InsuranceOffer };

export interface TripWindow {
  /** 'YYYY-MM-DD' in the operator's time zone. */
  today: string;
  dateFrom: string;
  dateTill: string;
}

/** spec §5: the booking window contains today and the travel window contains the trip dates. */
export function offersForTrip<T extends InsuranceOffer>(offers: readonly T[], trip: TripWindow): T[] {
  const day = (iso: string) => iso.slice(0, 10);
  return offers.filter(
    (o) =>
      o.bookingFrom <= day(trip.today) &&
      day(trip.today) <= o.bookingTill &&
      o.travelFrom <= day(trip.dateFrom) &&
      day(trip.dateTill) <= o.travelTill,
  );
}

/** spec §5: …and the price band contains the total price or the per-person total. */
export function offersForBooking<T extends InsuranceOffer>(
  offers: readonly T[],
  trip: TripWindow & { totalCents: number; travellers: number },
): T[] {
  const perPerson = Math.round(trip.totalCents / Math.max(1, trip.travellers));
  const inBand = (o: T, cents: number) => o.tripPriceFromCents <= cents && cents <= o.tripPriceToCents;
  return offersForTrip(offers, trip).filter((o) => inBand(o, trip.totalCents) || inBand(o, perPerson));
}

/** Which of the booking's prices put an offer in its band: the whole booking's, the per-person one, or both. */
export type InsuranceBasis = 'booking' | 'person' | 'both';

export interface InsuranceChoiceOffer<T extends InsuranceOffer = InsuranceOffer> {
  offer: T;
  basis: InsuranceBasis;
  /**
   * Another offer of the same product is shown beside it (one for the whole booking, one per
   * person): its label must say which it is, with its band, or the visitor sees two equal names.
   */
  qualified: boolean;
}

/**
 * The offers a visitor chooses from (issue 11 "Insurance"): per product (its name) at most one offer
 * whose band holds the booking's total and one whose band holds the per-person price; the same offer
 * for both is shown once. Where a product has two, both are `qualified`. Overlapping bands of one
 * product pick the cheaper offer. In the order of the products' first offers.
 */
export function insuranceChoices<T extends InsuranceOffer>(
  offers: readonly T[],
  trip: TripWindow & { totalCents: number; travellers: number },
): InsuranceChoiceOffer<T>[] {
  const perPerson = Math.round(trip.totalCents / Math.max(1, trip.travellers));
  const inBand = (o: T, cents: number) => o.tripPriceFromCents <= cents && cents <= o.tripPriceToCents;
  const cheapest = (list: T[]) =>
    list.reduce<T | undefined>((best, o) => (!best || o.priceCents < best.priceCents ? o : best), undefined);
  const shown = offersForBooking(offers, trip);
  const products = [...new Set(shown.map((o) => o.name))];
  return products.flatMap((name): InsuranceChoiceOffer<T>[] => {
    const mine = shown.filter((o) => o.name === name);
    const forBooking = cheapest(mine.filter((o) => inBand(o, trip.totalCents)));
    const forPerson = cheapest(mine.filter((o) => inBand(o, perPerson)));
    if (forBooking && forBooking === forPerson) {
      return [{ offer: forBooking, basis: 'both', qualified: false }];
    }
    const qualified = Boolean(forBooking && forPerson);
    return [
      ...(forBooking ? [{ offer: forBooking, basis: 'booking' as const, qualified }] : []),
      ...(forPerson ? [{ offer: forPerson, basis: 'person' as const, qualified }] : []),
    ];
  });
}

/**
 * What the booking pays for an offer: its price per traveller, whatever its band was measured on
 * (the whole booking's price or the per-person price). The engine charges one insurance line per
 * traveller (lib/engine/pricing), and page 2 says this sum in one sentence.
 */
export function insuranceChargeCents(offer: Pick<InsuranceOffer, 'priceCents'>, travellers: number): number {
  return offer.priceCents * Math.max(1, travellers);
}

/** The contract's offer ('19,00', 'DD.MM.YYYY') in cents and ISO dates; null when a date is no date. */
export function insuranceOfferFromContract(offer: Insurance): InsuranceOffer | null {
  const dates = [offer.buchungdatumvon, offer.buchungdatumbis, offer.reisedatumvon, offer.reisedatumbis].map(deToIso);
  const [bookingFrom, bookingTill, travelFrom, travelTill] = dates;
  if (!bookingFrom || !bookingTill || !travelFrom || !travelTill) return null;
  return {
    id: offer.idbuspro,
    name: offer.bezeichnung,
    priceCents: deToCents(offer.preis),
    tripPriceFromCents: deToCents(offer.reisepreisvon),
    tripPriceToCents: deToCents(offer.reisepreisbis),
    bookingFrom,
    bookingTill,
    travelFrom,
    travelTill,
  };
}
