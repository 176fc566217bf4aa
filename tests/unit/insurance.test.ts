import { describe, expect, it } from 'vitest';
import {
  insuranceOfferFromContract,
  offersForBooking,
  offersForTrip,
  type InsuranceOffer,
} from '@/lib/booking/insurance';

const offer = (id: number, overrides: Partial<InsuranceOffer> = {}): InsuranceOffer => ({
  id,
  name: `Angebot ${id}`,
  priceCents: 1900,
  tripPriceFromCents: 0,
  tripPriceToCents: 100000,
  bookingFrom: '2026-10-01',
  bookingTill: '2027-01-31',
  travelFrom: '2026-11-01',
  travelTill: '2027-04-30',
  ...overrides,
});
const trip = { today: '2026-11-21', dateFrom: '2027-01-20', dateTill: '2027-01-24' };

describe('insurance offers (spec §5 "Insurance offers")', () => {
  it('offers only insurances whose booking window contains today', () => {
    const offers = [
      offer(1),
      offer(2, { bookingTill: '2026-11-20' }),
      offer(3, { bookingFrom: '2026-11-22' }),
      offer(4, { bookingFrom: '2026-11-21', bookingTill: '2026-11-21' }),
    ];
    expect(offersForTrip(offers, trip).map((o) => o.id)).toEqual([1, 4]);
  });

  it('offers only insurances whose travel window contains the whole trip', () => {
    const offers = [
      offer(1),
      offer(2, { travelTill: '2027-01-22' }),
      offer(3, { travelFrom: '2027-01-21' }),
      offer(4, { travelFrom: '2027-01-20', travelTill: '2027-01-24' }),
    ];
    expect(offersForTrip(offers, trip).map((o) => o.id)).toEqual([1, 4]);
  });

  it('offers an insurance whose price band contains the total price', () => {
    const offers = [
      offer(1, { tripPriceFromCents: 0, tripPriceToCents: 30000 }),
      offer(2, { tripPriceFromCents: 30001, tripPriceToCents: 200000 }),
    ];
    expect(offersForBooking(offers, { ...trip, totalCents: 25000, travellers: 1 }).map((o) => o.id)).toEqual([1]);
  });

  it('offers an insurance whose price band contains the per-person total even when the total is above it', () => {
    const offers = [
      offer(1, { tripPriceFromCents: 0, tripPriceToCents: 30000 }),
      offer(2, { tripPriceFromCents: 30001, tripPriceToCents: 200000 }),
    ];
    // 4 travellers, 1000 € in total: 250 € per person fits the first band, the total the second.
    expect(offersForBooking(offers, { ...trip, totalCents: 100000, travellers: 4 }).map((o) => o.id)).toEqual([1, 2]);
  });

  it('offers nothing when neither the total nor the per-person total is in the band', () => {
    const offers = [offer(1, { tripPriceFromCents: 50000, tripPriceToCents: 60000 })];
    expect(offersForBooking(offers, { ...trip, totalCents: 80000, travellers: 2 })).toEqual([]);
  });

  it('applies the windows to the price-band filter too', () => {
    const offers = [offer(1, { bookingTill: '2026-11-01' })];
    expect(offersForBooking(offers, { ...trip, totalCents: 5000, travellers: 1 })).toEqual([]);
  });

  it('reads an offer of the booking system in cents and ISO dates, and drops one whose dates are no dates', () => {
    const contract = {
      idbuspro: 7,
      bezeichnung: 'Reiserücktritt',
      preis: '19,00',
      reisepreisvon: '0,00',
      reisepreisbis: '1.500,00',
      buchungdatumvon: '01.10.2026',
      buchungdatumbis: '31.01.2027',
      reisedatumvon: '01.11.2026',
      reisedatumbis: '30.04.2027',
    };
    expect(insuranceOfferFromContract(contract)).toEqual({
      id: 7,
      name: 'Reiserücktritt',
      priceCents: 1900,
      tripPriceFromCents: 0,
      tripPriceToCents: 150000,
      bookingFrom: '2026-10-01',
      bookingTill: '2027-01-31',
      travelFrom: '2026-11-01',
      travelTill: '2027-04-30',
    });
    expect(insuranceOfferFromContract({ ...contract, reisedatumbis: '31.02.2027' })).toBeNull();
  });
});
