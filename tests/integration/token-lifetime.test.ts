/**
 * Issue 26, point 12: a booking's token opens its links (PDF, calendar file, the booking's page, the
 * pay link) only until TOKEN_DAYS_AFTER_RETURN days after the trip's return, and a cancelled
 * booking's documents and pay link stop at once, answered with 410 and a page that says so.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edgeHeaders } from '../helpers/edge';
import { eq } from 'drizzle-orm';
import * as pdfRoute from '@/app/api/v1/booking/bestaetigung/[vorgang]/route';
import * as icsRoute from '@/app/api/v1/booking/bestaetigung/[vorgang]/ics/route';
import { createEngine } from '@/lib/engine';
import { localApi, setLocalEngine } from '@/lib/api/local';
import { bookings, journeys } from '@/lib/db/schema';
import { env } from '@/lib/config/env';
import { createRateLimiter, setAppLimiter } from '@/lib/site/rate-limit';
import { testDrivers } from '../helpers/db';
import { openContractEnv, SITE_URL, type ContractEnv } from '../contract/harness';
import { dayTripForm, findBookableDayTrip, saveRequestFor } from '../contract/forms';

const DAY = 24 * 60 * 60 * 1000;

describe.each(testDrivers)('booking links expire on %s', (driver) => {
  let ctx: ContractEnv;
  let key: { processNumber: string; token: string };
  let returnDay: string;
  let address = 0;

  beforeAll(async () => {
    ctx = await openContractEnv(driver);
    setAppLimiter(createRateLimiter({ kind: 'memory' }));
    const trip = await findBookableDayTrip(ctx.api.local, ctx.today);
    const form = { ...dayTripForm(trip.zustieg, 1), payment: 'creditcard' as const };
    const saved = await ctx.api.local.saveBooking(saveRequestFor(trip.idreise, form));
    key = { processNumber: saved.booking!.vorgang, token: saved.booking!.token };
    [{ returnDay }] = await ctx.db
      .select({ returnDay: journeys.dateTill })
      .from(journeys)
      .where(eq(journeys.id, trip.id));
  });
  afterAll(async () => {
    setAppLimiter(undefined);
    await ctx?.close();
  });

  /** The engine behind the routes and `localApi`, its clock at `now`. */
  const at = (now: Date) => setLocalEngine(createEngine(ctx.db, { now: () => now, siteUrl: SITE_URL }));
  const afterReturn = (days: number) => new Date(Date.parse(`${returnDay}T12:00:00Z`) + days * DAY);

  const documentOf = (route: typeof pdfRoute, accept = '*/*') =>
    route.GET(
      new Request(`http://localhost/api/v1/booking/bestaetigung/${key.processNumber}?token=${key.token}`, {
        headers: edgeHeaders({ 'x-forwarded-for': `203.0.113.${++address}`, accept, cookie: 'NEXT_LOCALE=en' }),
      }),
      { params: Promise.resolve({ vorgang: key.processNumber }) },
    );

  it('serves the documents and the page until the configured days after the return', async () => {
    at(afterReturn(env().TOKEN_DAYS_AFTER_RETURN - 1));
    expect((await documentOf(pdfRoute)).status).toBe(200);
    expect((await documentOf(icsRoute)).status).toBe(200);
    expect(await localApi.bookings.get(key)).toMatchObject({ processNumber: key.processNumber });
  });

  it('refuses them past the return plus the configured days, with 410 and a page that says why', async () => {
    at(afterReturn(env().TOKEN_DAYS_AFTER_RETURN + 1));
    expect((await documentOf(icsRoute)).status).toBe(410);
    const pdf = await documentOf(pdfRoute, 'text/html');
    expect(pdf.status).toBe(410);
    expect(await pdf.text()).toContain('Link no longer valid');
    expect(await localApi.bookings.get(key)).toBe('expired');
    expect(await localApi.payments.prepare(key, 'creditcard')).toEqual({ ok: false, reason: 'closed' });
  });

  it("refuses a cancelled booking's documents and pay link at once", async () => {
    at(new Date());
    expect((await documentOf(pdfRoute)).status).toBe(200);
    await ctx.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.processNumber, key.processNumber));
    expect((await documentOf(pdfRoute)).status).toBe(410);
    expect(await (await documentOf(icsRoute)).json()).toMatchObject({ error: 'gone' });
    expect(await localApi.payments.prepare(key, 'creditcard')).toEqual({ ok: false, reason: 'cancelled' });
    // the page still tells the customer the booking was cancelled, without the documents
    expect(await localApi.bookings.get(key)).toMatchObject({ status: 'cancelled', documents: null });
  });
});
