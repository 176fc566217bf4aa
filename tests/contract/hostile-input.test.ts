/**
 * Hostile input over every route handler that takes parameters (issue 12): NUL bytes and lone
 * surrogates in names, the comment, a trip code or a search; impossible calendar days; ids beyond the
 * database's integer column; bodies over the size limit or not UTF-8. Each is answered with a 4xx
 * JSON error (never a 500, never a stack trace), and nothing is stored: no booking, no hold, no mail,
 * no payment. The same table runs on PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { bookings, holds, outbox, payments, sandboxPayments } from '@/lib/db/schema';
import { MAX_BODY_BYTES } from '@/lib/http/boundary';
import type { BookingFormInput } from '@/lib/booking/schema';
import * as confirmationPdf from '@/app/api/v1/booking/bestaetigung/[vorgang]/route';
import * as calendarFile from '@/app/api/v1/booking/bestaetigung/[vorgang]/ics/route';
import * as push from '@/app/api/v1/payments/push/[data]/route';
import { testDrivers } from '../helpers/db';
import { createRateLimiter, setAppLimiter } from '@/lib/site/rate-limit';
import { API_BASE, dispatch, openContractEnv, request, withAccess, type ContractEnv } from './harness';
import { dayTripForm, findBookableDayTrip, saveRequestFor } from './forms';

type Method = 'GET' | 'POST' | 'PUT';

interface Case {
  name: string;
  method: Method;
  /** Below /api/v1, with its query; already percent-encoded. */
  path: string;
  body?: unknown;
  /** The status this input must get; every one is a 4xx. */
  status: 400 | 404 | 413;
}

/** Text the database must never see. */
const HOSTILE_TEXT: [string, string][] = [
  ['a NUL byte', '\u0000'],
  ['a NUL inside a name', 'An\u0000na'],
  ['a lone high surrogate', '\ud800'],
  ['a lone low surrogate', 'x\udc00y'],
  ['surrogates in the wrong order', '\udc00\ud800'],
];

const IMPOSSIBLE_DAYS = [
  '2026-13-45',
  '2026-02-30',
  '9999-99-99xyz',
  '2025-02-29',
  '2026-04-31',
  '2026-00-10',
  '2026-1-01',
  '26-01-01',
  '2026-01-01T00:00:00',
  'morgen',
];

const BAD_IDS = ['99999999999', '2147483648', '0', '-1', '1.5', 'abc', '1e400'];

/** The form with `value` at the dotted `path` ('main.firstname', 'teilnehmer.0.zustieg'). */
function formWith(form: BookingFormInput, path: string, value: unknown): BookingFormInput {
  const copy = structuredClone(form) as unknown as Record<string, unknown>;
  const keys = path.split('.');
  let target = copy as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[keys[keys.length - 1]] = value;
  return copy as unknown as BookingFormInput;
}

const TEXT_FIELDS = [
  'main.firstname',
  'main.lastname',
  'main.street',
  'main.street_nr',
  'main.city',
  'main.zip',
  'main.email',
  'main.phone',
  'comment',
  'teilnehmer.0.firstname',
  'teilnehmer.0.lastname',
  'teilnehmer.0.birthday',
];

const ID_FIELDS: [string, unknown][] = [
  ['teilnehmer.0.zustieg', 99_999_999_999],
  ['teilnehmer.0.leistungen', [2_147_483_648]],
  ['teilnehmer.0.insurance', 99_999_999_999],
  ['insurance', 99_999_999_999],
  ['teilnehmer_rooms', [{ room: 99_999_999_999, teilnehmer: [0] }]],
  ['busses', { hin: { idleistung: 99_999_999_999, sitze: [1] } }],
  ['busses', { hin: { idleistung: 1, sitze: [99_999_999_999] } }],
];

