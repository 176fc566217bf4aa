/**
 * The operator's time zone (Europe/Berlin, where the coaches leave): its calendar day and its
 * wall-clock times. Every "today", departure time and payment deadline goes through here; the
 * zone arithmetic (offsets, summer time) is @date-fns/tz's, not hand-written.
 */
import { TZDate } from '@date-fns/tz';
import { addDays as addDaysTo, differenceInCalendarDays, formatISO, getDay, parseISO } from 'date-fns';

export const OPERATOR_ZONE = 'Europe/Berlin';

/** The operator's calendar day of an instant: 2026-11-21T23:30Z → '2026-11-22'. */
export function berlinDay(at: Date = new Date()): string {
  return formatISO(new TZDate(at, OPERATOR_ZONE), { representation: 'date' });
}

/** A wall-clock time in Munich on a day → the instant: '2026-12-05', '06:45' → 2026-12-05T05:45Z. */
export function berlinInstant(day: string, time = '00:00'): Date {
  const [y, m, d] = day.slice(0, 10).split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  return new Date(new TZDate(y, m - 1, d, hh, mm, OPERATOR_ZONE).getTime());
}

/** An instant as Munich local time with its offset: '2026-12-05T15:30:00+01:00'. */
export function toBerlinIso(at: Date): string {
  return formatISO(new TZDate(at, OPERATOR_ZONE));
}

/** '2026-12-05', '15:30' → '2026-12-05T15:30:00+01:00' (Munich's offset on that day). */
export function berlinTimestamp(day: string, time: string): string {
  return toBerlinIso(berlinInstant(day, time));
}

// ISO calendar days ('YYYY-MM-DD'): plain calendar arithmetic, no time zone involved.

const day = (iso: string) => parseISO(iso.slice(0, 10));
const iso = (date: Date) => formatISO(date, { representation: 'date' });

/** '2026-11-21' + 7 → '2026-11-28' */
export function addDays(isoDay: string, days: number): string {
  return iso(addDaysTo(day(isoDay), days));
}

/** Whole days from `from` to `to` ('2026-11-21' → '2026-12-05' = 14). */
export function daysBetween(from: string, to: string): number {
  return differenceInCalendarDays(day(to), day(from));
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(isoDay: string): number {
  return getDay(day(isoDay));
}
