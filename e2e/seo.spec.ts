/**
 * What crawlers read does not depend on the screen: this spec runs once, in the desktop project
 * (playwright.config.ts scopes it), not skipped on the phone.
 */
import { expect, test } from '@playwright/test';
import { inBatches, trips } from './catalogue';
import { tripPath } from '../lib/format';

test.describe('search engines', () => {
  test.beforeEach(() => {
    test.setTimeout(600_000);
  });

  test('sitemap.xml lists every trip, category and the terms', async ({ request }) => {
    const all = await trips(request);
    expect(all.length).toBeGreaterThan(20);
    const response = await request.get('/sitemap.xml');
    expect(response.headers()['content-type']).toContain('xml');
    const xml = await response.text();
    const locations = new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname));
    for (const trip of all) expect(locations, trip.title).toContain(tripPath(trip.id_jrn_journey, trip.title));
    expect(locations).toContain('/reiseuebersicht/3-skitagesfahrten');
    expect(locations).toContain('/article/4-agbs');
    expect(locations).toContain('/article/3-datenschutz');

    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
  });

  test('every trip page has valid JSON-LD and an Open Graph image that is a PNG', async ({ request }) => {
    const all = await trips(request);
    await inBatches(all, 4, async (trip) => {
      const html = await (await request.get(tripPath(trip.id_jrn_journey, trip.title))).text();

      const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((m) => {
        const data = JSON.parse(m[1]) as Record<string, unknown> | Record<string, unknown>[];
        return Array.isArray(data) ? data : [data];
      });
      const event = blocks.find((b) => b['@type'] === 'Event') as
        { name: string; startDate: string; endDate: string; offers: Record<string, string> } | undefined;
      expect(event, trip.title).toBeDefined();
      expect(event!.name).toBe(trip.title);
      expect(event!.startDate).toBe(trip.date_from);
      expect(event!.endDate).toBe(trip.date_till);
      expect(event!.offers.price).toBe(trip.price.toFixed(2));
      expect(event!.offers.priceCurrency).toBe('EUR');
      expect(event!.offers.availability).toMatch(
        /^https:\/\/schema\.org\/(InStock|LimitedAvailability|SoldOut|Discontinued)$/,
      );
      if (trip.number === 0) expect(event!.offers.availability).toBe('https://schema.org/SoldOut');
      expect(event!.offers.validFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(blocks.some((b) => b['@type'] === 'TravelAgency')).toBe(true);

      const og = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
      expect(og, trip.title).toBeDefined();
      const image = await request.get(
        new URL(og!.replace(/&amp;/g, '&')).pathname + new URL(og!.replace(/&amp;/g, '&')).search,
      );
      expect(image.status()).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
      const bytes = await image.body();
      expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      // IHDR: 1200 × 630
      expect(bytes.readUInt32BE(16)).toBe(1200);
      expect(bytes.readUInt32BE(20)).toBe(630);
    });
  });

  test('an Open Graph image is drawn only for a trip that exists, and then served from the cache', async ({
    request,
  }) => {
    const [trip] = await trips(request);
    const html = await (await request.get(tripPath(trip.id_jrn_journey, trip.title))).text();
    const og = new URL(/<meta property="og:image" content="([^"]+)"/.exec(html)![1].replace(/&amp;/g, '&'));
    const address = og.pathname + og.search;
    // issue 26: a made-up trip id in the same address answers 404 (nothing is drawn for it)
    const unknown = await request.get(address.replace(/\/reise\/[^/]+\//, '/reise/987654-made-up/'));
    expect(unknown.status()).toBe(404);
    const first = await request.get(address);
    const second = await request.get(address);
    expect(first.status()).toBe(200);
    expect(second.status()).toBe(200);
    // the same render twice: the second answer came from the cache, not from a new drawing
    expect(first.headers()['x-rendered-at']).toBeTruthy();
    expect(second.headers()['x-rendered-at']).toBe(first.headers()['x-rendered-at']);
    expect(Buffer.compare(await first.body(), await second.body())).toBe(0);
  });

  test('pages name their canonical address on the configured site', async ({ request }) => {
    for (const [path, canonical] of [
      ['/reiseuebersicht/3', '/reiseuebersicht/3-skitagesfahrten'],
      ['/article/4-agbs', '/article/4-agbs'],
      ['/reiseland/oesterreich', '/reiseland/oesterreich'],
    ]) {
      const html = await (await request.get(path)).text();
      const href = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      expect(href, path).toBeDefined();
      expect(new URL(href!).pathname).toBe(canonical);
    }
  });
});
