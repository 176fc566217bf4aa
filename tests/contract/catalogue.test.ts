/**
 * Spec §7, catalogue calls: each answers with the fields the specification names, identically from
 * the in-process engine (`local`) and over HTTP through the route handlers (`http`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { env } from '@/lib/config/env';
import { testDrivers } from '../helpers/db';
import { implementations, openContractEnv, type ContractEnv } from './harness';

const DAY_TRIPS = 3;
const TICKETS = 11;

describe.each(testDrivers)('catalogue contract on %s', (driver) => {
  let ctx: ContractEnv;
  beforeAll(async () => {
    ctx = await openContractEnv(driver);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  describe.each(implementations)('%s BookingApi', (impl) => {
    const api = () => ctx.api[impl];

    it('lists day trips (category 3) with id_jrn_journey, title and the trip code', async () => {
      const list = await api().listJourneys({
        category: DAY_TRIPS,
        page_size: 12,
        showExtras: true,
        showEinleitung: true,
      });

      expect(list.error).toBeNull();
      expect(list.data.length).toBeGreaterThan(0);
      expect(list.data.length).toBeLessThanOrEqual(12);
      expect(list.data[0].id_jrn_journey).toEqual(expect.any(Number));
      expect(list.data[0].title).not.toBe('');
      expect(list.data[0].date.code).not.toBe('');
      expect(list.data.every((j) => j.id_jrn_journey && j.id_jrn_category === DAY_TRIPS)).toBe(true);
      expect(list.total).toBeGreaterThanOrEqual(list.data.length);
    });

    it('pages through the journey list with page and page_size', async () => {
      const first = await api().listJourneys({ category: DAY_TRIPS, page_size: 2, page: 1 });
      const second = await api().listJourneys({ category: DAY_TRIPS, page_size: 2, page: 2 });

      expect(first.data).toHaveLength(2);
      expect(second.page).toBe(2);
      expect(second.data[0].id_jrn_journey).not.toBe(first.data[0].id_jrn_journey);
    });

    it('gives the ticket journey (category 11) its match dates with prices in millionths', async () => {
      const list = await api().listJourneys({ category: TICKETS });
      expect(list.error).toBeNull();
      const id = list.data[0].id_jrn_journey;

      const journey = await api().getJourney(id);

      expect(journey.data?.id_jrn_journey).toBe(id);
      const date = journey.data?.dates?.[0];
      expect(date?.id_pln_dates).toEqual(expect.any(Number));
      expect(date?.dates.title).not.toBe('');
      expect(date?.dates.prices[0].name).toContain('inkl.');
      // spec §3: divided by 1,000,000 for display, so a ticket of a few euros is millions
      expect(date?.dates.prices[0].price).toBeGreaterThanOrEqual(1_000_000);
      expect(date?.dates.frei).toEqual(expect.any(Number));
    });

    it('lists menus with their menu items in the requested translation', async () => {
      const de = await api().listMenus({ include_menuitems: true, translation: 'de' });
      const en = await api().listMenus({ include_menuitems: true, translation: 'us' });

      expect(de.data.length).toBeGreaterThan(0);
      const item = de.data[0].menu_items[0];
      expect(item.name).not.toBe('');
      expect(item.settings.link).not.toBe('');
      expect(en.data[0].menu_items.map((i) => i.name)).not.toEqual(de.data[0].menu_items.map((i) => i.name));
    });

    it('lists testimonials (blog type 4) with title, text and stars', async () => {
      const blogs = await api().listBlogs({ id_web_blog_type: 4, pagination: false });

      expect(blogs.data.length).toBeGreaterThan(0);
      expect(blogs.data[0].title).not.toBe('');
      expect(blogs.data[0].text).not.toBe('');
      expect(blogs.data[0].settings.sterne).toBeGreaterThan(0);
    });

    it('lists categories with name and journey count, day trips among them', async () => {
      const categories = await api().listCategories({ journeyCount: true, activeOnly: false });

      const dayTrips = categories.data.find((c) => c.id_jrn_category === DAY_TRIPS);
      expect(dayTrips?.name).not.toBe('');
      expect(dayTrips?.journeys).toBeGreaterThan(0);
    });

    it('lists countries with name and journey count', async () => {
      const countries = await api().listCountries({ journeyCount: true });

      expect(countries.data.length).toBeGreaterThan(0);
      expect(countries.data[0].name).not.toBe('');
      expect(countries.data.some((c) => c.journeys > 0)).toBe(true);
    });

    it('lists the customer’s boarding points (zus.listZustiegeWeb) as data.rows', async () => {
      const points = await api().listBoardingPoints({ id_acc_account: env().CUSTOMER_ID, page_size: 999 });

      expect(points.data.rows.length).toBeGreaterThan(0);
      expect(points.data.rows[0].IDZustieg).toEqual(expect.any(Number));
      expect(points.data.rows[0].Ort).not.toBe('');
      expect(points.data.rows[0].preis).toMatch(/^\d+,\d{2}$/);
      expect(points.data.total).toBeGreaterThanOrEqual(points.data.rows.length);
    });

    it('serves the terms (4-agbs) and privacy (3-datenschutz) articles', async () => {
      const terms = await api().getArticle('4-agbs', { translation: 'de' });
      const all = await api().listArticles();

      expect(terms.data.slug).toBe('4-agbs');
      expect(terms.data.title).not.toBe('');
      expect(terms.data.text.length).toBeGreaterThan(100);
      expect(all.data.map((a) => a.slug)).toEqual(expect.arrayContaining(['4-agbs', '3-datenschutz']));
    });

    it('answers not_found for a journey id that does not exist', async () => {
      const error = await api()
        .getJourney(987_654_321)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).kind).toBe('not_found');
    });

    it('answers not_found for an article that does not exist', async () => {
      const error = await api()
        .getArticle('gibt-es-nicht', {})
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).kind).toBe('not_found');
    });
  });
});
