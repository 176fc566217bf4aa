/**
 * Server data of the site frame (header, footer, home): menus, the day-trip / multi-day link state,
 * testimonials, boarding points, reshaped into the site model (lib/api/model) before they are cached. Cached across requests for a minute (`unstable_cache`, SITE_DATA_TTL) and once per
 * request (`cache`). Failures follow spec §8: menus, categories and trip lists → console only (the
 * frame renders without them); testimonials → `{ ok: false }` so the page can show the red dialog.
 */
import 'server-only';
import { cache } from 'react';
import { unstable_cache } from 'next/cache';
import { getApi } from '@/lib/api';
import type { BoardingPoint, Category, MenuNode, ResolvedMenuNode, Testimonial, TripSummary } from '@/lib/api/model';
import {
  reshapeBoardingPoints,
  reshapeCategory,
  reshapeMenus,
  reshapeTestimonial,
  reshapeTripSummary,
} from '@/lib/api/reshape';
import { env } from '@/lib/config/env';
import { apiTranslation, type Locale } from '@/lib/i18n/locales';
import { categoryIdFromLink, FOOTER_MENU_IDS, MAIN_MENU_ID } from './menu';
import {
  bookNowHref,
  categoryOverviewPath,
  DAY_TRIP_CATEGORY,
  resolveMenu,
  tripLinkState,
  type TripLinkState,
} from './book-now';
import { logError } from '../log';

/** Seconds the frame data is reused (SITE_DATA_TTL, default 60; unstable_cache needs at least 1). */
const REVALIDATE_SECONDS = Math.max(1, Number(process.env.SITE_DATA_TTL) || 60);
/**
 * Part of every cache key: sites started from one build against different booking APIs share the
 * build's data cache (.next/cache) and must not answer with each other's menus or trip lists.
 */
const SOURCE = `api:${process.env.API_BASE_URL || 'engine'}`;

const cachedMenus = unstable_cache(
  async (translation: 'de' | 'us' | 'hr') =>
    reshapeMenus(await (await getApi()).listMenus({ include_menuitems: true, translation })),
  ['site:menus', SOURCE],
  { revalidate: REVALIDATE_SECONDS, tags: ['menus'] },
);

const cachedCategoryTrips = unstable_cache(
  async (category: number, pageSize: number, translation: 'de' | 'us' | 'hr'): Promise<TripSummary[]> => {
    const response = await (await getApi()).listJourneys({ category, page_size: pageSize, translation });
    if (response.error) throw new Error(response.error);
    return response.data.map(reshapeTripSummary);
  },
  ['site:category-trips', SOURCE],
  { revalidate: REVALIDATE_SECONDS, tags: ['journeys'] },
);

const cachedCategories = unstable_cache(
  async () =>
    (await (await getApi()).listCategories({ journeyCount: true, activeOnly: false })).data.map(reshapeCategory),
  ['site:categories', SOURCE],
  { revalidate: REVALIDATE_SECONDS, tags: ['categories'] },
);

const cachedTestimonials = unstable_cache(
  async () =>
    (await (await getApi()).listBlogs({ id_web_blog_type: 4, pagination: false })).data.map(reshapeTestimonial),
  ['site:testimonials', SOURCE],
  { revalidate: REVALIDATE_SECONDS * 10, tags: ['testimonials'] },
);

const cachedBoardingPoints = unstable_cache(
  async (account: number) =>
    reshapeBoardingPoints(
      (await (await getApi()).listBoardingPoints({ id_acc_account: account, page_size: 999 })).data.rows,
    ),
  ['site:boarding-points', SOURCE],
  { revalidate: REVALIDATE_SECONDS * 10, tags: ['boarding-points'] },
);

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

export const getCategories = cache(async (): Promise<Category[]> => {
  try {
    return await cachedCategories();
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
    return await cachedBoardingPoints(env().CUSTOMER_ID);
  } catch (error) {
    logFailure('boarding points', error);
    return null;
  }
});

/** A category's list address, by its slug: the same in every language. */
async function overviewPath(categoryId: number): Promise<string> {
  const category = (await getCategories()).find((c) => c.id === categoryId);
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
