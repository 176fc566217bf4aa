/**
 * Abuse limits of holds (issue 11), through the booking form's server actions on the demo catalogue,
 * on PGlite and PostgreSQL: each request carries the visitor's cookies and a client address, as a
 * browser's would. A client that drops its cookies is a new visitor each time, but still one address.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { and, eq, gt, inArray } from 'drizzle-orm';

const browser = vi.hoisted(() => ({ jar: new Map<string, string>(), address: '198.51.100.20' }));

vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (browser.jar.has(name) ? { name, value: browser.jar.get(name)! } : undefined),
    set: (name: string, value: string, options?: { maxAge?: number }) => {
      if (options?.maxAge === 0) browser.jar.delete(name);
      else browser.jar.set(name, value);
    },
  }),
  headers: async () => new Headers(edgeHeaders({ 'accept-language': 'de-DE,de', 'x-forwarded-for': browser.address })),
}));
// Outside a Next.js request there is no cache to expire: record what a check expires instead.
vi.mock('next/cache', async (original) => ({ ...(await original<object>()), revalidateTag: vi.fn() }));

import { edgeHeaders } from '../helpers/edge';
import { revalidateTag } from 'next/cache';
import { listenToAvailability } from '@/lib/site/invalidation';
import { checkBooking, getTripServices, saveBooking } from '@/components/booking/actions';
import { holdItems, holds, seats } from '@/lib/db/schema';
import { HOLD_LIMITS } from '@/lib/engine/holds';
import { RULES, createRateLimiter, setAppLimiter } from '@/lib/site/rate-limit';
import { HOLDS_COOKIE, VISITOR_COOKIE } from '@/lib/site/visitor';
import { bookableForVisitor, readTripServices } from '@/lib/site/booking';
import { getTripUncached } from '@/lib/site/catalogue';
import { maxTravellers } from '@/lib/booking/rules';
import type { BookingFormInput } from '@/lib/booking/schema';
import de from '@/messages/de.json';
import { testDrivers } from '../helpers/db';
import { openContractEnv, request, type ContractEnv } from '../contract/harness';
import { dayTripForm, findBookableDayTrip, saveRequestFor } from '../contract/forms';

/** A new browser: no cookies, the given address. */
function newBrowser(address: string): void {
  browser.jar.clear();
  browser.address = address;
}

/** The site's own limits, counted in this test's memory only (a shared store would mix parallel runs). */
function freshLimits(rules = RULES): void {
  setAppLimiter(createRateLimiter({ kind: 'memory' }, rules));
}

