/**
 * The site's public origin for links that leave the page (PDF and calendar links, payment return and
 * push URLs, mails, canonical URLs): SITE_URL when it is configured; otherwise the origin the visitor
 * used for this request, so a server on another host or port than localhost:3000 still links to
 * itself (issue 12). Outside a request (background jobs) it is `fallbackSiteUrl()`.
 *
 * Without SITE_URL a request's Host header decides the links it gets, which is why a production
 * server warns at start-up (instrumentation.ts) that SITE_URL should be set.
 */
import 'server-only';
import { headers } from 'next/headers';
import { unstable_rethrow } from 'next/navigation';
import { env, fallbackSiteUrl } from '../config/env';
import { isHttps, requestOriginOf } from './boundary';

/** The request's headers, or undefined outside a request (a background job, a test). */
async function requestHeaders(): Promise<Headers | undefined> {
  try {
    return await headers();
  } catch (error) {
    // Next.js's own signals (e.g. "this page is dynamic") must go on; "no request here" ends here.
    unstable_rethrow(error);
    return undefined;
  }
}

export async function siteOrigin(): Promise<string> {
  const configured = env().SITE_URL;
  if (configured) return configured.replace(/\/+$/, '');
  const list = await requestHeaders();
  return (list && requestOriginOf(list)) ?? fallbackSiteUrl();
}

/**
 * The origin for what is rendered once and served to everyone (canonical URLs, JSON-LD of cached
 * pages): SITE_URL, else this server's own address. Reads no request.
 */
export function staticSiteOrigin(): string {
  return fallbackSiteUrl();
}

/** Whether the current request came over HTTPS (cookies then get the Secure flag). */
export async function requestIsHttps(): Promise<boolean> {
  const list = await requestHeaders();
  return list ? isHttps(list) : false;
}
