import http from 'node:http';
import net from 'node:net';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { withContractAccess } from './contract-access';
import { completeForm, dayTrips, next, openBooking, pick, toSeats, type BookableTrip } from './booking-flow';

/**
 * Hardening against the built app (issue 12): hostile URLs over every page and route with parameters
 * get a 4xx, never a 500, and store nothing; the booking form's server actions refuse hostile fields,
 * oversized bodies and cross-site posts; every page and API response carries the security headers,
 * pages run under their CSP without a violation, and only the frames meant for it can be
 * framed by another site. Desktop only: nothing here depends on the screen.
 */

/** Path segments that are no UTF-8 text (cut short, an encoded surrogate, overlong, a lone byte) or hold a NUL. */
const BROKEN = ['%E0%A4%A', '%ED%A0%80', '%C0%AF', '%FF', 'x%00y'];
/** A NUL in a query value. (Broken encoding there is no hazard: Next.js reads it as U+FFFD.) */
const NUL = ['x%00y', '%00'];
const SEGMENT_ROUTES = [
  '/reise/{}',
  '/reise/{}/buchung',
  '/buchung/{}',
  '/payment/{}',
  '/reiseuebersicht/{}',
  '/reiseuebersicht/search/{}',
  '/reisekalender/{}',
  '/reiseland/{}',
  '/article/{}',
  '/fahrer/{}',
  '/journeyframe/{}',
  '/Journeyverify/{}',
  '/sandbox/checkout/{}',
  '/api/v1/journey-web-legacy/{}',
  '/api/v1/web/article/{}',
  '/api/v1/booking/buchung/{}',
  '/api/v1/booking/bestaetigung/{}?token=x',
  '/api/v1/booking/bestaetigung/{}/ics?token=x',
];
const QUERY_ROUTES = [
  '/reiseuebersicht/search?q={}',
  '/reiseuebersicht/search?land={}',
  '/reiseuebersicht/search?kategorie={}',
  '/reisekalender?monat={}',
  '/reiseland?seite={}',
  '/buchung/AX-2026-000001?token={}',
  '/auth?next={}',
  '/plain?next={}',
  '/api/v1/journey-web-legacy?search={}',
  '/api/v1/booking/zustieg?idreise={}',
];

/** Each with the status it must get. */
function hostileUrls(trip: BookableTrip): [string, number][] {
  const list: [string, number][] = [];
  for (const value of BROKEN) {
    for (const route of SEGMENT_ROUTES) list.push([route.replace('{}', value), 400]);
  }
  for (const value of NUL) {
    for (const route of QUERY_ROUTES) list.push([route.replace('{}', value), 400]);
  }
  // ids beyond the database: not found (pages) or refused (the API)
  for (const id of ['99999999999', '2147483648']) {
    list.push([`/reise/${id}-skitag`, 404], [`/reise/${id}-skitag/buchung`, 404], [`/journeyframe/${id}`, 404]);
    list.push([`/reiseuebersicht/${id}-x`, 404], [`/reisekalender/${id}-x`, 404]);
    list.push([`/api/v1/journey-web-legacy/${id}`, 400], [`/api/v1/journey-web-legacy?category=${id}`, 400]);
    list.push([`/api/v1/booking/sitzplatz?idreise=${trip.code}&idleistung_hin=${id}`, 400]);
  }
  for (const day of ['2026-13-45', '2026-02-30', '9999-99-99xyz']) {
    list.push(
      [`/api/v1/journey-web-legacy?date_from=${day}`, 400],
      [`/api/v1/journey-web-legacy?date_till=${day}`, 400],
    );
  }
  return list;
}

async function freePlaces(request: APIRequestContext, trip: BookableTrip): Promise<number> {
  const response = await request.get(`/api/v1/journey-web-legacy/${trip.id}`);
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { data: { number: number } }).data.number;
}

