/**
 * The catalogue part of the engine (spec §7): journeys (list, search, single with ticket dates),
 * menus, testimonials, categories and countries with journey counts, boarding points, articles.
 *
 * "Future" means: a trip whose first day is today or later (ticket journeys: with a match day still
 * ahead), today being Munich's calendar day of `ctx.now()`. Free places subtract the active holds
 * of price checks, so the list never promises a seat that somebody is about to book.
 */
import { and, asc, count, desc, eq, gt, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ContractApi } from '../api/contract/calls';
import type { EngineContext } from './index';
import { ApiError } from '../api/contract/errors';
import { centsToDe } from '../api/contract/encoding';
import { journeyListParams, type Article, type MenuItem } from '../api/contract/schemas';
import * as s from '../db/schema';
import { berlinDay } from '../zone';
import { slugify } from '../format';
import { parseTimestamp, toJourney, type JourneyRecord } from './journey-mapping';
import { freePlacesOfTrips } from './capacity';
import { ticketsLeft } from '../booking/free-places';
import { languageOf, translated, withName, type Language } from './translate';

type Catalogue = Pick<
  ContractApi,
  | 'listJourneys'
  | 'getJourney'
  | 'listMenus'
  | 'listBlogs'
  | 'listCategories'
  | 'listCountries'
  | 'listBoardingPoints'
  | 'getArticle'
  | 'listArticles'
>;

const TICKETS: string = 'K';

/** Journeys still ahead on `today`. */
function isFuture(today: string): SQL {
  return or(gte(s.journeys.dateFrom, today), and(eq(s.journeys.tripType, TICKETS), gte(s.journeys.dateTill, today)))!;
}

