/**
 * The request boundary (issue 12): what a request must be before any page, route handler or server
 * action works with it, written once.
 * - proxy.ts applies the URL and header rules to every request: percent-encoding that decodes to
 *   UTF-8 without NUL bytes (400), a declared body within MAX_BODY_BYTES (413), no cross-site form
 *   post to a page, i.e. a server action from another origin (403).
 * - route handlers read bodies through `readBodyText`, which counts the bytes as they arrive (a body
 *   without Content-Length gets no further than the limit either) and refuses invalid UTF-8;
 * - route handlers and server actions check every value they parse with ./input (no NUL, no lone
 *   surrogate, ids that fit, real calendar days).
 * No framework imports: the proxy, the route helpers and the tests use it alike.
 */
import { isSafeText } from './input';
import { MAX_BODY_BYTES } from './limits.mjs';

export { MAX_BODY_BYTES };

export type RefusalKind = 'bad_encoding' | 'bad_text' | 'too_large' | 'cross_site';

export interface Refusal {
  kind: RefusalKind;
  status: 400 | 403 | 413;
  /** The contract's error code (`{ error, message }`). */
  error: 'bad_request' | 'payload_too_large' | 'forbidden';
  message: string;
}

const REFUSALS: Record<RefusalKind, Refusal> = {
  bad_encoding: {
    kind: 'bad_encoding',
    status: 400,
    error: 'bad_request',
    message: 'The request is not valid percent-encoded UTF-8.',
  },
  bad_text: {
    kind: 'bad_text',
    status: 400,
    error: 'bad_request',
    message: 'The request contains a NUL byte or a lone surrogate.',
  },
  too_large: {
    kind: 'too_large',
    status: 413,
    error: 'payload_too_large',
    message: `The request body is larger than ${MAX_BODY_BYTES} bytes.`,
  },
  cross_site: {
    kind: 'cross_site',
    status: 403,
    error: 'forbidden',
    message: 'Forms of this site are accepted from this site only.',
  },
};

export function refusal(kind: RefusalKind): Refusal {
  return REFUSALS[kind];
}

/** Thrown by the readers below; the route helpers answer it with its status and `{ error, message }`. */
export class RefusedRequest extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
    this.name = 'RefusedRequest';
  }
}

/** A URL component decoded as UTF-8, or null when its percent-encoding is broken. */
function decodeComponent(component: string, plusIsSpace: boolean): string | null {
  try {
    return decodeURIComponent(plusIsSpace ? component.replace(/\+/g, ' ') : component);
  } catch {
    return null;
  }
}

/**
 * Why a URL is refused, or null. Every path segment and every query name and value must decode
 * (`/reise/%E0%A4%A` does not, nor does an encoded surrogate like %ED%A0%80) to text without NUL.
 */
export function urlRefusal(url: URL): Refusal | null {
  const components: [string, boolean][] = url.pathname.split('/').map((segment) => [segment, false]);
  for (const pair of url.search.slice(1).split('&')) {
    for (const part of pair.split('=')) components.push([part, true]);
  }
  for (const [component, plusIsSpace] of components) {
    const decoded = decodeComponent(component, plusIsSpace);
    if (decoded === null) return REFUSALS.bad_encoding;
    if (!isSafeText(decoded)) return REFUSALS.bad_text;
  }
  return null;
}

/** A declared body beyond the limit, refused before a byte of it is read. */
export function bodyLengthRefusal(headers: Headers, limit = MAX_BODY_BYTES): Refusal | null {
  const declared = headers.get('content-length');
  return declared !== null && Number(declared) > limit ? REFUSALS.too_large : null;
}

/**
 * A POST whose Origin is another host than the one it was sent to (`host`: lib/http/client `requestHost`), as
 * Next.js compares them before it runs a server action. Next.js refuses those itself, but with a 500;
 * refused here, the answer is 403. A request without Origin passes as it does in Next.js (no browser
 * omits it on a cross-site POST).
 */
export function crossSiteRefusal(method: string, headers: Headers, host: string | undefined): Refusal | null {
  if (method !== 'POST') return null;
  const origin = headers.get('origin');
  if (origin === null) return null;
  let originHost: string;
  try {
    originHost = origin === 'null' ? 'null' : new URL(origin).host;
  } catch {
    return REFUSALS.cross_site;
  }
  return host && originHost === host ? null : REFUSALS.cross_site;
}

/**
 * The request body as text, at most `limit` bytes: a longer one is refused as soon as it is longer
 * (413), whatever its Content-Length said; bytes that are not UTF-8 are refused (400).
 */
export async function readBodyText(request: Request, limit = MAX_BODY_BYTES): Promise<string> {
  const declared = bodyLengthRefusal(request.headers, limit);
  if (declared) throw new RefusedRequest(declared);
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw new RefusedRequest(REFUSALS.too_large);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new RefusedRequest(REFUSALS.bad_encoding);
  }
}