test.describe('hostile input', () => {
  test.setTimeout(180_000);

  test('more than a hundred hostile URLs over pages and routes get their 4xx and store nothing', async ({
    request,
  }, testInfo) => {
    const trip = pick(await dayTrips(request), 5, testInfo.project.name);
    const before = await freePlaces(request, trip);
    const table = hostileUrls(trip);
    expect(table.length).toBeGreaterThan(100);
    const answers: string[] = [];
    for (const [url, status] of table) {
      const response = await request.get(url, { maxRedirects: 0 });
      answers.push(`${response.status()} ${url}`);
      expect.soft(response.status(), url).toBe(status);
    }
    expect(answers).toEqual(table.map(([url, status]) => `${status} ${url}`));
    // Impossible filters on pages and broken encoding in a query are dropped or read as U+FFFD: never a 500.
    const tolerated = [
      '/reiseuebersicht/search?von=2026-13-45',
      '/reiseuebersicht/search/ski?bis=2026-02-30',
      ...QUERY_ROUTES.map((route) => route.replace('{}', '%E0%A4%A')),
    ];
    for (const url of tolerated) expect((await request.get(url)).status(), url).toBeLessThan(500);
    expect(await freePlaces(request, trip)).toBe(before);
  });

  test('a 2 MB body is 413 and a 10 MB price check places no hold', async ({ request }, testInfo) => {
    const trip = pick(await dayTrips(request), 6, testInfo.project.name);
    const before = await freePlaces(request, trip);
    const points = await (await request.get(`/api/v1/booking/zustieg?idreise=${encodeURIComponent(trip.code)}`)).json();
    const zustieg = (points.ergebnis.zustiege.zustieg as { IDZustieg: number }[])[0].IDZustieg;
    const person = { salutation: 'Frau', title: '', firstname: 'Erika', lastname: 'Probe', birthday: '14.03.1985' };
    const check = (comment: string) => ({
      idreise: trip.code,
      form: {
        variant: 'trip',
        teilnehmer_count: 1,
        payment: 'bill',
        names_confirmed: true,
        comment,
        main: {
          ...person,
          street: 'Hauptstraße',
          street_nr: '1',
          zip: '80331',
          city: 'München',
          phone: '089 123456',
          email: 'erika@example.org',
        },
        teilnehmer: [{ ...person, zustieg, address: true, booking_person: true }],
      },
    });
    const url = withContractAccess('/api/v1/booking/buchung');
    for (const [method, size] of [
      ['post', 2 * 1024 * 1024],
      ['put', 2 * 1024 * 1024],
      ['post', 10 * 1024 * 1024],
    ] as const) {
      const response = await request[method](url, { data: check('x'.repeat(size)) });
      expect(response.status(), `${method} ${size}`).toBe(413);
      expect(await response.json()).toMatchObject({ error: 'payload_too_large' });
    }
    expect(await freePlaces(request, trip)).toBe(before);
  });

  test("the booking form's server actions refuse hostile fields, big bodies and other sites, and hold nothing", async ({
    page,
  }, testInfo) => {
    const trip = pick(await dayTrips(page.request), 7, testInfo.project.name);
    const sent: { action: string; body: string }[] = [];
    page.on('request', (req) => {
      const action = req.headers()['next-action'];
      if (req.method() === 'POST' && action && (req.postData() ?? '').includes('"form"')) {
        sent.push({ action, body: req.postData()! });
      }
    });
    await openBooking(page, trip);
    await toSeats(page, 1);
    await next(page);
    await completeForm(page, { travellers: 1, payment: /^Rechnung/ });
    await page.getByRole('button', { name: 'Weiter und Daten prüfen' }).click();
    await expect(page.getByRole('heading', { name: 'Preisübersicht' })).toBeVisible({ timeout: 60_000 });
    const [check] = sent;
    expect(check, 'the check sent by the form').toBeDefined();
    const held = await freePlaces(page.request, trip);

    const post = (body: string, headers: Record<string, string> = {}) =>
      page.request.post(page.url(), {
        headers: {
          'next-action': check.action,
          'content-type': 'text/plain;charset=UTF-8',
          accept: 'text/x-component',
          ...headers,
        },
        data: body,
      });
    // The form's own check with hostile text in one field (JSON escapes, as a browser would send them).
    const hostile: [string, string][] = [
      ['"Anna"', '"An\\u0000na"'],
      ['"Testerin"', '"\\ud800"'],
      ['"Leopoldstraße"', '"x\\udfffy"'],
      ['"München"', '"\\u0000"'],
    ];
    for (const [field, value] of hostile) {
      expect(check.body).toContain(field);
      const response = await post(check.body.replace(field, value));
      expect(response.status(), value).toBe(200);
      const answer = await response.text();
      expect(answer, value).toContain('"error":"invalid"');
      expect(answer, value).toContain('notice.invalidCharacters');
    }
    expect((await post(check.body.replace('"Anna"', `"${'a'.repeat(2 * 1024 * 1024)}"`))).status()).toBe(413);
    expect((await post(check.body, { origin: 'https://evil.example' })).status()).toBe(403);
    expect(await freePlaces(page.request, trip)).toBe(held);
  });
});

