/**
 * Calendar days of the operator (Europe/Berlin). The engine's "today" always comes from `ctx.now()`
 * so tests can pin it; dates inside are ISO 'YYYY-MM-DD' strings.
 */
const berlinDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The operator's calendar day of an instant: 2026-11-21T23:30Z → '2026-11-22'. */
export function isoDay(instant: Date): string {
  return berlinDay.format(instant);
}

/** '2026-11-21' + 7 → '2026-11-28' */
export function addDays(iso: string, days: number): string {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` ('2026-11-21' → '2026-12-05' = 14). */
export function daysBetween(from: string, to: string): number {
  const utc = (iso: string) => {
    const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}

export function minIso(a: string, b: string): string {
  return a <= b ? a : b;
}
