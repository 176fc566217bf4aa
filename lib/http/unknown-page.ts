/**
 * Addresses the proxy answers with the 404 page itself. The booking pages, the calendar and the trip
 * frame are rendered per request and stream: once their first bytes are out, a "not found" found
 * while rendering can no longer set the status. What can be told from the address alone is sent to
 * the 404 page before: ids beyond what the booking system stores (32-bit), and the back office in
 * remote mode (the operator's own system is the back office there).
 */
const MAX_ID = 2_147_483_647;

/** `/reise/{id}…/buchung`, `/journeyframe/{id}`, `/reisekalender/{id}-…`: the id's digits. */
const ID_ROUTES = [/^\/reise\/(\d+)[^/]*\/buchung\/?$/, /^\/journeyframe\/(\d+)/, /^\/reisekalender\/(\d+)/];

export function isUnknownPage(pathname: string, remote: boolean): boolean {
  if (remote && /^\/backoffice(?:\/|$)/.test(pathname)) return true;
  for (const route of ID_ROUTES) {
    const digits = route.exec(pathname)?.[1];
    if (digits !== undefined && (digits.length > 10 || Number(digits) > MAX_ID || Number(digits) < 1)) return true;
  }
  return false;
}
