/**
 * The site's one cached data module: every read the public pages make (catalogue, site frame, home,
 * articles), reshaped into the site model (lib/api/model) before it is cached, so the pages never see
 * the contract's fields or encodings. The catalogue is asked in the visitor's language (spec §7
 * `translation`), so the locale is an argument, and with it part of the cache key, of every read of
 * translatable data.
 *
 * Caching: each read is a `'use cache'` function (Next.js Cache Components) with tags and a lifetime;
 * a page built from them is rendered once per locale (app/[locale]) and then served from the cache
 * until one of its tags is expired or its shortest lifetime runs out. Tags: 'journeys' for everything
 * from the catalogue, 'journey:{id}' per trip, 'ticket-offers' for the ticket page, 'articles' and
 * 'site-frame' for content and the frame's menus, testimonials and boarding points.
 * `invalidateJourney` (used by lib/site/invalidation) is the one place that expires them on demand.
 *
 * Lifetimes: with the built-in engine the site hears every availability change and expires the
 * trip at once; lists and content are read again after a minute (ten for content). A remote booking
 * system tells the site nothing, so there everything lives REMOTE_CACHE_SECONDS (alias SITE_DATA_TTL,
 * default 30). Failures are not cached: a read that throws is tried again by the next render; menus,
 * categories and lists then render empty (spec §8, console only), testimonials as the error dialog.
 */
import 'server-only';
import { cache } from 'react';
import { cacheLife, cacheTag, revalidateTag } from 'next/cache';
import { ApiError, getApi } from '@/lib/api';
import type { JourneyListParams, Translation } from '@/lib/api/contract/schemas';
import type {
  Article,
  ArticleSummary,
  BoardingPoint,
  Category,
  MenuNode,
  ResolvedMenuNode,
  Testimonial,
  TicketDate,
  Trip,
  TripPage,
  TripSummary,
} from '@/lib/api/model';
import {
  reshapeArticle,
  reshapeArticleSummary,
  reshapeBoardingPoints,
  reshapeCategory,
  reshapeCountry,
  reshapeMenus,
  reshapeTestimonial,
  reshapeTrip,
  reshapeTripPage,
  reshapeTripSummary,
} from '@/lib/api/reshape';
import { env, isRemoteMode } from '@/lib/config/env';
import { apiTranslation, type Locale } from '@/lib/i18n/locales';
import { tripPath } from '@/lib/format';
import {
  bookNowHref,
  categoryOverviewPath,
  DAY_TRIP_CATEGORY,
  resolveMenu,
  tripLinkState,
  type TripLinkState,
} from './book-now';
import {
  TICKET_CATEGORY,
  byDeparture,
  parseTripParam,
  todayIso,
  visibleCategories,
  visibleCountries,
  type FixedTripVariant,
} from './filters';
import { categoryIdFromLink, FOOTER_MENU_IDS, MAIN_MENU_ID } from './menu';
import { logError } from '../log';

export const TAG_JOURNEYS = 'journeys';
export const TAG_ARTICLES = 'articles';
/** Menus, testimonials and the operator's boarding points: the frame and the home page. */
export const TAG_SITE_FRAME = 'site-frame';
export const journeyTag = (id: number) => `journey:${id}`;
/** The ticket page's offers (category 11): the ticket journey's dates and the trips to matches. */
const TAG_TICKET_OFFERS = 'ticket-offers';

/** Remote mode: seconds a cached answer is served (REMOTE_CACHE_SECONDS, else SITE_DATA_TTL, else 30). */
export function remoteCacheSeconds(): number {
  const config = env();
  return config.REMOTE_CACHE_SECONDS ?? config.SITE_DATA_TTL ?? 30;
}

/**
 * Next.js treats an entry that expires within five minutes as uncacheable and the page showing it
 * as dynamic; so entries are kept at least that long and refreshed after `revalidate` seconds (the
 * first request after that is still served the old page while the new one is rendered).
 */
