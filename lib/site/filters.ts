/**
 * Pure rules of the public pages on the site model (lib/api/model): which categories and countries
 * are listed (spec §4), how list URLs are read and written, availability wording and calendar grids.
 * No I/O here, so every rule is unit-tested directly.
 */
import type { BoardingPoint, Category, Country, TicketDate, TripSummary } from '@/lib/api/model';
import { matchDay } from '@/lib/booking/tickets';
import { slugify } from '@/lib/format';
import { berlinDay } from '@/lib/zone';
import { isIsoDay, parseId } from '@/lib/http/input';

// ---------------------------------------------------------------- categories and countries

const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, 'de', { sensitivity: 'base' });

/** spec §4: categories are listed only if their journeys count is above zero, sorted by name. */
export function visibleCategories(categories: readonly Category[]): Category[] {
  return categories.filter((c) => c.tripCount > 0).sort(byName);
}

/** spec §4: countries are listed only if their journeys count is above zero, sorted by name. */
export function visibleCountries(countries: readonly Country[]): Country[] {
  return countries.filter((c) => c.tripCount > 0).sort(byName);
}

/** /reiseuebersicht/{categoryId}-{slug}, the same in every language: /reiseuebersicht/3-skitagesfahrten */
export function categoryPath(category: Pick<Category, 'id' | 'slug'>): string {
  return `/reiseuebersicht/${category.id}-${slugify(category.slug)}`;
}

/** /reisekalender/{categoryId}-{slug} */
export function calendarPath(category: Pick<Category, 'id' | 'slug'>): string {
  return `/reisekalender/${category.id}-${slugify(category.slug)}`;
}

/** /reiseland/{country slug}, the same in every language: /reiseland/oesterreich */
export function countryPath(country: Pick<Country, 'slug'>): string {
  return `/reiseland/${slugify(country.slug)}`;
}

/** The category id at the start of a route segment: '3-skitagesfahrten' → 3, '3' → 3, 'x' → undefined. */
export function parseCategoryId(segment: string | undefined): number | undefined {
  const match = /^(\d+)(?:-|$)/.exec(decodeSegment(segment ?? ''));
  return match ? parseId(match[1]) : undefined;
}

