/**
 * The script policy of each HTML answer: the hashes of its inline scripts instead of 'unsafe-inline'.
 *
 * Next.js's App Router writes its RSC payload and bootstrap as inline scripts
 * (`<script>self.__next_f.push(…)</script>`), and the catalogue pages come from the cache to everyone,
 * so no per-request nonce can be in their HTML. The policy the proxy (proxy.ts, from
 * lib/http/security-headers) puts on a page still allows 'unsafe-inline' for them; here, where the
 * whole answer passes, an HTML answer is held back until it is complete, the sha256 of each inline
 * script is computed, and script-src gets those hashes in place of 'unsafe-inline'. Script that an
 * attacker gets into the page (text from the booking API that the sanitizer missed) has no hash and
 * does not run.
 *
 * Only HTML is held back: HEAD, 204/304, RSC requests (`RSC: 1`, text/x-component), route handlers
 * and files stream through untouched. Compression runs below this layer (lib/edge/compress.mjs;
 * Next.js's own is off, next.config.ts), so the bytes hashed here are the uncompressed ones.
 * `next dev` does not run through the edge and keeps its relaxed policy.
 */
import { createHash } from 'node:crypto';

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC_ATTRIBUTE = /\ssrc\s*=/i;
const TYPE_ATTRIBUTE = /\stype\s*=\s*["']?([^"'\s>]*)/i;
/** The types a browser runs (HTML's "JavaScript MIME type essence matches", plus module); JSON-LD is data. */
const SCRIPT_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript']);

/**
 * The CSP hash sources (`'sha256-…'`) of the inline scripts a browser would run in this HTML, each
 * once. The browser hashes the script's text after the parser turned CR LF and CR into LF.
 *
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  /** @type {Set<string>} */
  const hashes = new Set();
  for (const [, attributes, text] of html.matchAll(INLINE_SCRIPT)) {
    if (SRC_ATTRIBUTE.test(attributes)) continue;
    const type = (TYPE_ATTRIBUTE.exec(attributes)?.[1] ?? '').toLowerCase();
    if (!SCRIPT_TYPES.has(type)) continue;
    const normalised = text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
    hashes.add(`'sha256-${createHash('sha256').update(normalised, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The policy with 'unsafe-inline' in script-src replaced by the hashes; the other directives as they were.
 *
 * @param {string} policy
 * @param {readonly string[]} hashes
 * @returns {string}
 */
export function policyWithHashes(policy, hashes) {
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean)
    .map((directive) => {
      const sources = directive.split(/\s+/);
      if (sources[0].toLowerCase() !== 'script-src') return directive;
      return [...sources.filter((source) => source.toLowerCase() !== "'unsafe-inline'"), ...hashes].join(' ');
    })
    .join('; ');
}

/** @param {import('node:http').ServerResponse} res */
function isHtml(res) {
  if (res.statusCode === 204 || res.statusCode === 304) return false;
  if (res.getHeader('content-encoding')) return false;
  return /^\s*text\/html\b/i.test(String(res.getHeader('content-type') ?? ''));
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {import('node:http').OutgoingHttpHeaders | import('node:http').OutgoingHttpHeader[] | undefined} headers
 */
function setHeaders(res, headers) {
  if (!headers) return;
  if (Array.isArray(headers)) {
    for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(String(headers[i]), headers[i + 1]);
    return;
  }
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
}

/**
 * Wraps the response (before Next.js handles the request) so that an HTML answer goes out with the
 * hashes of its inline scripts in its Content-Security-Policy.
 *
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function withScriptHashes(req, res) {
  if (req.method === 'HEAD' || req.headers.rsc === '1') return;
  const below = {
    write: res.write,
    end: res.end,
    writeHead: res.writeHead,
    flushHeaders: res.flushHeaders,
    flush: /** @type {{ flush?: () => void }} */ (/** @type {unknown} */ (res)).flush,
  };
  /** @type {Buffer[]} */
  const chunks = [];
  /** @type {boolean | undefined} */
  let holding;

  const restore = () => {
    res.write = below.write;
    res.end = below.end;
    res.writeHead = below.writeHead;
    res.flushHeaders = below.flushHeaders;
    const flushable = /** @type {{ flush?: () => void }} */ (/** @type {unknown} */ (res));
    if (below.flush) flushable.flush = below.flush;
    else delete flushable.flush;
  };
  /** Decided once, when the head would go out: hold the answer back if it is HTML, else step aside. */
  const decide = () => {
    if (holding === undefined) {
      holding = isHtml(res);
      if (!holding) restore();
    }
    return holding;
  };
  /**
   * @param {unknown} chunk
   * @param {unknown} encoding
   */
  const keep = (chunk, encoding) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    chunks.push(
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8')
        : Buffer.from(/** @type {Uint8Array} */ (chunk)),
    );
  };

  // @ts-expect-error: the overloads of writeHead are passed through unchanged
  res.writeHead = function (statusCode, reason, headers) {
    const message = typeof reason === 'string' ? reason : undefined;
    const fields = typeof reason === 'string' ? headers : reason;
    if (holding === undefined) {
      // The head's own fields decide as much as those set before.
      res.statusCode = statusCode;
      setHeaders(res, fields);
      if (message !== undefined) res.statusMessage = message;
      if (!decide()) return res.writeHead(statusCode);
      return res;
    }
    if (!holding) return res.writeHead.apply(res, /** @type {never} */ (arguments));
    res.statusCode = statusCode;
    if (message !== undefined) res.statusMessage = message;
    setHeaders(res, fields);
    return res;
  };
  res.flushHeaders = function () {
    if (!decide()) res.flushHeaders();
  };
  /** @type {{ flush?: () => void }} */ (/** @type {unknown} */ (res)).flush = () => {
    if (!decide()) /** @type {{ flush?: () => void }} */ (/** @type {unknown} */ (res)).flush?.();
  };
  // @ts-expect-error: the overloads of write are passed through unchanged
  res.write = function (chunk, encoding, callback) {
    if (!decide()) return res.write.apply(res, /** @type {never} */ (arguments));
    keep(chunk, encoding);
    const done = typeof encoding === 'function' ? encoding : callback;
    if (typeof done === 'function') process.nextTick(done);
    return true;
  };
  // @ts-expect-error: the overloads of end are passed through unchanged
  res.end = function (chunk, encoding, callback) {
    if (!decide()) return res.end.apply(res, /** @type {never} */ (arguments));
    keep(chunk, encoding);
    const done = [chunk, encoding, callback].find((arg) => typeof arg === 'function');
    const body = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
    restore();
    const policy = res.getHeader('content-security-policy');
    if (policy) {
      res.setHeader(
        'content-security-policy',
        policyWithHashes(String(policy), inlineScriptHashes(body.toString('utf8'))),
      );
    }
    // (Not `removeHeader('transfer-encoding')`: Node then sends a body that compression left without
    // a length as one the client can only end by closing the connection.)
    if (!res.hasHeader('transfer-encoding')) res.setHeader('content-length', body.length);
    return res.end(body, /** @type {() => void} */ (done));
  };
}
