/**
 * The boundary between the contract and the site model (lib/api/model.ts): every catalogue answer of
 * BookingApi is reshaped here, once, by the data modules in lib/site before they cache it. Wire
 * encodings are decoded with the contract's own decoders (lib/api/contract/encoding) and the shared
 * rules of lib/booking (hidden boarding points); no page or component decodes anything itself.
 * Pure functions, no I/O.
 */
import type * as C from './contract/schemas';
import { deToCents, eurosToCents, millionthsToCents } from './contract/encoding';
import { announcedBoardingPoints } from '../booking/boarding-points';
import { durationDays } from '../format';
import type {
  Article,
  ArticleSummary,
  BoardingPoint,
  Category,
  Country,
  Menu,
  MenuNode,
  TicketDate,
  TicketPrice,
  Testimonial,
  Trip,
  TripPage,
  TripSummary,
} from './model';

// ---------------------------------------------------------------- trips

/** spec §3: termin.ReiseArt 'T' means day trip. */
const DAY_TRIP_TYPE = 'T';

/** An ISO date or timestamp → its calendar day 'YYYY-MM-DD'. */
const isoDay = (value: string) => value.slice(0, 10);

/** A journey of GET journey-web-legacy as lists show it. */
export function reshapeTripSummary(journey: C.Journey): TripSummary {
  const startDate = isoDay(journey.date_from);
  const endDate = isoDay(journey.date_till);
  return {
    id: journey.id_jrn_journey,
    title: journey.title,
    code: journey.date.code,
    startDate,
    endDate,
    days: journey.adds?.days ?? durationDays(startDate, endDate),
    isDayTrip: journey.termin.ReiseArt === DAY_TRIP_TYPE,
    priceCents: eurosToCents(journey.price),
    // `number` is the engine's (or the remote's) free places, one formula: lib/booking/free-places
    freePlaces: Math.max(0, journey.number),
    bookableOnline: journey.Buchung,
    categoryId: journey.id_jrn_category,
    category: journey.category,
    country: journey.country,
    resort: journey.resort,
    image: journey.image,
    label: journey.label,
    schedule: {
      ...(journey.zs.departure ? { departure: journey.zs.departure } : {}),
      ...(journey.zs.returnDeparture ? { returnDeparture: journey.zs.returnDeparture } : {}),
      ...(journey.zs.arrival ? { arrival: journey.zs.arrival } : {}),
    },
  };
}

/** A journey of GET journey-web-legacy/{id} (with intro, description, extras and ticket dates). */
export function reshapeTrip(journey: C.Journey): Trip {
  return {
    ...reshapeTripSummary(journey),
    ...(journey.einleitung ? { intro: journey.einleitung } : {}),
    ...(journey.reisebeschreibung ? { description: journey.reisebeschreibung } : {}),
    accommodation: journey.content?.accommodation ?? [],
    services: journey.content?.services ?? [],
    extras: (journey.extras ?? []).map((extra) => ({
      id: extra.id,
      name: extra.bezeichnung,
      priceCents: deToCents(extra.preis),
    })),
    ticketDates: reshapeTicketDates(journey.dates ?? []),
  };
}

export function reshapeTripPage(response: C.JourneyListResponse): TripPage {
  return {
    trips: response.data.map(reshapeTripSummary),
    total: response.total,
    page: response.page,
    pageSize: response.page_size,
  };
}

// ---------------------------------------------------------------- match tickets

/**
 * spec §3: a ticket price name carries an 'inkl.' part that is shown apart:
 * 'Sitzplatz Kat. 2 inkl. Busfahrt' → { name: 'Sitzplatz Kat. 2', note: 'inkl. Busfahrt' }.
 */
export function splitTicketPriceName(name: string): Pick<TicketPrice, 'name' | 'note'> {
  const index = name.search(/\binkl\./i);
  if (index < 0) return { name: name.trim() };
  const label = name
    .slice(0, index)
    .replace(/[\s,–-]+$/, '')
    .trim();
  return { name: label || name.trim(), note: name.slice(index).trim() };
}

