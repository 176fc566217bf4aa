/**
 * BookingApi against the operator's booking system, spoken as spec §7 writes it (or against this
 * app's own `/api/v1` contract server, which answers the same calls with more fields).
 *
 * - Requests carry the parameters §7 names: `page_size`, `showExtras`, `showEinleitung`,
 *   `showReisebeschreibung` on journey-web-legacy, `translation` on the menu, the fixed access
 *   parameter (API_ACCESS_PARAM) on `sitzplatz` and `zustieg`. `translation` also goes with the
 *   catalogue's other reads, the trip's services and the seat plans (and `locale` in the check and
 *   save bodies), so a remote that translates its catalogue can answer in the visitor's language.
 * - Every answer is validated (./remote-schemas): only the fields §3/§7 name are required, unknown
 *   extras are accepted, what the site needs beyond them is derived there (README: "Remote booking
 *   system: assumptions").
 * - Every call times out. Only idempotent reads are retried: the GETs of the catalogue and the
 *   booking system, and POST zus.listZustiegeWeb (a listing: its body only names the account and
 *   the page size). Check, save, payment and the import (a GET that starts an import on the remote)
 *   are sent once.
 * - A remote that cannot be reached, times out or answers 502/503/504 is an 'unavailable' ApiError
 *   (status 503): the pages show 'temporarily unavailable' instead of an error or 'not found'.
 */
import type { z } from 'zod';
import type * as C from './contract/schemas';
import { apiErrorSchema, articleListResponse, articleResponse } from './contract/schemas';
import * as W from './remote-schemas';
import { ApiError } from './errors';
import type { BookingApi } from './types';

export interface HttpApiOptions {
  /** The contract's `{api}`, e.g. 'https://booking.example/api/v1'. */
  baseUrl: string;
  /** The `{booking}` path segment. */
  bookingSegment: string;
  /** The `{payments}` path segment. */
  paymentsSegment: string;
  /** Per attempt, including reading the body. */
  timeoutMs: number;
  /** spec §7: the fixed access parameter of `sitzplatz` and `zustieg`, 'name=value'. */
  accessParam?: string;
  /** `page_size` of journey lists when the caller gives none (PAGE_SIZE). */
  pageSize?: number;
  /** Further attempts of an idempotent read after a transient failure (default 2). */
  retries?: number;
  /** Wait before the first retry, doubled for each further one (default 250 ms). */
  retryDelayMs?: number;
  /** Tests inject their own. */
  fetch?: typeof fetch;
}

type Query = Record<string, unknown>;

interface Call<S extends z.ZodType, T> {
  /** The BookingApi method, for error messages. */
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  query?: Query;
  body?: unknown;
  headers?: Record<string, string>;
  /** Safe to send again: an idempotent read. */
  read: boolean;
  /** Carries the fixed access parameter (spec §7: sitzplatz, zustieg). */
  access?: boolean;
  schema: S;
  reshape: (wire: z.output<S>) => T;
}

/** A failure worth another attempt of a read: the remote was unreachable, slow or briefly failing. */
class Transient {
  constructor(readonly error: ApiError) {}
}

const TRANSIENT_STATUS = new Set([500, 502, 503, 504]);
const UNAVAILABLE_STATUS = new Set([502, 503, 504]);

function parseAccessParam(value: string | undefined): [string, string] | undefined {
  if (!value) return undefined;
  const at = value.indexOf('=');
  if (at <= 0) throw new Error(`API_ACCESS_PARAM must be 'name=value', got '${value}'`);
  return [value.slice(0, at), value.slice(at + 1)];
}

