/**
 * Without SITE_URL the links a booking hands out (the PDF link, the mails, the payment's return
 * URLs) go to the origin the visitor used, not to http://localhost:3000 (issue 12); behind a trusted
 * proxy the forwarded host and protocol, as the site's edge resolved them (issue 26): a forwarding
 * header the edge did not set counts for nothing. The payment push goes server to server, to this
 * server's own address, never to a host a request named. SITE_URL, when set, wins. Outside a request
 * the server's own address is the guess, and a production server without SITE_URL says so at start-up.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

const request = vi.hoisted(() => ({ headers: new Headers() as Headers | null }));
vi.mock('next/headers', () => ({
  // a new visitor; the cookie the check gives them is dropped
  cookies: async () => ({ get: () => undefined, set: () => undefined }),
  headers: async () => {
    if (!request.headers) throw new Error('`headers` was called outside a request scope.');
    return request.headers;
  },
}));
vi.mock('next/cache', async (original) => ({ ...(await original<object>()), revalidateTag: vi.fn() }));

import { and, desc, eq } from 'drizzle-orm';
import { expireUnpaidBookings } from '@/lib/engine/expiry';
import { saveBooking } from '@/components/booking/actions';
import { startPayment } from '@/components/payment/actions';
import { createEngine } from '@/lib/engine';
import { engineSiteUrl, setLocalEngine } from '@/lib/api/local';
import { fallbackSiteUrl, resetEnvCache, siteUrlWarning } from '@/lib/config/env';
import { siteOrigin } from '@/lib/http/origin';
import { bookings, outbox, sandboxPayments } from '@/lib/db/schema';
import type { SaveInput } from '@/lib/site/booking';
import { testDrivers } from '../helpers/db';
import { edgeHeaders } from '../helpers/edge';
import { openContractEnv, type ContractEnv } from '../contract/harness';
import { dayTripForm, findBookableDayTrip } from '../contract/forms';

/** A request as the edge passes it on: the host it allowed, the protocol it resolved. */
function fromEdge(host: string, forwarded: { host?: string; proto?: 'http' | 'https' } = {}): Headers {
  return new Headers(
    edgeHeaders({ host, 'x-forwarded-host': forwarded.host ?? host, 'x-forwarded-proto': forwarded.proto ?? 'http' }),
  );
}

/** What server.mjs publishes as its own address (SITE_INTERNAL_ORIGIN). */
const INTERNAL_ORIGIN = 'http://127.0.0.1:3299';

function setSiteUrl(value: string | undefined) {
  if (value === undefined) delete process.env.SITE_URL;
  else process.env.SITE_URL = value;
  resetEnvCache();
}

describe('the site origin', () => {
  const saved = { site: process.env.SITE_URL, port: process.env.PORT, nodeEnv: process.env.NODE_ENV };
  afterEach(() => {
    setSiteUrl(saved.site);
    if (saved.port === undefined) delete process.env.PORT;
    else process.env.PORT = saved.port;
    vi.unstubAllEnvs();
    request.headers = new Headers();
  });

  it("is the request's own origin without SITE_URL, the forwarded one behind a trusted proxy", async () => {
    setSiteUrl(undefined);
    request.headers = fromEdge('127.0.0.1:3210');
    expect(await siteOrigin()).toBe('http://127.0.0.1:3210');
    request.headers = fromEdge('app:3000', { host: 'reisen.example', proto: 'https' });
    expect(await siteOrigin()).toBe('https://reisen.example');
  });

  it('ignores forwarding headers the edge did not set (next dev): a loopback Host, else the server itself', async () => {
    setSiteUrl(undefined);
    process.env.PORT = '3210';
    request.headers = new Headers({ host: '127.0.0.1:3210', 'x-forwarded-host': 'evil.example' });
    expect(await siteOrigin()).toBe('http://127.0.0.1:3210');
    request.headers = new Headers({ host: 'evil.example', 'x-forwarded-proto': 'https' });
    expect(await siteOrigin()).toBe('http://localhost:3210');
  });

  it('is SITE_URL when it is set, whatever the request says', async () => {
    setSiteUrl('https://www.alpenexpress.example/');
    request.headers = fromEdge('127.0.0.1:3210');
    expect(await siteOrigin()).toBe('https://www.alpenexpress.example');
  });

  it("is this server's own port outside a request, and a production server without SITE_URL warns", async () => {
    setSiteUrl(undefined);
    process.env.PORT = '3210';
    request.headers = null;
    expect(await siteOrigin()).toBe('http://localhost:3210');
    expect(fallbackSiteUrl()).toBe('http://localhost:3210');
    vi.stubEnv('NODE_ENV', 'production');
    expect(siteUrlWarning()).toMatch(/SITE_URL is not set/);
    setSiteUrl('https://reisen.example');
    expect(siteUrlWarning()).toBeUndefined();
  });
});

