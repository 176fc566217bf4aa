/**
 * The catalogue part of the engine (spec §7) on the demo catalogue: journey lists with paging and
 * filters, single journeys with ticket dates, menus, testimonials, categories, countries, boarding
 * points and articles.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openTestDb, testDrivers, type TestDb } from '../helpers/db';
import { seedCatalogue } from '@/lib/db/seed';
import { createEngine, type Engine } from '@/lib/engine';
import { ApiError } from '@/lib/api/errors';
import {
  journeyListResponse,
  journeyResponse,
  menuResponse,
  blogResponse,
  categoryResponse,
  countryResponse,
  boardingPointListResponse,
  articleResponse,
} from '@/lib/api/contract/schemas';
import * as s from '@/lib/db/schema';

const TODAY = '2026-11-21';
const NOW = new Date('2026-11-21T10:00:00+01:00');

describe.each(testDrivers)('catalogue on %s', (driver) => {
  let t: TestDb;
  let engine: Engine;

  beforeAll(async () => {
    t = await openTestDb(driver);
    await seedCatalogue(t.db, TODAY);
    engine = createEngine(t.db, { now: () => NOW });
  });
  afterAll(async () => t?.close());

  describe('journey list', () => {
    it('pages through the future journeys, sorted by departure, with the total for paging', async () => {
      const first = await engine.listJourneys({ page_size: 12, page: 1 });
      const second = await engine.listJourneys({ page_size: 12, page: 2 });
      expect(journeyListResponse.parse(first)).toBeTruthy();
      expect(first.error).toBeNull();
      expect(first.data).toHaveLength(12);
      expect(first.total).toBeGreaterThan(24);
      expect(second.total).toBe(first.total);
      const ids = [...first.data, ...second.data].map((j) => j.id_jrn_journey);
      expect(new Set(ids).size).toBe(24);
      const dates = [...first.data, ...second.data].map((j) => j.date_from);
      expect(dates).toEqual([...dates].sort());
      expect(dates.every((d) => d >= TODAY)).toBe(true);
    });

    it('answers an empty page past the last one', async () => {
      const all = await engine.listJourneys({ page_size: 12, page: 1 });
      const beyond = await engine.listJourneys({ page_size: 12, page: Math.ceil(all.total / 12) + 1 });
      expect(beyond.data).toEqual([]);
      expect(beyond.total).toBe(all.total);
    });

    it('does not list trips that have already left', async () => {
      const later = createEngine(t.db, { now: () => new Date('2027-01-10T12:00:00+01:00') });
      const before = await engine.listJourneys({ page_size: 999 });
      const after = await later.listJourneys({ page_size: 999 });
      expect(after.total).toBeLessThan(before.total);
      expect(after.data.filter((j) => j.termin.ReiseArt !== 'K').every((j) => j.date_from >= '2027-01-10')).toBe(true);
    });

    it('filters by category: day trips are category 3 and trip type T', async () => {
      const dayTrips = await engine.listJourneys({ category: 3, page_size: 999 });
      expect(dayTrips.total).toBeGreaterThanOrEqual(40);
      expect(
        dayTrips.data.every(
          (j) => j.id_jrn_category === 3 && j.termin.ReiseArt === 'T' && j.category === 'Skitagesfahrten',
        ),
      ).toBe(true);
      expect(dayTrips.data.every((j) => j.adds.days === 1)).toBe(true);
    });

    it('finds a trip by a word of its title, in any letter case', async () => {
      const result = await engine.listJourneys({ search: 'kitzBÜHEL', page_size: 999 });
      const byAscii = await engine.listJourneys({ search: 'dolomiti', page_size: 999 });
      expect(result.total).toBeGreaterThan(0);
      expect(byAscii.data.map((j) => j.title)).toEqual(['Dolomiti Superski: Skiwoche in Gröden']);
      const nothing = await engine.listJourneys({ search: 'Mallorca', page_size: 999 });
      expect(nothing.total).toBe(0);
    });

    it('needs every word of the search to match', async () => {
      const both = await engine.listJourneys({ search: 'Skiwochenende Zillertal', page_size: 999 });
      expect(both.data.map((j) => j.title)).toEqual(['Skiwochenende Zillertal']);
    });

    it('treats % and _ in a search as letters', async () => {
      const result = await engine.listJourneys({ search: '%', page_size: 999 });
      expect(result.total).toBe(0);
    });

    it('filters by country name', async () => {
      const croatia = await engine.listJourneys({ country: 'Kroatien', page_size: 999 });
      expect(croatia.data.map((j) => j.title)).toEqual(['Frühling in Istrien: Rovinj, Poreč und Pula']);
      expect(croatia.data[0].country).toBe('Kroatien');
      const germany = await engine.listJourneys({ country: 'Deutschland', page_size: 999 });
      expect(germany.data.length).toBeGreaterThan(1);
      expect(germany.data.every((j) => j.country === 'Deutschland')).toBe(true);
      const unknown = await engine.listJourneys({ country: 'Atlantis', page_size: 999 });
      expect(unknown.total).toBe(0);
    });

    it('filters by a date range: trips that overlap it', async () => {
      const result = await engine.listJourneys({ date_from: '2027-02-01', date_till: '2027-02-07', page_size: 999 });
      expect(result.total).toBeGreaterThan(0);
      for (const j of result.data) {
        expect(j.date_till >= '2027-02-01' && j.date_from <= '2027-02-07').toBe(true);
      }
      // The Dolomites week (30.01.–06.02.) starts before the range and still overlaps it.
      expect(result.data.some((j) => j.title.startsWith('Dolomiti') && j.date_from < '2027-02-01')).toBe(true);
    });

    it('rejects a malformed page size as invalid', async () => {
      await expect(engine.listJourneys({ page_size: 0 })).rejects.toMatchObject({ kind: 'invalid' });
    });

    it('shows extras on request, only those on sale and never the automatic surcharges', async () => {
      const plain = await engine.listJourneys({ category: 3, page_size: 1 });
      expect(plain.data[0].extras).toBeUndefined();
      const withExtras = await engine.listJourneys({ category: 3, page_size: 1, showExtras: true });
      const names = withExtras.data[0].extras!.map((e) => e.bezeichnung);
      expect(names).toContain('Skipass Tageskarte Erwachsene');
      expect(names).toContain('Keycard-Pfand');
      expect(withExtras.data[0].extras!.find((e) => e.bezeichnung === 'Keycard-Pfand')!.preis).toBe('2,00');
      // 'Ski-Schnupperkurs' is 'ausgebucht' in the seed.
      expect(names.some((n) => n.startsWith('Ski-Schnupperkurs'))).toBe(false);

      const multiDay = await engine.listJourneys({ search: 'Zillertal', category: 7, showExtras: true });
      const extras = multiDay.data[0].extras!.map((e) => e.bezeichnung);
      expect(extras.some((n) => n.startsWith('Aufpreis'))).toBe(false);
      expect(extras.some((n) => n.startsWith('Rodelabend'))).toBe(false);
    });

    it('adds intro and description only when asked', async () => {
      const plain = await engine.listJourneys({ page_size: 1 });
      expect(plain.data[0].einleitung).toBeUndefined();
      expect(plain.data[0].reisebeschreibung).toBeUndefined();
      const full = await engine.listJourneys({ page_size: 1, showEinleitung: true, showReisebeschreibung: 'true' });
      expect(full.data[0].einleitung!.length).toBeGreaterThan(40);
      expect(full.data[0].reisebeschreibung).toMatch(/<p>/);
    });

    it('shows free seats as the smallest free count of the coaches and marks sold-out trips as not bookable', async () => {
      const dayTrips = (await engine.listJourneys({ category: 3, page_size: 6 })).data;
      const soldOut = dayTrips.find((j) => j.number === 0);
      expect(soldOut).toBeDefined();
      expect(soldOut!.Buchung).toBe(false);
      const nearlyFull = dayTrips.find((j) => j.number === 3);
      expect(nearlyFull?.Buchung).toBe(true);
      const offline = dayTrips.find((j) => j.number > 0 && !j.Buchung);
      expect(offline).toBeDefined();
    });

    it('counts a seat taken on the return coach too', async () => {
      const [journey] = (await engine.listJourneys({ category: 3, page_size: 1 })).data;
      const returnCoach = journey.id_jrn_journey * 100 + 2;
      const [coach] = await t.db.select().from(s.services).where(eq(s.services.id, returnCoach));
      await t.db
        .update(s.services)
        .set({ taken: coach.taken + 5 })
        .where(eq(s.services.id, returnCoach));
      try {
        const [after] = (await engine.listJourneys({ category: 3, page_size: 1 })).data;
        expect(after.number).toBe(journey.number - 5);
      } finally {
        await t.db.update(s.services).set({ taken: coach.taken }).where(eq(s.services.id, returnCoach));
      }
    });

    it('subtracts seats held by a running price check, not those of an expired hold', async () => {
      const [journey] = (await engine.listJourneys({ category: 3, page_size: 1 })).data;
      const outbound = journey.id_jrn_journey * 100 + 1;
      await t.db.insert(s.holds).values([
        { id: 'hold-active', journeyId: journey.id_jrn_journey, expiresAt: new Date(NOW.getTime() + 10 * 60_000) },
        { id: 'hold-expired', journeyId: journey.id_jrn_journey, expiresAt: new Date(NOW.getTime() - 60_000) },
      ]);
      await t.db.insert(s.holdItems).values([
        { holdId: 'hold-active', serviceId: outbound, quantity: 2 },
        { holdId: 'hold-expired', serviceId: outbound, quantity: 4 },
      ]);
      try {
        const [after] = (await engine.listJourneys({ category: 3, page_size: 1 })).data;
        expect(after.number).toBe(journey.number - 2);
      } finally {
        await t.db.delete(s.holds);
      }
    });

    it('describes a day trip with the departure times and duration of spec §1', async () => {
      const [trip] = (await engine.listJourneys({ category: 3, page_size: 1 })).data;
      expect(trip.zs).toEqual({ departure: '06:45', returnDeparture: '16:30', arrival: '18:30' });
      expect(trip.price).toBeGreaterThanOrEqual(49);
      expect(trip.price).toBeLessThanOrEqual(79);
      expect(trip.date.code).toMatch(/^SKI-/);
      expect(trip.image).toMatch(/^\/images\/trips\/.+\.svg$/);
      expect(trip.content.services).toContain('Reiseleitung an Bord und im Skigebiet');
    });
  });

  describe('single journey', () => {
    it('answers a multi-day trip with description, duration and extras', async () => {
      const { data } = await engine.getJourney(2004);
      expect(journeyResponse.parse({ error: null, data })).toBeTruthy();
      expect(data!.title).toBe('Dolomiti Superski: Skiwoche in Gröden');
      expect(data!.adds.days).toBe(8);
      expect(data!.termin.ReiseArt).toBe('M');
      expect(data!.country).toBe('Italien');
      expect(data!.reisebeschreibung).toContain('Sellaronda');
      expect(data!.content.accommodation.length).toBeGreaterThan(0);
      expect(data!.dates).toBeUndefined();
    });

    it('lists the match dates of a ticket journey with prices in millionths of a euro', async () => {
      const tickets = await engine.listJourneys({ category: 11 });
      expect(tickets.total).toBeGreaterThanOrEqual(1);
      const { data } = await engine.getJourney(tickets.data[0].id_jrn_journey);
      expect(data!.id_jrn_category).toBe(11);
      expect(data!.adds.days).toBe(1);
      expect(data!.dates!.length).toBeGreaterThanOrEqual(5);
      const [first] = data!.dates!;
      expect(first.id_pln_dates).toBeGreaterThan(0);
      expect(first.dates.title).toMatch(/^FC Bayern München – /);
      expect(first.dates.prices[0]).toEqual({
        name: 'Sitzplatz Kategorie 2 inkl. Busfahrt und Getränk',
        price: 89_000_000,
      });
      expect(first.dates.date_from).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+01:00$/);
      const starts = data!.dates!.map((d) => new Date(d.dates.date_from).getTime());
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
      expect(data!.dates!.some((d) => d.dates.frei === 0)).toBe(true);
    });

    it('shows a kick-off at Munich local time', async () => {
      const { data } = await engine.getJourney(3001);
      expect(data!.dates![0].dates.date_from.slice(11, 16)).toBe('15:30');
    });

    it('drops match dates that have been played', async () => {
      const later = createEngine(t.db, { now: () => new Date('2027-01-10T12:00:00+01:00') });
      const before = (await engine.getJourney(3001)).data!.dates!;
      const after = (await later.getJourney(3001)).data!.dates!;
      expect(after.length).toBeLessThan(before.length);
      expect(after.every((d) => d.dates.date_from >= '2027-01-10')).toBe(true);
    });

    it('answers not found for an unknown journey', async () => {
      await expect(engine.getJourney(999999)).rejects.toBeInstanceOf(ApiError);
      await expect(engine.getJourney(999999)).rejects.toMatchObject({ kind: 'not_found', status: 404 });
    });
  });

  describe('menus', () => {
    it('returns the menus with their items flat, each with its parent id and status', async () => {
      const result = await engine.listMenus({ include_menuitems: true, translation: 'de' });
      expect(menuResponse.parse(result)).toBeTruthy();
      const main = result.data.find((m) => m.id_web_menu === 1)!;
      expect(main.name).toBe('Hauptmenü');
      const service = main.menu_items.find((i) => i.name === 'Service')!;
      expect(service.id_parent).toBe(0);
      const children = main.menu_items
        .filter((i) => i.id_parent === service.id_web_menu_item)
        .map((i) => [i.name, i.settings.link]);
      expect(children).toEqual([
        ['FAQ', '/faq'],
        ['Pistenpläne', '/pisten'],
        ['Webcam', '/webcam'],
        ['Skibus-Vergleich', '/vergleich'],
        ['Kleinbus mieten', '/kleinbus'],
      ]);
      expect(main.menu_items.some((i) => i.status === 0)).toBe(true);
      expect(main.menu_items.find((i) => i.name === 'Skitagesfahrten')!.settings.link).toBe(
        '/reiseuebersicht/3-skitagesfahrten',
      );
    });

    it('names the items in the requested language (us = English)', async () => {
      const en = await engine.listMenus({ translation: 'us' });
      const hr = await engine.listMenus({ translation: 'hr' });
      expect(en.data[0].menu_items[0].name).toBe('Ski day trips');
      expect(hr.data[0].menu_items[0].name).toBe('Jednodnevni skijaški izleti');
    });

    it('has the footer service menu with terms, privacy and imprint', async () => {
      const { data } = await engine.listMenus({});
      const footer = data.find((m) => m.id_web_menu === 3)!;
      expect(footer.menu_items.map((i) => i.settings.link)).toEqual(
        expect.arrayContaining(['/article/4-agbs', '/article/3-datenschutz', '/article/1-impressum', '/sitemap']),
      );
    });
  });

  it('lists testimonials of blog type 4 with rating and optional avatar', async () => {
    const result = await engine.listBlogs({ id_web_blog_type: 4 });
    expect(blogResponse.parse(result)).toBeTruthy();
    expect(result.data.length).toBeGreaterThanOrEqual(6);
    expect(
      result.data.every((b) => b.settings.sterne >= 0 && b.settings.sterne <= 5 && (b.settings.sterne * 2) % 1 === 0),
    ).toBe(true);
    expect(result.data.some((b) => b.settings.sterne === 4.5)).toBe(true);
    expect(result.data.some((b) => b.settings.images.length === 0)).toBe(true);
    expect(result.data.some((b) => b.settings.images[0]?.link.startsWith('/images/testimonials/'))).toBe(true);
    expect(new Date(result.data[0].created).getTime()).toBeLessThan(NOW.getTime());
    expect((await engine.listBlogs({ id_web_blog_type: 1 })).data).toEqual([]);
  });

  it('lists every category with its count of future journeys, empty ones included', async () => {
    const result = await engine.listCategories({ journeyCount: true, activeOnly: false });
    expect(categoryResponse.parse(result)).toBeTruthy();
    const byId = Object.fromEntries(result.data.map((c) => [c.id_jrn_category, c]));
    const dayTrips = await engine.listJourneys({ category: 3, page_size: 1 });
    expect(byId[3]).toEqual({
      id_jrn_category: 3,
      name: 'Skitagesfahrten',
      journeys: dayTrips.total,
      slug: 'skitagesfahrten',
    });
    expect(byId[11].journeys).toBeGreaterThanOrEqual(1);
    expect(byId[9]).toEqual({ id_jrn_category: 9, name: 'Sommerreisen', journeys: 0, slug: 'sommerreisen' });
  });

  it('lists every country with its count of future journeys', async () => {
    const result = await engine.listCountries({ journeyCount: true });
    expect(countryResponse.parse(result)).toBeTruthy();
    const byName = Object.fromEntries(result.data.map((c) => [c.name, c.journeys]));
    expect(byName['Frankreich']).toBe(0);
    expect(byName['Kroatien']).toBe(1);
    expect(byName['Österreich']).toBeGreaterThan(30);
    const total = await engine.listJourneys({ page_size: 1 });
    expect(result.data.reduce((sum, c) => sum + c.journeys, 0)).toBe(total.total);
  });

  it('lists the boarding points of the account with surcharge and time', async () => {
    const result = await engine.listBoardingPoints({ id_acc_account: 1000, page_size: 999 });
    expect(boardingPointListResponse.parse(result)).toBeTruthy();
    expect(result.data.total).toBe(result.data.rows.length);
    const [munich] = result.data.rows;
    expect(munich).toEqual({
      IDZustieg: 1,
      PLZ: '80335',
      Ort: 'München',
      Stelle: 'Hauptbahnhof, Arnulfstraße',
      preis: '0,00',
      zeit: '06:45',
    });
    expect(result.data.rows.find((p) => p.Ort === 'Rosenheim')!.preis).toBe('5,00');
    expect(result.data.rows.some((p) => p.Stelle === 'wird noch bekannt gegeben')).toBe(true);
    expect((await engine.listBoardingPoints({ id_acc_account: 4711 })).data).toEqual({ rows: [], total: 0 });
    const firstTwo = await engine.listBoardingPoints({ id_acc_account: 1000, page_size: 2 });
    expect(firstTwo.data.rows).toHaveLength(2);
    expect(firstTwo.data.total).toBe(result.data.total);
  });

  describe('articles', () => {
    it('answers the travel terms in German', async () => {
      const result = await engine.getArticle('4-agbs', { translation: 'de' });
      expect(articleResponse.parse(result)).toBeTruthy();
      expect(result.data.title).toBe('Reisebedingungen');
      expect(result.data.text).toContain('Rücktritt');
    });

    it('answers an article in English', async () => {
      const { data } = await engine.getArticle('3-datenschutz', { translation: 'us' });
      expect(data.title).toBe('Privacy policy');
      expect(data.text).toContain('GDPR');
    });

    it('falls back to German when the language is missing', async () => {
      const { data } = await engine.getArticle('4-agbs', { translation: 'hr' });
      expect(data.title).toBe('Uvjeti putovanja');
      expect(data.text).toContain('Reiseveranstalter');
    });

    it('answers not found for an unknown article', async () => {
      await expect(engine.getArticle('99-gibt-es-nicht', {})).rejects.toMatchObject({ kind: 'not_found' });
      await expect(engine.getArticle('gibt-es-nicht', {})).rejects.toMatchObject({ kind: 'not_found' });
    });

    it('lists the articles without their text', async () => {
      const { data } = await engine.listArticles();
      expect(data.map((a) => a.slug)).toEqual(
        expect.arrayContaining(['4-agbs', '3-datenschutz', '1-impressum', 'faq', 'vergleich', 'ticketinfo']),
      );
      expect(data[0]).not.toHaveProperty('text');
    });
  });
});