describe.each(testDrivers)('hold and rate limits on %s', (driver) => {
  let ctx: ContractEnv;
  let trip: { idreise: string; id: number; zustieg: number };
  const form = (travellers: number): BookingFormInput => dayTripForm(trip.zustieg, travellers);
  const liveHoldsOn = async (journeyId: number) =>
    ctx.db
      .select()
      .from(holds)
      .where(and(eq(holds.journeyId, journeyId), gt(holds.expiresAt, new Date())));

  /** Day trips more than 14 days ahead: the forms pay by invoice (spec §5). */
  const farDayTrips = () =>
    ctx.api.local.listJourneys({
      category: 3,
      page_size: 100,
      date_from: new Date(Date.parse(ctx.today) + 20 * 86_400_000).toISOString().slice(0, 10),
    });

  // The engine announces the hold; the site's listener (as instrumentation.ts registers it) expires the trip.
  let stopListening: () => void;
  beforeAll(async () => {
    stopListening = listenToAvailability();
    ctx = await openContractEnv(driver);
    trip = await findBookableDayTrip(ctx.api.local, ctx.today);
  });
  beforeEach(async () => {
    freshLimits();
    await ctx.db.delete(holdItems);
    await ctx.db.update(seats).set({ holdId: null });
    await ctx.db.delete(holds);
  });
  afterEach(() => setAppLimiter(undefined));
  afterAll(async () => {
    stopListening();
    await ctx?.close();
  });

  it('leaves the trip bookable for another visitor after 150 price checks from one client', async () => {
    const before = (await getTripUncached(trip.id, 'de'))!.freePlaces;
    const outcomes = { held: 0, unheld: 0, limited: 0, other: 0 };
    for (let i = 0; i < 150; i++) {
      // a script that drops its cookies: a new visitor on every request, from one address
      newBrowser('203.0.113.66');
      const result = await checkBooking({ idreise: trip.idreise, journeyId: trip.id, form: form(10) });
      if (!result.ok) outcomes[result.error === 'rate_limited' ? 'limited' : 'other']++;
      else if (result.data.outcome === 'possible') outcomes[result.data.hold ? 'held' : 'unheld']++;
      else outcomes.other++;
    }
    // One hold of one full form; the further checks answered their price but held nothing; the rest 429.
    expect(outcomes).toEqual({
      held: 1,
      unheld: RULES['price-check'].points - 1,
      limited: 150 - RULES['price-check'].points,
      other: 0,
    });

    const trip_ = (await getTripUncached(trip.id, 'de'))!;
    expect(trip_.freePlaces).toBe(before - HOLD_LIMITS.travellersPerClientAndTrip);
    expect(trip_.bookableOnline).toBe(true);
    newBrowser('192.0.2.10');
    const services = await getTripServices(trip.idreise);
    expect(services.ok && maxTravellers(services.data)).toBe(10);
    const other = await checkBooking({ idreise: trip.idreise, journeyId: trip.id, form: form(10) });
    expect(other.ok && other.data.outcome).toBe('possible');
    expect(other.ok && other.data.hold).not.toBeNull();
  });

  it(`lets one client hold at most ${HOLD_LIMITS.perClient * 10} places at once over all trips, even past the rate limit`, async () => {
    // No rate limit at all: only the hold caps stand between one address and the whole catalogue.
    freshLimits({ ...RULES, 'price-check': { points: 100_000, durationSeconds: 60 } });
    const list = await farDayTrips();
    const trips = list.data.filter((j) => j.Buchung && j.number >= 10);
    expect(trips.length).toBeGreaterThan(HOLD_LIMITS.perClient * 2);
    for (const journey of trips) {
      const zustieg = (await ctx.api.local.getBoardingPoints({ idreise: journey.date.code })).ergebnis.zustiege
        .zustieg[0].IDZustieg;
      for (let i = 0; i < 3; i++) {
        newBrowser('203.0.113.66');
        await checkBooking({ idreise: journey.date.code, form: dayTripForm(zustieg, 10) });
      }
    }
    const live = await ctx.db.select().from(holds).where(gt(holds.expiresAt, new Date()));
    expect(live).toHaveLength(HOLD_LIMITS.perClient);
    const items = await ctx.db
      .select()
      .from(holdItems)
      .where(
        inArray(
          holdItems.holdId,
          live.map((h) => h.id),
        ),
      );
    // places of travellers: one coach place per traveller and direction
    const travellersHeld = items.reduce((sum, i) => sum + i.quantity, 0) / 2;
    expect(travellersHeld).toBe(HOLD_LIMITS.perClient * 10);
  });

  it("replaces a visitor's first hold with their second, also after a reload, Back or Forward lost its id", async () => {
    newBrowser('198.51.100.20');
    const first = await checkBooking({ idreise: trip.idreise, journeyId: trip.id, form: form(4) });
    expect(first.ok && first.data.hold).toBeTruthy();
    const firstId = first.ok ? first.data.hold!.id : '';
    // the visitor cookie and the remembered hold: HTTP-only cookies the browser sends back
    expect(browser.jar.get(VISITOR_COOKIE)).toMatch(/^[\w-]{22}$/);
    expect(browser.jar.get(HOLDS_COOKIE)).toBeTruthy();

    // a reload of page 2: the page checks again without the hold's id
    const second = await checkBooking({ idreise: trip.idreise, journeyId: trip.id, form: form(10) });
    expect(second.ok && second.data.outcome).toBe('possible');
    expect(second.ok && second.data.hold?.id).toBe(firstId);
    expect(await liveHoldsOn(trip.id)).toHaveLength(1);
    // the trip's cached pages are expired: the hold changed its free places
    expect(revalidateTag).toHaveBeenCalledWith(`journey:${trip.id}`, { expire: 0 });

    // the booking page shows the visitor their own hold as free
    const services = await getTripServices(trip.idreise);
    const listed = (await getTripUncached(trip.id, 'de'))!;
    expect(services.ok && services.data.find((s) => s.kind === 'coach')!.free).toBe(listed.freePlaces + 10);
  });

  it(`lets a visitor hold ${HOLD_LIMITS.tripsPerVisitor} trips at once: a hold on a further trip ends their oldest`, async () => {
    newBrowser('198.51.100.21');
    const list = await farDayTrips();
    const trips = list.data.filter((j) => j.Buchung && j.number >= 2).slice(0, HOLD_LIMITS.tripsPerVisitor + 1);
    const ids: string[] = [];
    for (const journey of trips) {
      const zustieg = (await ctx.api.local.getBoardingPoints({ idreise: journey.date.code })).ergebnis.zustiege
        .zustieg[0].IDZustieg;
      const result = await checkBooking({ idreise: journey.date.code, form: dayTripForm(zustieg, 2) });
      ids.push(result.ok ? result.data.hold!.id : '');
    }
    const live = await ctx.db.select().from(holds).where(gt(holds.expiresAt, new Date()));
    expect(live.map((h) => h.id).sort()).toEqual(ids.slice(1).sort());
  });

  it('answers the price check past its limit as a 429 would: refused with the wait, in the visitor’s language', async () => {
    newBrowser('198.51.100.30');
    for (let i = 0; i < RULES['price-check'].points; i++) {
      const result = await checkBooking({ idreise: trip.idreise, form: form(1) });
      expect(result.ok).toBe(true);
    }
    const refused = await checkBooking({ idreise: trip.idreise, form: form(1) });
    expect(refused).toEqual({
      ok: false,
      error: 'rate_limited',
      message: expect.stringMatching(
        /^Zu viele Anfragen in kurzer Zeit\. Bitte versuchen Sie es in \d+ Sekunden? erneut\.$/,
      ),
      fields: [],
      retryAfterSeconds: expect.any(Number),
    });
    expect(refused.ok === false && refused.error === 'rate_limited' && refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(de.booking.tooManyRequests).toContain('{seconds, plural');

    // another client is not affected
    newBrowser('198.51.100.31');
    expect((await checkBooking({ idreise: trip.idreise, form: form(1) })).ok).toBe(true);
  });

  it('answers saves past their limit as refused with the wait', async () => {
    newBrowser('198.51.100.40');
    const bad = { journeyId: trip.id, idreise: trip.idreise, form: form(1), consents: {}, idempotencyKey: 'x' };
    for (let i = 0; i < RULES.save.points; i++) {
      const result = await saveBooking(bad as never);
      expect(result.ok === false && result.error).toBe('invalid');
    }
    const refused = await saveBooking(bad as never);
    expect(refused.ok === false && refused.error).toBe('rate_limited');
  });

  it('answers 429 with Retry-After on the contract server’s check and save past their limits', async () => {
    freshLimits({
      ...RULES,
      'api-check': { points: 2, durationSeconds: 60 },
      'api-save': { points: 1, durationSeconds: 60 },
    });
    const from = edgeHeaders({ 'x-forwarded-for': '203.0.113.90' });
    const body = { idreise: trip.idreise, form: form(1) };
    expect((await request('POST', 'booking/buchung', body, from)).status).toBe(200);
    expect((await request('POST', 'booking/buchung', body, from)).status).toBe(200);
    const limited = await request('POST', 'booking/buchung', body, from);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ error: 'rate_limited' });

    const save = saveRequestFor(trip.idreise, form(1), 'limits-api-save-1');
    expect((await request('PUT', 'booking/buchung', save, from)).status).toBe(200);
    const savedAgain = await request('PUT', 'booking/buchung', { ...save, idempotency_key: 'limits-api-save-2' }, from);
    expect(savedAgain.status).toBe(429);
    expect(savedAgain.headers.get('Retry-After')).toBeTruthy();
  });

  it('shows the booking page and the trip page the same places: a visitor’s own hold is free to them only', async () => {
    // The trip has exactly 10 places left: every free seat of its coaches but the first 10 is sold.
    const coaches = (await ctx.api.local.getTripServices(trip.idreise)).ergebnis.leistungen.leistung
      .filter((s) => s.art === 'BEF')
      .map((s) => s.id);
    const sold: number[] = [];
    for (const coach of coaches) {
      const open = await ctx.db
        .select({ id: seats.id })
        .from(seats)
        .where(and(eq(seats.serviceId, coach), eq(seats.status, 'frei')))
        .orderBy(seats.number);
      sold.push(...open.slice(10).map((seat) => seat.id));
    }
    await ctx.db.update(seats).set({ status: 'belegt' }).where(inArray(seats.id, sold));
    try {
      newBrowser('198.51.100.50');
      const held = await checkBooking({ idreise: trip.idreise, journeyId: trip.id, form: form(10) });
      expect(held.ok && held.data.hold).toBeTruthy();
      const annasHold = browser.jar.get(HOLDS_COOKIE);

      // Everybody else: the trip page says 'ausgebucht', the booking page 'nicht mehr buchbar'.
      const tripPage = (await getTripUncached(trip.id, 'de'))!;
      expect(tripPage.freePlaces).toBe(0);
      const othersServices = await readTripServices(ctx.api.local, trip.idreise, 'de');
      expect(bookableForVisitor(tripPage, othersServices, ctx.today)).toBe(false);

      // The visitor who holds the 10 places reloads the booking page: they may still book all 10.
      const annasServices = await readTripServices(
        ctx.api.local,
        trip.idreise,
        'de',
        held.ok ? held.data.hold!.id : undefined,
      );
      expect(maxTravellers(annasServices)).toBe(10);
      expect(bookableForVisitor(tripPage, annasServices, ctx.today)).toBe(true);
      expect(browser.jar.get(HOLDS_COOKIE)).toBe(annasHold);
      const again = await checkBooking({ idreise: trip.idreise, journeyId: trip.id, form: form(10) });
      expect(again.ok && again.data.outcome).toBe('possible');
    } finally {
      await ctx.db.update(seats).set({ status: 'frei' }).where(inArray(seats.id, sold));
    }
  });
});
