/**
 * The booking form's constants and plain rules, without zod: the browser's booking page imports
 * these at start-up, while the zod schemas (./schema, which re-exports everything here) load only
 * when the form first validates (components/booking/form-checks). The server imports ./schema.
 */
import { deToIso } from '../api/contract/encoding';
import type { BookingFormInput } from './schema';

export const SALUTATIONS = ['Herr', 'Frau', 'Divers'] as const;
export const TITLES = ['', 'Dr.', 'Prof.', 'Prof. Dr.'] as const;

/** spec §9 */
export const MAX_TRAVELLERS = 10;
export const DEFAULT_TRIP_TRAVELLERS = 2;

export const MSG = {
  empty: 'notice.empty',
  birthday: 'notice.birthday',
  email: 'notice.email',
  zip: 'notice.zip',
  phone: 'notice.phone',
  notChecked: 'notice.notchecked',
  travellerCount: 'notice.travellerCount',
  /** Text with a NUL byte or a lone surrogate (lib/http/input), refused before any schema. */
  invalidCharacters: 'notice.invalidCharacters',
} as const;

/** spec §5: mask ##.##.####, a real day.month.year; `yearFrom..yearTo` bounds the year. */
export function isValidBirthday(value: string, yearFrom = 1900, yearTo = 2099): boolean {
  const iso = deToIso(value);
  if (!iso) return false;
  const year = Number(iso.slice(0, 4));
  return year >= yearFrom && year <= yearTo;
}

/** spec §5: first letters of first name, last name, street and city are capitalised before sending. */
export function capitaliseFirst(value: string): string {
  const trimmed = value.trim();
  return trimmed.charAt(0).toLocaleUpperCase('de-DE') + trimmed.slice(1);
}

/** Capitalises the name and address fields as spec §5 asks, before the form is sent. */
export function normaliseForm<T extends BookingFormInput>(form: T): T {
  const cap = <P extends { firstname?: string; lastname?: string; street?: string; city?: string }>(p: P): P => ({
    ...p,
    ...(p.firstname !== undefined && { firstname: capitaliseFirst(p.firstname) }),
    ...(p.lastname !== undefined && { lastname: capitaliseFirst(p.lastname) }),
    ...(p.street !== undefined && { street: capitaliseFirst(p.street) }),
    ...(p.city !== undefined && { city: capitaliseFirst(p.city) }),
  });
  const next = { ...form, main: cap(form.main) };
  if (next.variant === 'trip') return { ...next, teilnehmer: next.teilnehmer.map(cap) } as T;
  return next as T;
}
