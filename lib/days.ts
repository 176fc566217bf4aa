/** ISO calendar days ('YYYY-MM-DD'): plain calendar arithmetic with date-fns, no time zone involved. */
import { addDays as addDaysTo, differenceInCalendarDays, formatISO, getDay, parseISO } from 'date-fns';

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
