import { describe, expect, it } from 'vitest';
import { durationDays, formatAmount, formatDate, formatDateTime, formatPrice, slugify, tripPath } from '@/lib/format';

// Intl may use a narrow no-break space before the euro sign.
const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('prices (spec §9: EUR, two decimals, comma decimal in German)', () => {
  it('shows euros with two decimals and a comma in German', () => {
    expect(spaces(formatPrice(5900))).toBe('59,00 €');
    expect(spaces(formatPrice(123450))).toBe('1.234,50 €');
    expect(spaces(formatPrice(200))).toBe('2,00 €');
  });

  it('uses the English notation for English visitors', () => {
    expect(formatPrice(123450, 'en')).toBe('€1,234.50');
  });

  it('writes price-list amounts with a comma and no currency sign', () => {
    expect(formatAmount(123450)).toBe('1.234,50');
    expect(formatAmount(0)).toBe('0,00');
  });
});

describe('dates (spec §9: DD.MM.YYYY)', () => {
  it('shows an ISO date as DD.MM.YYYY', () => {
    expect(formatDate('2026-12-05')).toBe('05.12.2026');
  });

  it('shows only the date of a full timestamp', () => {
    expect(formatDate('2027-02-13T15:30:00+01:00')).toBe('13.02.2027');
  });

  it("shows an instant in the operator's time zone, summer and winter", () => {
    expect(formatDateTime(new Date('2026-11-22T13:05:00Z'))).toBe('22.11.2026, 14:05');
    expect(formatDateTime(new Date('2027-07-01T22:30:00Z'))).toBe('02.07.2027, 00:30');
  });
});

describe('trip duration in days', () => {
  it('counts a day trip as one day', () => {
    expect(durationDays('2026-12-05', '2026-12-05')).toBe(1);
  });

  it('counts the first and the last day of a multi-day trip', () => {
    expect(durationDays('2027-01-08', '2027-01-10')).toBe(3);
    expect(durationDays('2027-03-27', '2027-04-03')).toBe(8);
  });

  it('is not thrown off by the change to summer time', () => {
    expect(durationDays('2027-03-27', '2027-03-29')).toBe(3);
  });
});

describe('slugs and trip addresses', () => {
  it('spells German umlauts and ß out and joins words with hyphens', () => {
    expect(slugify('Skitag Kitzbühel')).toBe('skitag-kitzbuehel');
    expect(slugify('Fußball-Tickets')).toBe('fussball-tickets');
    expect(slugify('Österreich – Sölden & Ötztal!')).toBe('oesterreich-soelden-oetztal');
  });

  it('drops other accents and trims separators', () => {
    expect(slugify('  Val d’Isère  ')).toBe('val-d-isere');
  });

  it('links a trip as /reise/{id}-{slug}', () => {
    expect(tripPath(1042, 'Skitag Stubaier Gletscher')).toBe('/reise/1042-skitag-stubaier-gletscher');
  });
});
