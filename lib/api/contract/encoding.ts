/**
 * The contract's own encodings, converted here and nowhere else (ARCHITECTURE: money is integer cents
 * inside, ISO dates inside). The booking system speaks German strings: money '1234,50', dates
 * 'DD.MM.YYYY'. Ticket prices come in millionths of a euro.
 */

/** 123450 → '1234,50' (no thousands separator: it is a wire format, not display). */
export function centsToDe(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** '1234,50' / '1.234,50' / '1234.5' → 123450. Throws on anything else. */
export function deToCents(value: string): number {
  const trimmed = value.trim();
  if (!/^-?[\d.]*\d(,\d{1,2})?$/.test(trimmed) && !/^-?\d+(\.\d{1,2})?$/.test(trimmed)) {
    throw new Error(`Not a money amount: '${value}'`);
  }
  let normalised = trimmed;
  if (trimmed.includes(',')) normalised = trimmed.replace(/\./g, '').replace(',', '.');
  return Math.round(Number(normalised) * 100);
}

/** The journey's `price` (spec §3: euros as a number, 59.9) → cents. */
export function eurosToCents(euros: number): number {
  return Math.round(euros * 100);
}

export function centsToEuros(cents: number): number {
  return cents / 100;
}

/** Ticket prices: millionths of a euro → cents (spec §3: divided by 1,000,000 for display). */
export function millionthsToCents(millionths: number): number {
  return Math.round(millionths / 10_000);
}

export function centsToMillionths(cents: number): number {
  return cents * 10_000;
}

/** '2026-12-19' → '19.12.2026' */
export function isoToDe(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${d}.${m}.${y}`;
}

/** '19.12.2026' → '2026-12-19'; undefined when it is not a real calendar date. */
export function deToIso(de: string): string | undefined {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(de.trim());
  if (!match) return undefined;
  const [, d, m, y] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (date.getUTCFullYear() !== Number(y) || date.getUTCMonth() !== Number(m) - 1 || date.getUTCDate() !== Number(d)) {
    return undefined;
  }
  return `${y}-${m}-${d}`;
}
