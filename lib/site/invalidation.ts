/**
 * The site's one listener to the engine's "availability changed" (lib/engine/availability): every
 * journey whose free places changed has its cached pages expired through `invalidateJourney`
 * (./catalogue), whatever changed them – a save, a price check's hold, a payment, a staff change, the
 * expiry of an unpaid booking or of a hold. Registered once per server process (instrumentation.ts),
 * in built-in mode only; in remote mode the site's own saves expire the trip they booked
 * (./booking) and the rest ages out with the catalogue's cache lifetime.
 *
 * Where it may: Next.js 16 lets `revalidateTag` run in Server Actions and Route Handlers only; it
 * throws outside a request ("static generation store missing": the background jobs' timers) and
 * during a page's render (a return page that confirmed a payment). A change heard there is sent, as
 * the documentation advises for changes from elsewhere, to a Route Handler of this very server
 * (`/api/revalidate`, app/api/revalidate/route.ts), signed with the site's SECRET, which expires the tags
 * with `{ expire: 0 }`: the cached pages are right within about a second either way. If the server
 * can't be reached, the data is at most CATALOGUE_REVALIDATE seconds old, as before.
 */
import 'server-only';
import { revalidateTag } from 'next/cache';
import { onAvailabilityChange, type AvailabilityChange } from '../engine/availability';
import { logError } from '../log';
import { hmac, verifyHmac } from '../secret';
import { invalidateJourney, TAG_JOURNEYS } from './catalogue';

/** The Route Handler that expires journeys' tags for changes heard outside a request. */
export const REVALIDATE_PATH = '/api/revalidate';
/** The header carrying the body's signature. */
export const SIGNATURE_HEADER = 'x-revalidate-signature';
/** Separates this HMAC from the site's other signatures (lib/secret). */
const PURPOSE = 'revalidate-journeys';
/** One request expires at most this many journeys (a sweep's worth). */
const MAX_JOURNEYS = 500;

/**
 * Expires what shows the journeys: their cached data (`invalidateJourney`), and every list when
 * the trips appear in lists or vanish from them. Throws where Next.js does not allow it.
 */
export function expireJourneys({ journeyIds, lists }: AvailabilityChange): void {
  for (const id of journeyIds) invalidateJourney(id);
  // A trip put online or offline: the lists show or hide it.
  if (lists) revalidateTag(TAG_JOURNEYS, { expire: 0 });
}

/** Expires the cached pages of the journeys: now when in a Server Action or Route Handler, else via the route. */
export function invalidateJourneys(change: AvailabilityChange): void {
  if (change.journeyIds.length === 0) return;
  try {
    expireJourneys(change);
  } catch {
    // Not in a Server Action or Route Handler (see above): the route of this server does it.
    void requestRevalidation(change);
  }
}

/** Listens to the engine, once per process (a second call, e.g. from another bundle, replaces the first). */
export function listenToAvailability(): () => void {
  return onAvailabilityChange(invalidateJourneys, 'site:invalidate-journeys');
}

/**
 * This server itself: `next start` and `next dev` put the port they listen on into PORT. The call
 * stays on the machine (loopback), so it reaches this instance whatever SITE_URL names.
 */
function ownOrigin(): string {
  return `http://127.0.0.1:${process.env.PORT || 3000}`;
}

/** The signed request for `change` (exported for the route's test). */
export function revalidationRequest({ journeyIds, lists }: AvailabilityChange): { body: string; signature: string } {
  const body = JSON.stringify({ journeys: journeyIds, lists });
  return { body, signature: hmac(PURPOSE, body) };
}

async function requestRevalidation(change: AvailabilityChange): Promise<void> {
  const { journeyIds } = change;
  const { body, signature } = revalidationRequest(change);
  try {
    const response = await fetch(`${ownOrigin()}${REVALIDATE_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
      body,
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) throw new Error(`${REVALIDATE_PATH} answered ${response.status}`);
  } catch (error) {
    logError('site.invalidation', 'cached pages of changed journeys not expired (they age out instead)', error, {
      journeyIds,
    });
  }
}

/**
 * The route's side: the change a request signed by this site names, else null. Only this server
 * (or one sharing its SECRET) can ask, so nobody else can empty the cache at will.
 */
export function acceptRevalidation(body: string, signature: string | null): AvailabilityChange | null {
  if (!signature || !verifyHmac(PURPOSE, body, signature)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  const { journeys, lists } = (parsed ?? {}) as { journeys?: unknown; lists?: unknown };
  if (!Array.isArray(journeys) || journeys.length > MAX_JOURNEYS) return null;
  if (!journeys.every((id): id is number => Number.isSafeInteger(id) && id > 0)) return null;
  return { journeyIds: journeys, lists: lists === true };
}
