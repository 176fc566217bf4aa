/**
 * The status of a page that Next.js cannot set right itself (issue 26, points 10-12):
 *
 * - The database is away: every page and /sitemap.xml answers 503 with `Retry-After` and a short
 *   page in the visitor's language. Next.js renders an error boundary with 200 (a streamed page) or
 *   500, and the sitemap would leave the catalogue out. Pages served from the cache count too: while
 *   the database is away every page says so, also those the cache could still show (a visitor can
 *   book nothing then, and a crawler is told to come back rather than shown a part of the site).
 * - "Not found" found while a page renders per request (an unknown slug, trip or journeyframe id):
 *   Next.js 16 with Cache Components sends it with 200. Such a page's HTML is held here until it is
 *   complete (they wait for their data before the first byte anyway: `instant = false`), and goes out
 *   with the status the page asked for.
 * - A 404 is cached briefly (Next.js gives a prerendered one a year), whoever answered it.
 *
 * How the app tells the edge: each page request runs in a store of this module (AsyncLocalStorage,
 * entered before Next.js's handler runs, so the render inherits it); the app writes to it through
 * lib/http/fault-status.ts: `status` (404 from the site's `notFound`, 503 from the engine finding the
 * database away), and the page's wanted status from the proxy's `x-site-status` header (the 404
 * page, which is a real page with its text in the HTML). The database's state and its probe are the
 * app's too (instrumentation.ts registers them): without them (remote mode, `next dev`) only the 404
 * rules apply.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

/** Shared with lib/http/fault-status.ts (the bundled app reads the same global). */
const FAULTS = Symbol.for('site.edge.faults');

/** How long a 404 may be kept by a cache: an address may become a page (a new trip, a new country). */
export const NOT_FOUND_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';
const RETRY_AFTER_SECONDS = 30;
/** How often the database is asked again while it is away. */
const PROBE_INTERVAL_MS = 1_000;
/** How long one probe may take before the next one may start. */
const PROBE_TIMEOUT_MS = 10_000;

/**
 * @typedef {{ status?: number }} RequestFault what the app found while answering this request
 * @typedef {{ status: number, headers: Record<string, string>, body: string }} PlainAnswer
 * @typedef {{
 *   probe: () => Promise<boolean>,
 *   unavailablePage: (localeCookie: string | undefined, acceptLanguage: string | undefined) => PlainAnswer,
 * }} DatabaseHooks
 */

/** @type {{ store: AsyncLocalStorage<RequestFault>, database?: DatabaseHooks, down: boolean, probing?: Promise<void>, probedAt: number }} */
const faults = /** @type {Record<symbol, any>} */ (
  globalThis[FAULTS] ??= {
    store: new AsyncLocalStorage(),
    down: false,
    probedAt: 0,
  }
);

/** Pages and the sitemap: what a visitor or crawler reads (not the API, the build's files, actions). */
export function isPageRequest(method = 'GET', url = '/') {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const pathname = url.split('?')[0];
  if (pathname === '/sitemap.xml') return true;
  return (
    !pathname.startsWith('/api/') &&
    !pathname.startsWith('/sandbox/api/') &&
    !pathname.startsWith('/_next/') &&
    !/\.[^/]*$/.test(pathname)
  );
}

