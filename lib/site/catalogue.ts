/**
 * Cached server-side data access for the public content pages (vercel/commerce style: one module,
 * caching declared next to the call). Every answer is reshaped into the site model (lib/api/model)
 * here, before it is cached: the pages never see the contract's fields or encodings. The catalogue is
 * asked in the visitor's language (spec §7 `translation`), so the locale is part of every cache key
 * of translatable data (names, trip texts). The pages read the locale cookie and so render per request;
 * what is cached is the DATA, in Next's data cache (`unstable_cache`, which works without
 * `cacheComponents`), for at most CATALOGUE_REVALIDATE seconds – the free seats a visitor sees are
 * never older than a minute. Tags: 'journeys' for everything from the catalogue, 'journey:{id}' per
 * trip, 'articles' for content; `invalidateJourney` is the one place that expires them on demand.
 */
import 'server-only';
import { cache } from 'react';
import { revalidateTag, unstable_cache } from 'next/cache';
import { ApiError, getApi } from '@/lib/api';
import type { JourneyListParams, Translation } from '@/lib/api/contract/schemas';
import type { Article, ArticleSummary, BoardingPoint, TicketDate, Trip, TripPage, TripSummary } from '@/lib/api/model';
import {
  reshapeArticle,
  reshapeArticleSummary,
  reshapeBoardingPoints,
  reshapeCategory,
  reshapeCountry,
  reshapeTrip,
  reshapeTripPage,
  reshapeTripSummary,
} from '@/lib/api/reshape';
import { env } from '@/lib/config/env';
import { apiTranslation, type Locale } from '@/lib/i18n/locales';
import { tripPath } from '@/lib/format';
import { DAY_TRIP_CATEGORY } from './book-now';
import {
  TICKET_CATEGORY,
  byDeparture,
  parseTripParam,
  visibleCategories,
  visibleCountries,
  type FixedTripVariant,
} from './filters';
import { logError } from '../log';

/** Seconds a cached catalogue answer may be served: availability is never older than a minute. */
export const CATALOGUE_REVALIDATE = 60;
/** Articles change rarely. */
const ARTICLE_REVALIDATE = 600;

export const TAG_JOURNEYS = 'journeys';
export const TAG_ARTICLES = 'articles';
export const journeyTag = (id: number) => `journey:${id}`;
/** The ticket page's offers (category 11): the ticket journey's dates and the trips to matches. */
const TAG_TICKET_OFFERS = 'ticket-offers';

/**
 * Part of every cache key: sites started from one build against different booking APIs share the
 * build's data cache (.next/cache) and must not answer with each other's trips (as in layout-data).
 */
const SOURCE = `api:${process.env.API_BASE_URL || 'engine'}`;

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'not_found';
}

// ---------------------------------------------------------------- categories and countries

const cachedCategories = unstable_cache(
  async (translation: Translation) =>
    visibleCategories(
      (await (await getApi()).listCategories({ journeyCount: true, activeOnly: false, translation })).data.map(
        reshapeCategory,
      ),
    ),
  ['catalogue:categories', SOURCE],
  { revalidate: CATALOGUE_REVALIDATE, tags: [TAG_JOURNEYS] },
);

/** Categories with journeys, named in the visitor's language and sorted by name (spec §4). */
export const getCategories = (locale: Locale) => cachedCategories(apiTranslation(locale));

const cachedCountries = unstable_cache(
  async (translation: Translation) =>
    visibleCountries(
      (await (await getApi()).listCountries({ journeyCount: true, translation })).data.map(reshapeCountry),
    ),
  ['catalogue:countries', SOURCE],
  { revalidate: CATALOGUE_REVALIDATE, tags: [TAG_JOURNEYS] },
);

/** Countries with journeys, named in the visitor's language and sorted by name (spec §4). */
export const getCountries = (locale: Locale) => cachedCountries(apiTranslation(locale));

// ---------------------------------------------------------------- trip lists

const cachedList = unstable_cache(
  async (params: JourneyListParams): Promise<TripPage> => reshapeTripPage(await (await getApi()).listJourneys(params)),
  ['catalogue:trips', SOURCE],
  { revalidate: CATALOGUE_REVALIDATE, tags: [TAG_JOURNEYS] },
);

export interface TripListQuery {
  /** Trip texts and names in this language. */
  locale: Locale;
  category?: number;
  /** The country's slug or name. */
  country?: string;
  search?: string;
  dateFrom?: string;
  dateTill?: string;
  page?: number;
  pageSize?: number;
  withIntro?: boolean;
}