describe.each(testDrivers)('links of a booking without SITE_URL on %s', (driver) => {
  let ctx: ContractEnv;
  let trip: { idreise: string; id: number; zustieg: number };
  const previous = process.env.SITE_URL;
  beforeAll(async () => {
    ctx = await openContractEnv(driver);
    trip = await findBookableDayTrip(ctx.api.local, ctx.today);
    // the app's own engine: its links follow the call's origin
    setLocalEngine(createEngine(ctx.db, { siteUrl: engineSiteUrl }));
    setSiteUrl(undefined);
    process.env.SITE_INTERNAL_ORIGIN = INTERNAL_ORIGIN;
  });
  afterAll(async () => {
    delete process.env.SITE_INTERNAL_ORIGIN;
    setSiteUrl(previous);
    request.headers = new Headers();
    await ctx?.close();
  });

  async function bookAndPay(key: string) {
    const form = dayTripForm(trip.zustieg, 1);
    form.payment = 'creditcard';
    const saved = await saveBooking({
      journeyId: trip.id,
      idreise: trip.idreise,
      form,
      consents: { agb: true, datenschutz: true },
      idempotencyKey: key,
    } as SaveInput);
    if (!saved.ok || saved.data.outcome !== 'booked') throw new Error(`not booked: ${JSON.stringify(saved)}`);
    const booking = saved.data.booking!;
    const started = await startPayment({
      processNumber: booking.processNumber,
      token: booking.token,
      paymentType: 'creditcard',
    });
    const [row] = await ctx.db.select().from(bookings).where(eq(bookings.processNumber, booking.processNumber));
    const mails = await ctx.db.select().from(outbox).where(eq(outbox.bookingId, row.id));
    const [checkout] = await ctx.db.select().from(sandboxPayments).orderBy(desc(sandboxPayments.createdAt)).limit(1);
    return { booking, started, mails, checkout };
  }

  it('go to the host and port the visitor used', async () => {
    request.headers = fromEdge('127.0.0.1:3210');
    const { booking, started, mails, checkout } = await bookAndPay(`origin-${driver}-direct`);

    expect(booking.pdfUrl).toMatch(/^http:\/\/127\.0\.0\.1:3210\/api\/v1\/booking\/bestaetigung\//);
    expect(started).toMatchObject({ ok: true });
    for (const url of [checkout.urlSuccess, checkout.urlFailure]) {
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:3210\/payment\/(success|failed)-/);
    }
    expect(checkout.urlPush.startsWith(`${INTERNAL_ORIGIN}/payment/push-`)).toBe(true);
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) {
      expect(mail.html).toContain('http://127.0.0.1:3210/');
      expect(mail.html).not.toContain('localhost:3000');
      expect(mail.attachments).toEqual(
        expect.arrayContaining([expect.objectContaining({ siteUrl: 'http://127.0.0.1:3210' })]),
      );
    }
  });

  it("the expiry sweep's mail, which no request made, links to the site the booking was made on", async () => {
    request.headers = fromEdge('127.0.0.1:3211');
    const { booking } = await bookAndPay(`origin-${driver}-expiry`);
    request.headers = null;
    const [row] = await ctx.db.select().from(bookings).where(eq(bookings.processNumber, booking.processNumber));
    // long after the payment window, and after the checkout's grace time
    const later = new Date(row.createdAt.getTime() + 10 * 24 * 3600_000);
    expect(await expireUnpaidBookings(ctx.db, { now: later, windowHours: 24 })).toContain(booking.processNumber);
    const [expired] = await ctx.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.bookingId, row.id), eq(outbox.kind, 'booking-expired')));
    expect(expired.html).toContain('http://127.0.0.1:3211/reise/');
  });

  it('go to the public host behind a trusted proxy; the push to this server itself', async () => {
    request.headers = fromEdge('10.0.0.5:3000', { host: 'reisen.example', proto: 'https' });
    const { booking, checkout } = await bookAndPay(`origin-${driver}-proxied`);
    expect(booking.pdfUrl).toMatch(/^https:\/\/reisen\.example\//);
    expect(checkout.urlSuccess).toMatch(/^https:\/\/reisen\.example\/payment\/success-/);
    expect(checkout.urlPush.startsWith(`${INTERNAL_ORIGIN}/payment/push-`)).toBe(true);
  });

  it('never go to a host named by a forwarding header the edge did not set', async () => {
    request.headers = new Headers({
      host: '127.0.0.1:3212',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    });
    const { booking, mails, checkout } = await bookAndPay(`origin-${driver}-forged`);
    expect(booking.pdfUrl).toMatch(/^http:\/\/127\.0\.0\.1:3212\//);
    for (const url of [checkout.urlSuccess, checkout.urlFailure, checkout.urlPush]) expect(url).not.toContain('evil');
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) expect(mail.html).not.toContain('evil.example');
  });
});
