/**
 * Issue 27: page 2 said "für die ganze Buchung … 49,00 € pro Person" and charged 3 × 49 €. What page 2
 * says the booking pays for an offer must be what the engine charges, for every kind of offer (its
 * band measured on the whole booking's price, on the per-person price, or on both), in each language.
 */
import { describe, expect, it } from 'vitest';
import { createTranslator } from 'use-intl/core';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import hr from '@/messages/hr.json';
import { insuranceChargeCents, insuranceChoices, type InsuranceOffer } from '@/lib/booking/insurance';
import { tripPriceItems, type TravellerPricing } from '@/lib/engine/pricing';
import { formatPrice } from '@/lib/format';

const offer = (id: number, overrides: Partial<InsuranceOffer>): InsuranceOffer => ({
  id,
  name: 'Reiserücktritt',
  priceCents: 4900,
  tripPriceFromCents: 0,
  tripPriceToCents: 100000,
  bookingFrom: '2026-01-01',
  bookingTill: '2027-12-31',
  travelFrom: '2026-01-01',
  travelTill: '2027-12-31',
  ...overrides,
});

// Three travellers, 1,200 € in all (400 € each): a band for the booking's price and one for the person's.
const context = {
  today: '2026-11-27',
  dateFrom: '2027-01-20',
  dateTill: '2027-01-24',
  totalCents: 120000,
  travellers: 3,
};
const offers = [
  offer(1, { priceCents: 4900, tripPriceFromCents: 50000, tripPriceToCents: 149999 }),
  offer(2, { priceCents: 2400, tripPriceFromCents: 0, tripPriceToCents: 49999 }),
  offer(3, { name: 'Komplettschutz', priceCents: 3500, tripPriceFromCents: 0, tripPriceToCents: 200000 }),
];

/** What the engine charges for the offer: one insurance line per traveller. */
function charged(chosen: InsuranceOffer): number {
  const traveller: TravellerPricing = {
    boardingPoint: null,
    room: null,
    surcharges: [],
    extras: [],
    insurance: { name: chosen.name, priceCents: chosen.priceCents },
  };
  const items = tripPriceItems({ title: 'Trip', priceCents: 40000 }, Array(context.travellers).fill(traveller));
  return items.filter((item) => item.art === 'VER').reduce((sum, item) => sum + item.unitCents, 0);
}

describe('insurance: what page 2 says is what the booking pays', () => {
  const choices = insuranceChoices(offers, context);

  it('offers a rate for the booking, one for the person, and one for both', () => {
    expect(choices.map((c) => [c.offer.id, c.basis])).toEqual([
      [1, 'booking'],
      [2, 'person'],
      [3, 'both'],
    ]);
  });

  for (const [locale, messages] of [
    ['de', de],
    ['en', en],
    ['hr', hr],
  ] as const) {
    it(`states the charged amount in one sentence (${locale})`, () => {
      const t = createTranslator({ locale, messages, namespace: 'booking.insurance' });
      for (const { offer: chosen } of choices) {
        const total = insuranceChargeCents(chosen, context.travellers);
        expect(total).toBe(charged(chosen));
        const sentence = t('charge', {
          price: formatPrice(chosen.priceCents, locale),
          total: formatPrice(total, locale),
          count: context.travellers,
        });
        expect(sentence).toContain(formatPrice(chosen.priceCents, locale));
        expect(sentence).toContain(formatPrice(charged(chosen), locale));
        expect(sentence).toContain('3');
      }
    });
  }

  it('never labels a per-person price as one for the whole booking', () => {
    for (const [locale, messages] of [
      ['de', de],
      ['en', en],
      ['hr', hr],
    ] as const) {
      const t = createTranslator({ locale, messages, namespace: 'booking.insurance' });
      const label = t('forBooking', { band: '500 – 1.499,99 €' });
      expect(label).not.toMatch(/ganze Buchung|whole booking|cijelu rezervaciju/);
    }
  });
});
