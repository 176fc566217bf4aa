/**
 * Short holds placed by a successful price check (ARCHITECTURE "Capacity, money and trust"): they
 * keep seats (`seats.hold_id`) and quantities of rooms, extras and coach places (`hold_items`) for
 * 15 minutes so the save cannot fail between page 2 and 3. Expired holds are ignored everywhere and
 * removed by the hold sweep (./hold-expiry, every second) or the next save of the journey; the price
 * check leaves them to those, so it costs one statement less.
 *
 * A renewal that keeps exactly the places the live hold keeps already (the common case: a visitor
 * going back and forth between the form's pages) only moves the hold's end: one statement, and no
 * "availability changed" (nobody's free places changed).
 *
 * A hold belongs to a visitor (issue 11), named by the site as a hash of its visitor cookie:
 * - one hold per visitor and trip: a new check replaces the visitor's hold on that trip (by its id,
 *   or, when a reload lost the id, by the visitor), so a visitor's own hold never blocks them;
 * - a visitor holds at most `HOLD_LIMITS.tripsPerVisitor` trips at once: a hold on a further trip
 *   ends the visitor's oldest;
 * - one client address keeps at most `HOLD_LIMITS.perClient` holds at once, whatever cookies it
 *   sends, and on one trip the places of at most one full form (`travellersPerClientAndTrip`): past
 *   that a check still answers its price, but places no hold (the save then checks everything
 *   again, as it does for an expired hold), so no single client can hold a trip's last places away
 *   from everybody else;
 * - a hold never keeps more than its form's travellers: one coach place and seat per traveller and
 *   direction, at most one room per traveller, each extra at most once per traveller (./check).
 */
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, isNotNull, lte, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { HoldOwner } from '../api/contract/calls';
import { MAX_TRAVELLERS } from '../booking/schema';
import { holdItems, holds, seats } from '../db/schema';
import { env } from '../config/env';
import type { ChangedJourneys } from './availability';

export const HOLD_MINUTES = 15;

/** Abuse limits of holds (issue 11). */
export const HOLD_LIMITS = {
  /** Trips one visitor holds at once (one hold each). */
  tripsPerVisitor: 3,
  /** Live holds asked from one client address at once, over all its visitors. */
  perClient: 6,
  /** Travellers one client address holds on one trip, over all its visitors: one full form. */
  travellersPerClientAndTrip: MAX_TRAVELLERS,
} as const;

export type { HoldOwner };

export const NO_OWNER: HoldOwner = { visitor: null, client: null };

/** What the visitor's own hold keeps now (./capacity): quantities per service, seat numbers per coach. */
export interface KeptPlaces {
  items: ReadonlyMap<number, number>;
  seats: ReadonlyMap<number, readonly number[]>;
}

/** The visitor's own hold on a journey (ownHold); `live`: not expired yet. */
export interface OwnHold {
  id: string;
  live: boolean;
}

export interface HoldRequest {
  journeyId: number;
  /** Collects the journeys whose free places the hold changes (./availability). */
  changed: ChangedJourneys;
  /** The visitor's own hold on the journey (from ownHold): renewed and refilled, its id kept. */
  ownId: string | null;
  /** What the own hold keeps now, when it is live; null: unknown or expired (its places are written again). */
  kept?: KeptPlaces | null;
  owner: HoldOwner;
  now: Date;
  /** The form's travellers, whom the hold's places are for. */
  travellers: number;
  /** Quantities per service id. */
  items: { serviceId: number; quantity: number }[];
  /** Seat numbers per coach. */
  seats: { serviceId: number; numbers: number[] }[];
}

/**
 * Removes the journey's expired holds (they already count for nobody) and frees the coach seats they
 * kept (and any a hold removed earlier still names), in one statement: a check runs it every time, so
 * it costs one round trip. Call after the journey's services were locked.
 */
export async function cleanupExpiredHolds(tx: Db, journeyId: number, now: Date, coachIds: number[]): Promise<void> {
  const expired = and(eq(holds.journeyId, journeyId), lte(holds.expiresAt, now));
  if (coachIds.length === 0) {
    await tx.delete(holds).where(expired);
    return;
  }
  // The update cannot see the CTE's deletions (one snapshot), hence both conditions.
  const gone = tx.$with('gone').as(tx.delete(holds).where(expired).returning({ id: holds.id }));
  await tx
    .with(gone)
    .update(seats)
    .set({ holdId: null })
    .where(
      and(
        inArray(seats.serviceId, coachIds),
        isNotNull(seats.holdId),
        or(
          inArray(seats.holdId, tx.select({ id: gone.id }).from(gone)),
          sql`not exists (select 1 from ${holds} where ${holds.id} = ${seats.holdId})`,
        ),
      ),
    );
}

/**
 * The visitor's own hold on the journey: the one named (when it is on this journey and not another
 * visitor's), else the visitor's latest there. Any other hold of the visitor on the journey ends
 * now, so only this one is theirs and none of their own blocks them. Call after the journey's
 * services were locked and its expired holds removed.
 */
