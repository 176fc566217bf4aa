/**
 * The site's public origin for links that leave the page (PDF and calendar links, payment return
 * URLs, mails, canonical URLs): SITE_URL when it is configured; otherwise the origin the visitor
 * used for this request, so a server on another host or port than localhost:3000 still links to
 * itself (issue 12). That origin is one the edge allowed (ALLOWED_HOSTS, by default this machine's
 * own names and addresses; lib/http/client), never a host a client named freely (issue 26).
 * Outside a request (background jobs) it is `fallbackSiteUrl()`. Server-to-server URLs (the
 * payment push) use `serverOrigin()` (lib/config/env) instead, never a request.
 */
import 'server-only';
import { headers } from 'next/headers';
import { unstable_rethrow } from 'next/navigation';
import { env, fallbackSiteUrl } from '../config/env';
import { isHttps, requestOriginOf } from './client';

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

/** Whether the current request came over HTTPS as the edge resolved it (cookies then get the Secure flag). */
export async function requestIsHttps(): Promise<boolean> {
  const list = await requestHeaders();
  return list ? isHttps(list) : false;
}