const MIN_EXPIRE = 300;
/**
 * `stale` is how long a browser may reuse a page it already has on client-side navigation, not how
 * fresh the server's copy is (that is `revalidate`). Next.js leaves an entry staler than 30 seconds
 * out of prerendered pages altogether, which would make every remote-mode page dynamic.
 */
const MIN_STALE = 30;

type Kind = 'catalogue' | 'content';

/** The lifetime of a cached read (see the module comment); call inside a `'use cache'` function. */
function cacheFor(kind: Kind, ...tags: string[]): void {
  cacheTag(...tags);
  if (isRemoteMode()) {
    const seconds = remoteCacheSeconds();
    cacheLife({ stale: Math.max(MIN_STALE, seconds), revalidate: seconds, expire: Math.max(MIN_EXPIRE, seconds * 10) });
  } else if (kind === 'catalogue') {
    cacheLife({ stale: 30, revalidate: 60, expire: 3600 });
  } else {
    cacheLife({ stale: 300, revalidate: 600, expire: 86_400 });
  }
}

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'not_found';
}

// ---------------------------------------------------------------- categories and countries

/** Every category (also those without journeys), as the booking system names them by default. */
async function cachedAllCategories(): Promise<Category[]> {
  'use cache';
  cacheFor('catalogue', TAG_JOURNEYS);
  return (await (await getApi()).listCategories({ journeyCount: true, activeOnly: false })).data.map(reshapeCategory);
}

async function cachedCategories(translation: Translation): Promise<Category[]> {
  'use cache';
  cacheFor('catalogue', TAG_JOURNEYS);
  return visibleCategories(
    (await (await getApi()).listCategories({ journeyCount: true, activeOnly: false, translation })).data.map(
      reshapeCategory,
    ),
  );
}

/** Categories with journeys, named in the visitor's language and sorted by name (spec §4). */
export const getCategories = (locale: Locale) => cachedCategories(apiTranslation(locale));

async function cachedCountries(translation: Translation) {
  'use cache';
  cacheFor('catalogue', TAG_JOURNEYS);
  return visibleCountries(
    (await (await getApi()).listCountries({ journeyCount: true, translation })).data.map(reshapeCountry),
  );
}

/** Countries with journeys, named in the visitor's language and sorted by name (spec §4). */
export const getCountries = (locale: Locale) => cachedCountries(apiTranslation(locale));

// ---------------------------------------------------------------- trip lists

async function cachedList(params: JourneyListParams): Promise<TripPage> {
  'use cache';
  cacheFor('catalogue', TAG_JOURNEYS);
  return reshapeTripPage(await (await getApi()).listJourneys(params));
}

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
// A lambda, not `cache(cachedTrip)`: the compiled `'use cache'` function is not hoisted like a declaration.
export const getTrip = cache((id: number, locale: Locale) => cachedTrip(id, locale));

async function cachedTrip(id: number, locale: Locale): Promise<Trip | null> {
  'use cache';
  cacheFor('catalogue', TAG_JOURNEYS, journeyTag(id));
  return readTrip(id, locale);
}

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
  return cachedTripBoardingPoints(trip.id, trip.code);
}

