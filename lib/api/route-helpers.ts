/**
 * What every route handler of the contract (`app/api/v1/…`) shares, so each route file is a few
 * lines: read the query or JSON body, validate it with the contract's zod schema, call the engine,
 * answer JSON with the right cache header, and turn every failure into a clean error body
 * `{ error, message, fields? }` (never a stack trace).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import { ApiError } from './errors';
import type { ApiErrorBody } from './contract/schemas';
import { env } from '../config/env';
import { readBodyText, RefusedRequest } from '../http/boundary';
import { unsafeTextPath } from '../http/input';
import { MSG } from '../booking/schema';
import { tokenAttempt, tokenFound } from '../site/find-booking';
import { limit, type Bucket } from '../site/rate-limit';
import { clientAddress } from '../http/client';
import { logError } from '../log';
import { documentLinkPage } from '../http/refusal-page';
import { EXPIRED, type Expired } from './types';
import { perRequest } from '../http/per-request';

/** Catalogue reads may be cached by a CDN for a minute and served stale while it refreshes. */
export const CATALOGUE_CACHE = 'public, s-maxage=60, stale-while-revalidate=300';
/** Bookings and payments are personal and change state: never cached. */
export const NO_STORE = 'no-store';

export type CachePolicy = 'catalogue' | 'private';

/** The body could not be read as JSON at all (as opposed to JSON of the wrong shape). */
class InvalidJsonError extends Error {}

/** A write without the access parameter (401) or while writes are switched off (403). */
class AccessError extends Error {
  constructor(
    readonly status: 401 | 403,
    readonly code: 'unauthorized' | 'forbidden',
    message: string,
  ) {
    super(message);
  }
}

function sameSecret(given: string, expected: string): boolean {
  // Hashes have equal lengths, so the comparison takes the same time whatever was sent.
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Writes through the contract server (check, save, payments, import) are for the operator's other
 * sites and tools only: they must send the query parameter configured in CONTRACT_ACCESS_PARAM
 * (`name=value`). Unset, writes are switched off: 403. Missing or wrong: 401. The site itself never
 * needs it, it calls the engine in-process.
 */
export function requireWriteAccess(request: Request): void {
  const configured = env().CONTRACT_ACCESS_PARAM;
  if (!configured) {
    throw new AccessError(403, 'forbidden', 'Writes through this API are switched off (no CONTRACT_ACCESS_PARAM).');
  }
  const split = configured.indexOf('=');
  const given = new URL(request.url).searchParams.get(configured.slice(0, split));
  if (given === null || !sameSecret(given, configured.slice(split + 1))) {
    throw new AccessError(401, 'unauthorized', 'This call needs the access parameter.');
  }
}

/** A caller past its rate limit: 429 with `Retry-After`. */
class RateLimitedError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('rate limited');
  }
}

/** Spends a point of the caller's client address in `bucket`; past the limit the route answers 429. */
export async function requireWithinLimit(request: Request, bucket: Bucket): Promise<void> {
  const verdict = await limit(bucket, clientAddress(request.headers));
  if (!verdict.ok) throw new RateLimitedError(verdict.retryAfterSeconds);
}

/** 429 with `Retry-After` (seconds), for any rate-limited route. */
export function tooManyRequests(retryAfterSeconds: number, headers: Record<string, string> = {}): Response {
  return Response.json(
    { error: 'rate_limited', message: `Too many attempts. Try again in ${retryAfterSeconds} seconds.` },
    { status: 429, headers: { 'Cache-Control': NO_STORE, ...headers, 'Retry-After': String(retryAfterSeconds) } },
  );
}

/** Zod issues as the contract's `fields`: dotted paths ('form.main.email') with the message key. */
export function fieldsOf(error: z.ZodError): { path: string; message: string }[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}

