/**
 * Issue 12, point 6: find my booking is rate-limited. Process numbers are sequential, so with one
 * known e-mail address an attacker guessed 11 bookings in a second. Now misses count per client
 * address and per client address with the e-mail address; past a handful the lookup is refused (the
 * form says how long to wait), also for the right number, and the booking's documents answer 429
 * with Retry-After. Issue 26, point 7: a stranger's misses on a customer's e-mail address do not lock
 * the customer out, and documents are limited per token and per client even with the right token.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

let forwardedFor = '203.0.113.10';
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: () => undefined }),
  headers: async () => new Headers(edgeHeaders({ 'x-forwarded-for': forwardedFor })),
}));

import { edgeHeaders } from '../helpers/edge';
import { findBookingAction } from '@/components/payment/find-booking/actions';
import { createRateLimiter, RULES, setAppLimiter } from '@/lib/site/rate-limit';
import * as pdfRoute from '@/app/api/v1/booking/bestaetigung/[vorgang]/route';
import * as icsRoute from '@/app/api/v1/booking/bestaetigung/[vorgang]/ics/route';
import { testDrivers } from '../helpers/db';
import { openContractEnv, type ContractEnv } from '../contract/harness';
import { dayTripForm, findBookableDayTrip, saveRequestFor } from '../contract/forms';

const EMAIL = 'anna.huber@example.com';

/** The action's answer, or where it redirected to (a found booking). */
async function find(processNumber: string, email: string) {
  const form = new FormData();
  form.set('processNumber', processNumber);
  form.set('email', email);
  try {
    return await findBookingAction({ status: 'idle' }, form);
  } catch (error) {
    const digest = (error as { digest?: string }).digest ?? '';
    if (digest.startsWith('NEXT_REDIRECT')) return { status: 'redirect' as const, to: digest.split(';')[2] };
    throw error;
  }
}

