/**
 * The visitor a hold belongs to (issue 11, ARCHITECTURE "A hold belongs to the visitor (cookie)").
 *
 * - `visitor`: a random id, HTTP-only, SameSite=Lax, Secure under https, set by the booking form's
 *   server actions on the first price check. The booking engine gets it only as a keyed hash, with
 *   the client address hashed the same way (`HoldOwner`): one hold per visitor and trip, caps per
 *   visitor and per client address (lib/engine/holds).
 * - `visitor_holds`: the visitor's holds as the site remembers them, trip code → hold id (the
 *   contract's `reservierung`), HTTP-only too. The site sends this id with every check, save, seat
 *   plan and trip-services request of that trip, so a reload, Back or Forward renews the visitor's
 *   hold instead of placing a second one beside it. This is what works with a remote booking
 *   system as well: spec §7 has no visitor, only the `reservierung` id, so the site keeps the
 *   mapping (stateless, in the cookie) and passes the id through.
 *
 * Pages read both (cookies are read-only while rendering); only server actions write them.
 */
import 'server-only';
import { createHmac, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { cookies, headers } from 'next/headers';
import type { HoldOwner } from '../api/contract/calls';
import type { Hold } from '../api/model';
import { secretKey } from '../secret';
import { clientAddress, isHttps } from '../http/client';

export const VISITOR_COOKIE = 'visitor';
export const HOLDS_COOKIE = 'visitor_holds';
/** The visitor id lasts a month; its holds only minutes (the cookie keeps those not yet run out). */
const VISITOR_MAX_AGE = 30 * 24 * 3600;
/** Trips whose hold the cookie remembers (the engine lets a visitor hold three at once). */
const REMEMBERED_HOLDS = 6;

const visitorId = z.string().regex(/^[A-Za-z0-9_-]{22,64}$/);
const holdEntry = z.object({ trip: z.string().max(64), id: z.string().max(64), until: z.string().max(40) });
type HoldEntry = z.infer<typeof holdEntry>;

/** The visitor of one request: who they are (if known yet), their remembered holds and their address. */
export interface BookingVisitor {
  /** The client address as the rate limits count it (lib/site/rate-limit). */
  readonly address: string;
  /** Keyed hashes of visitor id and address, for the engine's hold rules. */
  readonly owner: HoldOwner;
  /** The visitor's remembered hold on this trip, if it has not run out. */
  holdFor(tripCode: string): string | undefined;
  /** Remembers the visitor's hold on a trip (null: forgets it, e.g. after the booking). */
  remember(tripCode: string, hold: Hold | null): Promise<void>;
}

function keyed(kind: string, value: string): string {
  return createHmac('sha256', secretKey()).update(`${kind}:${value}`).digest('base64url').slice(0, 32);
}

/**
 * The hold owner of a visitor id and a client address, both hashed. The address is never empty
 * (lib/http/client): one that could not be parsed still counts, so it never skips the caps.
 */
export function holdOwner(id: string | null, address: string): HoldOwner {
  return {
    visitor: id ? keyed('visitor', id) : null,
    client: keyed('client', address),
  };
}

function readHolds(raw: string | undefined, now: Date): HoldEntry[] {
  if (!raw) return [];
  try {
    const parsed = z.array(holdEntry).safeParse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data.filter((h) => new Date(h.until) > now) : [];
  } catch {
    return [];
  }
}

function writeHolds(entries: HoldEntry[]): string {
  return Buffer.from(JSON.stringify(entries)).toString('base64url');
}

/** Cookie options: HTTP-only, SameSite=Lax, Secure when the site is served over https. */
function cookieOptions(secure: boolean, maxAge: number) {
  return { httpOnly: true, sameSite: 'lax' as const, secure, path: '/', maxAge };
}

/**
 * The visitor from the request's cookies and headers. `write`: a server action, which may set the
 * visitor cookie (made now when missing) and remember holds; a page only reads.
 */
export async function currentVisitor({ write }: { write: boolean }): Promise<BookingVisitor> {
  const [store, headerList] = await Promise.all([cookies(), headers()]);
  const now = new Date();
  const address = clientAddress(headerList);
  const secure = isHttps(headerList);
  let id = visitorId.safeParse(store.get(VISITOR_COOKIE)?.value).data ?? null;
  if (!id && write) {
    id = randomBytes(16).toString('base64url');
    store.set(VISITOR_COOKIE, id, cookieOptions(secure, VISITOR_MAX_AGE));
  }
  let entries = readHolds(store.get(HOLDS_COOKIE)?.value, now);
  return {
    address,
    owner: holdOwner(id, address),
    holdFor: (trip) => entries.find((h) => h.trip === trip)?.id,
    async remember(trip, hold) {
      if (!write) return;
      entries = [
        ...(hold ? [{ trip, id: hold.id, until: hold.until }] : []),
        ...entries.filter((h) => h.trip !== trip),
      ].slice(0, REMEMBERED_HOLDS);
      const lastsSeconds = Math.max(0, ...entries.map((h) => (new Date(h.until).getTime() - now.getTime()) / 1000));
      store.set(HOLDS_COOKIE, writeHolds(entries), cookieOptions(secure, Math.ceil(lastsSeconds)));
    },
  };
}
