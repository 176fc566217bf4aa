/**
 * The right each back-office page needs (spec §6), by its address: what the proxy checks before the
 * page renders, so a page without the right answers 403 (a streamed page has sent its 200 already
 * when its own check runs). The pages check the same right again (lib/site/backoffice).
 */
import type { BackofficeAction } from './rights';

/** The page that only says 'no access': always 403. */
export const FORBIDDEN_PATH = '/backoffice/kein-zugriff';

const SECTION_RIGHTS: Record<string, BackofficeAction> = {
  buchungen: 'bookings.read',
  abfahrten: 'departures.read',
  checkin: 'checkin.scan',
  mails: 'mails.read',
  reisen: 'trips.read',
  benutzer: 'users.manage',
};

/** The action a back-office page needs; null for a page every staff member may see (or no page). */
export function pageAction(pathname: string): BackofficeAction | null {
  const match = /^\/backoffice\/([^/]+)/.exec(pathname);
  return match ? (SECTION_RIGHTS[match[1]] ?? null) : null;
}