/**
 * Validates input against a contract schema; a failure is an 'invalid' ApiError naming the fields.
 * Before the schema, any text in it (values and keys) must be free of NUL bytes and lone surrogates,
 * and it must nest no deeper than a request can (lib/http/input): the database cannot store such text,
 * and a walk over data 10,000 levels deep would run out of stack, so both are bad input, not a 500.
 */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const unsafe = unsafeTextPath(input);
  if (unsafe !== null) {
    throw new ApiError(
      'invalid',
      `Invalid request: ${unsafe || 'input'}: NUL byte, lone surrogate or nested too deep`,
      [{ path: unsafe, message: MSG.invalidCharacters }],
    );
  }
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = fieldsOf(result.error);
  const named = fields.slice(0, 5).map((f) => (f.path ? `${f.path}: ${f.message}` : f.message));
  const more = fields.length > 5 ? ` (and ${fields.length - 5} more)` : '';
  throw new ApiError('invalid', `Invalid request: ${named.join('; ')}${more}`, fields);
}

/** The query string as a plain object (the first value wins for repeated keys). */
export function queryOf(request: Request): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of new URL(request.url).searchParams) {
    if (!(key in query)) query[key] = value;
  }
  return query;
}

/** Query parameters validated with a contract schema. */
export function parseQuery<S extends z.ZodType>(request: Request, schema: S): z.output<S> {
  return parseWith(schema, queryOf(request));
}

/** The JSON body validated with a contract schema; malformed JSON is its own 400. */
export async function parseBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  return parseWith(schema, await readJson(request));
}

/** The body as JSON: at most MAX_BODY_BYTES of UTF-8 (413 / 400 otherwise, lib/http/boundary). */
export async function readJson(request: Request): Promise<unknown> {
  const text = await readBodyText(request);
  if (!text.trim()) throw new InvalidJsonError('The request body is empty; a JSON object was expected.');
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new InvalidJsonError(`The request body is not valid JSON: ${(error as Error).message}`);
  }
}

/** How long a client should wait before it tries again while the backend is away (503). */
export const RETRY_AFTER_UNAVAILABLE_SECONDS = 30;

export function errorResponse(status: number, body: ApiErrorBody): Response {
  return Response.json(body, {
    status,
    headers: {
      'Cache-Control': NO_STORE,
      // 503: the database or the booking system is away for a moment; this says when to ask again
      ...(status === 503 && { 'Retry-After': String(RETRY_AFTER_UNAVAILABLE_SECONDS) }),
    },
  });
}

/** Maps anything a handler throws to the contract's error body. Unknown errors are logged, not shown. */
export function toErrorResponse(error: unknown, where: string): Response {
  if (error instanceof AccessError) {
    return errorResponse(error.status, { error: error.code, message: error.message });
  }
  if (error instanceof RefusedRequest) {
    return errorResponse(error.refusal.status, { error: error.refusal.error, message: error.refusal.message });
  }
  if (error instanceof RateLimitedError) return tooManyRequests(error.retryAfterSeconds);
  if (error instanceof InvalidJsonError) {
    return errorResponse(400, { error: 'invalid_json', message: error.message });
  }
  if (error instanceof ApiError) {
    return errorResponse(error.status, {
      error: error.kind,
      message:
        error.kind === 'unavailable'
          ? `${error.message} (retry after ${RETRY_AFTER_UNAVAILABLE_SECONDS} seconds)`
          : error.message,
      ...(error.fields.length > 0 && { fields: error.fields }),
    });
  }
  logError(`api.${where}`, `${where} failed`, error);
  return errorResponse(500, { error: 'internal', message: 'Internal error' });
}

/** Next passes dynamic segments as a promise. */
export type RouteContext<P extends Record<string, string> = Record<string, never>> = { params: Promise<P> };

/**
 * Wraps a handler: its result is sent as JSON with the cache policy's header, anything it throws
 * becomes the matching error response.
 *
 *   export const GET = route('catalogue', async (request) => localApi.listJourneys(parseQuery(request, journeyListParams)));
 */
export function route<C extends RouteContext<Record<string, string>> = RouteContext>(
  cache: CachePolicy,
  handler: (request: Request, context: C) => Promise<unknown>,
): (request: Request, context: C) => Promise<Response> {
  return async (request, context) => {
    // Every answer is made per request (never prerendered at build time: there is no database then).
    await perRequest();
    try {
      const body = await handler(request, context);
      return Response.json(body, {
        headers: { 'Cache-Control': cache === 'catalogue' ? CATALOGUE_CACHE : NO_STORE },
      });
    } catch (error) {
      return toErrorResponse(error, `${request.method} ${new URL(request.url).pathname}`);
    }
  };
}