function cases(trip: { idreise: string; zustieg: number }): Case[] {
  const form = dayTripForm(trip.zustieg, 1);
  const code = encodeURIComponent(trip.idreise);
  const check = (f: BookingFormInput, extra: object = {}) => ({ idreise: trip.idreise, form: f, ...extra });
  const save = (f: BookingFormInput, extra: object = {}) => ({ ...saveRequestFor(trip.idreise, f), ...extra });
  const list: Case[] = [];

  // catalogue: dates, ids, pages and search text in the query
  for (const day of IMPOSSIBLE_DAYS) {
    for (const param of ['date_from', 'date_till']) {
      list.push({
        name: `journey list ${param}=${day}`,
        method: 'GET',
        path: `journey-web-legacy?${param}=${encodeURIComponent(day)}`,
        status: 400,
      });
    }
  }
  for (const id of BAD_IDS) {
    list.push({
      name: `journey list category=${id}`,
      method: 'GET',
      path: `journey-web-legacy?category=${id}`,
      status: 400,
    });
    list.push({ name: `journey id ${id}`, method: 'GET', path: `journey-web-legacy/${id}`, status: 400 });
    list.push({
      name: `seat plan idleistung_hin=${id}`,
      method: 'GET',
      path: `booking/sitzplatz?idreise=${code}&idleistung_hin=${id}`,
      status: 400,
    });
  }
  for (const page of ['99999999999', '0', '-3']) {
    list.push({
      name: `journey list page=${page}`,
      method: 'GET',
      path: `journey-web-legacy?page=${page}`,
      status: 400,
    });
  }
  for (const param of ['search', 'country']) {
    for (const value of ['%00', 'Kitz%00b%C3%BChel']) {
      list.push({
        name: `journey list ${param}=${value}`,
        method: 'GET',
        path: `journey-web-legacy?${param}=${value}`,
        status: 400,
      });
    }
  }
  list.push({ name: 'journey id with a NUL', method: 'GET', path: 'journey-web-legacy/12%00', status: 400 });
  list.push({
    name: 'blog type beyond the ids',
    method: 'GET',
    path: 'web/blog-web?id_web_blog_type=99999999999',
    status: 400,
  });

  // booking system reads: trip codes and holds with NUL
  for (const value of ['%00', 'T-2026%00', `${code}%00`]) {
    list.push({ name: `trip services of ${value}`, method: 'GET', path: `booking/buchung/${value}`, status: 400 });
    list.push({
      name: `boarding points of ${value}`,
      method: 'GET',
      path: `booking/zustieg?idreise=${value}`,
      status: 400,
    });
    list.push({
      name: `seat plan of ${value}`,
      method: 'GET',
      path: `booking/sitzplatz?idreise=${value}&idleistung_hin=1`,
      status: 400,
    });
  }
  list.push({
    name: 'seat plan for a hold with a NUL',
    method: 'GET',
    path: `booking/sitzplatz?idreise=${code}&idleistung_hin=1&reservierung=%00`,
    status: 400,
  });
  list.push({ name: 'article slug with a NUL', method: 'GET', path: 'web/article/4-agbs%00', status: 400 });
  for (const day of ['31.02.2026', '45.13.2026', '01.01.2026x', '%00']) {
    list.push({
      name: `import from ${day}`,
      method: 'GET',
      path: `booking/import/vorgang?art=HIN&buchungvon=${day}&buchungbis=01.01.2026`,
      status: 400,
    });
  }
  list.push({
    name: 'boarding point list of account 99999999999',
    method: 'POST',
    path: 'zus.listZustiegeWeb',
    body: { id_acc_account: 99_999_999_999 },
    status: 400,
  });
  list.push({
    name: 'boarding point list of account NUL',
    method: 'POST',
    path: 'zus.listZustiegeWeb',
    body: { id_acc_account: '\u0000' },
    status: 400,
  });
  list.push({
    name: 'boarding point list with a NUL key',
    method: 'POST',
    path: 'zus.listZustiegeWeb',
    body: { 'id_acc_account\u0000': 1000 },
    status: 400,
  });

  // check (POST) and save (PUT): every text field of the form, the trip code, the hold, the key, the mail texts
  for (const [label, text] of HOSTILE_TEXT) {
    for (const field of TEXT_FIELDS) {
      list.push({
        name: `check with ${label} in ${field}`,
        method: 'POST',
        path: 'booking/buchung',
        body: check(formWith(form, field, text)),
        status: 400,
      });
      list.push({
        name: `save with ${label} in ${field}`,
        method: 'PUT',
        path: 'booking/buchung',
        body: save(formWith(form, field, text)),
        status: 400,
      });
    }
    list.push({
      name: `check with ${label} in the trip code`,
      method: 'POST',
      path: 'booking/buchung',
      body: { ...check(form), idreise: `${trip.idreise}${text}` },
      status: 400,
    });
    list.push({
      name: `save with ${label} in the trip code`,
      method: 'PUT',
      path: 'booking/buchung',
      body: { ...save(form), idreise: text },
      status: 400,
    });
    list.push({
      name: `check renewing a hold named ${label}`,
      method: 'POST',
      path: 'booking/buchung',
      body: check(form, { reservierung: text }),
      status: 400,
    });
    list.push({
      name: `save with ${label} in the idempotency key`,
      method: 'PUT',
      path: 'booking/buchung',
      body: save(form, { idempotency_key: `key-12345${text}` }),
      status: 400,
    });
    list.push({
      name: `save with ${label} in the mail text`,
      method: 'PUT',
      path: 'booking/buchung',
      body: save(form, { args: { subject: 'Neue Buchung', message: `Hallo ${text}`, attachments: [] } }),
      status: 400,
    });
  }
  for (const [field, value] of ID_FIELDS) {
    list.push({
      name: `check with ${field}=${JSON.stringify(value)}`,
      method: 'POST',
      path: 'booking/buchung',
      body: check(formWith(form, field, value)),
      status: 400,
    });
    list.push({
      name: `save with ${field}=${JSON.stringify(value)}`,
      method: 'PUT',
      path: 'booking/buchung',
      body: save(formWith(form, field, value)),
      status: 400,
    });
  }
  const ticket = { ...form, variant: 'ticket', termin: 99_999_999_999 } as unknown as BookingFormInput;
  list.push({
    name: 'ticket check for match date 99999999999',
    method: 'POST',
    path: 'booking/buchung',
    body: check(ticket),
    status: 400,
  });

  // payments: the payer and the purpose
  const payment = {
    payment_type: 'creditcard',
    amount: 1000,
    currency: 'EUR',
    url_success: 'http://localhost:3000/payment/success-x',
    url_failure: 'http://localhost:3000/payment/failed-x',
    url_push: 'http://localhost:3000/payment/push-x',
    firstname: 'Anna',
    lastname: 'Huber',
    email: 'anna@example.com',
    street: 'Leopoldstraße',
    housenumber: '1',
    zip: '80802',
    city: 'München',
    country: 'DE',
    purpose: 'AX-2026-000001',
  };
  list.push({
    name: 'payment for a purpose with a NUL',
    method: 'POST',
    path: 'payments',
    body: { data: { ...payment, purpose: 'AX\u0000' } },
    status: 400,
  });
  list.push({
    name: 'payment for a payer with a lone surrogate',
    method: 'POST',
    path: 'payments',
    body: { data: { ...payment, firstname: '\ud83d' } },
    status: 400,
  });

  // bodies too large for any request of the site (a 2 MB save, a 10 MB price check)
  const padded = (bytes: number) => formWith(form, 'comment', 'x'.repeat(bytes));
  list.push({
    name: 'a 2 MB save',
    method: 'PUT',
    path: 'booking/buchung',
    body: save(padded(2 * 1024 * 1024)),
    status: 413,
  });
  list.push({
    name: 'a 10 MB price check',
    method: 'POST',
    path: 'booking/buchung',
    body: check(padded(10 * 1024 * 1024)),
    status: 413,
  });
  list.push({
    name: 'a 2 MB boarding point list',
    method: 'POST',
    path: 'zus.listZustiegeWeb',
    body: { id_acc_account: 1000, pad: 'x'.repeat(2 * 1024 * 1024) },
    status: 413,
  });
  list.push({
    name: 'a 2 MB payment',
    method: 'POST',
    path: 'payments',
    body: { data: { ...payment, city: 'x'.repeat(2 * 1024 * 1024) } },
    status: 413,
  });
  // nesting deeper than any request (issue 26): arrays and objects, 33 to 100,000 levels, at the top
  // of the body and inside a field; and bodies that are no JSON object at all
  const at = (body: object, field: string | null, deep: string) =>
    field === null
      ? JSON.stringify(body).replace(/}$/, `,"deep":${deep}}`)
      : JSON.stringify(body).replace(`"${field}":"@@"`, `"${field}":${deep}`);
  const bodies: [string, Method, string, object, string][] = [
    ['check', 'POST', 'booking/buchung', check(formWith(form, 'comment', '@@')), 'comment'],
    ['save', 'PUT', 'booking/buchung', save(formWith(form, 'comment', '@@')), 'comment'],
    ['payment', 'POST', 'payments', { data: { ...payment, purpose: '@@' } }, 'purpose'],
    ['boarding point list', 'POST', 'zus.listZustiegeWeb', { id_acc_account: 1000, pad: '@@' }, 'pad'],
  ];
  for (const [what, method, path, body, field] of bodies) {
    for (const depth of [33, 1_000, 10_000, 100_000]) {
      for (const [shape, deep] of [
        ['arrays', '['.repeat(depth) + ']'.repeat(depth)],
        ['objects', '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)],
      ]) {
        for (const where of [null, field]) {
          list.push({
            name: `${what} with ${shape} ${depth} deep ${where === null ? 'beside the fields' : `in ${where}`}`,
            method,
            path,
            body: at(body, where, deep),
            status: 400,
          });
        }
      }
    }
    for (const broken of [
      '{',
      '{"idreise":',
      '[',
      'null',
      '"text"',
      '42',
      '[]',
      '{"a":1}}',
      '\u0000',
      '{"a":"\\ud800"}',
    ]) {
      list.push({ name: `${what} with the body ${JSON.stringify(broken)}`, method, path, body: broken, status: 400 });
    }
  }
  return list;
}

