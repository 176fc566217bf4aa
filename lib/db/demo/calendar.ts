/**
 * Calendar helpers of the demo catalogue on ISO days ('YYYY-MM-DD'); the day arithmetic itself is
 * lib/zone's (date-fns).
 */

import { addDays, weekday } from '../../days';

// The day arithmetic and the operator's day and wall-clock times, shared with the engine.
export { addDays, weekday } from '../../days';
export { berlinDay } from '../../zone';
export { berlinTimestamp } from '../../wall-clock';

/** The first day ≥ `iso` that falls on `day` (0 = Sunday … 6 = Saturday). */
export function nextWeekday(iso: string, day: number): string {
  return addDays(iso, (day - weekday(iso) + 7) % 7);
}

export function isoDate(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Easter Sunday (anonymous Gregorian algorithm); Bavaria's winter holidays hang on it. */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDate(year, month, day);
}
