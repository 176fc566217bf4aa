/**
 * State of the day-trip / multi-day link and the book-now button (spec §4):
 * - null: unknown (the list has not loaded or failed to load),
 * - 1: offline placeholder: the list is exactly 10 entries whose first title is 'OfflineReise';
 *   the book-now button is hidden and the menu link is a placeholder,
 * - 2: bookable: more than 2 trips → the overview of the category, otherwise the first trip.
 */
import { slugify, tripPath } from '@/lib/format';
import type { MenuNode, ResolvedMenuNode, TripSummary } from '@/lib/api/model';
import { categoryIdFromLink } from './menu';

/** spec §9: day trips are category 3; overview from more than 2 trips; the offline placeholder. */
export const DAY_TRIP_CATEGORY = 3;
export const OVERVIEW_THRESHOLD = 2;
export const OFFLINE_TITLE = 'OfflineReise';
export const OFFLINE_LIST_LENGTH = 10;

export type TripLinkState = { state: null } | { state: 1 } | { state: 2; href: string };

export type TripListEntry = Pick<TripSummary, 'id' | 'title' | 'slug'>;

/** '/reiseuebersicht/3-skitagesfahrten': the trip list of a category (by its slug, the same in every language). */
export function categoryOverviewPath(categoryId: number, categorySlug: string): string {
  const slug = slugify(categorySlug);
  return slug ? `/reiseuebersicht/${categoryId}-${slug}` : `/reiseuebersicht/${categoryId}`;
}

/** spec §4: the state for a category's trip list (`null` when it could not be loaded). */
export function tripLinkState(list: readonly TripListEntry[] | null | undefined, overviewHref: string): TripLinkState {
  if (!list) return { state: null };
  if (list.length === OFFLINE_LIST_LENGTH && list[0]?.title === OFFLINE_TITLE) return { state: 1 };
  if (list.length > OVERVIEW_THRESHOLD || list.length === 0) return { state: 2, href: overviewHref };
  return { state: 2, href: tripPath(list[0].id, list[0].slug) };
}

/** Where the book-now button leads; undefined when it is hidden (offline placeholder). */
export function bookNowHref(state: TripLinkState, fallbackHref: string): string | undefined {
  if (state.state === 1) return undefined;
  if (state.state === 2) return state.href;
  return fallbackHref;
}

/**
 * Gives the computed entries (links to a category overview with a known state, i.e. day trips and
 * multi-day trips) their target; every other entry keeps the server's link.
 */
export function resolveMenu(
  nodes: readonly MenuNode[],
  states: ReadonlyMap<number, TripLinkState>,
): ResolvedMenuNode[] {
  return nodes.map((node) => {
    const categoryId = categoryIdFromLink(node.link);
    const state = categoryId === undefined ? undefined : states.get(categoryId);
    let href: string | null = node.link;
    if (state?.state === 1) href = null;
    else if (state?.state === 2) href = state.href;
    return { id: node.id, name: node.name, href, children: resolveMenu(node.children, states) };
  });
}