export function createHttpApi(options: HttpApiOptions): BookingApi {
  const base = options.baseUrl.replace(/\/+$/, '');
  const booking = encodeURIComponent(options.bookingSegment);
  const payments = encodeURIComponent(options.paymentsSegment);
  const doFetch = options.fetch ?? globalThis.fetch;
  const access = parseAccessParam(options.accessParam);
  const retries = options.retries ?? 2;
  const retryDelayMs = options.retryDelayMs ?? 250;
  const pageSize = options.pageSize ?? 12;

  function urlOf(path: string, query: Query = {}): string {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null) params.set(key, String(value));
    }
    const search = params.toString();
    return `${base}/${path}${search ? `?${search}` : ''}`;
  }

  /** One attempt; a Transient is thrown for what a retry may cure. */
  async function attempt<S extends z.ZodType, T>(c: Call<S, T>, url: string, what: string): Promise<T> {
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
      const reason =
        name === 'TimeoutError' || name === 'AbortError'
          ? `timed out after ${options.timeoutMs} ms`
          : `failed: ${(error as Error)?.message ?? String(error)}`;
      throw new Transient(new ApiError('unavailable', `${what} ${reason}`));
    }

    const json = parseJson(text);
    if (status < 200 || status >= 300) {
      const error = errorFromStatus(what, status, json, text);
      throw TRANSIENT_STATUS.has(status) ? new Transient(error) : error;
    }
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
    return c.reshape(result.data);
  }

  async function call<S extends z.ZodType, T>(c: Call<S, T>): Promise<T> {
    const query = access && c.access ? { ...c.query, [access[0]]: access[1] } : c.query;
    const url = urlOf(c.path, query);
    const what = `${c.name} (${c.method} ${urlOf(c.path, c.query)})`;
    const attempts = c.read ? 1 + retries : 1;
    for (let n = 1; ; n++) {
      try {
        return await attempt(c, url, what);
      } catch (failure) {
        if (!(failure instanceof Transient)) throw failure;
        if (n >= attempts) throw failure.error;
        await new Promise((resolve) => setTimeout(resolve, retryDelayMs * 2 ** (n - 1)));
      }
    }
  }

  const identity = <T>(value: T) => value;

  async function tripServices(tripCode: string, translation?: C.Translation): Promise<C.TripServicesResponse> {
    return call({
      name: 'getTripServices',
      method: 'GET',
      path: `${booking}/buchung/${encodeURIComponent(tripCode)}`,
      query: { translation },
      read: true,
      schema: W.tripServicesWire,
      reshape: (body) => W.reshapeTripServices(body, tripCode),
    });
  }

  return {
    // ------------------------------------------------------------ catalogue
    listJourneys: (params) => {
      const page_size = Number(params.page_size ?? pageSize);
      const category = params.category === undefined ? undefined : Number(params.category);
      const page = params.page === undefined ? undefined : Number(params.page);
      return call({
        name: 'listJourneys',
        method: 'GET',
        path: 'journey-web-legacy',
        query: {
          ...params,
          page_size,
          showExtras: String(params.showExtras ?? false),
          showEinleitung: String(params.showEinleitung ?? false),
          showReisebeschreibung: String(params.showReisebeschreibung ?? false),
        },
        read: true,
        schema: W.journeyListWire,
        reshape: (body) => W.reshapeJourneyList(body, { category, page, page_size }),
      });
    },
    getJourney: (id, params) =>
      call({
        name: 'getJourney',
        method: 'GET',
        path: `journey-web-legacy/${encodeURIComponent(String(id))}`,
        query: { translation: params?.translation },
        read: true,
        schema: W.journeyOneWire,
        reshape: W.reshapeJourneyOne,
      }),
    listMenus: (params) =>
      call({
        name: 'listMenus',
        method: 'GET',
        path: 'web/menu',
        query: { include_menuitems: params.include_menuitems ?? true, translation: params.translation ?? 'de' },
        read: true,
        schema: W.menuWireResponse,
        reshape: W.reshapeMenus,
      }),
    listBlogs: (params) =>
      call({
        name: 'listBlogs',
        method: 'GET',
        path: 'web/blog-web',
        query: { id_web_blog_type: params.id_web_blog_type ?? 4, pagination: params.pagination ?? false },
        read: true,
        schema: W.blogWireResponse,
        reshape: W.reshapeTestimonials,
      }),
    listCategories: (params) =>
      call({
        name: 'listCategories',
        method: 'GET',
        path: 'journey/category-web',
        query: {
          journeyCount: params.journeyCount ?? true,
          activeOnly: params.activeOnly ?? false,
          translation: params.translation,
        },
        read: true,
        schema: W.categoryWireResponse,
        reshape: (data) => ({ data }),
      }),
    listCountries: (params) =>
      call({
        name: 'listCountries',
        method: 'GET',
        path: 'country-web',
        query: { journeyCount: params.journeyCount ?? true, translation: params.translation },
        read: true,
        schema: W.countryWireResponse,
        reshape: W.reshapeCountries,
      }),
    listBoardingPoints: (body) =>
      call({
        name: 'listBoardingPoints',
        method: 'POST',
        path: 'zus.listZustiegeWeb',
        body: { id_acc_account: body.id_acc_account, page_size: body.page_size ?? 999 },
        read: true,
        schema: W.boardingPointListWire,
        reshape: W.reshapeBoardingPointList,
      }),
    // Articles are not part of spec §7: asked for where this app's own contract server has them; a
    // remote without them answers 404, so the article pages say 'not found' and the list is empty.
    getArticle: (slug, params) =>
      call({
        name: 'getArticle',
        method: 'GET',
        path: `web/article/${encodeURIComponent(slug)}`,
        query: { translation: params.translation ?? 'de' },
        read: true,
        schema: articleResponse,
        reshape: identity,
      }),
    listArticles: () =>
      call({
        name: 'listArticles',
        method: 'GET',
        path: 'web/article',
        read: true,
        schema: articleListResponse,
        reshape: identity,
      }).catch((error: unknown) => {
        if (error instanceof ApiError && error.kind === 'not_found') return { data: [] };
        throw error;
      }),

    // ------------------------------------------------------------ booking system
    getTripServices: (tripCode, params) => tripServices(tripCode, params?.translation),
    checkBooking: async (request) => {
      const body = await call({
        name: 'checkBooking',
        method: 'POST',
        path: `${booking}/buchung`,
        body: request,
        read: false,
        schema: W.checkWire,
        reshape: identity,
      });
      // spec §7 names no insurance offers in the check: page 2 offers the trip's (filtered there, §5)
      const insurances =
        body.ergebnis.versicherungen === undefined
          ? await tripServices(request.idreise, request.locale === 'en' ? 'us' : request.locale).then(
              (services) => services.ergebnis.insurances.versicherungen.versicherung,
              () => [],
            )
          : [];
      return W.reshapeCheck(body, insurances);
    },
    saveBooking: (request) =>
      call({
        name: 'saveBooking',
        method: 'PUT',
        path: `${booking}/buchung`,
        body: request,
        headers: request.idempotency_key ? { 'Idempotency-Key': request.idempotency_key } : undefined,
        read: false,
        schema: W.saveWire,
        reshape: W.reshapeSave,
      }),
    getSeatPlans: (params) =>
      call({
        name: 'getSeatPlans',
        method: 'GET',
        path: `${booking}/sitzplatz`,
        query: {
          ...params,
          wunsch_vornemittehinten: params.wunsch_vornemittehinten ?? 'V',
          wunsch_linksrechts: params.wunsch_linksrechts ?? 'L',
          wunsch_fenstergang: params.wunsch_fenstergang ?? 'F',
        },
        read: true,
        access: true,
        schema: W.seatPlanWireResponse,
        reshape: (body) =>
          W.reshapeSeatPlans(body, {
            idleistung_hin: Number(params.idleistung_hin),
            idleistung_rueck: params.idleistung_rueck === undefined ? undefined : Number(params.idleistung_rueck),
          }),
      }),
    getBoardingPoints: (params) =>
      call({
        name: 'getBoardingPoints',
        method: 'GET',
        path: `${booking}/zustieg`,
        query: { ...params },
        read: true,
        access: true,
        schema: W.boardingWire,
        reshape: W.reshapeBoarding,
      }),
    importProcesses: (params) =>
      call({
        name: 'importProcesses',
        method: 'GET',
        path: `${booking}/import/vorgang`,
        query: { ...params },
        read: false,
        schema: W.importWire,
        reshape: identity,
      }),

    // ------------------------------------------------------------ payments
    listPaymentTypes: () =>
      call({
        name: 'listPaymentTypes',
        method: 'GET',
        path: payments,
        read: true,
        schema: W.paymentTypesWire,
        reshape: W.reshapePaymentTypes,
      }),
    createPayment: (request) =>
      call({
        name: 'createPayment',
        method: 'POST',
        path: payments,
        body: request,
        read: false,
        schema: W.paymentWire,
        reshape: identity,
      }),
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

/** Maps an error status to an ApiError; the remote's error body is used when it has the contract's shape. */
function errorFromStatus(what: string, status: number, json: { value: unknown } | undefined, text: string): ApiError {
  const body = apiErrorSchema.safeParse(json?.value);
  const detail = body.success ? body.data.message : excerpt(text);
  const message = `${what} answered ${status}: ${detail}`;
  if (status === 404) return new ApiError('not_found', message);
  if (status === 501) return new ApiError('not_implemented', message);
  if (status === 422 && body.success && body.data.error === 'idempotency_mismatch')
    return new ApiError('idempotency_mismatch', message);
  if (UNAVAILABLE_STATUS.has(status)) return new ApiError('unavailable', message);
  // the remote refused the site itself (e.g. a wrong API_ACCESS_PARAM): not the visitor's fault
  if (status === 401 || status === 403) return new ApiError('upstream', `${message} (check API_ACCESS_PARAM)`);
  if (status >= 400 && status < 500)
    return new ApiError('invalid', message, body.success ? (body.data.fields ?? []) : []);
  return new ApiError('upstream', message);
}
