import { describe, expect, it } from 'vitest';
import {
  centsToDe,
  centsToEuros,
  centsToMillionths,
  deToCents,
  deToIso,
  eurosToCents,
  isoToDe,
  millionthsToCents,
} from '@/lib/api/contract/encoding';

describe('money on the wire (spec §3, §7: "1234,50")', () => {
  it('writes cents as the booking system does, without thousands separator', () => {
    expect(centsToDe(123450)).toBe('1234,50');
    expect(centsToDe(0)).toBe('0,00');
    expect(centsToDe(-205)).toBe('-2,05');
  });

  it('reads the booking system’s money strings as cents', () => {
    expect(deToCents('5,00')).toBe(500);
    expect(deToCents('1234,50')).toBe(123450);
    expect(deToCents('1.234,50')).toBe(123450);
    expect(deToCents('-2,05')).toBe(-205);
  });

  it('refuses what is no amount', () => {
    expect(() => deToCents('zwölf Euro')).toThrow();
  });

  it('reads every amount back as it was written', () => {
    for (const cents of [0, 1, 99, 100, 5900, 123450, -205]) expect(deToCents(centsToDe(cents))).toBe(cents);
  });

  it("reads a journey's price in euros as cents", () => {
    expect(eurosToCents(59.9)).toBe(5990);
    expect(eurosToCents(1234.5)).toBe(123450);
    expect(eurosToCents(centsToEuros(5990))).toBe(5990);
  });

  it('divides ticket prices by 1,000,000 for display', () => {
    expect(millionthsToCents(89_000_000)).toBe(8900);
    expect(millionthsToCents(64_500_000)).toBe(6450);
    expect(centsToMillionths(8900)).toBe(89_000_000);
  });
});

describe('dates on the wire (spec §7: DD.MM.YYYY)', () => {
  it('writes ISO dates as DD.MM.YYYY and reads them back', () => {
    expect(isoToDe('2026-12-19')).toBe('19.12.2026');
    expect(isoToDe('2027-02-13T15:30:00+01:00')).toBe('13.02.2027');
    expect(deToIso('19.12.2026')).toBe('2026-12-19');
  });

  it('reads only real calendar dates', () => {
    expect(deToIso('31.02.2026')).toBeUndefined();
    expect(deToIso('2026-12-19')).toBeUndefined();
    expect(deToIso('29.02.2028')).toBe('2028-02-29');
  });
});
