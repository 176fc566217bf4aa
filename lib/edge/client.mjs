/**
 * Who the client is and which host is ours (issue 26), decided once by the server that owns the
 * socket, before Next.js sees the request (Next.js 16 keeps a client's own X-Forwarded-For).
 *
 * - The client is the socket's peer, unless that peer is a trusted proxy (TRUSTED_PROXIES): then the
 *   X-Forwarded-For chain is walked from the right, through trusted hops only (Express's `trust
 *   proxy`, with its own library proxy-addr). X-Forwarded-Host and -Proto count only when the socket's
 *   peer is trusted (as Express's `req.host` and `req.protocol`).
 * - A Host (or trusted X-Forwarded-Host) outside the allowed hosts is refused with 400, as Django's
 *   ALLOWED_HOSTS: links made from a request can then only name this site.
 * - Every client-written forwarding header is deleted; the edge sets x-forwarded-for (the one
 *   resolved address), -host and -proto itself, with a per-process token in EDGE_HEADER that the
 *   app compares with process.env[EDGE_TOKEN_VARIABLE] (lib/http/client.ts): without it (next dev)
 *   the app trusts none of them.
 */
import os from 'node:os';
import { randomBytes } from 'node:crypto';
import proxyaddr from 'proxy-addr';
import ipaddr from 'ipaddr.js';
import { EDGE_HEADER, EDGE_TOKEN_VARIABLE } from './names.mjs';

const FORWARDING_HEADERS = [
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-forwarded-server',
  'forwarded',
  'x-real-ip',
  EDGE_HEADER,
];

/**
 * @typedef {(address: string, hop: number) => boolean} Trust
 * Whether the hop'th address from the socket (0: the socket's peer) is a trusted proxy.
 */

/**
 * TRUSTED_PROXIES as a trust function: unset, empty or 0: none; a number n: the n nearest hops
 * (Express's `trust proxy` = n); otherwise a comma-separated list of addresses, CIDR ranges and
 * proxy-addr's names (loopback, linklocal, uniquelocal). A wrong value throws (at start-up).
 *
 * @param {string | undefined} setting
 * @returns {Trust}
 */
export function trustFrom(setting) {
  const value = (setting ?? '').trim();
  if (value === '' || value === '0' || value.toLowerCase() === 'none') return () => false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  const list = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  try {
    return proxyaddr.compile(list);
  } catch (error) {
    throw new Error(
      `TRUSTED_PROXIES: ${/** @type {Error} */ (error).message} (expected a number of hops or addresses/CIDR ranges)`,
      { cause: error },
    );
  }
}

/** An address as the app counts it: IPv4-mapped IPv6 as IPv4, IPv6 in its short form. */
function plainAddress(/** @type {string} */ address) {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6') {
    const v6 = /** @type {import('ipaddr.js').IPv6} */ (parsed);
    return v6.isIPv4MappedAddress() ? v6.toIPv4Address().toString() : v6.toString();
  }
  return parsed.toString();
}

/** The first value of a comma-separated header. */
function firstValue(/** @type {string | string[] | undefined} */ value) {
  const text = Array.isArray(value) ? value[0] : value;
  return text?.split(',')[0]?.trim() || undefined;
}

// A host name, IPv4 or bracketed IPv6 address with an optional port: nothing that could smuggle a
// path, credentials or markup into a link made from it.
const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** The name of a host header without its port and brackets, lower case; undefined when it is not a plain host. */
function hostName(/** @type {string | undefined} */ host) {
  if (!host || !HOST.test(host)) return undefined;
  const name = host.startsWith('[') ? host.slice(1, host.indexOf(']')) : host.replace(/:\d+$/, '');
  return name.toLowerCase().replace(/\.$/, '');
}

/**
 * The allowed host names: ALLOWED_HOSTS when set (names, `.example.com` for a domain and its
 * subdomains, `*` for any); otherwise SITE_URL's host, loopback names and this machine's own name
 * and interface addresses, on any port, so `npm start` works on localhost and in the LAN.
 *
 * @param {{ ALLOWED_HOSTS?: string, SITE_URL?: string }} env
 * @returns {(name: string) => boolean}
 */