async function cachedTripBoardingPoints(id: number, code: string): Promise<BoardingPoint[]> {
  'use cache';
  cacheFor('catalogue', TAG_JOURNEYS, journeyTag(id));
  try {
    const result = await (await getApi()).getBoardingPoints({ idreise: code });
    return byDeparture(reshapeBoardingPoints(result.ergebnis.zustiege.zustieg));
  } catch (error) {
    if (isNotFound(error)) return [];
    throw error;
  }
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

/** The announced boarding points of the operator (CUSTOMER_ID), in the booking system's order. */
async function cachedOperatorBoardingPoints(account: number): Promise<BoardingPoint[]> {
  'use cache';
  cacheFor('content', TAG_JOURNEYS, TAG_SITE_FRAME);
  return reshapeBoardingPoints(
    (await (await getApi()).listBoardingPoints({ id_acc_account: account, page_size: 999 })).data.rows,
  );
}

/** Every announced boarding point of the operator (CUSTOMER_ID), earliest departure first. */
export async function getOperatorBoardingPoints(): Promise<BoardingPoint[]> {
  return byDeparture(await cachedOperatorBoardingPoints(env().CUSTOMER_ID));
}

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
async function cachedTicketOffers(translation: Translation): Promise<TicketOffers> {
  'use cache';
  cacheFor('catalogue', TAG_JOURNEYS, TAG_TICKET_OFFERS);
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
}

/** The ticket page's offers in the visitor's language. */
export const getTicketOffers = (locale: Locale) => cachedTicketOffers(apiTranslation(locale));

// ---------------------------------------------------------------- articles

/** A content article in the visitor's language (German fallback by the engine), or null. */
export const getArticle = cache((slug: string, locale: Locale) => cachedArticle(slug, locale));

async function cachedArticle(slug: string, locale: Locale): Promise<Article | null> {
  'use cache';
  cacheFor('content', TAG_ARTICLES);
  try {
    return reshapeArticle((await (await getApi()).getArticle(slug, { translation: apiTranslation(locale) })).data);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

export async function listArticles(): Promise<ArticleSummary[]> {
  'use cache';
  cacheFor('content', TAG_ARTICLES);
  return (await (await getApi()).listArticles()).data.map(reshapeArticleSummary);
}

// ---------------------------------------------------------------- site frame and home

async function cachedMenus(translation: Translation) {
  'use cache';
  cacheFor('content', TAG_SITE_FRAME);
  return reshapeMenus(await (await getApi()).listMenus({ include_menuitems: true, translation }));
}

/** The first page of a category's trips (the frame's link states, the home page's day trips). */
async function cachedCategoryTrips(
  category: number,
  pageSize: number,
  translation: Translation,
): Promise<TripSummary[]> {
  'use cache';
  cacheFor('catalogue', TAG_JOURNEYS);
  const response = await (await getApi()).listJourneys({ category, page_size: pageSize, translation });
  if (response.error) throw new Error(response.error);
  return response.data.map(reshapeTripSummary);
}

async function cachedTestimonials(): Promise<Testimonial[]> {
  'use cache';
  cacheFor('content', TAG_SITE_FRAME);
  return (await (await getApi()).listBlogs({ id_web_blog_type: 4, pagination: false })).data.map(reshapeTestimonial);
}

function logFailure(what: string, error: unknown): void {
  logError(`site.${what}`, `${what} could not be loaded`, error);
}

/** The menus of the site by id, built per spec §4; empty when they fail to load (console only). */
export const getMenus = cache(async (locale: Locale): Promise<Map<number, { name: string; items: MenuNode[] }>> => {
  try {
    const menus = await cachedMenus(apiTranslation(locale));
    return new Map(menus.map((menu) => [menu.id, { name: menu.name, items: menu.items }]));
  } catch (error) {
    logFailure('menus', error);
    return new Map();
  }
});

/** The trips of a category (first page) in the visitor's language, or null when the list fails to load (console only). */
export const getCategoryTrips = cache(async (category: number, locale: Locale): Promise<TripSummary[] | null> => {
  try {
    return await cachedCategoryTrips(category, env().PAGE_SIZE, apiTranslation(locale));
  } catch (error) {
    logFailure(`trips of category ${category}`, error);
    return null;
  }
});

const getAllCategories = cache(async (): Promise<Category[]> => {
  try {
    return await cachedAllCategories();
  } catch (error) {
    logFailure('categories', error);
    return [];
  }
});

export type TestimonialsResult = { ok: true; items: Testimonial[] } | { ok: false };

/** spec §8: testimonials that fail to load show the red error dialog (the caller decides). */
export const getTestimonials = cache(async (): Promise<TestimonialsResult> => {
  try {
    return { ok: true, items: await cachedTestimonials() };
  } catch (error) {
    logFailure('testimonials', error);
    return { ok: false };
  }
});

/** Boarding points of the operator (CUSTOMER_ID), without places still to be announced (spec §5). */
export const getDeparturePoints = cache(async (): Promise<BoardingPoint[] | null> => {
  try {
    return await cachedOperatorBoardingPoints(env().CUSTOMER_ID);
  } catch (error) {
    logFailure('boarding points', error);
    return null;
  }
});

/** A category's list address, by its slug: the same in every language. */
async function overviewPath(categoryId: number): Promise<string> {
  const category = (await getAllCategories()).find((c) => c.id === categoryId);
  return categoryOverviewPath(
    categoryId,
    category?.slug ?? (categoryId === DAY_TRIP_CATEGORY ? 'skitagesfahrten' : ''),
  );
}

/** The trip list of the day trips (category 3): '/reiseuebersicht/3-skitagesfahrten'. */
export const getDayTripOverviewPath = cache(async (): Promise<string> => overviewPath(DAY_TRIP_CATEGORY));

/** The day-trip state (spec §4) that drives the book-now button. */
export const getDayTripState = cache(
  async (locale: Locale): Promise<{ state: TripLinkState; bookNowHref: string | undefined }> => {
    const [trips, overview] = await Promise.all([
      getCategoryTrips(DAY_TRIP_CATEGORY, locale),
      overviewPath(DAY_TRIP_CATEGORY),
    ]);
    const state = tripLinkState(trips, overview);
    return { state, bookNowHref: bookNowHref(state, overview) };
  },
);

export interface FrameData {
  mainMenu: ResolvedMenuNode[];
  footerMenus: { id: number; name: string; items: ResolvedMenuNode[] }[];
  bookNowHref: string | undefined;
}

/**
 * Everything the header and footer need. The category entries of the main menu (day trips,
 * multi-day trips) get their computed targets from their category's trip list (spec §4).
 */
export const getFrameData = cache(async (locale: Locale): Promise<FrameData> => {
  const [menus, dayTrips] = await Promise.all([getMenus(locale), getDayTripState(locale)]);
  const main = menus.get(MAIN_MENU_ID)?.items ?? [];
  const categoryIds = new Set<number>([DAY_TRIP_CATEGORY]);
  for (const node of main) {
    const id = categoryIdFromLink(node.link);
    if (id !== undefined) categoryIds.add(id);
  }
  const states = new Map<number, TripLinkState>(
    await Promise.all(
      [...categoryIds].map(async (id): Promise<[number, TripLinkState]> => {
        if (id === DAY_TRIP_CATEGORY) return [id, dayTrips.state];
        const [trips, overview] = await Promise.all([getCategoryTrips(id, locale), overviewPath(id)]);
        return [id, tripLinkState(trips, overview)];
      }),
    ),
  );
  return {
    mainMenu: resolveMenu(main, states),
    footerMenus: FOOTER_MENU_IDS.flatMap((id) => {
      const menu = menus.get(id);
      return menu ? [{ id, name: menu.name, items: resolveMenu(menu.items, new Map()) }] : [];
    }),
    bookNowHref: dayTrips.bookNowHref,
  };
});

// ---------------------------------------------------------------- today

/**
 * Today in Berlin (YYYY-MM-DD) for what cached pages show (availability, the footer's year, JSON-LD):
 * a cached page may not read the clock while it renders, so it reads this, which is read again every
 * few minutes. Per-request pages may use `todayIso` (./filters) directly.
 */
export async function getToday(): Promise<string> {
  'use cache';
  cacheLife({ stale: 60, revalidate: 300, expire: 3600 });
  return todayIso();
}

// ---------------------------------------------------------------- invalidation

/**
 * Expires a trip's cached data at once (e.g. after a booking changed its free seats); call from a
 * route handler or server action. Without it, the data ages out with its lifetime (`cacheFor`).
 */
export function invalidateJourney(id: number): void {
  revalidateTag(journeyTag(id), { expire: 0 });
  // The ticket page shows tickets left and its match trips: any of them may be this journey.
  revalidateTag(TAG_TICKET_OFFERS, { expire: 0 });
}