/** 'AX-2026-000123' → a safe file name part. */
export function fileNamePart(processNumber: string): string {
  return processNumber.replace(/[^A-Za-z0-9-]/g, '_');
}

const PRIVATE_FILE = {
  'cache-control': 'private, no-store',
  'referrer-policy': 'no-referrer',
  'x-robots-tag': 'noindex',
};

/** A browser asks for a page; a tool or a script for JSON. */
function wantsPage(request: Request): boolean {
  return request.headers.get('accept')?.includes('text/html') ?? false;
}

/** A document link refused: the translated page for a browser, the JSON error body otherwise. */
function documentRefusal(
  request: Request,
  answer: { status: 404 | 410 } | { status: 429; retryAfterSeconds: number },
): Response {
  if (wantsPage(request)) return documentLinkPage(request, answer, PRIVATE_FILE);
  if (answer.status === 429) return tooManyRequests(answer.retryAfterSeconds, PRIVATE_FILE);
  return Response.json(
    answer.status === 410
      ? { error: 'gone', message: 'This booking link no longer works (cancelled, or the trip is long over).' }
      : { error: 'not_found', message: 'No booking with this process number and token.' },
    { status: answer.status, headers: PRIVATE_FILE },
  );
}

/**
 * A route handler that serves one document of the booking named by the URL (`/…/{vorgang}?token=…`),
 * made by `file` from the process number and token: 404 when it answers null (wrong or missing
 * token), 410 when 'expired' (cancelled, or the trip long over), never cached or indexed.
 *
 * Every document is rendered anew, so each costs (issue 26): per client address and per token only so
 * many an hour, right token or wrong (nothing is given back), and wrong tokens count apart besides.
 */
export function documentRoute(
  file: (
    key: {
      processNumber: string;
      token: string;
    },
    request: Request,
  ) => Promise<{ body: BodyInit; type: string; disposition: string } | null | Expired>,
) {
  return async function GET(request: Request, { params }: { params: Promise<{ vorgang: string }> }): Promise<Response> {
    await perRequest();
    const { vorgang } = await params;
    const token = new URL(request.url).searchParams.get('token');
    const address = clientAddress(request.headers);
    // Documents per client and per token (a token in a URL is a key too: hashed before it is stored).
    const spent = await Promise.all([
      limit('document', address),
      limit('document-token', `${vorgang}\n${token ?? ''}`),
    ]);
    const over = spent.filter((v) => !v.ok);
    if (over.length > 0) {
      return documentRefusal(request, {
        status: 429,
        retryAfterSeconds: Math.max(...over.map((v) => v.retryAfterSeconds)),
      });
    }
    // Wrong tokens count per client address; past the limit: 429 without a lookup.
    const allowed = await tokenAttempt(address);
    if (!allowed.ok) return documentRefusal(request, { status: 429, retryAfterSeconds: allowed.retryAfterSeconds });
    // Text no booking can have (NUL, a lone surrogate) names none: the same 404, without a lookup.
    const key = token && unsafeTextPath([vorgang, token]) === null ? { processNumber: vorgang, token } : null;
    const found = key ? await file(key, request) : null;
    // The token was right (also for a link that expired): only wrong tokens count as guesses.
    if (found) await tokenFound(address);
    if (found === EXPIRED) return documentRefusal(request, { status: 410 });
    if (!found) return documentRefusal(request, { status: 404 });
    return new Response(found.body, {
      headers: { ...PRIVATE_FILE, 'content-type': found.type, 'content-disposition': found.disposition },
    });
  };
}

/** A write route (spec §7 check, save, payments, import): the access parameter first, then the handler. */
export function writeRoute<C extends RouteContext<Record<string, string>> = RouteContext>(
  handler: (request: Request, context: C) => Promise<unknown>,
): (request: Request, context: C) => Promise<Response> {
  return route<C>('private', async (request, context) => {
    requireWriteAccess(request);
    return handler(request, context);
  });
}