/** Every page type and API route, some answering 404 or a refusal: each must carry the headers. */
async function headerUrls(request: APIRequestContext): Promise<string[]> {
  const trip = (await dayTrips(request))[0];
  const home = await (await request.get('/')).text();
  const asset = /\/_next\/static\/[^"']+\.(?:js|css)/.exec(home)?.[0];
  expect(asset, 'a build asset linked from the home page').toBeTruthy();
  return [
    '/',
    '/reiseuebersicht',
    '/reiseuebersicht/3-skitagesfahrten',
    '/reiseuebersicht/search/ski',
    '/reisekalender',
    '/reiseland',
    `/reise/${trip.id}-reise`,
    `/reise/${trip.id}-reise/buchung`,
    '/article/4-agbs',
    '/faq',
    '/ticketpage',
    '/buchung',
    '/buchung/AX-2026-000001?token=falsch',
    '/payment/success-AX-2026-000001-falsch-creditcard',
    '/journeyframe',
    `/journeyframe/${trip.id}`,
    `/Journeyverify/${trip.id}`,
    '/sandbox/checkout/unbekannt',
    '/webcam_app',
    '/sitemap',
    '/vergleich',
    '/auth',
    '/gibt-es-nicht',
    '/robots.txt',
    '/sitemap.xml',
    '/icon.svg',
    asset!,
    '/api/health',
    '/api/v1/journey-web-legacy?category=3',
    `/api/v1/journey-web-legacy/${trip.id}`,
    '/api/v1/web/menu',
    '/api/v1/country-web',
    `/api/v1/booking/buchung/${encodeURIComponent(trip.code)}`,
    '/api/v1/booking/bestaetigung/AX-2026-000001?token=falsch',
    '/api/v1/journey-web-legacy?date_from=2026-13-45',
    '/reise/%E0%A4%A',
  ];
}

test.describe('security headers', () => {
  test('every page and API response carries them; who may frame it depends on the route', async ({ request }) => {
    for (const url of await headerUrls(request)) {
      const response = await request.get(url, { maxRedirects: 0 });
      const headers = response.headers();
      expect(headers['strict-transport-security'], url).toMatch(/max-age=\d+/);
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['referrer-policy'], url).toBeTruthy();
      // The staff area may use the camera (the driver's check-in scans tickets), the public site not.
      expect(headers['permissions-policy'], url).toContain(url === '/auth' ? 'camera=(self)' : 'camera=()');
      if (url.startsWith('/_next/static/')) continue;
      const policy = headers['content-security-policy'];
      expect(policy, url).toMatch(/frame-ancestors /);
      if (!url.startsWith('/api/')) {
        expect(policy, url).toMatch(/script-src 'self'/);
        // An HTML page's inline scripts are allowed by their hashes, never by 'unsafe-inline' (issue 26).
        if ((headers['content-type'] ?? '').startsWith('text/html'))
          expect(policy, url).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      }
    }
    const frame = async (url: string) => {
      const headers = (await request.get(url)).headers();
      return [/frame-ancestors ([^;]+)/.exec(headers['content-security-policy'])?.[1], headers['x-frame-options']];
    };
    expect(await frame('/journeyframe')).toEqual(['*', undefined]);
    expect(await frame('/sandbox/checkout/unbekannt')).toEqual(["'self'", 'SAMEORIGIN']);
    expect(await frame('/buchung')).toEqual(["'none'", 'DENY']);
    expect(await frame('/')).toEqual(["'none'", 'DENY']);
  });

  test('pages run under their CSP without a violation', async ({ page, request }) => {
    const violations = await watchCsp(page);
    const trip = (await dayTrips(request))[0];
    for (const url of [
      '/',
      '/reiseuebersicht/3-skitagesfahrten',
      '/reisekalender',
      `/reise/${trip.id}-reise`,
      '/buchung',
      '/journeyframe',
      '/ticketpage',
      '/article/4-agbs',
    ]) {
      await page.goto(url);
      await page.waitForLoadState('networkidle');
    }
    await openBooking(page, trip);
    expect(violations).toEqual([]);
  });

  test('another site may frame the trip frame, but neither find my booking nor the checkout', async ({
    page,
    baseURL,
  }) => {
    // The other site: a page of its own on another port (another origin), without a policy.
    const framed = ['/journeyframe', '/buchung', '/sandbox/checkout/unbekannt'];
    const partner = http.createServer((_request, response) => {
      response.setHeader('content-type', 'text/html');
      response.end(framed.map((path) => `<iframe src="${baseURL}${path}" width="600" height="300"></iframe>`).join(''));
    });
    await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
    const blocked: string[] = [];
    page.on('console', (message) => {
      const directive = /frame-ancestors '(none|self)'/.exec(message.text());
      if (directive) blocked.push(directive[1]);
    });
    try {
      await page.goto(`http://127.0.0.1:${(partner.address() as AddressInfo).port}/`);
      const trips = page.frames().find((frame) => frame.url() === `${baseURL}/journeyframe`);
      await expect(page.frameLocator(`iframe[src="${baseURL}/journeyframe"]`).getByRole('heading').first()).toBeVisible(
        {
          timeout: 30_000,
        },
      );
      expect(trips, 'the trip frame loaded inside the other site').toBeDefined();
      await expect.poll(() => [...blocked].sort(), { timeout: 30_000 }).toEqual(['none', 'self']);
      // the refused frames show the browser's error page, not the site
      expect(page.frames().filter((frame) => frame.url().startsWith('chrome-error:'))).toHaveLength(2);
    } finally {
      partner.close();
    }
  });
});

