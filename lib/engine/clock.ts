/**
 * Calendar days of the operator (Europe/Berlin). The engine's "today" always comes from `ctx.now()`
 * so tests can pin it; dates inside are ISO 'YYYY-MM-DD' strings.
 */
import { berlinDay } from '../zone';

/** The operator's calendar day of an instant: 2026-11-21T23:30Z → '2026-11-22'. */
export function isoDay(instant: Date): string {
  return berlinDay(instant);
}

export { addDays, daysBetween } from '../days';

export function minIso(a: string, b: string): string {
  return a <= b ? a : b;
}