describe.each(testDrivers)('find my booking rate limits on %s', (driver) => {
  let ctx: ContractEnv;
  let booked: { processNumber: string; token: string };
  let address = 0;

  beforeAll(async () => {
    ctx = await openContractEnv(driver);
    const trip = await findBookableDayTrip(ctx.api.local, ctx.today);
    const saved = await ctx.api.local.saveBooking(saveRequestFor(trip.idreise, dayTripForm(trip.zustieg, 1)));
    booked = { processNumber: saved.booking!.vorgang, token: saved.booking!.token };
  });
  afterAll(async () => {
    setAppLimiter(undefined);
    await ctx?.close();
  });
  beforeEach(() => {
    // a fresh limiter and a fresh client address for each case
    setAppLimiter(createRateLimiter({ kind: 'memory' }));
    forwardedFor = `203.0.113.${++address}`;
  });

  /** Sequential guesses around the real number, never the real one. */
  const guesses = (n: number) => {
    const [prefix, year, seq] = booked.processNumber.split('-');
    return Array.from(
      { length: n },
      (_, i) => `${prefix}-${year}-${String(Number(seq) + 100 + i).padStart(seq.length, '0')}`,
    );
  };

  it('finds a booking with the right pair', async () => {
    expect(await find(booked.processNumber, EMAIL)).toMatchObject({ status: 'redirect' });
  });

  it('refuses after a handful of misses for one e-mail address from one client, even the right number, and says how long to wait', async () => {
    const answers = [];
    for (const guess of guesses(8)) answers.push((await find(guess, EMAIL)).status);
    const limit = RULES['find-booking-pair'].points;
    expect(answers.slice(0, limit)).toEqual(Array(limit).fill('not_found'));
    expect(answers.slice(limit)).toEqual(Array(8 - limit).fill('rate_limited'));

    const right = await find(booked.processNumber, EMAIL);
    expect(right.status).toBe('rate_limited');
    if (right.status === 'rate_limited') expect(right.retryAfterSeconds).toBeGreaterThan(60);
  });

  it("does not lock the customer out when a stranger missed on the customer's e-mail address", async () => {
    // address A misses five times on the customer's e-mail address …
    for (const guess of guesses(RULES['find-booking-pair'].points)) {
      expect((await find(guess, EMAIL)).status).toBe('not_found');
    }
    expect((await find(guesses(1)[0], EMAIL)).status).toBe('rate_limited');
    // … the customer, from address B, still finds the booking
    forwardedFor = '198.51.100.77';
    expect(await find(booked.processNumber, EMAIL)).toMatchObject({ status: 'redirect' });
  });

  it('counts a burst of parallel guesses too: no more misses get through than the limit', async () => {
    const limit = RULES['find-booking-pair'].points;
    const answers = await Promise.all(
      [...guesses(29), booked.processNumber].map((guess) => find(guess, EMAIL).then((a) => a.status)),
    );
    expect(answers.filter((a) => a === 'not_found').length).toBeLessThanOrEqual(limit);
    expect(answers.filter((a) => a === 'rate_limited').length).toBeGreaterThanOrEqual(30 - limit - 1);
  });

  it('does not count lookups that found the booking', async () => {
    for (let i = 0; i < RULES['find-booking-pair'].points + 3; i++)
      expect((await find(booked.processNumber, EMAIL)).status).toBe('redirect');
  });

  it('refuses a client address that misses with many e-mail addresses', async () => {
    const limit = RULES['find-booking'].points;
    const answers = [];
    for (let i = 0; i < limit + 3; i++) answers.push((await find(guesses(1)[0], `guess${i}@example.com`)).status);
    expect(answers.slice(0, limit)).toEqual(Array(limit).fill('not_found'));
    expect(answers.slice(limit)).toEqual(Array(3).fill('rate_limited'));
    expect((await find(booked.processNumber, EMAIL)).status).toBe('rate_limited');
    // another client is not affected
    forwardedFor = '198.51.100.78';
    expect((await find(booked.processNumber, EMAIL)).status).toBe('redirect');
  });

  it('answers 429 with Retry-After for the booking documents after a handful of wrong tokens', async () => {
    const get = (token: string) =>
      pdfRoute.GET(
        new Request(
          `http://localhost/api/v1/booking/bestaetigung/${booked.processNumber}?token=${encodeURIComponent(token)}`,
          { headers: edgeHeaders({ 'x-forwarded-for': forwardedFor }) },
        ),
        { params: Promise.resolve({ vorgang: booked.processNumber }) },
      );
    const limit = RULES['booking-token'].points;
    const statuses = [];
    for (let i = 0; i < limit; i++) statuses.push((await get(`wrong-token-${i}`)).status);
    expect(statuses).toEqual(Array(limit).fill(404));
    const refused = await get(booked.token);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60);
    expect(await refused.json()).toMatchObject({ error: 'rate_limited' });
    forwardedFor = '198.51.100.79';
    expect((await get(booked.token)).status).toBe(200);
  });

  /** A document of the booking (PDF or .ics) with this token, from the current client address. */
  const documentOf = (route: typeof pdfRoute, token: string, accept = '*/*') =>
    route.GET(
      new Request(
        `http://localhost/api/v1/booking/bestaetigung/${booked.processNumber}?token=${encodeURIComponent(token)}`,
        { headers: edgeHeaders({ 'x-forwarded-for': forwardedFor, accept }) },
      ),
      { params: Promise.resolve({ vorgang: booked.processNumber }) },
    );

  it('refuses the documents of one token past its hourly limit, also with the right token and from other clients', async () => {
    const limit = RULES['document-token'].points;
    const statuses = [];
    for (let i = 0; i < limit; i++) {
      // a few clients: the limit follows the token, not only the address
      forwardedFor = `198.51.100.${100 + (i % 4)}`;
      statuses.push((await documentOf(icsRoute, booked.token)).status);
    }
    expect(statuses).toEqual(Array(limit).fill(200));
    forwardedFor = '198.51.100.120';
    for (const route of [icsRoute, pdfRoute]) {
      const refused = await documentOf(route, booked.token);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60);
    }
  });

  it('refuses one client past its hourly limit of documents, right tokens included, and tells a browser in its language', async () => {
    setAppLimiter(createRateLimiter({ kind: 'memory' }, { ...RULES, document: { points: 3, durationSeconds: 3600 } }));
    for (let i = 0; i < 3; i++) expect((await documentOf(icsRoute, booked.token)).status).toBe(200);
    const refused = await documentOf(pdfRoute, booked.token, 'text/html,application/xhtml+xml');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toContain('text/html');
    expect(await refused.text()).toContain('Zu viele Abrufe');
    forwardedFor = '198.51.100.130';
    expect((await documentOf(pdfRoute, booked.token)).status).toBe(200);
  });
});