/** '%' and '_' in a visitor's words are letters, not wildcards. */
const likeWord = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createCatalogue(ctx: EngineContext): Catalogue {
  const { db } = ctx;
  const today = () => berlinDay(ctx.now());

  /**
   * Free places per journey, by the formula the check and the save use (lib/booking/free-places):
   * trips from their coaches and rooms, ticket journeys from the tickets left on their dates ahead.
   */
  async function freePlaces(journeys: { id: number; tripType: string }[]): Promise<Map<number, number>> {
    const tripIds = journeys.filter((j) => j.tripType !== TICKETS).map((j) => j.id);
    const serviceRows = tripIds.length
      ? await db
          .select()
          .from(s.services)
          .where(inArray(s.services.journeyId, tripIds))
          .orderBy(asc(s.services.journeyId), asc(s.services.id))
      : [];
    const free = await freePlacesOfTrips(db, serviceRows, ctx.now());
    const ticketIds = journeys.filter((j) => j.tripType === TICKETS).map((j) => j.id);
    for (const date of await ticketDatesAhead(ticketIds))
      free.set(date.journeyId, (free.get(date.journeyId) ?? 0) + ticketsLeft(date));
    return free;
  }

  async function ticketDatesAhead(journeyIds: number[]) {
    if (journeyIds.length === 0) return [];
    return db
      .select()
      .from(s.ticketDates)
      .where(and(inArray(s.ticketDates.journeyId, journeyIds), gt(s.ticketDates.dateFrom, ctx.now().toISOString())))
      .orderBy(asc(s.ticketDates.dateFrom), asc(s.ticketDates.id));
  }

  /**
   * A country filter by name in any language (as the contract sends it), code or URL slug:
   * 'Österreich', 'Austria', 'AT', 'oesterreich'.
   */
  async function countryIdFor(value: string): Promise<number | null> {
    const wanted = value.trim().toLowerCase();
    const rows = await db.select().from(s.countries);
    const names = (c: (typeof rows)[number]) => [
      c.name,
      ...Object.values(c.translations ?? {}).flatMap((t) => (t?.name ? [t.name] : [])),
    ];
    const match = rows.find(
      (c) =>
        c.code.toLowerCase() === wanted ||
        names(c).some((name) => name.toLowerCase() === wanted || slugify(name) === slugify(value)),
    );
    return match?.id ?? null;
  }

  const journeyColumns = { journey: s.journeys, category: s.categories, country: s.countries };

  /** A joined row as the mapping reads it: category and country named in `language`. */
  function record(
    row: {
      journey: typeof s.journeys.$inferSelect;
      category: typeof s.categories.$inferSelect;
      country: typeof s.countries.$inferSelect | null;
    },
    free: Map<number, number>,
    language: Language,
  ): JourneyRecord {
    return {
      journey: row.journey,
      category: withName(row.category, language).name,
      country: row.country ? withName(row.country, language).name : null,
      free: free.get(row.journey.id) ?? 0,
    };
  }

  return {
    async listJourneys(input) {
      const parsed = journeyListParams.safeParse(input ?? {});
      if (!parsed.success) {
        throw new ApiError(
          'invalid',
          'Invalid journey list parameters',
          parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
        );
      }
      const params = parsed.data;
      const language = languageOf(params.translation);
      const day = today();
      const conditions: SQL[] = [isFuture(day)];
      if (params.category !== undefined) conditions.push(eq(s.journeys.categoryId, params.category));
      if (params.country !== undefined) {
        const countryId = await countryIdFor(params.country);
        if (countryId === null)
          return { error: null, data: [], total: 0, page: params.page, page_size: params.page_size };
        conditions.push(eq(s.journeys.countryId, countryId));
      }
      if (params.search !== undefined) {
        // Every word must appear somewhere in the title, the resort or the intro (German or the visitor's language).
        const own = (field: 'title' | 'intro') => sql`${s.journeys.translations} -> ${language} ->> ${field}`;
        for (const word of params.search.split(/\s+/).filter(Boolean)) {
          const pattern = likeWord(word);
          conditions.push(
            or(
              ilike(s.journeys.title, pattern),
              ilike(s.journeys.resort, pattern),
              ilike(s.journeys.intro, pattern),
              ...(language === 'de' ? [] : [ilike(own('title'), pattern), ilike(own('intro'), pattern)]),
            )!,
          );
        }
      }
      // Date range: trips that overlap it.
      if (params.date_from !== undefined) conditions.push(gte(s.journeys.dateTill, params.date_from.slice(0, 10)));
      if (params.date_till !== undefined) conditions.push(lte(s.journeys.dateFrom, params.date_till.slice(0, 10)));
      const where = and(...conditions);

      const [{ total }] = await db.select({ total: count() }).from(s.journeys).where(where);
      const rows = await db
        .select(journeyColumns)
        .from(s.journeys)
        .innerJoin(s.categories, eq(s.categories.id, s.journeys.categoryId))
        .leftJoin(s.countries, eq(s.countries.id, s.journeys.countryId))
        .where(where)
        .orderBy(asc(s.journeys.dateFrom), asc(s.journeys.id))
        .limit(params.page_size)
        .offset((params.page - 1) * params.page_size);

      const ids = rows.map((r) => r.journey.id);
      const free = await freePlaces(rows.map((r) => r.journey));
      const extras =
        params.showExtras && ids.length > 0
          ? await db
              .select()
              .from(s.services)
              .where(and(inArray(s.services.journeyId, ids), eq(s.services.art, 'SON')))
          : [];
      const ticketIds = rows.filter((r) => r.journey.tripType === TICKETS).map((r) => r.journey.id);
      const dates = await ticketDatesAhead(ticketIds);

      const data = rows.map((row) =>
        toJourney(record(row, free, language), day, {
          einleitung: params.showEinleitung,
          reisebeschreibung: params.showReisebeschreibung,
          extras: params.showExtras ? extras.filter((e) => e.journeyId === row.journey.id) : undefined,
          dates: row.journey.tripType === TICKETS ? dates.filter((d) => d.journeyId === row.journey.id) : undefined,
          language,
        }),
      );
      return { error: null, data, total: Number(total), page: params.page, page_size: params.page_size };
    },

    async getJourney(id, params) {
      if (!Number.isInteger(id) || id <= 0) throw new ApiError('not_found', `Journey ${id} not found`);
      const language = languageOf(params?.translation);
      const [row] = await db
        .select(journeyColumns)
        .from(s.journeys)
        .innerJoin(s.categories, eq(s.categories.id, s.journeys.categoryId))
        .leftJoin(s.countries, eq(s.countries.id, s.journeys.countryId))
        .where(eq(s.journeys.id, id));
      if (!row) throw new ApiError('not_found', `Journey ${id} not found`);
      const free = await freePlaces([row.journey]);
      const extras = await db
        .select()
        .from(s.services)
        .where(and(eq(s.services.journeyId, id), eq(s.services.art, 'SON')));
      const dates = row.journey.tripType === TICKETS ? await ticketDatesAhead([id]) : undefined;
      const data = toJourney(record(row, free, language), today(), {
        einleitung: true,
        reisebeschreibung: true,
        extras,
        dates,
        language,
      });
      return { error: null, data };
    },

    async listMenus(params) {
      const lang = languageOf(params?.translation);
      const includeItems = params?.include_menuitems ?? true;
      const menus = await db.select().from(s.menus).orderBy(asc(s.menus.id));
      const items = includeItems
        ? await db
            .select()
            .from(s.menuItems)
            .orderBy(asc(s.menuItems.menuId), asc(s.menuItems.sort), asc(s.menuItems.id))
        : [];
      return {
        data: menus.map((menu) => ({
          id_web_menu: menu.id,
          name: menu.name,
          // Flat, with parent ids and status: the site nests them and keeps status 1 (spec §4).
          menu_items: items
            .filter((item) => item.menuId === menu.id)
            .map((item): MenuItem => ({
              id_web_menu_item: item.id,
              name: item.name[lang] ?? item.name.de,
              settings: { link: item.link },
              id_parent: item.parentId,
              status: item.status,
              sort: item.sort,
              children: [],
            })),
        })),
      };
    },

    async listBlogs(params) {
      const type = params?.id_web_blog_type ?? 4;
      const rows = await db
        .select()
        .from(s.blogs)
        .where(eq(s.blogs.typeId, type))
        .orderBy(desc(s.blogs.createdAt), asc(s.blogs.id));
      return {
        data: rows.map((b) => ({
          id_web_blog: b.id,
          title: b.title,
          text: b.text,
          settings: { images: b.images, sterne: Number(b.stars) },
          created: parseTimestamp(b.createdAt).toISOString(),
        })),
      };
    },

    async listCategories(params) {
      const language = languageOf(params?.translation);
      const day = today();
      const rows = await db
        .select({ category: s.categories, journeys: sql<number>`count(${s.journeys.id})::int` })
        .from(s.categories)
        .leftJoin(s.journeys, and(eq(s.journeys.categoryId, s.categories.id), isFuture(day)))
        .where(params?.activeOnly ? eq(s.categories.active, true) : undefined)
        .groupBy(s.categories.id)
        .orderBy(asc(s.categories.id));
      // All of them, zero counts included: the site decides what to list (spec §4).
      return {
        data: rows.map(({ category, journeys }) => ({
          id_jrn_category: category.id,
          name: withName(category, language).name,
          journeys: Number(journeys),
          // The URL keeps the German name in every language.
          slug: category.slug || slugify(category.name),
        })),
      };
    },

    async listCountries(params) {
      const language = languageOf(params?.translation);
      const day = today();
      const rows = await db
        .select({ country: s.countries, journeys: sql<number>`count(${s.journeys.id})::int` })
        .from(s.countries)
        .leftJoin(s.journeys, and(eq(s.journeys.countryId, s.countries.id), isFuture(day)))
        .groupBy(s.countries.id)
        .orderBy(asc(s.countries.id));
      return {
        data: rows.map(({ country, journeys }) => ({
          id_country: country.id,
          name: translated(country, country.name, 'name', language),
          journeys: Number(journeys),
          slug: slugify(country.name),
        })),
      };
    },

    async listBoardingPoints(body) {
      const pageSize = Math.min(Math.max(body.page_size ?? 999, 1), 999);
      const where = eq(s.boardingPoints.accountId, body.id_acc_account);
      const [{ total }] = await db.select({ total: count() }).from(s.boardingPoints).where(where);
      const rows = await db
        .select()
        .from(s.boardingPoints)
        .where(where)
        .orderBy(asc(s.boardingPoints.sort), asc(s.boardingPoints.id))
        .limit(pageSize);
      return {
        data: {
          rows: rows.map((p) => ({
            IDZustieg: p.id,
            PLZ: p.zip,
            Ort: p.city,
            Stelle: p.place,
            preis: centsToDe(p.surchargeCents),
            zeit: p.time,
          })),
          total: Number(total),
        },
      };
    },

    async getArticle(slug, params) {
      const lang = languageOf(params?.translation);
      let wanted: string;
      try {
        wanted = decodeURIComponent(slug).trim().toLowerCase();
      } catch {
        // a malformed escape ('%E0') names no article: not found, not a failure of the engine
        throw new ApiError('not_found', 'Article not found');
      }
      let [row] = await db.select().from(s.articles).where(eq(s.articles.slug, wanted));
      // '/article/4-agb' still finds article 4 ('4-agbs'): the number is the article's id.
      const numbered = /^(\d+)(-|$)/.exec(wanted);
      if (!row && numbered)
        [row] = await db
          .select()
          .from(s.articles)
          .where(eq(s.articles.id, Number(numbered[1])));
      if (!row) throw new ApiError('not_found', `Article '${slug}' not found`);
      const data: Article = {
        id_web_article: row.id,
        slug: row.slug,
        // German is the fallback when the language is missing.
        title: row.title[lang] ?? row.title.de,
        text: row.body[lang] ?? row.body.de,
        updated: parseTimestamp(row.updatedAt).toISOString(),
      };
      return { data };
    },

    async listArticles() {
      const rows = await db
        .select({ id: s.articles.id, slug: s.articles.slug, title: s.articles.title, updatedAt: s.articles.updatedAt })
        .from(s.articles)
        .orderBy(asc(s.articles.id));
      return {
        data: rows.map((a) => ({
          id_web_article: a.id,
          slug: a.slug,
          title: a.title.de,
          updated: parseTimestamp(a.updatedAt).toISOString(),
        })),
      };
    },
  };
}