export async function ownHold(
  tx: Db,
  journeyId: number,
  named: string | null,
  owner: HoldOwner,
  now: Date,
  changed: ChangedJourneys,
): Promise<OwnHold | null> {
  let own: OwnHold | null = null;
  if (named) {
    const [row] = await tx
      .select({ id: holds.id, visitor: holds.visitor, expiresAt: holds.expiresAt })
      .from(holds)
      .where(and(eq(holds.id, named), eq(holds.journeyId, journeyId)));
    // A hold of another visitor is not theirs to renew, whoever learnt its id.
    if (row && (row.visitor === null || owner.visitor === null || row.visitor === owner.visitor))
      own = { id: row.id, live: row.expiresAt > now };
  }
  if (!owner.visitor) return own;
  if (!own) {
    const [latest] = await tx
      .select({ id: holds.id })
      .from(holds)
      .where(and(eq(holds.journeyId, journeyId), eq(holds.visitor, owner.visitor), gt(holds.expiresAt, now)))
      .orderBy(desc(holds.createdAt))
      .limit(1);
    own = latest ? { id: latest.id, live: true } : null;
  }
  const id = own?.id;
  // One hold per visitor and trip.
  await endHolds(
    tx,
    and(eq(holds.journeyId, journeyId), eq(holds.visitor, owner.visitor), id ? ne(holds.id, id) : undefined),
    now,
    changed,
  );
  return own;
}

/**
 * Places the visitor's hold on the journey: their own one (`ownId`, from ownHold) renewed and
 * refilled, else a new one; answers its id and end. Answers null, and keeps nothing, when the client
 * address may not hold this much more (HOLD_LIMITS). Call inside the transaction that locked the
 * journey's services and checked capacity.
 */