/** One page of future trips (PAGE_SIZE from the configuration unless given). */
export function listTrips(query: TripListQuery): Promise<TripPage> {
  const params: JourneyListParams = {
    page: query.page ?? 1,
    page_size: query.pageSize ?? env().PAGE_SIZE,
    showEinleitung: query.withIntro ?? true,
    translation: apiTranslation(query.locale),
  };
  if (query.category) params.category = query.category;
  if (query.country) params.country = query.country;
  if (query.search) params.search = query.search;
  if (query.dateFrom) params.date_from = query.dateFrom;
  if (query.dateTill) params.date_till = query.dateTill;
  return cachedList(params);
}

/** Every future trip (for sitemap.xml and the HTML sitemap), fetched in pages of the contract's maximum. */
export async function listAllTrips(query: Omit<TripListQuery, 'page' | 'pageSize'>): Promise<TripSummary[]> {
  const pageSize = 999;
  const trips: TripSummary[] = [];
  for (let page = 1; page <= 50; page++) {
    const result = await listTrips({ ...query, page, pageSize, withIntro: false });
    trips.push(...result.trips);
    if (result.trips.length < pageSize || trips.length >= result.total) break;
  }
  return trips;
}

// ---------------------------------------------------------------- one trip

/** A trip by id with intro and description in the visitor's language, or null when there is none. */
export const getTrip = cache((id: number, locale: Locale): Promise<Trip | null> =>
  unstable_cache(() => readTrip(id, locale), ['catalogue:trip', SOURCE, String(id), locale], {
    revalidate: CATALOGUE_REVALIDATE,
    tags: [TAG_JOURNEYS, journeyTag(id)],
  })(),
);

