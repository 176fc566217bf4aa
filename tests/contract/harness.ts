/**
 * Runs the contract of spec §7 against both BookingApi implementations on one seeded test database:
 * - `local`: the built-in engine in-process,
 * - `http`: createHttpApi whose `fetch` hands each request to the app's own route handler modules
 *   (app/api/v1/…/route.ts) in-process, so the real handlers parse, call the engine and answer.
 * Writes through the routes need the access parameter: the suite configures CONTRACT_ACCESS_PARAM and
 * sends it, as another site or tool of the operator would.
 */
import { count } from 'drizzle-orm';
import { createEngine, type Engine } from '@/lib/engine';
import { createHttpApi } from '@/lib/api/http';
import { localApi, setLocalEngine } from '@/lib/api/local';
import type { BookingApi } from '@/lib/api/types';
import type { Db } from '@/lib/db/client';
import { bookings, holds } from '@/lib/db/schema';
import { resetEnvCache } from '@/lib/config/env';
import { seedCatalogue } from '@/lib/db/seed';
import { openTestDb, type Driver } from '../helpers/db';

import * as journeyList from '@/app/api/v1/journey-web-legacy/route';
import * as journeyOne from '@/app/api/v1/journey-web-legacy/[id]/route';
import * as menu from '@/app/api/v1/web/menu/route';
import * as blog from '@/app/api/v1/web/blog-web/route';
import * as categories from '@/app/api/v1/journey/category-web/route';
import * as countries from '@/app/api/v1/country-web/route';
import * as boardingPointList from '@/app/api/v1/zus.listZustiegeWeb/route';
import * as articleList from '@/app/api/v1/web/article/route';
import * as articleOne from '@/app/api/v1/web/article/[slug]/route';
import * as tripServices from '@/app/api/v1/booking/buchung/[tripCode]/route';
import * as buchung from '@/app/api/v1/booking/buchung/route';
import * as seatPlans from '@/app/api/v1/booking/sitzplatz/route';
import * as boarding from '@/app/api/v1/booking/zustieg/route';
import * as importProcesses from '@/app/api/v1/booking/import/vorgang/route';
import * as payments from '@/app/api/v1/payments/route';

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
type RouteModule = Partial<Record<'GET' | 'POST' | 'PUT', Handler>>;

export const API_BASE = 'http://contract.test/api/v1';
/** The access parameter the suite configures for writes (CONTRACT_ACCESS_PARAM, `name=value`). */
export const CONTRACT_ACCESS = { name: 'access', value: 'contract-test-key' };
/** The site origin the engine puts into links and expects in payment return URLs. */
export const SITE_URL = 'http://localhost:3000';

/** Path patterns below /api/v1 (':name' is a dynamic segment) and the module that serves them. */
const routes: [string, RouteModule][] = (
  [
    ['journey-web-legacy', journeyList],
    ['journey-web-legacy/:id', journeyOne],
    ['web/menu', menu],
    ['web/blog-web', blog],
    ['journey/category-web', categories],
    ['country-web', countries],
    ['zus.listZustiegeWeb', boardingPointList],
    ['web/article', articleList],
    ['web/article/:slug', articleOne],
    ['booking/buchung/:tripCode', tripServices],
    ['booking/buchung', buchung],
    ['booking/sitzplatz', seatPlans],
    ['booking/zustieg', boarding],
    ['booking/import/vorgang', importProcesses],
    ['payments', payments],
  ] as [string, unknown][]
).map(([pattern, module]) => [pattern, module as RouteModule]);

function match(pattern: string, path: string): Record<string, string> | undefined {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    if (want[i].startsWith(':')) params[want[i].slice(1)] = decodeURIComponent(got[i]);
    else if (want[i] !== got[i]) return undefined;
  }
  return params;
}

/** A `fetch` that answers from the route handlers, as Next would route the request. */
export const dispatch: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  const { pathname } = new URL(request.url);
  const prefix = new URL(API_BASE).pathname + '/';
  if (!pathname.startsWith(prefix)) return new Response('not found', { status: 404 });
  const path = pathname.slice(prefix.length);
  for (const [pattern, module] of routes) {
    const params = match(pattern, path);
    if (!params) continue;
    const handler = module[request.method as 'GET' | 'POST' | 'PUT'];
    if (!handler) return new Response('method not allowed', { status: 405 });
    return handler(request, { params: Promise.resolve(params) });
  }
  return new Response('not found', { status: 404 });
};

/** The URL with the access parameter (`value` instead of the configured one, or none when null). */
export function withAccess(url: string, value: string | null = CONTRACT_ACCESS.value): string {
  if (value === null) return url;
  const target = new URL(url);
  target.searchParams.set(CONTRACT_ACCESS.name, value);
  return target.toString();
}

/** A `fetch` as the operator's other tools use it: every request carries the access parameter. */
const dispatchWithAccess: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text();
  return dispatch(withAccess(request.url), {
    method: request.method,
    headers: request.headers,
    body,
    signal: request.signal,
  });
};

/**
 * One request to the route handlers, for assertions on status codes, headers and error bodies. It
 * carries the configured access parameter unless `access` says otherwise (null: none).
 */
export function request(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: string | object,
  headers: Record<string, string> = {},
  access: string | null = CONTRACT_ACCESS.value,
) {
  return dispatch(withAccess(`${API_BASE}/${path}`, access), {
    method,
    headers: { ...(body !== undefined && { 'Content-Type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export const implementations = ['local', 'http'] as const;
export type Implementation = (typeof implementations)[number];

export interface ContractEnv {
  db: Db;
  /** The engine the route handlers answer from (restore it with setLocalEngine after swapping). */
  engine: Engine;
  api: Record<Implementation, BookingApi>;
  /** Today in the engine's and the seed's calendar, ISO. */
  today: string;
  bookingCount(): Promise<number>;
  holdCount(): Promise<number>;
  close(): Promise<void>;
}

/** Opens and seeds a test database and points the route handlers (through `localApi`) at its engine. */
export async function openContractEnv(driver: Driver): Promise<ContractEnv> {
  const previousAccess = process.env.CONTRACT_ACCESS_PARAM;
  process.env.CONTRACT_ACCESS_PARAM = `${CONTRACT_ACCESS.name}=${CONTRACT_ACCESS.value}`;
  resetEnvCache();
  const testDb = await openTestDb(driver);
  const now = new Date();
  await seedCatalogue(testDb.db, now);
  const engine = createEngine(testDb.db, { now: () => new Date(), siteUrl: SITE_URL });
  setLocalEngine(engine);
  const http = createHttpApi({
    baseUrl: API_BASE,
    bookingSegment: 'booking',
    paymentsSegment: 'payments',
    timeoutMs: 30_000,
    fetch: dispatchWithAccess,
  });
  return {
    db: testDb.db,
    engine,
    api: { local: localApi, http },
    today: new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(now),
    bookingCount: async () => (await testDb.db.select({ n: count() }).from(bookings))[0].n,
    holdCount: async () => (await testDb.db.select({ n: count() }).from(holds))[0].n,
    close: async () => {
      setLocalEngine(undefined);
      if (previousAccess === undefined) delete process.env.CONTRACT_ACCESS_PARAM;
      else process.env.CONTRACT_ACCESS_PARAM = previousAccess;
      resetEnvCache();
      await testDb.close();
    },
  };
}
