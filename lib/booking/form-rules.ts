/**
 * The booking form's constants and plain rules, without zod: the browser's booking page imports
 * these at start-up, while the zod schemas (./schema, which re-exports everything here) load only
 * when the form first validates (components/booking/form-checks). The server imports ./schema.
 */
import { deToIso } from '../api/contract/encoding';
import { berlinDay } from '../zone';
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

/** The oldest traveller the form accepts, in years: older is a typing error (1885 for 1985). */
export const MAX_AGE_YEARS = 120;

/**
 * spec §5: mask ##.##.####, a real day.month.year, not after today and not more than
 * MAX_AGE_YEARS ago (a birthday in 2030 is a typing error, as is one in 1880). `today` is the
 * operator's day, 'YYYY-MM-DD'.
 */
export function isValidBirthday(value: string, today: string = berlinDay()): boolean {
  const iso = deToIso(value);
  if (!iso) return false;
  const oldest = `${Number(today.slice(0, 4)) - MAX_AGE_YEARS}${today.slice(4)}`;
  return iso <= today && iso >= oldest;
}

/**
 * A phone number a coach driver can call: digits with the usual separators (+ ( ) / - and spaces),
 * starting with + or 0 (international or with its area code) or a digit of a number abroad, with
 * 6 to 15 digits (E.164's longest). "089 1" is no number.
 */
export function isValidPhone(value: string): boolean {
  const trimmed = value.trim();
  if (!/^\+?[0-9 ()/-]+$/.test(trimmed)) return false;
  const digits = trimmed.replace(/\D/g, '');
  return digits.length >= 6 && digits.length <= 15;
}

/**
 * spec §5: the birthday's input mask ##.##.####, dots inserted while typing. A day or month typed
 * with one digit and closed by a dot (or comma, slash, hyphen) is padded: "1.3.1985" becomes
 * "01.03.1985", never "13.19.85".
 */
export function maskDate(raw: string): string {
  const segments = raw.split(/[.,/ -]/);
  const digits = segments
    .map((segment, i) => {
      const d = segment.replace(/\D/g, '');
      return i < 2 && i < segments.length - 1 && d.length === 1 ? `0${d}` : d;
    })
    .join('')
    .slice(0, 8);
  const masked =
    digits.length <= 2
      ? digits
      : digits.length <= 4
        ? `${digits.slice(0, 2)}.${digits.slice(2)}`
        : `${digits.slice(0, 2)}.${digits.slice(2, 4)}.${digits.slice(4)}`;
  // A separator typed after a full day or month stays, so the visitor sees it was taken.
  return /[.,/ -]$/.test(raw) && (digits.length === 2 || digits.length === 4) ? `${masked}.` : masked;
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
