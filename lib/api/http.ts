/**
 * BookingApi against a remote server that speaks the contract of spec §7 (the operator's booking
 * system, or this app's own `/api/v1` routes). Every call has a timeout, and every answer is
 * validated with the contract's zod schema before the site sees it: a server that answers the wrong
 * shape fails here, loudly and naming the field, not later in a page.
 */
import type { z } from 'zod';
import * as C from './contract/schemas';
import { ApiError } from './errors';
import type { BookingApi } from './types';

export interface HttpApiOptions {
  /** The contract's `{api}`, e.g. 'https://booking.example/api/v1'. */
  baseUrl: string;
  /** The `{booking}` path segment. */
  bookingSegment: string;
  /** The `{payments}` path segment. */
  paymentsSegment: string;
  /** Per call, including reading the body. */
  timeoutMs: number;
  /** Tests inject their own. */
  fetch?: typeof fetch;
}

/** Parameters as the contract's zod schemas accept them (coerced numbers are typed unknown). */
type Query = Record<string, unknown>;

interface Call<S extends z.ZodType> {
  /** The BookingApi method, for error messages. */
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  query?: Query;
  body?: unknown;
  headers?: Record<string, string>;
  schema: S;
}

export function createHttpApi(options: HttpApiOptions): BookingApi {
  const base = options.baseUrl.replace(/\/+$/, '');
  const booking = encodeURIComponent(options.bookingSegment);
  const payments = encodeURIComponent(options.paymentsSegment);
  const doFetch = options.fetch ?? globalThis.fetch;

  function urlOf(path: string, query: Query = {}): string {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null) params.set(key, String(value));
    }
    const search = params.toString();
    return `${base}/${path}${search ? `?${search}` : ''}`;
  }

  async function call<S extends z.ZodType>(c: Call<S>): Promise<z.output<S>> {
    const url = urlOf(c.path, c.query);
    const what = `${c.name} (${c.method} ${url})`;
    let status: number;
    let text: string;
    try {
      // One signal for the whole exchange: a server that sends headers and then stalls times out too.
      const response = await doFetch(url, {
        method: c.method,
        headers: {
          Accept: 'application/json',
          ...(c.body !== undefined && { 'Content-Type': 'application/json' }),
          ...c.headers,
        },
        body: c.body === undefined ? undefined : JSON.stringify(c.body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      const name = (error as Error)?.name;
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new ApiError('upstream', `${what} timed out after ${options.timeoutMs} ms`);
      }
      throw new ApiError('upstream', `${what} failed: ${(error as Error)?.message ?? String(error)}`);
    }

    const json = parseJson(text);
    if (status < 200 || status >= 300) throw errorFromStatus(what, status, json, text);
    if (json === undefined) {
      throw new ApiError('upstream', `${what} answered ${status} with a body that is not JSON: ${excerpt(text)}`);
    }
    const result = c.schema.safeParse(json.value);
    if (!result.success) {
      const problems = result.error.issues
        .slice(0, 5)
        .map((issue) => `field '${issue.path.map(String).join('.') || '(root)'}': ${issue.message}`)
        .join('; ');
      throw new ApiError('upstream', `${what} answered an invalid response: ${problems}`);
    }
    return result.data;
  }

  return {
    // ------------------------------------------------------------ catalogue
    listJourneys: (params) =>
      call({
        name: 'listJourneys',
        method: 'GET',
        path: 'journey-web-legacy',
        query: { ...params },
        schema: C.journeyListResponse,
      }),
    getJourney: (id) =>
      call({
        name: 'getJourney',
        method: 'GET',
        path: `journey-web-legacy/${encodeURIComponent(String(id))}`,
        schema: C.journeyResponse,
      }),
    listMenus: (params) =>
      call({ name: 'listMenus', method: 'GET', path: 'web/menu', query: { ...params }, schema: C.menuResponse }),
    listBlogs: (params) =>
      call({ name: 'listBlogs', method: 'GET', path: 'web/blog-web', query: { ...params }, schema: C.blogResponse }),
    listCategories: (params) =>
      call({
        name: 'listCategories',
        method: 'GET',
        path: 'journey/category-web',
        query: { ...params },
        schema: C.categoryResponse,
      }),
    listCountries: (params) =>
      call({
        name: 'listCountries',
        method: 'GET',
        path: 'country-web',
        query: { ...params },
        schema: C.countryResponse,
      }),
    listBoardingPoints: (body) =>
      call({
        name: 'listBoardingPoints',
        method: 'POST',
        path: 'zus.listZustiegeWeb',
        body,
        schema: C.boardingPointListResponse,
      }),
    getArticle: (slug, params) =>
      call({
        name: 'getArticle',
        method: 'GET',
        path: `web/article/${encodeURIComponent(slug)}`,
        query: { ...params },
        schema: C.articleResponse,
      }),
    listArticles: () =>
      call({ name: 'listArticles', method: 'GET', path: 'web/article', schema: C.articleListResponse }),

    // ------------------------------------------------------------ booking system
    getTripServices: (tripCode) =>
      call({
        name: 'getTripServices',
        method: 'GET',
        path: `${booking}/buchung/${encodeURIComponent(tripCode)}`,
        schema: C.tripServicesResponse,
      }),
    checkBooking: (request) =>
      call({
        name: 'checkBooking',
        method: 'POST',
        path: `${booking}/buchung`,
        body: request,
        schema: C.checkResponse,
      }),
    saveBooking: (request) =>
      call({
        name: 'saveBooking',
        method: 'PUT',
        path: `${booking}/buchung`,
        body: request,
        headers: request.idempotency_key ? { 'Idempotency-Key': request.idempotency_key } : undefined,
        schema: C.saveResponse,
      }),
    getSeatPlans: (params) =>
      call({
        name: 'getSeatPlans',
        method: 'GET',
        path: `${booking}/sitzplatz`,
        query: { ...params },
        schema: C.seatPlanResponse,
      }),
    getBoardingPoints: (params) =>
      call({
        name: 'getBoardingPoints',
        method: 'GET',
        path: `${booking}/zustieg`,
        query: { ...params },
        schema: C.boardingResponse,
      }),
    importProcesses: (params) =>
      call({
        name: 'importProcesses',
        method: 'GET',
        path: `${booking}/import/vorgang`,
        query: { ...params },
        schema: C.importResponse,
      }),

    // ------------------------------------------------------------ payments
    listPaymentTypes: () =>
      call({ name: 'listPaymentTypes', method: 'GET', path: payments, schema: C.paymentTypesResponse }),
    createPayment: (request) =>
      call({ name: 'createPayment', method: 'POST', path: payments, body: request, schema: C.paymentResponse }),
  };
}

function parseJson(text: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return undefined;
  }
}

function excerpt(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > 120 ? `'${oneLine.slice(0, 120)}…'` : `'${oneLine}'`;
}

/** Maps an error status back to the ApiError the server's implementation threw. */
function errorFromStatus(what: string, status: number, json: { value: unknown } | undefined, text: string): ApiError {
  const body = C.apiErrorSchema.safeParse(json?.value);
  const detail = body.success ? body.data.message : excerpt(text);
  const message = `${what} answered ${status}: ${detail}`;
  if (status === 404) return new ApiError('not_found', message);
  if (status === 501) return new ApiError('not_implemented', message);
  if (status === 503 && body.success && body.data.error === 'unavailable') return new ApiError('unavailable', message);
  if (status >= 400 && status < 500)
    return new ApiError('invalid', message, body.success ? (body.data.fields ?? []) : []);
  return new ApiError('upstream', message);
}
