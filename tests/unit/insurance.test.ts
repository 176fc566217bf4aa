import { describe, expect, it } from 'vitest';
import {
  insuranceChoices,
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

describe('insurance choices: one offer per product, never two identical names (issue 11)', () => {
  // The demo catalogue's bands: two products, three bands each.
  const bands = [
    [0, 9999],
    [10000, 49999],
    [50000, 149999],
  ] as const;
  const products = [
    { name: 'Reiserücktrittsversicherung', prices: [990, 2400, 4900] },
    { name: 'Rundum-Sorglos-Paket', prices: [1490, 3900, 7900] },
  ];
  const demo = products.flatMap((product, p) =>
    bands.map(([from, to], b) =>
      offer(p * 10 + b + 1, {
        name: product.name,
        priceCents: product.prices[b],
        tripPriceFromCents: from,
        tripPriceToCents: to,
      }),
    ),
  );
  const labelOf = (choice: ReturnType<typeof insuranceChoices>[number]) =>
    choice.qualified ? `${choice.offer.name} ${choice.basis} ${choice.offer.tripPriceFromCents}` : choice.offer.name;

  it('tells the whole-booking offer and the per-person offer of a product apart (2 × 55 €)', () => {
    const choices = insuranceChoices(demo, { ...trip, totalCents: 11000, travellers: 2 });
    expect(choices.map((c) => [c.offer.name, c.offer.priceCents, c.basis, c.qualified])).toEqual([
      ['Reiserücktrittsversicherung', 2400, 'booking', true],
      ['Reiserücktrittsversicherung', 990, 'person', true],
      ['Rundum-Sorglos-Paket', 3900, 'booking', true],
      ['Rundum-Sorglos-Paket', 1490, 'person', true],
    ]);
    const labels = choices.map(labelOf);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('shows a product once, without a qualifier, when one band holds both prices', () => {
    // One traveller: the total is the per-person price.
    const one = insuranceChoices(demo, { ...trip, totalCents: 5500, travellers: 1 });
    expect(one.map((c) => [c.offer.id, c.basis, c.qualified])).toEqual([
      [1, 'both', false],
      [11, 'both', false],
    ]);
    // 3 × 40 € = 120 €: total and per-person price both in different bands again.
    expect(insuranceChoices(demo, { ...trip, totalCents: 12000, travellers: 3 })).toHaveLength(4);
    // 2 × 30 € = 60 €: both in the first band.
    expect(insuranceChoices(demo, { ...trip, totalCents: 6000, travellers: 2 }).map((c) => c.offer.id)).toEqual([
      1, 11,
    ]);
  });

  it('keeps one offer per product and basis when bands of a product overlap (the cheaper one)', () => {
    const overlapping = [
      offer(1, { name: 'Schutz', priceCents: 2000, tripPriceFromCents: 0, tripPriceToCents: 20000 }),
      offer(2, { name: 'Schutz', priceCents: 1500, tripPriceFromCents: 5000, tripPriceToCents: 30000 }),
    ];
    const choices = insuranceChoices(overlapping, { ...trip, totalCents: 10000, travellers: 1 });
    expect(choices.map((c) => c.offer.id)).toEqual([2]);
  });

  it('offers only what the spec allows: windows and bands still filter first', () => {
    const closed = demo.map((o) => ({ ...o, bookingTill: '2026-11-01' }));
    expect(insuranceChoices(closed, { ...trip, totalCents: 11000, travellers: 2 })).toEqual([]);
  });
});
