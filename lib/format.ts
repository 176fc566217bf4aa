/**
 * Display formatting (spec §9): EUR with two decimals and a comma in German, dates DD.MM.YYYY (de-DE),
 * trip duration in days. Money is integer cents everywhere inside.
 */
import { isoToDe } from './api/contract/encoding';
import { daysBetween } from './days';
import { OPERATOR_ZONE } from './zone';

const numberLocale: Record<string, string> = { de: 'de-DE', en: 'en-GB', hr: 'hr-HR' };

/**
 * One formatter per locale and style: creating an Intl.NumberFormat costs far more than formatting
 * with it, and a booking's mails and documents format every price line.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, currency: boolean): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(
      numberLocale[locale] ?? 'de-DE',
      currency
        ? { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }
        : { minimumFractionDigits: 2, maximumFractionDigits: 2 },
    );
    numberFormats.set(key, format);
  }
  return format;
}

/** 123450 → '1.234,50 €' (de) / '€1,234.50' (en). */
export function formatPrice(cents: number, locale = 'de'): string {
  return numberFormat(locale, true).format(cents / 100);
}

/** 123450 → '1234,50' as in the price lists (comma decimal, no currency sign). */
export function formatAmount(cents: number, locale = 'de'): string {
  return numberFormat(locale, false).format(cents / 100);
}

/** '2026-12-19' (or a full ISO timestamp) → '19.12.2026'. Dates are shown DD.MM.YYYY in every language. */
export function formatDate(iso: string): string {
  // The page shows dates as the contract writes them.
  return isoToDe(iso);
}

/** Trip duration in days, counting both the first and the last day: a day trip is 1 day. */
export function durationDays(dateFrom: string, dateTill: string): number {
  return daysBetween(dateFrom, dateTill) + 1;
}

/** Lower-case URL slug from a title: 'Skitag Kitzbühel' → 'skitag-kitzbuehel'. */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const berlinTime = new Intl.DateTimeFormat('de-DE', {
  timeZone: OPERATOR_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

const berlinClock = new Intl.DateTimeFormat('de-DE', { timeZone: OPERATOR_ZONE, hour: '2-digit', minute: '2-digit' });

/**
 * The time of day of an ISO timestamp ('2026-12-12T15:30:00+01:00' → '15:30'), in the operator's time
 * zone when it names an offset, as written when it does not; '' for a date without a time.
 */
export function formatTimeOfDay(iso: string): string {
  if (iso.length <= 10) return '';
  if (!/(?:[zZ]|[+-]\d{2}:?\d{2})$/.test(iso)) return iso.slice(11, 16);
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? '' : berlinClock.format(instant);
}

/** An instant as the operator's local time: '22.11.2026, 14:05'. */
export function formatDateTime(instant: Date): string {
  return berlinTime.format(instant);
}

/**
 * The canonical path of a trip page: /reise/{id}-{slug}. Pass the trip's `slug` (the same in every
 * language), or its German title where no slug is at hand.
 */
export function tripPath(id: number, slug: string): string {
  return `/reise/${id}-${slugify(slug)}`;
}
