import { describe, expect, it } from 'vitest';
import { berlinDay } from '@/lib/zone';
import { addDays, daysBetween, weekday } from '@/lib/days';
import { berlinInstant, berlinTimestamp, toBerlinIso } from '@/lib/wall-clock';

describe("the operator's time zone (Europe/Berlin)", () => {
  it('takes the calendar day in Munich, not in UTC', () => {
    expect(berlinDay(new Date('2026-11-21T22:59:00Z'))).toBe('2026-11-21');
    expect(berlinDay(new Date('2026-11-21T23:30:00Z'))).toBe('2026-11-22');
    expect(berlinDay(new Date('2027-06-30T22:30:00Z'))).toBe('2027-07-01');
  });

  it('turns a departure time into the right instant in winter and in summer', () => {
    expect(berlinInstant('2026-12-05', '06:45').toISOString()).toBe('2026-12-05T05:45:00.000Z');
    expect(berlinInstant('2027-07-01', '06:45').toISOString()).toBe('2027-07-01T04:45:00.000Z');
    expect(berlinTimestamp('2026-12-05', '15:30')).toBe('2026-12-05T15:30:00+01:00');
    expect(berlinTimestamp('2027-07-01', '15:30')).toBe('2027-07-01T15:30:00+02:00');
  });

  it('writes instants as Munich local time with the offset of that moment, across the clock change', () => {
    expect(toBerlinIso(new Date('2027-03-28T00:30:00Z'))).toBe('2027-03-28T01:30:00+01:00');
    expect(toBerlinIso(new Date('2027-03-28T01:30:00Z'))).toBe('2027-03-28T03:30:00+02:00');
  });
});

describe('calendar days', () => {
  it('adds days across month, year and clock-change boundaries', () => {
    expect(addDays('2026-11-21', 7)).toBe('2026-11-28');
    expect(addDays('2026-12-28', 5)).toBe('2027-01-02');
    expect(addDays('2027-03-27', 1)).toBe('2027-03-28');
    expect(addDays('2027-03-28', 1)).toBe('2027-03-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('counts whole days between two dates and names the weekday', () => {
    expect(daysBetween('2026-11-21', '2026-12-05')).toBe(14);
    expect(daysBetween('2027-03-27', '2027-03-29')).toBe(2);
    expect(daysBetween('2026-12-05', '2026-11-21')).toBe(-14);
    expect(weekday('2026-11-21')).toBe(6);
    expect(weekday('2026-11-22')).toBe(0);
  });
});
