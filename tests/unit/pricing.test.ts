import { describe, expect, it } from 'vitest';
import { groupPriceLines, paymentTerms, totalCents, tripPriceItems, type TravellerPricing } from '@/lib/engine/pricing';

const munich = { name: 'Zustieg München', surchargeCents: 0 };
const freising = { name: 'Zustieg Freising', surchargeCents: 500 };
const plain = (overrides: Partial<TravellerPricing> = {}): TravellerPricing => ({
  boardingPoint: munich,
  room: null,
  surcharges: [],
  extras: [],
  insurance: null,
  ...overrides,
});

describe('price lines', () => {
  it('charges the trip price once per traveller in one counted line assigned to all travellers', () => {
    const lines = groupPriceLines(tripPriceItems({ title: 'Skitag', priceCents: 5900 }, [plain(), plain(), plain()]));
    expect(lines[0]).toEqual({
      art: 'ERM',
      unterart: null,
      bezeichnung: 'Skitag',
      anzahl: 3,
      preisCents: 5900,
      gesamtpreisCents: 17700,
      zuordnung: '1,2,3',
    });
  });

  it('bills a boarding surcharge as SON/TRA only to the travellers boarding there', () => {
    const lines = groupPriceLines(
      tripPriceItems({ title: 'Skitag', priceCents: 5900 }, [plain(), plain({ boardingPoint: freising })]),
    );
    expect(lines.filter((l) => l.unterart === 'TRA')).toEqual([
      {
        art: 'SON',
        unterart: 'TRA',
        bezeichnung: 'Zustieg München',
        anzahl: 1,
        preisCents: 0,
        gesamtpreisCents: 0,
        zuordnung: '1',
      },
      {
        art: 'SON',
        unterart: 'TRA',
        bezeichnung: 'Zustieg Freising',
        anzahl: 1,
        preisCents: 500,
        gesamtpreisCents: 500,
        zuordnung: '2',
      },
    ]);
    expect(totalCents(lines)).toBe(12300);
  });

  it('keeps rooms that cost nothing as lines (the page hides them) and adds the single-room supplement to its room', () => {
    const double = { name: 'Doppelzimmer', priceCents: 0 };
    const single = { name: 'Einzelzimmer', priceCents: 0 };
    const lines = groupPriceLines(
      tripPriceItems({ title: 'Skiwoche', priceCents: 49900 }, [
        plain({ room: double }),
        plain({ room: double }),
        plain({ room: single, surcharges: [{ name: 'Einzelzimmerzuschlag', priceCents: 12000 }] }),
      ]),
    );
    expect(lines.map((l) => [l.bezeichnung, l.anzahl, l.gesamtpreisCents, l.zuordnung])).toEqual([
      ['Skiwoche', 3, 149700, '1,2,3'],
      ['Doppelzimmer', 2, 0, '1,2'],
      ['Einzelzimmer', 1, 0, '3'],
      ['Einzelzimmerzuschlag', 1, 12000, '3'],
      ['Zustieg München', 3, 0, '1,2,3'],
    ]);
  });

  it('lists extras per choosing traveller and insurance as VER per insured traveller', () => {
    const skipass = { name: 'Skipass', priceCents: 21500 };
    const insurance = { name: 'Reiserücktritt', priceCents: 4900 };
    const lines = groupPriceLines(
      tripPriceItems({ title: 'Skiwoche', priceCents: 49900 }, [
        plain({ extras: [skipass], insurance }),
        plain(),
        plain({ extras: [skipass], insurance }),
      ]),
    );
    expect(lines.find((l) => l.bezeichnung === 'Skipass')).toMatchObject({
      art: 'SON',
      unterart: null,
      anzahl: 2,
      gesamtpreisCents: 43000,
      zuordnung: '1,3',
    });
    expect(lines.at(-1)).toMatchObject({
      art: 'VER',
      bezeichnung: 'Reiserücktritt',
      anzahl: 2,
      gesamtpreisCents: 9800,
      zuordnung: '1,3',
    });
  });

  it('does not merge lines of the same name with different unit prices', () => {
    const lines = groupPriceLines([
      { art: 'SON', unterart: null, name: 'Skipass', unitCents: 21500, traveller: 1 },
      { art: 'SON', unterart: null, name: 'Skipass', unitCents: 18000, traveller: 2 },
    ]);
    expect(lines).toHaveLength(2);
  });
});

describe('payment terms', () => {
  const base = { totalCents: 219900, depositPercent: 20, balanceDueDays: 30, today: '2026-11-21' };

  it('makes a day trip due in full today with no balance', () => {
    expect(paymentTerms({ ...base, tripType: 'T', depositPercent: 100, dateFrom: '2026-12-21' })).toEqual({
      depositCents: 219900,
      depositDue: '2026-11-21',
      balanceCents: 0,
      balanceDue: null,
    });
  });

  it('makes match tickets due in full today', () => {
    expect(paymentTerms({ ...base, tripType: 'K', dateFrom: '2026-12-11' })).toMatchObject({
      depositCents: 219900,
      depositDue: '2026-11-21',
      balanceCents: 0,
    });
  });

  it('asks a deposit within 7 days and the balance 30 days before a multi-day trip', () => {
    expect(paymentTerms({ ...base, tripType: 'M', dateFrom: '2027-01-20' })).toEqual({
      depositCents: 43980,
      depositDue: '2026-11-28',
      balanceCents: 175920,
      balanceDue: '2026-12-21',
    });
  });

  it('rounds the deposit to whole cents', () => {
    expect(paymentTerms({ ...base, totalCents: 10001, tripType: 'M', dateFrom: '2027-01-20' }).depositCents).toBe(2000);
  });

  it('makes everything due as the deposit when the balance date would not come after it', () => {
    expect(paymentTerms({ ...base, tripType: 'M', dateFrom: '2026-12-20' })).toEqual({
      depositCents: 219900,
      depositDue: '2026-11-28',
      balanceCents: 0,
      balanceDue: null,
    });
  });

  it('never makes the deposit due after departure', () => {
    expect(paymentTerms({ ...base, tripType: 'M', dateFrom: '2026-11-25' }).depositDue).toBe('2026-11-25');
  });
});