function cookieValue(header = '', name = 'NEXT_LOCALE') {
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/**
 * Asks the database again (at most once a second, one probe at a time); its answer sets `down`. A
 * probe that takes long (PGlite busy, the database seeding at start) changes nothing: slow is not
 * away, and a database that does not answer at all fails the app's own connection timeout.
 */
function probe() {
  const hooks = faults.database;
  if (!hooks || faults.probing || Date.now() - faults.probedAt < PROBE_INTERVAL_MS) return;
  faults.probedAt = Date.now();
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  /** @type {Promise<undefined>} */
  const timeout = new Promise((resolve) => {
    timer = setTimeout(() => resolve(undefined), PROBE_TIMEOUT_MS);
    timer.unref();
  });
  faults.probing = Promise.race([hooks.probe().catch(() => undefined), timeout])
    .then((up) => {
      if (typeof up === 'boolean') faults.down = !up;
    })
    .finally(() => {
      clearTimeout(timer);
      faults.probedAt = Date.now();
      faults.probing = undefined;
    });
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {PlainAnswer} answer
 * @param {boolean} keepHeaders whether headers already set (the proxy's security headers) stay
 */
function sendPlain(req, res, answer, keepHeaders) {
  if (!keepHeaders) for (const name of res.getHeaderNames()) res.removeHeader(name);
  for (const name of ['content-length', 'content-encoding', 'etag', 'link', 'vary', 'x-nextjs-cache'])
    res.removeHeader(name);
  for (const name of res.getHeaderNames()) if (name.startsWith('x-nextjs-')) res.removeHeader(name);
  res.statusCode = answer.status;
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  // as /api/health's (lib/api/route-helpers: RETRY_AFTER_UNAVAILABLE_SECONDS)
  if (answer.status === 503) res.setHeader('retry-after', String(RETRY_AFTER_SECONDS));
  const body = Buffer.from(answer.body, 'utf8');
  res.setHeader('content-length', body.length);
  return req.method === 'HEAD' ? body.subarray(0, 0) : body;
}

/** The page that says the database is away, in the visitor's language (the app's texts). */
function unavailableAnswer(/** @type {import('node:http').IncomingMessage} */ req) {
  const hooks = /** @type {DatabaseHooks} */ (faults.database);
  const accept = req.headers['accept-language'];
  return hooks.unavailablePage(cookieValue(req.headers.cookie), Array.isArray(accept) ? accept[0] : accept);
}

/**
 * Holds a per-request HTML page until it is complete, then sends it with the status the app asked
 * for (404, or 503: then the unavailable page instead); sets a 404's caching; answers 503 itself
 * while the database is known to be away.
 *
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @returns {boolean} false when the edge answered the request itself
 */
export function answerFaults(req, res) {
  if (!isPageRequest(req.method, req.url)) return true;
  if (faults.database && faults.down) {
    probe();
    const body = sendPlain(req, res, unavailableAnswer(req), false);
    res.end(body);
    return false;
  }
  // A request that finds the database away tells the next ones (probe) and itself (below).
  if (faults.database) probe();

  /** @type {RequestFault} */
  const fault = {};
  faults.store.enterWith(fault);

  const writeHead = res.writeHead.bind(res);
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  /** @type {'undecided' | 'pass' | 'hold' | 'replaced'} */
  let mode = 'undecided';
  /** @type {Buffer[]} */
  const held = [];

  /** The status the answer should have: the proxy's or the app's word over Next.js's. */
  const wantedStatus = () => {
    const fromProxy = Number(res.getHeader('x-site-status'));
    res.removeHeader('x-site-status');
    if (fault.status === 503 && faults.database) return 503;
    if (fault.status === 404 || fromProxy === 404) return 404;
    return res.statusCode;
  };

  /** Right before the head goes out: the status and a 404's caching. */
  const finalHead = () => {
    const status = wantedStatus();
    if (status === 503) return false;
    if (status === 404 && res.statusCode < 300) res.statusCode = 404;
    if (res.statusCode === 404) res.setHeader('cache-control', NOT_FOUND_CACHE_CONTROL);
    return true;
  };

  /** Decides, when Next.js starts its answer, whether it goes through now or is held. */
  const decide = () => {
    if (mode !== 'undecided') return;
    const type = String(res.getHeader('content-type') ?? '');
    const caching = String(res.getHeader('cache-control') ?? '');
    // Per request (not cached) HTML with a 200: the render may still find "not found" or the database away.
    mode = type.startsWith('text/html') && res.statusCode === 200 && /no-store|private/.test(caching) ? 'hold' : 'pass';
    if (mode === 'pass' && !finalHead()) mode = 'replaced';
  };

  /** Headers given to writeHead itself become the response's, so they can still change. */
  // @ts-expect-error: the overloads of writeHead are passed through
  res.writeHead = function (status, ...rest) {
    if (mode === 'pass') return writeHead(status, ...rest);
    res.statusCode = status;
    const headers = rest.find((arg) => arg && typeof arg === 'object');
    if (Array.isArray(headers))
      for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(headers[i], headers[i + 1]);
    else if (headers) for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    decide();
    if (mode === 'pass') return writeHead(res.statusCode);
    return res;
  };

  // Next.js flushes the head before its first chunk (pipe-readable): not while the page is held.
  const flushHeaders = res.flushHeaders.bind(res);
  res.flushHeaders = function () {
    decide();
    if (mode === 'pass') flushHeaders();
  };

  /** @param {any} chunk @param {any} [encoding] */
  const keep = (chunk, encoding) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    held.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'));
  };

  // @ts-expect-error: the overloads of write are passed through
  res.write = function (chunk, ...rest) {
    decide();
    if (mode === 'pass') return write(chunk, ...rest);
    if (mode === 'hold') keep(chunk, rest[0]);
    const callback = rest.find((arg) => typeof arg === 'function');
    if (callback) process.nextTick(callback);
    return true;
  };

  // @ts-expect-error: the overloads of end are passed through
  res.end = function (chunk, ...rest) {
    decide();
    if (mode === 'pass') return end(chunk, ...rest);
    const callback = [chunk, ...rest].find((arg) => typeof arg === 'function');
    if (mode === 'hold') {
      keep(chunk, rest[0]);
      if (finalHead()) {
        const body = Buffer.concat(held);
        res.setHeader('content-length', body.length);
        writeHead(res.statusCode);
        return end(req.method === 'HEAD' ? undefined : body, callback);
      }
    }
    const body = sendPlain(req, res, unavailableAnswer(req), true);
    writeHead(res.statusCode);
    return end(body, callback);
  };
  return true;
}
