/**
 * Wall-clock times in the operator's time zone (departures, arrivals, timestamps of the catalogue):
 * the zone arithmetic (offsets, summer time) is @date-fns/tz's, not hand-written. Server side only.
 */
import { TZDate } from '@date-fns/tz';
import { formatISO } from 'date-fns';
import { OPERATOR_ZONE } from './zone';

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
