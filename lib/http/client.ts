/**
 * The one notion of the client (issue 26, ARCHITECTURE "Trust at the edges"): who sent this request,
 * over which protocol, to which of our hosts. Every limit, hold cap, sign-in throttle, log line,
 * cookie and link asks here; nothing else reads X-Forwarded-* or X-Real-IP.
 *
 * The answers come from the site's edge (server.mjs, lib/edge/client.mjs), which owns the socket:
 * it resolves the client through the trusted proxies (TRUSTED_PROXIES), refuses a host that is not
 * ours (ALLOWED_HOSTS) and sets x-forwarded-for/-host/-proto itself, with its per-process token in
 * EDGE_HEADER. A request without that token did not pass the edge (`next dev`, a test): then no
 * forwarding header counts, all such requests share one client, and links use the configured origin
 * or a loopback Host only. That is said once in the log.
 *
 * No framework imports: the proxy, the route helpers, server actions and the tests use it alike.
 */
import { timingSafeEqual } from 'node:crypto';
import ipaddr from 'ipaddr.js';
import { EDGE_HEADER, EDGE_TOKEN_VARIABLE } from '../edge/names.mjs';
import { logWarn } from '../log';

type HeaderSource = { get(name: string): string | null };

/** The client of every request that did not pass the edge: one shared bucket, never a skipped limit. */
export const UNRESOLVED_CLIENT = 'local';
/** An address the edge resolved that is no IP (a trusted hop count longer than the real chain). */
const UNPARSED_CLIENT = 'unparsed';

let warned = false;

/** Whether the site's edge set this request's client headers (its token matches this process's). */
function fromEdge(headers: HeaderSource): boolean {
  const expected = process.env[EDGE_TOKEN_VARIABLE];
  const sent = headers.get(EDGE_HEADER);
  const ok =
    Boolean(expected && sent) &&
    sent!.length === expected!.length &&
    timingSafeEqual(Buffer.from(sent!), Buffer.from(expected!));
  if (!ok && !warned) {
    warned = true;
    logWarn(
      'client.no-edge',
      'a request without the site edge’s mark (next dev, a test, or a request Next.js makes internally): ' +
        'its forwarding headers are ignored and all such requests count as one client',
    );
  }
  return ok;
}

/** IPv6 addresses count by their /64 (one connection usually owns the whole block); IPv4 as it is. */
function addressKey(address: string): string {
  const plain = address.trim().replace(/^\[|\]$/g, '');
  if (!ipaddr.isValid(plain)) return UNPARSED_CLIENT;
  let parsed = ipaddr.parse(plain);
  if (parsed instanceof ipaddr.IPv6 && parsed.isIPv4MappedAddress()) parsed = parsed.toIPv4Address();
  if (parsed instanceof ipaddr.IPv4) return parsed.toString();
  return `${parsed.parts
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(':')}::/64`;
}

/**
 * The client's address as the limits count it (route handlers: `request.headers`; server actions
 * and pages: `await headers()`): never empty, so no per-client cap is ever skipped.
 */
export function clientAddress(headers: HeaderSource): string {
  if (!fromEdge(headers)) return UNRESOLVED_CLIENT;
  return addressKey(headers.get('x-forwarded-for') ?? '');
}

/** The host the visitor asked for (the edge checked it against the allowed hosts), with its port. */
export function requestHost(headers: HeaderSource): string | undefined {
  if (fromEdge(headers)) return headers.get('x-forwarded-host') ?? headers.get('host') ?? undefined;
  return headers.get('host') ?? undefined;
}

/** Whether the visitor reached the site over HTTPS, as the edge resolved it (no edge: no). */
export function isHttps(headers: HeaderSource): boolean {
  return fromEdge(headers) && headers.get('x-forwarded-proto') === 'https';
}

const LOOPBACK_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d{1,5})?$/i;

/**
 * The origin the visitor used ('https://reisen.example', 'http://127.0.0.1:3210'), when it may name
 * links: a host the edge allowed; without the edge only a loopback one. Otherwise undefined.
 */
export function requestOriginOf(headers: HeaderSource): string | undefined {
  const host = requestHost(headers);
  if (!host) return undefined;
  if (fromEdge(headers)) return `${isHttps(headers) ? 'https' : 'http'}://${host}`;
  return LOOPBACK_HOST.test(host) ? `http://${host}` : undefined;
}
