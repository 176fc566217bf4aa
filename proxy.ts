/**
 * Next.js 16 "proxy" (the former middleware.ts, renamed by Next.js 16; it runs on Node.js):
 * - keeps the visitor's locale cookie alive for 365 days (spec §1),
 * - sends protected routes to /auth without a session (spec §4 route guard),
 * - sends the home page of the dedicated comparison host to the comparison page (spec §2).
 */
import { NextResponse, type NextRequest } from 'next/server';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, isLocale } from './lib/i18n/locales';
import { hasSessionCookie, isProtectedPath } from './lib/auth/guard';

export const COMPARISON_PATH = '/vergleich';

export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;

  // spec §2: payment providers POST their notification to /payment/push-…; the page at /payment/[data]
  // cannot take a POST, so the push route handler answers it (a GET still shows the thank-you screen).
  if (request.method === 'POST' && pathname.startsWith('/payment/push-')) {
    const url = request.nextUrl.clone();
    url.pathname = `/api/v1/payments/push/${pathname.slice('/payment/'.length)}`;
    return NextResponse.rewrite(url);
  }

  if (isProtectedPath(pathname) && !hasSessionCookie(request.cookies)) {
    const url = request.nextUrl.clone();
    url.pathname = '/auth';
    url.search = `?next=${encodeURIComponent(pathname + search)}`;
    return NextResponse.redirect(url);
  }

  const comparisonHost = process.env.COMPARISON_HOST?.trim();
  const host = (request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? '').split(':')[0];
  if (comparisonHost && pathname === '/' && host === comparisonHost) {
    const url = request.nextUrl.clone();
    url.pathname = COMPARISON_PATH;
    return NextResponse.redirect(url);
  }

  const response = NextResponse.next();
  const locale = request.cookies.get(LOCALE_COOKIE)?.value;
  if (isLocale(locale)) {
    response.cookies.set(LOCALE_COOKIE, locale, { maxAge: LOCALE_COOKIE_MAX_AGE, path: '/', sameSite: 'lax' });
  }
  return response;
}

export const config = {
  // Pages only: not the contract API, build assets, images or files with an extension.
  matcher: ['/((?!api/|_next/|sandbox/|.*\\..*).*)'],
};