export function allowedHostsFrom(env) {
  const configured = (env.ALLOWED_HOSTS ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  if (configured.includes('*')) return () => true;
  const names = new Set(configured.map((entry) => entry.replace(/^\[|\]$/g, '')).filter((e) => !e.startsWith('.')));
  const domains = configured.filter((entry) => entry.startsWith('.'));
  if (env.SITE_URL) {
    try {
      names.add(hostName(new URL(env.SITE_URL).host) ?? '');
    } catch {
      // lib/config/env.ts refuses a SITE_URL that is not a URL.
    }
  }
  if (configured.length === 0) {
    for (const name of ['localhost', '127.0.0.1', '::1', os.hostname().toLowerCase()]) names.add(name);
    for (const list of Object.values(os.networkInterfaces())) {
      for (const entry of list ?? []) names.add(plainAddress(entry.address.replace(/%.*$/, '')));
    }
  }
  return (name) => {
    const plain = ipaddr.isValid(name) ? plainAddress(name) : name;
    return (
      names.has(plain) ||
      /^127\.\d+\.\d+\.\d+$/.test(plain) ||
      (configured.length === 0 && plain.endsWith('.localhost')) ||
      domains.some((domain) => plain === domain.slice(1) || plain.endsWith(domain))
    );
  };
}

/**
 * The client as the trusted chain tells it.
 *
 * @param {{ remoteAddress: string | undefined, encrypted: boolean, headers: import('node:http').IncomingHttpHeaders }} request
 * @param {Trust} trust
 * @returns {{ address: string, host: string | undefined, proto: 'http' | 'https' }}
 */
export function resolveClient(request, trust) {
  const remote = request.remoteAddress ?? '';
  const forwardedFor = request.headers['x-forwarded-for'];
  // proxy-addr reads the socket's address and X-Forwarded-For (one header; Node joins repeated ones).
  const address = remote
    ? proxyaddr(
        /** @type {import('node:http').IncomingMessage} */ (
          /** @type {unknown} */ ({
            headers: { 'x-forwarded-for': Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor },
            connection: { remoteAddress: remote },
            socket: { remoteAddress: remote },
          })
        ),
        trust,
      )
    : '';
  const peerTrusted = remote !== '' && trust(remote, 0);
  const forwardedHost = peerTrusted ? firstValue(request.headers['x-forwarded-host']) : undefined;
  const forwardedProto = peerTrusted ? firstValue(request.headers['x-forwarded-proto'])?.toLowerCase() : undefined;
  const proto =
    forwardedProto === 'https' || forwardedProto === 'http' ? forwardedProto : request.encrypted ? 'https' : 'http';
  return { address: plainAddress(address), host: forwardedHost ?? request.headers.host, proto };
}

/** @type {{ trust: Trust, allowed: (name: string) => boolean } | undefined} */
let configured;
const token = randomBytes(24).toString('base64url');

/** Reads TRUSTED_PROXIES and ALLOWED_HOSTS and publishes the token; server.mjs calls it before it listens. */
export function configureClient(env = process.env) {
  configured = { trust: trustFrom(env.TRUSTED_PROXIES), allowed: allowedHostsFrom(env) };
  process.env[EDGE_TOKEN_VARIABLE] = token;
}

/**
 * Resolves the client and sets the headers the app reads; answers 400 itself (returns false) for a
 * host that is not ours.
 *
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @returns {boolean}
 */
export function admitClient(req, res) {
  if (!configured) configureClient();
  const { trust, allowed } = /** @type {NonNullable<typeof configured>} */ (configured);
  const client = resolveClient(
    {
      remoteAddress: req.socket.remoteAddress,
      encrypted: Boolean(/** @type {{ encrypted?: boolean }} */ (req.socket).encrypted),
      headers: req.headers,
    },
    trust,
  );
  for (const name of FORWARDING_HEADERS) delete req.headers[name];
  const name = hostName(client.host);
  if (!client.host || !name || !allowed(name)) {
    res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' });
    res.end('400 Bad Request: this server does not answer for this host name.\n');
    return false;
  }
  req.headers['x-forwarded-for'] = client.address || 'unknown';
  req.headers['x-forwarded-host'] = client.host;
  req.headers['x-forwarded-proto'] = client.proto;
  req.headers[EDGE_HEADER] = token;
  return true;
}