async function readTrip(id: number, locale: Locale): Promise<Trip | null> {
  try {
    const { data } = await (await getApi()).getJourney(id, { translation: apiTranslation(locale) });
    return data ? reshapeTrip(data) : null;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** A trip read live, bypassing every cache (Journeyverify). */
export const getTripUncached = readTrip;

/** The announced boarding points of a trip with surcharge and time (spec §5 drops 'wird noch bekannt gegeben'). */
export function getTripBoardingPoints(trip: Pick<TripSummary, 'id' | 'code'>): Promise<BoardingPoint[]> {
  return unstable_cache(
    async () => {
      try {
        const result = await (await getApi()).getBoardingPoints({ idreise: trip.code });
        return byDeparture(reshapeBoardingPoints(result.ergebnis.zustiege.zustieg));
      } catch (error) {
        if (isNotFound(error)) return [];
        throw error;
      }
    },
    ['catalogue:boarding', SOURCE, trip.code],
    { revalidate: CATALOGUE_REVALIDATE, tags: [TAG_JOURNEYS, journeyTag(trip.id)] },
  )();
}

/**
 * The fixed trip variants of spec §2 are old links printed on flyers and in partner sites. They
 * show a trip that can be booked now: safe_id and old_2023_id the next bookable day trip (category
 * 3), safe_id2 the second one (or the first when there is only one).
 */
export async function resolveFixedTrip(variant: FixedTripVariant, locale: Locale): Promise<Trip | null> {
  const { trips } = await listTrips({ locale, category: DAY_TRIP_CATEGORY, page: 1, pageSize: 50, withIntro: false });
  const bookable = trips.filter((t) => t.bookableOnline && t.freePlaces > 0);
  const pool = bookable.length > 0 ? bookable : trips;
  const pick = variant === 'safe_id2' ? (pool[1] ?? pool[0]) : pool[0];
  return pick ? getTrip(pick.id, locale) : null;
}

export interface ResolvedTrip {
  trip: Trip;
  /** /reise/{id}-{slug} */
  canonicalPath: string;
  /** The URL is not the canonical one and should redirect there (a wrong or missing slug). */
  redirect: boolean;
  /** Reached through a fixed variant (old_2023_id, safe_id, safe_id2): shown in place. */
  fixed: boolean;
}

/**
 * The trip behind a /reise/:id parameter in the visitor's language, or null when there is none (once
 * per request: metadata and page share it). The address is the same in every language.
 */
export const resolveTrip = cache(async (param: string | undefined, locale: Locale): Promise<ResolvedTrip | null> => {
  const parsed = parseTripParam(param);
  if (!parsed) return null;
  const trip =
    parsed.kind === 'fixed' ? await resolveFixedTrip(parsed.variant, locale) : await getTrip(parsed.id, locale);
  if (!trip) return null;
  const canonicalPath = tripPath(trip.id, trip.slug);
  const redirect = parsed.kind === 'id' && canonicalPath !== `/reise/${parsed.id}-${parsed.slug}`;
  return { trip, canonicalPath, redirect, fixed: parsed.kind === 'fixed' };
});

/** Every announced boarding point of the operator (CUSTOMER_ID), earliest departure first. */
export const getOperatorBoardingPoints = unstable_cache(
  async () => {
    const result = await (await getApi()).listBoardingPoints({ id_acc_account: env().CUSTOMER_ID, page_size: 999 });
    return byDeparture(reshapeBoardingPoints(result.data.rows));
  },
  ['catalogue:boarding-points', SOURCE],
  { revalidate: ARTICLE_REVALIDATE, tags: [TAG_JOURNEYS] },
);

// ---------------------------------------------------------------- match tickets

/** What the ticket page offers (spec §2 ticket layout, §7 category 11). */
export interface TicketOffers {
  /** The ticket journey: the first journey of category 11, with its match dates; null without one. */
  journey: Trip | null;
  /** Its match dates in date order (`GET journey-web-legacy/{id}` → `dates`). */
  dates: TicketDate[];
  /** The other journeys of category 11: the bus trips to the matches ('Fahrt' in the drawer). */
  trips: TripSummary[];
  /** The booking system answered with an error: the lists are empty and the page says so. */
  failed: boolean;
}

/**
 * spec §7: the ticket page reads category 11; a response with an error means an empty list; the
 * dates are those of the first journey. A booking system that cannot be reached throws (nothing
 * is cached), and the page shows the same empty lists with its message.
 */
const cachedTicketOffers = unstable_cache(
  async (translation: Translation): Promise<TicketOffers> => {
    const api = await getApi();
    let list: Awaited<ReturnType<typeof api.listJourneys>>;
    try {
      list = await api.listJourneys({ category: TICKET_CATEGORY, page_size: env().PAGE_SIZE, translation });
    } catch (error) {
      logError('site.tickets', 'ticket journeys could not be loaded', error);
      return { journey: null, dates: [], trips: [], failed: true };
    }
    if (list.error) return { journey: null, dates: [], trips: [], failed: true };
    const [first, ...others] = list.data;
    if (!first) return { journey: null, dates: [], trips: [], failed: false };
    const { data } = await api.getJourney(first.id_jrn_journey, { translation });
    const journey = data ? reshapeTrip(data) : null;
    return { journey, dates: journey?.ticketDates ?? [], trips: others.map(reshapeTripSummary), failed: false };
  },
  ['catalogue:tickets', SOURCE],
  { revalidate: CATALOGUE_REVALIDATE, tags: [TAG_JOURNEYS, TAG_TICKET_OFFERS] },
);

/** The ticket page's offers in the visitor's language. */
export const getTicketOffers = (locale: Locale) => cachedTicketOffers(apiTranslation(locale));

// ---------------------------------------------------------------- articles

/** A content article in the visitor's language (German fallback by the engine), or null. */
export const getArticle = cache((slug: string, locale: Locale): Promise<Article | null> =>
  unstable_cache(
    async () => {
      try {
        return reshapeArticle((await (await getApi()).getArticle(slug, { translation: apiTranslation(locale) })).data);
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    ['catalogue:article', SOURCE, slug, locale],
    { revalidate: ARTICLE_REVALIDATE, tags: [TAG_ARTICLES] },
  )(),
);

export const listArticles = unstable_cache(
  async (): Promise<ArticleSummary[]> => (await (await getApi()).listArticles()).data.map(reshapeArticleSummary),
  ['catalogue:articles', SOURCE],
  {
    revalidate: ARTICLE_REVALIDATE,
    tags: [TAG_ARTICLES],
  },
);

// ---------------------------------------------------------------- invalidation

/**
 * Expires a trip's cached data at once (e.g. after a booking changed its free seats); call from a
 * route handler or server action. Without it, data is at most CATALOGUE_REVALIDATE seconds old.
 */
export function invalidateJourney(id: number): void {
  revalidateTag(journeyTag(id), { expire: 0 });
  // The ticket page shows tickets left and its match trips: any of them may be this journey.
  revalidateTag(TAG_TICKET_OFFERS, { expire: 0 });
}