describe.each(testDrivers)('hostile input on %s', (driver) => {
  let ctx: ContractEnv;
  let trip: { idreise: string; id: number; zustieg: number };
  let table: Case[];
  let stored: () => Promise<Record<string, number>>;

  beforeAll(async () => {
    ctx = await openContractEnv(driver);
    trip = await findBookableDayTrip(ctx.api.local, ctx.today);
    table = cases(trip);
    stored = async () => {
      const n = async (t: typeof bookings | typeof holds | typeof outbox | typeof payments | typeof sandboxPayments) =>
        (await ctx.db.select({ n: count() }).from(t))[0].n;
      return {
        bookings: await n(bookings),
        holds: await n(holds),
        outbox: await n(outbox),
        payments: await n(payments),
        sandboxPayments: await n(sandboxPayments),
      };
    };
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('tries more than three hundred hostile inputs', () => {
    expect(table.length).toBeGreaterThan(300);
  });

  it('answers each with its 4xx and a JSON error body, and stores nothing', async () => {
    const before = await stored();
    const answers: string[] = [];
    for (const c of table) {
      // every input is a new client: this is about what is refused, not how often (the rate limit)
      setAppLimiter(createRateLimiter({ kind: 'memory' }));
      const response = await request(c.method, c.path, c.body as object | string | undefined);
      const text = await response.text();
      answers.push(`${response.status} ${c.name}`);
      // a JSON error body naming the error, without a stack trace
      expect.soft(text, c.name).toMatch(/^\{"error":"[a-z_]+"/);
      expect.soft(text, c.name).not.toMatch(/\bat .+\.(?:ts|js):\d+/);
    }
    expect(answers).toEqual(table.map((c) => `${c.status} ${c.name}`));
    expect(await stored()).toEqual(before);
  });

  it('counts the bytes of a body that does not declare its length: 413 past the limit', async () => {
    const before = await stored();
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > 2 * MAX_BODY_BYTES) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const response = await dispatch(withAccess(`${API_BASE}/booking/buchung`), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: 'payload_too_large' });
    // it stopped reading soon after the limit (a few chunks the stream buffered ahead), not at the end
    expect(sent).toBeLessThan(MAX_BODY_BYTES + 4 * chunk.byteLength);
    expect(await stored()).toEqual(before);
  });

  it('refuses a price check whose name is not UTF-8 with 400, placing no hold', async () => {
    const before = await stored();
    // A surrogate encoded as UTF-8 bytes (ED A0 80): no character, and a lenient decoder makes it U+FFFD.
    const json = JSON.stringify({
      idreise: trip.idreise,
      form: formWith(dayTripForm(trip.zustieg, 1), 'main.firstname', 'An@@na'),
    });
    const [head, tail] = json.split('@@');
    const encoder = new TextEncoder();
    const body = new Uint8Array([...encoder.encode(head), 0xed, 0xa0, 0x80, ...encoder.encode(tail)]);
    const response = await dispatch(withAccess(`${API_BASE}/booking/buchung`), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(response.status).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it('answers a document or a push for text no booking can have with 404, and a big push with 413', async () => {
    const before = await stored();
    const documents = [
      ['AX-2026-000001%00', 'x'],
      ['AX-2026-000001', '%00'],
      ['AX-2026-000001', 'abc%ED%A0%80'],
    ];
    for (const [vorgang, token] of documents) {
      for (const route of [confirmationPdf, calendarFile]) {
        const response = await route.GET(new Request(`http://site.test/x?token=${token}`), {
          params: Promise.resolve({ vorgang: decodeURIComponent(vorgang) }),
        });
        expect(response.status, `${vorgang} ${token}`).toBe(404);
      }
    }
    const pushed = await push.POST(new Request('http://site.test/x', { method: 'POST', body: '{}' }), {
      params: Promise.resolve({ data: 'push-AX\u0000-2026-token-creditcard' }),
    });
    expect(pushed.status).toBe(404);
    const big = await push.POST(new Request('http://site.test/x', { method: 'POST', body: 'x'.repeat(20_000) }), {
      params: Promise.resolve({ data: 'push-AX-2026-000001-token-creditcard' }),
    });
    expect(big.status).toBe(413);
    expect(await stored()).toEqual(before);
  });
});
