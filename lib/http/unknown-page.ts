/**
 * Addresses the proxy answers with the 404 page itself. The booking pages, the calendar and the trip
 * frame are rendered per request and stream: once their first bytes are out, a "not found" found
 * while rendering can no longer set the status. What can be told from the address alone is sent to
 * the 404 page before: ids beyond what the booking system stores (32-bit), payment return addresses
 * that cannot name a booking (in built-in mode a booking's token is 32 random bytes in base64url,
 * lib/engine/process-number; the operator's tokens in remote mode have no known format), and the
 * back office in remote mode (the operator's own system is the back office there).
 *
 * So is every address no page has. Next.js would send those to the catch-all app/[locale]/[...rest],
 * whose page is never prerendered: with Cache Components it answers with an empty shell that the
 * browser fills in (a 404 without text for a crawler, the heading only after the JavaScript ran). The
 * 404 page itself is prerendered per locale, with its text in the HTML.
 */
import { parsePaymentPath, safeDecode } from '../api/contract/site-paths';

const MAX_ID = 2_147_483_647;

/** A built-in booking token: `randomBytes(32).toString('base64url')`. */
const BUILT_IN_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** `/payment/{kind}-{processNumber}-{token}-{paymentType}` that cannot name a booking. */
function isUnknownPaymentPath(pathname: string, remote: boolean): boolean {
  const data = /^\/payment\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (data === undefined) return false;
  const parsed = parsePaymentPath(safeDecode(data));
  if (!parsed) return true;
  return !remote && !parsed.candidates.some(({ token }) => BUILT_IN_TOKEN.test(token));
}

/** `/reise/{id}…/buchung`, `/journeyframe/{id}`, `/reisekalender/{id}-…`: the id's digits. */
const ID_ROUTES = [/^\/reise\/(\d+)[^/]*\/buchung\/?$/, /^\/journeyframe\/(\d+)/, /^\/reisekalender\/(\d+)/];

/**
 * The routes of app/[locale] (pages and route handlers) but the catch-all, in Next.js's notation
 * (tests/unit/unknown-page.test.ts compares the list with the folder).
 */
export const PAGE_ROUTES = [
  '/',
  '/404',
  '/Journeyverify/[[...id]]',
  '/article/[[...article]]',
  '/auth',
  '/backoffice',
  '/backoffice/abfahrten',
  '/backoffice/abfahrten/[id]',
  '/backoffice/abfahrten/[id]/csv',
  '/backoffice/benutzer',
  '/backoffice/buchungen',
  '/backoffice/buchungen/[vorgang]',
  '/backoffice/checkin/[departure]',
  '/backoffice/kein-zugriff',
  '/backoffice/mails',
  '/backoffice/mails/[id]',
  '/backoffice/reisen',
  '/backoffice/reisen/[id]',
  '/buchung',
  '/buchung/[vorgang]',
  '/charivari',
  '/fahrer/[name]',
  '/faq',
  '/journeyframe/[[...id]]',
  '/kleinbus',
  '/kleinbus_setdriverid',
  '/lift',
  '/lift_app',
  '/map',
  '/payment/[data]',
  '/pisten',
  '/pisten_app',
  '/pistenspass',
  '/plain',
  '/reise',
  '/reise/[id]',
  '/reise/[id]/buchung',
  '/reisekalender/[[...kategorie]]',
  '/reiseland/[[...land]]',
  '/reiseuebersicht/[[...segments]]',
  '/reiseuebersicht/search/[[...segments]]',
  '/sandbox/checkout/[id]',
  '/sitemap',
  '/ticketpage',
  '/vergleich',
  '/webcam',
  '/webcam_app',
] as const;

/** A route as Next.js matches it: `[x]` one segment, `[...x]` one or more, `[[...x]]` none or more. */
function routePattern(route: string): RegExp {
  const segments = route.split('/').filter(Boolean);
  const body = segments
    .map((segment) => {
      if (segment.startsWith('[[...')) return '(?:/[^/]+)*';
      if (segment.startsWith('[...')) return '(?:/[^/]+)+';
      if (segment.startsWith('[')) return '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return new RegExp(`^${body}/?$`);
}

const PAGE_PATTERNS = PAGE_ROUTES.map(routePattern);

/** Whether a page of app/[locale] answers the address (else only the catch-all would). */
function hasPageRoute(pathname: string): boolean {
  return PAGE_PATTERNS.some((pattern) => pattern.test(pathname));
}

export function isUnknownPage(pathname: string, remote: boolean): boolean {
  if (!hasPageRoute(pathname)) return true;
  if (remote && /^\/backoffice(?:\/|$)/.test(pathname)) return true;
  if (isUnknownPaymentPath(pathname, remote)) return true;
  for (const route of ID_ROUTES) {
    const digits = route.exec(pathname)?.[1];
    if (digits !== undefined && (digits.length > 10 || Number(digits) > MAX_ID || Number(digits) < 1)) return true;
  }
  return false;
}
