/**
 * Next.js 16 "proxy" (the former middleware.ts, renamed by Next.js 16; it runs on Node.js). It sees
 * every request but the build's static files, and:
 * - is the request boundary (lib/http/boundary): a URL whose percent-encoding is broken or decodes to
 *   a NUL byte → 400, a declared body over the limit → 413, a form post (server action) from another
 *   site → 403; pages get a short page in the visitor's language, the API its JSON error body;
 * - rewrites every page request to the locale segment app/[locale] (`/reise/5` → `/de/reise/5`), the
 *   locale from the cookie, else the browser's languages (`negotiateLocale`): each locale's pages are
 *   rendered once and served from the cache, while the public URLs stay without a locale; a request
 *   naming the segment itself is not found (no second address for a page);
 * - puts the security headers on every response (lib/http/security-headers);
 * - keeps the visitor's locale cookie alive for 365 days (spec §1), Secure under HTTPS,
 * - sends protected routes to /auth without a session (spec §4 route guard),
 * - sends the home page of the dedicated comparison host to the comparison page (spec §2).
 */
import { NextResponse, type NextRequest } from 'next/server';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, LOCALE_HEADER, isLocale, negotiateLocale } from './lib/i18n/locales';
import { isGeneratedImagePath, localeSegmentOf } from './lib/i18n/page-locale';
import { hasSessionCookie, isProtectedPath } from './lib/auth/guard';
import { bodyLengthRefusal, crossSiteRefusal, urlRefusal, type Refusal } from './lib/http/boundary';
import { isHttps, requestHost } from './lib/http/client';
import { originOf, securityHeaders } from './lib/http/security-headers';
import { refusalPage, staffForbiddenPage } from './lib/http/refusal-page';
import { FORBIDDEN_PATH, pageAction } from './lib/backoffice/page-rights';
import { may, type Rights } from './lib/backoffice/rights';
import { env, isRemoteMode } from './lib/config/env';
import { isUnknownPage } from './lib/http/unknown-page';
import { INTERNAL_ORIGIN_VARIABLE } from './lib/edge/names.mjs';

export const COMPARISON_PATH = '/vergleich';

/** Provider notifications come from the provider's servers by design (verified by signature instead). */
const PUSH_PREFIX = '/payment/push-';

function isApiPath(pathname: string): boolean {
  return pathname.startsWith('/api/') || pathname.startsWith('/sandbox/api/');
}

/** Why the request is refused before anything else runs, or null. */
function boundaryRefusal(request: NextRequest): Refusal | null {
  const { pathname } = request.nextUrl;
  return (
    urlRefusal(new URL(request.url)) ??
    bodyLengthRefusal(request.headers) ??
    (isApiPath(pathname) || pathname.startsWith(PUSH_PREFIX)
      ? null
      : crossSiteRefusal(request.method, request.headers, requestHost(request.headers)))
  );
}

/** The configured third parties' origins the pages may frame or show images from. */
function thirdParties(): string[] {
  const config = env();
  const urls = [config.WEBCAM_URL, config.NEWSLETTER_URL, config.IMAGE_PROXY_URL, config.API_BASE_URL];
  return [...new Set(urls.map(originOf).filter((origin): origin is string => Boolean(origin)))];
}

/** Not a page: the API and files (robots.txt, sitemap.xml, icon.svg, public/). */
function isPagePath(pathname: string): boolean {
  return (
    !isApiPath(pathname) &&
    !pathname.startsWith('/_next/') &&
    !/\.[^/]*$/.test(pathname) &&
    !isGeneratedImagePath(pathname)
  );
}

/** The status a page's answer must have, for the site's edge (lib/edge/faults.mjs). */
const SITE_STATUS_HEADER = 'x-site-status';

/**
 * Whether the signed-in staff member may see this back-office page. Next.js 16 streams a page, so a
 * page cannot answer 403 once its own check runs (the 200 is sent): the proxy asks first, through the
 * app's own route handler (app/api/backoffice/rights), which reads the session where the engine lives.
 * Unknown (no answer): the page's own check decides.
 */
async function staffMayOpen(request: NextRequest, pathname: string): Promise<boolean> {
  const action = pageAction(pathname);
  if (!action || isRemoteMode()) return true;
  // To this server's own address (server.mjs publishes it), never out through the public host.
  const url = new URL('/api/backoffice/rights', process.env[INTERNAL_ORIGIN_VARIABLE] || ownUrl(request).origin);
  const answer = await fetch(url, {
    headers: { cookie: request.headers.get('cookie') ?? '' },
    cache: 'no-store',
    signal: AbortSignal.timeout(5000),
  }).catch(() => null);
  if (!answer?.ok) return true;
  const { rights } = (await answer.json().catch(() => ({ rights: null }))) as { rights: Rights | null };
  return !rights || may(rights, action);
}

/**
 * Next.js 16's middleware. Asynchronous only for a back-office page with a session (the rights
 * look-up, staffMayOpen); everything else is answered by routeRequest at once.
 */
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const staffForbidden =
    request.method === 'GET' &&
    pageAction(pathname) !== null &&
    hasSessionCookie(request.cookies) &&
    !(await staffMayOpen(request, pathname));
  return routeRequest(request, staffForbidden);
}