/** Records every CSP violation the page reports (console and securitypolicyviolation events). */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}

/** One request over a socket of its own, as a client that need not be a browser sends it. */
interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  ms: number;
}

function raw(
  baseURL: string,
  method: string,
  path: string,
  options: { headers?: Record<string, string | number>; body?: Buffer | string; stall?: boolean } = {},
): Promise<Raw> {
  const url = new URL(path, baseURL);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: url.hostname,
      port: url.port,
      method,
      path: url.pathname + url.search,
      headers: options.headers,
      agent: false,
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, ms: Date.now() - started }));
    });
    // the server may close the connection after its answer, before the rest of a body is out
    req.on('error', (error) => (req.writableEnded ? undefined : reject(error)));
    if (options.body !== undefined) req.write(options.body);
    if (options.stall) req.flushHeaders();
    else req.end();
  });
}

/** A server reference of the build: its id, its export and the page routes that hold it. */
interface ServerReference {
  id: string;
  name: string;
  file: string;
  pages: string[];
}

/** The build's server references (server actions, and the `'use cache'` functions Next.js registers too). */
function serverReferences(): ServerReference[] {
  const manifest = JSON.parse(readFileSync('.next/server/server-reference-manifest.json', 'utf8')) as {
    node: Record<string, { exportedName: string; filename: string; workers: Record<string, unknown> }>;
  };
  return Object.entries(manifest.node).map(([id, entry]) => ({
    id,
    name: entry.exportedName,
    file: entry.filename,
    pages: Object.keys(entry.workers),
  }));
}

/** A URL of a page that holds the reference (its route with sample parameters). */
function pageOf(reference: ServerReference, tripId: number): string {
  for (const route of reference.pages) {
    const url = route
      .replace(/^app\/\[locale\]/, '')
      .replace(/\/page$/, '')
      .replace(/\/\[\[\.\.\.[^\]]+\]\]/g, '')
      .replace('[id]', `${tripId}-reise`)
      .replace('[vorgang]', 'AX-2026-000001');
    if (!url.includes('[')) return url || '/';
  }
  return '/';
}