export async function placeHold(tx: Db, request: HoldRequest): Promise<{ id: string; expiresAt: Date } | null> {
  const { journeyId, owner, now, travellers, changed } = request;
  const expiresAt = new Date(now.getTime() + HOLD_MINUTES * 60_000);
  // The holds of one client address are counted one check at a time, until this transaction ends.
  if (owner.client) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`hold-client:${owner.client}`}))`);
  if (!(await clientMayHoldOnTrip(tx, request))) {
    if (request.ownId) await releaseHold(tx, request.ownId, changed);
    return null;
  }
  let id: string | null = null;
  // What a renewal of the visitor's own hold writes, whether or not its places change.
  const renewal = {
    expiresAt,
    travellers,
    ...(owner.visitor && { visitor: owner.visitor }),
    ...(owner.client && { client: owner.client }),
  };
  if (request.ownId && request.kept && keepsSamePlaces(request.kept, request.items, request.seats)) {
    // Only its end moves: nobody's free places change, so nothing is announced.
    const moved = await tx
      .update(holds)
      .set(renewal)
      .where(and(eq(holds.id, request.ownId), eq(holds.journeyId, journeyId), gt(holds.expiresAt, now)))
      .returning({ id: holds.id });
    if (moved.length > 0) return { id: request.ownId, expiresAt };
  }
  if (request.ownId) {
    const renewed = await tx
      .update(holds)
      .set(renewal)
      .where(and(eq(holds.id, request.ownId), eq(holds.journeyId, journeyId)))
      .returning({ id: holds.id });
    if (renewed.length > 0) id = request.ownId;
  }
  const renewed = id !== null;
  if (!id) {
    if (!(await roomForAnotherHold(tx, owner, journeyId, now, changed))) return null;
    id = randomBytes(16).toString('base64url');
    await tx.insert(holds).values({
      id,
      journeyId,
      expiresAt,
      createdAt: now,
      travellers,
      visitor: owner.visitor,
      client: owner.client,
    });
  }
  await keepItems(tx, id, renewed, request.items);
  await keepSeats(tx, id, renewed, request.seats);
  // placed or renewed: its places (and its end) changed
  changed.add(journeyId);
  return { id, expiresAt };
}

/**
 * Whether the places asked for are exactly those the hold keeps: the same quantity of each service
 * (none of any other) and the same seats of each coach.
 */
export function keepsSamePlaces(
  kept: KeptPlaces,
  items: HoldRequest['items'],
  seatsWanted: HoldRequest['seats'],
): boolean {
  const wantedItems = items.filter((i) => i.quantity > 0);
  const keptItems = [...kept.items].filter(([, quantity]) => quantity > 0);
  if (wantedItems.length !== keptItems.length) return false;
  if (new Set(wantedItems.map((i) => i.serviceId)).size !== wantedItems.length) return false;
  if (!wantedItems.every((i) => kept.items.get(i.serviceId) === i.quantity)) return false;
  const wantedSeats = seatsWanted.filter((coach) => coach.numbers.length > 0);
  const keptSeats = [...kept.seats].filter(([, numbers]) => numbers.length > 0);
  if (wantedSeats.length !== keptSeats.length) return false;
  return wantedSeats.every((coach) => {
    const keptNumbers = kept.seats.get(coach.serviceId) ?? [];
    const wanted = new Set(coach.numbers);
    return (
      wanted.size === coach.numbers.length &&
      keptNumbers.length === wanted.size &&
      keptNumbers.every((n) => wanted.has(n))
    );
  });
}

/** The hold's quantities become `items`: one statement, also when a renewed hold kept others before. */
async function keepItems(tx: Db, holdId: string, renewed: boolean, wanted: HoldRequest['items']): Promise<void> {
  const items = wanted.filter((i) => i.quantity > 0);
  const kept = items.map((i) => i.serviceId);
  const stale = and(eq(holdItems.holdId, holdId), kept.length > 0 ? notInArray(holdItems.serviceId, kept) : undefined);
  if (items.length === 0) {
    if (renewed) await tx.delete(holdItems).where(stale);
    return;
  }
  const values = items.map((i) => ({ holdId, serviceId: i.serviceId, quantity: i.quantity }));
  if (!renewed) {
    await tx.insert(holdItems).values(values);
    return;
  }
  // Rows of services no longer wanted go, the others are written over: disjoint rows, one statement.
  const dropped = tx.$with('dropped').as(tx.delete(holdItems).where(stale).returning({ id: holdItems.serviceId }));
  await tx
    .with(dropped)
    .insert(holdItems)
    .values(values)
    .onConflictDoUpdate({ target: [holdItems.holdId, holdItems.serviceId], set: { quantity: sql`excluded.quantity` } });
}

/**
 * The hold keeps exactly these seats: the ones asked for get its id, the ones it kept before and no
 * longer wants are freed, in one update.
 */
async function keepSeats(tx: Db, holdId: string, renewed: boolean, wanted: HoldRequest['seats']): Promise<void> {
  const target = or(
    ...wanted
      .filter((coach) => coach.numbers.length > 0)
      .map((coach) => and(eq(seats.serviceId, coach.serviceId), inArray(seats.number, coach.numbers))),
  );
  if (!target && !renewed) return;
  await tx
    .update(seats)
    .set({ holdId: target ? sql`case when ${target} then ${holdId} else null end` : null })
    .where(or(renewed ? eq(seats.holdId, holdId) : undefined, target));
}

/** Whether the client address may keep this hold's travellers on the trip besides its other holds there. */
async function clientMayHoldOnTrip(tx: Db, request: HoldRequest): Promise<boolean> {
  const { owner, journeyId, now, ownId, travellers } = request;
  if (!owner.client) return true;
  const [held] = await tx
    .select({ n: sql<number>`coalesce(sum(${holds.travellers}), 0)::int` })
    .from(holds)
    .where(
      and(
        eq(holds.client, owner.client),
        eq(holds.journeyId, journeyId),
        gt(holds.expiresAt, now),
        ownId ? ne(holds.id, ownId) : undefined,
      ),
    );
  return Number(held.n) + travellers <= HOLD_LIMITS.travellersPerClientAndTrip * env().ABUSE_LIMIT_FACTOR;
}

/**
 * Room for one more hold: the visitor's oldest holds on other trips end so they keep at most
 * `tripsPerVisitor`; the client address must keep fewer than `perClient`.
 */
async function roomForAnotherHold(
  tx: Db,
  owner: HoldOwner,
  journeyId: number,
  now: Date,
  changed: ChangedJourneys,
): Promise<boolean> {
  if (owner.visitor) {
    const others = await tx
      .select({ id: holds.id })
      .from(holds)
      .where(and(eq(holds.visitor, owner.visitor), ne(holds.journeyId, journeyId), gt(holds.expiresAt, now)))
      .orderBy(asc(holds.createdAt));
    const over = others.length - (HOLD_LIMITS.tripsPerVisitor - 1);
    if (over > 0)
      await endHolds(
        tx,
        inArray(
          holds.id,
          others.slice(0, over).map((h) => h.id),
        ),
        now,
        changed,
      );
  }
  if (!owner.client) return true;
  const [live] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(holds)
    .where(and(eq(holds.client, owner.client), gt(holds.expiresAt, now)));
  return Number(live.n) < HOLD_LIMITS.perClient * env().ABUSE_LIMIT_FACTOR;
}

/**
 * Ends holds by letting them expire now: every count ignores them at once, and the next check or
 * save of their journey (or the hold sweep, ./hold-expiry) removes them, without touching the rows of
 * a journey this check did not lock. Their journeys' free places change now.
 */
async function endHolds(tx: Db, where: SQL | undefined, now: Date, changed: ChangedJourneys): Promise<void> {
  const ended = await tx
    .update(holds)
    .set({ expiresAt: now })
    .where(and(where, gt(holds.expiresAt, now)))
    .returning({ journeyId: holds.journeyId });
  for (const { journeyId } of ended) changed.add(journeyId);
}

/** Ends a hold (after the save consumed it, or when its client may hold no more), in one statement. */
export async function releaseHold(tx: Db, id: string, changed: ChangedJourneys): Promise<void> {
  // Its seats are freed in the same statement; its items go with it (on delete cascade).
  const freed = tx
    .$with('freed')
    .as(tx.update(seats).set({ holdId: null }).where(eq(seats.holdId, id)).returning({ id: seats.id }));
  const released = await tx.with(freed).delete(holds).where(eq(holds.id, id)).returning({ journeyId: holds.journeyId });
  for (const { journeyId } of released) changed.add(journeyId);
}