/** A country from a route segment, by its slug ('oesterreich') or its plain name ('Österreich', 'Austria'). */
export function findCountry<T extends Pick<Country, 'name' | 'slug'>>(
  countries: readonly T[],
  segment: string,
): T | undefined {
  const wanted = slugify(decodeSegment(segment));
  if (!wanted) return undefined;
  return countries.find((c) => slugify(c.slug) === wanted) ?? countries.find((c) => slugify(c.name) === wanted);
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

// ---------------------------------------------------------------- trip addresses

export const FIXED_TRIP_VARIANTS = ['old_2023_id', 'safe_id', 'safe_id2'] as const;
export type FixedTripVariant = (typeof FIXED_TRIP_VARIANTS)[number];

export type TripParam = { kind: 'id'; id: number; slug: string } | { kind: 'fixed'; variant: FixedTripVariant };

/** The :id of /reise/:id – '123-skitag-kitzbuehel', '123', or one of the fixed variants of spec §2. */
export function parseTripParam(param: string | undefined): TripParam | undefined {
  if (!param) return undefined;
  const value = decodeSegment(param);
  if ((FIXED_TRIP_VARIANTS as readonly string[]).includes(value))
    return { kind: 'fixed', variant: value as FixedTripVariant };
  const match = /^(\d+)(?:-(.*))?$/.exec(value);
  const id = match ? parseId(match[1]) : undefined;
  return id === undefined ? undefined : { kind: 'id', id, slug: match?.[2] ?? '' };
}

// ---------------------------------------------------------------- paging

/** A 1-based page number from a URL part; anything else is page 1. */
export function parsePage(value: string | string[] | undefined): number {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw || !/^\d{1,5}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

export interface OverviewRoute {
  /** The category segment as given ('3-skitagesfahrten'), undefined for all trips. */
  categorySegment?: string;
  categoryId?: number;
  page: number;
  /** Whether the URL is not in its canonical form and should be redirected. */
  valid: boolean;
}

/**
 * Reads /reiseuebersicht/:category?/:page? and the safe_page variant
 * /reiseuebersicht/:category/safe_page/:page.
 */
export function parseOverviewRoute(segments: readonly string[] = []): OverviewRoute {
  const [first, second, third, ...rest] = segments;
  if (first === undefined) return { page: 1, valid: true };
  const categoryId = parseCategoryId(first);
  if (categoryId === undefined || rest.length > 0) return { page: 1, valid: false };
  if (second === undefined) return { categorySegment: first, categoryId, page: 1, valid: true };
  if (second === 'safe_page') {
    return {
      categorySegment: first,
      categoryId,
      page: parsePage(third),
      valid: third === undefined || /^\d+$/.test(third),
    };
  }
  if (third !== undefined || !/^\d+$/.test(second))
    return { categorySegment: first, categoryId, page: 1, valid: false };
  return { categorySegment: first, categoryId, page: parsePage(second), valid: true };
}

/** Link to page n of a category list (page 1 without a number). */
export function overviewPagePath(categoryBase: string, page: number): string {
  return page <= 1 ? categoryBase : `${categoryBase}/${page}`;
}

// ---------------------------------------------------------------- search

export interface SearchQuery {
  text: string;
  category?: number;
  country?: string;
  /** ISO dates 'YYYY-MM-DD'. */
  from?: string;
  till?: string;
  page: number;
}

/**
 * Reads /reiseuebersicht/search/:search?/:page? plus the GET form's fields
 * (?q=…&kategorie=…&land=…&von=…&bis=…). The path text wins over ?q.
 */
export function parseSearch(
  segments: readonly string[] = [],
  query: Record<string, string | string[] | undefined> = {},
): SearchQuery {
  const one = (key: string) => {
    const v = query[key];
    return (Array.isArray(v) ? v[0] : v)?.trim() || undefined;
  };
  const text = (segments[0] !== undefined ? decodeSegment(segments[0]) : (one('q') ?? '')).trim().slice(0, 100);
  const category = parseCategoryId(one('kategorie'));
  const from = one('von');
  const till = one('bis');
  return {
    text,
    category,
    country: one('land')?.slice(0, 100),
    from: from && isIsoDay(from) ? from : undefined,
    till: till && isIsoDay(till) ? till : undefined,
    page: segments[1] !== undefined ? parsePage(segments[1]) : parsePage(one('seite')),
  };
}

/** The URL of a search result page: the text in the path, the other fields as the form sends them. */
export function searchPath(search: SearchQuery, page = 1): string {
  const params = new URLSearchParams();
  if (search.category) params.set('kategorie', String(search.category));
  if (search.country) params.set('land', search.country);
  if (search.from) params.set('von', search.from);
  if (search.till) params.set('bis', search.till);
  let path = '/reiseuebersicht/search';
  if (search.text) {
    path += `/${encodeURIComponent(search.text)}`;
    if (page > 1) path += `/${page}`;
  } else if (page > 1) {
    params.set('seite', String(page));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

// ---------------------------------------------------------------- availability

export type Availability =
  { kind: 'free'; seats: number } | { kind: 'few'; seats: number } | { kind: 'soldout' } | { kind: 'closed' };

/** Few seats left: shown in the warning colour. */
export const FEW_SEATS = 5;

/**
 * What the visitor may do with a trip: 'closed' when it cannot be booked online or has already
 * started ('nicht mehr buchbar'), 'soldout' without free seats ('ausgebucht'), else the free seats.
 */
export function availabilityOf(
  trip: Pick<TripSummary, 'bookableOnline' | 'freePlaces' | 'startDate'>,
  todayIso: string,
): Availability {
  if (trip.startDate < todayIso) return { kind: 'closed' };
  if (trip.freePlaces <= 0) return { kind: 'soldout' };
  if (!trip.bookableOnline) return { kind: 'closed' };
  return trip.freePlaces <= FEW_SEATS
    ? { kind: 'few', seats: trip.freePlaces }
    : { kind: 'free', seats: trip.freePlaces };
}

export function isBookable(availability: Availability): boolean {
  return availability.kind === 'free' || availability.kind === 'few';
}

/** Today in the operator's time zone as 'YYYY-MM-DD'. */
export const todayIso = berlinDay;

// ---------------------------------------------------------------- boarding points

/** Boarding points earliest departure first (those without a time last), then by town. */
export function byDeparture(points: readonly BoardingPoint[]): BoardingPoint[] {
  return [...points].sort(
    (a, b) => (a.time || '99:99').localeCompare(b.time || '99:99') || a.town.localeCompare(b.town, 'de'),
  );
}

// ---------------------------------------------------------------- calendar

/** 'YYYY-MM' → { year, month (1–12) }, or undefined when malformed. */
export function parseMonth(value: string | undefined): { year: number; month: number } | undefined {
  const match = /^(\d{4})-(\d{2})$/.exec(value ?? '');
  if (!match) return undefined;
  const year = Number(match[1]);
  const month = Number(match[2]);
  return month >= 1 && month <= 12 && year >= 2000 && year <= 2100 ? { year, month } : undefined;
}

export function monthKey(year: number, month: number): string {
  return `${year}-${String(month).padStart(2, '0')}`;
}

export function shiftMonth(year: number, month: number, delta: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** First and last day of a month as ISO dates. */
export function monthRange(year: number, month: number): { from: string; till: string } {
  const key = monthKey(year, month);
  return { from: `${key}-01`, till: `${key}-${String(daysInMonth(year, month)).padStart(2, '0')}` };
}

/**
 * The weeks of a month, Monday first, as ISO dates; days outside the month are null.
 * December 2026 starts on a Tuesday: [[null, '2026-12-01', …], …].
 */
export function monthGrid(year: number, month: number): (string | null)[][] {
  const firstWeekday = (new Date(Date.UTC(year, month - 1, 1)).getUTCDay() + 6) % 7; // Monday = 0
  const cells: (string | null)[] = Array.from({ length: firstWeekday }, () => null);
  const key = monthKey(year, month);
  for (let day = 1; day <= daysInMonth(year, month); day++) cells.push(`${key}-${String(day).padStart(2, '0')}`);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** Departures grouped by their first day, in date order. */
export function departuresByDay<T extends Pick<TripSummary, 'startDate'>>(trips: readonly T[]): Map<string, T[]> {
  const days = new Map<string, T[]>();
  for (const trip of [...trips].sort((a, b) => a.startDate.localeCompare(b.startDate))) {
    days.set(trip.startDate, [...(days.get(trip.startDate) ?? []), trip]);
  }
  return days;
}

// ---------------------------------------------------------------- match tickets (category 11)

/** spec §7: the ticket page reads the journeys of category 11. */
export const TICKET_CATEGORY = 11;

/**
 * The bus trip to a match ('Fahrt' in the ticket drawer): a trip of the ticket page's list that
 * leaves on the match day and can be booked now; null when there is none.
 */
export function tripToMatch<T extends Pick<TripSummary, 'startDate' | 'bookableOnline' | 'freePlaces'>>(
  trips: readonly T[],
  match: Pick<TicketDate, 'date'>,
  today: string,
): T | null {
  const day = matchDay(match.date);
  return trips.find((trip) => trip.startDate === day && isBookable(availabilityOf(trip, today))) ?? null;
}