test.describe('the server refuses what no route reads (issue 26)', () => {
  test.setTimeout(180_000);

  test('methods the site does not serve, bodies over the limit and stalled bodies get their 4xx at once', async ({
    baseURL,
  }) => {
    for (const path of ['/', '/api/v1/journey-web-legacy', '/reiseuebersicht']) {
      for (const method of ['TRACE', 'PROPFIND', 'SEARCH', 'MKCOL']) {
        const answer = await raw(baseURL!, method, path);
        expect(answer.status, `${method} ${path}`).toBe(405);
        expect(answer.headers.allow, `${method} ${path}`).toContain('GET');
      }
      // a method Node's parser does not know at all: its own 400
      for (const method of ['TRACK', 'JUNK']) expect((await raw(baseURL!, method, path)).status).toBe(400);
    }
    // a PUT declaring 10 GB that sends nothing: 413 at once, not after the request timeout
    const huge = await raw(baseURL!, 'PUT', withContractAccess('/api/v1/booking/buchung'), {
      headers: { 'content-type': 'application/json', 'content-length': 10 * 1024 ** 3 },
      stall: true,
    });
    expect(huge.status).toBe(413);
    expect(huge.ms).toBeLessThan(3_000);
    // 2 MB without a declared length, to a page (a server action) and to the API: 413, not cut at 1 MB
    for (const path of ['/', withContractAccess('/api/v1/booking/buchung')]) {
      const chunked = await raw(baseURL!, 'POST', path, {
        headers: { 'content-type': 'text/plain;charset=UTF-8', 'transfer-encoding': 'chunked' },
        body: '['.padEnd(2 * 1024 * 1024, ' '),
      });
      expect(chunked.status, path).toBe(413);
    }
    // a body that stops arriving: 408 after the edge's pause, well before Node's 30 s request timeout
    const stalled = await raw(baseURL!, 'POST', withContractAccess('/api/v1/booking/buchung'), {
      headers: { 'content-type': 'application/json', 'content-length': 1000 },
      body: '{"idreise":',
      stall: true,
    });
    expect(stalled.status).toBe(408);
    expect(stalled.ms).toBeLessThan(15_000);
  });

  test('400 stalled uploads are each given up with 408, and the site answers on', async ({ baseURL, request }) => {
    const url = new URL(baseURL!);
    const answers = await Promise.all(
      Array.from(
        { length: 400 },
        (_, i) =>
          new Promise<string>((resolve) => {
            const socket = net.connect(Number(url.port), url.hostname);
            let text = '';
            socket.on('data', (chunk) => (text += chunk.toString()));
            socket.on('close', () => resolve(text.slice(0, 12)));
            socket.on('error', () => undefined);
            socket.write(
              `POST /?upload=${i} HTTP/1.1\r\nhost: ${url.host}\r\ncontent-type: text/plain\r\ncontent-length: ${1024 * 1024}\r\n\r\n`,
            );
            socket.write('x'.repeat(64 * 1024));
          }),
      ),
    );
    expect(answers.filter((answer) => answer === 'HTTP/1.1 408')).toHaveLength(400);
    expect((await request.get('/api/health')).status()).toBe(200);
  });

  test("server actions with malformed bodies get a 4xx; 'use cache' functions cannot be called", async ({
    request,
    baseURL,
  }) => {
    const trip = (await dayTrips(request))[0];
    const references = serverReferences();
    const cached = references.filter((reference) => reference.name.startsWith('$$RSC_SERVER_CACHE'));
    const actions = references.filter((reference) => !reference.name.startsWith('$$RSC_SERVER_CACHE'));
    expect(cached.length, 'the catalogue cache functions').toBeGreaterThanOrEqual(14);
    expect(actions.length, 'the server actions').toBeGreaterThanOrEqual(20);
    const post = (reference: ServerReference, type: string, body: string) =>
      raw(baseURL!, 'POST', pageOf(reference, trip.id), {
        headers: { 'next-action': reference.id, 'content-type': type, accept: 'text/x-component' },
        body,
      });
    const answers: string[] = [];
    const expected: string[] = [];
    // `status` where the edge decides; else never a 5xx (a back-office page without a session
    // redirects the post to the sign-in, before any action runs)
    const answered = async (what: string, answer: Promise<Raw>, status?: number) => {
      const got = (await answer).status;
      answers.push(`${what}: ${(status === undefined ? got < 500 : got === status) ? 'ok' : got}`);
      expected.push(`${what}: ok`);
    };
    for (const reference of cached) {
      for (const args of ['[{"page_size":100000}]', '[]', '[null,"x",-1]']) {
        await answered(`${reference.name} ${args}`, post(reference, 'text/plain;charset=UTF-8', args), 404);
      }
    }
    const plain = 'text/plain;charset=UTF-8';
    for (const reference of actions) {
      const name = `${reference.name} (${reference.file})`;
      await answered(`${name} bad JSON`, post(reference, plain, '[{"idreise":'), 400);
      await answered(`${name} empty`, post(reference, plain, ''), 400);
      await answered(`${name} 10,000 deep`, post(reference, plain, '['.repeat(10_000) + ']'.repeat(10_000)), 400);
      await answered(`${name} as JSON`, post(reference, 'application/json', '[]'), 415);
      await answered(`${name} as a form`, post(reference, 'application/x-www-form-urlencoded', 'a=1'), 415);
      await answered(`${name} 2 MB`, post(reference, plain, `["${'x'.repeat(2 * 1024 * 1024)}"]`), 413);
      // arguments of another type, where the action takes any (the id's info byte names the used ones)
      if (parseInt(reference.id.slice(0, 2), 16) & 0x7f) {
        for (const args of ['[-1.5,-1.5]', '[null,null]', '[[],[]]', '["$D2020-01-01","$n1"]']) {
          await answered(`${name} ${args}`, post(reference, plain, args));
        }
      }
      await answered(
        `${name} multipart garbage`,
        post(
          reference,
          'multipart/form-data; boundary=b',
          '--b\r\ncontent-disposition: form-data; name="0"\r\n\r\n[{]\r\n--b--\r\n',
        ),
      );
    }
    expect(answers.length).toBeGreaterThan(250);
    expect(answers).toEqual(expected);
  });
});
