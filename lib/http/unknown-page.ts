/**
 * Addresses the proxy answers with the 404 page itself. The booking pages, the calendar and the trip
 * frame are rendered per request and stream: once their first bytes are out, a "not found" found
 * while rendering can no longer set the status. What can be told from the address alone is sent to
 * the 404 page before: ids beyond what the booking system stores (32-bit), payment return addresses
 * that cannot name a booking (in built-in mode a booking's token is 32 random bytes in base64url,
 * lib/engine/process-number; the operator's tokens in remote mode have no known format), and the
 * back office in remote mode (the operator's own system is the back office there).
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

export function isUnknownPage(pathname: string, remote: boolean): boolean {
  if (remote && /^\/backoffice(?:\/|$)/.test(pathname)) return true;
  if (isUnknownPaymentPath(pathname, remote)) return true;
  for (const route of ID_ROUTES) {
    const digits = route.exec(pathname)?.[1];
    if (digits !== undefined && (digits.length > 10 || Number(digits) > MAX_ID || Number(digits) < 1)) return true;
  }
  return false;
}