/** The proxy's decisions for one request; `staffForbidden`: a back-office page without the right. */
export function routeRequest(request: NextRequest, staffForbidden = false) {
  const { pathname, search } = request.nextUrl;
  const https = isHttps(request.headers) || request.nextUrl.protocol === 'https:';
  const consentScript = originOf(env().CONSENT_SCRIPT_URL);
  const headers = securityHeaders({
    pathname,
    https,
    development: process.env.NODE_ENV === 'development',
    thirdParties: thirdParties(),
    scriptOrigins: consentScript ? [consentScript] : [],
  });
  const secured = <R extends Response>(response: R): R => {
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    return response;
  };

  const refused = boundaryRefusal(request);
  if (refused) {
    if (isApiPath(pathname)) {
      return secured(
        NextResponse.json(
          { error: refused.error, message: refused.message },
          { status: refused.status, headers: { 'cache-control': 'no-store' } },
        ),
      );
    }
    const locale = request.cookies.get(LOCALE_COOKIE)?.value;
    return secured(refusalPage(refused, locale, request.headers.get('accept-language')));
  }

  // spec §2: payment providers POST their notification to /payment/push-…; the page at /payment/[data]
  // cannot take a POST, so the push route handler answers it (a GET still shows the thank-you screen).
  if (request.method === 'POST' && pathname.startsWith(PUSH_PREFIX)) {
    const url = ownUrl(request);
    url.pathname = `/api/v1/payments/push/${pathname.slice('/payment/'.length)}`;
    return secured(NextResponse.rewrite(url));
  }

  // The 'no access' page answers 403 to anyone (it never shows more than these words).
  if (pathname === FORBIDDEN_PATH) {
    return secured(
      staffForbiddenPage(request.cookies.get(LOCALE_COOKIE)?.value, request.headers.get('accept-language')),
    );
  }

  if (isProtectedPath(pathname) && !hasSessionCookie(request.cookies)) {
    const url = ownUrl(request);
    url.pathname = '/auth';
    url.search = `?next=${encodeURIComponent(pathname + search)}`;
    return secured(NextResponse.redirect(url));
  }

  if (staffForbidden) {
    return secured(
      staffForbiddenPage(request.cookies.get(LOCALE_COOKIE)?.value, request.headers.get('accept-language')),
    );
  }

  const comparisonHost = process.env.COMPARISON_HOST?.trim();
  const host = (requestHost(request.headers) ?? '').split(':')[0];
  if (comparisonHost && pathname === '/' && host === comparisonHost) {
    const url = ownUrl(request);
    url.pathname = COMPARISON_PATH;
    return secured(NextResponse.redirect(url));
  }

  const cookieLocale = request.cookies.get(LOCALE_COOKIE)?.value;
  const locale = negotiateLocale(cookieLocale, request.headers.get('accept-language'));
  const forwarded = new Headers(request.headers);
  forwarded.set(LOCALE_HEADER, locale);
  const page = isPagePath(pathname);
  let response: NextResponse;
  if (!page) {
    response = NextResponse.next({ request: { headers: forwarded } });
  } else {
    const url = ownUrl(request);
    // The locale segment is internal: named in the URL, the page is not found (app/[locale]/404).
    // '/404' itself is the not-found page too, with its status.
    const known = localeSegmentOf(pathname) === null && pathname !== '/404' && !isUnknownPage(pathname, isRemoteMode());
    url.pathname = known ? `/${locale}${pathname === '/' ? '' : pathname}` : `/${locale}/404`;
    response = NextResponse.rewrite(url, { request: { headers: forwarded } });
    // The 404 page is a real page (its words in the HTML, app/[locale]/404): its status line is set by
    // the site's edge (lib/edge/faults.mjs) from this header, which it removes.
    if (!known) response.headers.set(SITE_STATUS_HEADER, '404');
    // One URL, one page per language: caches between the visitor and this server must keep them apart.
    response.headers.set('Vary', 'Cookie, Accept-Language');
  }
  secured(response);
  // Pages only: not the API, nor files (a Set-Cookie would keep a CDN from caching them).
  if (isLocale(cookieLocale) && page) {
    response.cookies.set(LOCALE_COOKIE, cookieLocale, {
      maxAge: LOCALE_COOKIE_MAX_AGE,
      path: '/',
      sameSite: 'lax',
      secure: https,
    });
  }
  return response;
}

/**
 * A copy of the request's URL to rewrite or redirect to. Not `nextUrl`: it names 127.0.0.1 as
 * `localhost`, so on a server bound with `-H 127.0.0.1` Next.js would take a rewrite for one to
 * another host and proxy it to itself, failing. `request.url` is the router's own URL
 * (`skipProxyUrlNormalize`, next.config.ts).
 */
function ownUrl(request: NextRequest): URL {
  return new URL(request.url);
}

export const config = {
  // Everything but the build's immutable files and optimised images (next.config.ts gives those the
  // static security headers).
  matcher: ['/((?!_next/static/|_next/image).*)'],
};
