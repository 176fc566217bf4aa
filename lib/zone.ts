/**
 * The operator's time zone (Europe/Berlin, where the coaches leave) and "today" there. Intl only, so
 * every page may use it; day arithmetic is in ./days (date-fns), wall-clock times with offsets in
 * ./wall-clock (@date-fns/tz, server side).
 */

export const OPERATOR_ZONE = 'Europe/Berlin';

const dayInZone = new Intl.DateTimeFormat('en-CA', {
  timeZone: OPERATOR_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The operator's calendar day of an instant: 2026-11-21T23:30Z → '2026-11-22'. */
export function berlinDay(at: Date = new Date()): string {
  return dayInZone.format(at);
}
