/**
 * Calendar days of the operator (Europe/Berlin). The engine's "today" always comes from `ctx.now()`
 * so tests can pin it; dates inside are ISO 'YYYY-MM-DD' strings.
 */
export { berlinDay as isoDay } from '../zone';
export { addDays } from '../days';

export function minIso(a: string, b: string): string {
  return a <= b ? a : b;
}