/** spec §3: the ticket dates in date order, prices from millionths of a euro to cents. */
export function reshapeTicketDates(dates: readonly C.TicketDate[]): TicketDate[] {
  return [...dates]
    .sort((a, b) => a.dates.date_from.localeCompare(b.dates.date_from))
    .map((entry) => ({
      id: entry.id_pln_dates,
      title: entry.dates.title,
      date: entry.dates.date_from,
      ...(entry.dates.frei !== undefined ? { freeTickets: entry.dates.frei } : {}),
      prices: entry.dates.prices.map((price) => ({
        ...splitTicketPriceName(price.name),
        priceCents: millionthsToCents(price.price),
      })),
    }));
}

// ---------------------------------------------------------------- boarding points

/**
 * The boarding points a visitor may see (spec §5: places 'wird noch bekannt gegeben' are dropped,
 * the rule of lib/booking/boarding-points), in the order given, surcharges in cents.
 */
export function reshapeBoardingPoints(points: readonly C.BoardingPoint[]): BoardingPoint[] {
  return announcedBoardingPoints(points).map((point) => ({
    id: point.IDZustieg,
    postcode: point.PLZ,
    town: point.Ort,
    place: point.Stelle,
    surchargeCents: deToCents(point.preis),
    ...(point.zeit ? { time: point.zeit } : {}),
  }));
}

// ---------------------------------------------------------------- catalogue structure

export function reshapeCategory(category: C.Category): Category {
  return { id: category.id_jrn_category, name: category.name, tripCount: category.journeys };
}

export function reshapeCountry(country: C.Country): Country {
  return { id: country.id_country, name: country.name, tripCount: country.journeys };
}

/** A menu item as GET {api}/web/menu delivers it (children optional, possibly nested). */
export interface RawMenuItem {
  id_web_menu_item: number;
  name: string;
  settings: { link: string };
  id_parent: number;
  status: number;
  sort?: number;
  children?: unknown[];
}

function flatten(items: readonly RawMenuItem[], out: RawMenuItem[] = []): RawMenuItem[] {
  for (const item of items) {
    out.push(item);
    if (Array.isArray(item.children) && item.children.length > 0) flatten(item.children as RawMenuItem[], out);
  }
  return out;
}

/**
 * spec §4 "Menu building": only items with status 1, nested by parent id starting at parent 0, in
 * the order of their `sort` field (then name). The server may deliver the items flat (each with
 * `id_parent`) or already nested in `children`; both are accepted.
 */
export function buildMenu(items: readonly RawMenuItem[] | readonly C.MenuItem[]): MenuNode[] {
  const visible = flatten(items as readonly RawMenuItem[]).filter((item) => item.status === 1);
  const byParent = new Map<number, RawMenuItem[]>();
  const seen = new Set<number>();
  for (const item of visible) {
    if (seen.has(item.id_web_menu_item)) continue;
    seen.add(item.id_web_menu_item);
    const siblings = byParent.get(item.id_parent) ?? [];
    siblings.push(item);
    byParent.set(item.id_parent, siblings);
  }
  // A child of a hidden (status ≠ 1) parent is never reached from 0 and so disappears with it.
  const build = (parentId: number, path: Set<number>): MenuNode[] =>
    (byParent.get(parentId) ?? [])
      .filter((item) => !path.has(item.id_web_menu_item))
      .sort(
        (a, b) =>
          (a.sort ?? 0) - (b.sort ?? 0) ||
          a.name.localeCompare(b.name, 'de') ||
          a.id_web_menu_item - b.id_web_menu_item,
      )
      .map((item) => ({
        id: item.id_web_menu_item,
        name: item.name,
        link: item.settings.link,
        children: build(item.id_web_menu_item, new Set(path).add(item.id_web_menu_item)),
      }));
  return build(0, new Set());
}

export function reshapeMenus(response: C.MenuResponse): Menu[] {
  return response.data.map((menu) => ({ id: menu.id_web_menu, name: menu.name, items: buildMenu(menu.menu_items) }));
}

// ---------------------------------------------------------------- content

export function reshapeTestimonial(post: C.Testimonial): Testimonial {
  return {
    id: post.id_web_blog,
    name: post.title,
    html: post.text,
    rating: post.settings.sterne,
    image: post.settings.images[0]?.link?.trim() || null,
  };
}

export function reshapeArticleSummary(article: Omit<C.Article, 'text'>): ArticleSummary {
  return {
    id: article.id_web_article,
    slug: article.slug,
    title: article.title,
    ...(article.updated ? { updatedAt: article.updated } : {}),
  };
}

export function reshapeArticle(article: C.Article): Article {
  return { ...reshapeArticleSummary(article), html: article.text };
}
