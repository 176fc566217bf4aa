/**
 * Short holds placed by a successful price check (ARCHITECTURE "Capacity, money and trust"): they
 * keep seats (`seats.hold_id`) and quantities of rooms, extras and coach places (`hold_items`) for
 * 15 minutes so the save cannot fail between page 2 and 3. Expired holds are ignored everywhere and
 * removed lazily by the next check or save of the journey.
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
import { and, asc, desc, eq, gt, inArray, isNotNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { HoldOwner } from '../api/contract/calls';
import { MAX_TRAVELLERS } from '../booking/schema';
import { holdItems, holds, seats } from '../db/schema';
import { env } from '../config/env';

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

export interface HoldRequest {
  journeyId: number;
  /** The visitor's own hold on the journey (from ownHold): renewed and refilled, its id kept. */
  ownId: string | null;
  owner: HoldOwner;
  now: Date;
  /** The form's travellers, whom the hold's places are for. */
  travellers: number;
  /** Quantities per service id. */
  items: { serviceId: number; quantity: number }[];
  /** Seat numbers per coach. */
  seats: { serviceId: number; numbers: number[] }[];
}

export async function cleanupExpiredHolds(tx: Db, journeyId: number, now: Date, coachIds: number[]): Promise<void> {
  await tx.delete(holds).where(and(eq(holds.journeyId, journeyId), lte(holds.expiresAt, now)));
  if (coachIds.length === 0) return;
  await tx
    .update(seats)
    .set({ holdId: null })
    .where(
      and(
        inArray(seats.serviceId, coachIds),
        isNotNull(seats.holdId),
        sql`not exists (select 1 from ${holds} where ${holds.id} = ${seats.holdId})`,
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
): Promise<string | null> {
  let id: string | null = null;
  if (named) {
    const [row] = await tx
      .select({ id: holds.id, visitor: holds.visitor })
      .from(holds)
      .where(and(eq(holds.id, named), eq(holds.journeyId, journeyId)));
    // A hold of another visitor is not theirs to renew, whoever learnt its id.
    if (row && (row.visitor === null || owner.visitor === null || row.visitor === owner.visitor)) id = row.id;
  }
  if (!owner.visitor) return id;
  if (!id) {
    const [latest] = await tx
      .select({ id: holds.id })
      .from(holds)
      .where(and(eq(holds.journeyId, journeyId), eq(holds.visitor, owner.visitor), gt(holds.expiresAt, now)))
      .orderBy(desc(holds.createdAt))
      .limit(1);
    id = latest?.id ?? null;
  }
  // One hold per visitor and trip.
  await endHolds(
    tx,
    and(eq(holds.journeyId, journeyId), eq(holds.visitor, owner.visitor), id ? ne(holds.id, id) : undefined),
    now,
  );
  return id;
}

/**
 * Places the visitor's hold on the journey: their own one (`ownId`, from ownHold) renewed and
 * refilled, else a new one; answers its id and end. Answers null, and keeps nothing, when the client
 * address may not hold this much more (HOLD_LIMITS). Call inside the transaction that locked the
 * journey's services and checked capacity.
 */
export async function placeHold(tx: Db, request: HoldRequest): Promise<{ id: string; expiresAt: Date } | null> {
  const { journeyId, owner, now, travellers } = request;
  const expiresAt = new Date(now.getTime() + HOLD_MINUTES * 60_000);
  // The holds of one client address are counted one check at a time, until this transaction ends.
  if (owner.client) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`hold-client:${owner.client}`}))`);
  if (!(await clientMayHoldOnTrip(tx, request))) {
    if (request.ownId) await releaseHold(tx, request.ownId);
    return null;
  }
  let id: string | null = null;
  if (request.ownId) {
    const renewed = await tx
      .update(holds)
      .set({
        expiresAt,
        travellers,
        ...(owner.visitor && { visitor: owner.visitor }),
        ...(owner.client && { client: owner.client }),
      })
      .where(and(eq(holds.id, request.ownId), eq(holds.journeyId, journeyId)))
      .returning({ id: holds.id });
    if (renewed.length > 0) {
      id = request.ownId;
      await tx.delete(holdItems).where(eq(holdItems.holdId, id));
      await tx.update(seats).set({ holdId: null }).where(eq(seats.holdId, id));
    }
  }
  if (!id) {
    if (!(await roomForAnotherHold(tx, owner, journeyId, now))) return null;
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
  const items = request.items.filter((i) => i.quantity > 0);
  if (items.length > 0)
    await tx.insert(holdItems).values(items.map((i) => ({ holdId: id, serviceId: i.serviceId, quantity: i.quantity })));
  for (const coach of request.seats) {
    if (coach.numbers.length === 0) continue;
    await tx
      .update(seats)
      .set({ holdId: id })
      .where(and(eq(seats.serviceId, coach.serviceId), inArray(seats.number, coach.numbers)));
  }
  return { id, expiresAt };
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
async function roomForAnotherHold(tx: Db, owner: HoldOwner, journeyId: number, now: Date): Promise<boolean> {
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
 * save of their journey removes them (without touching the rows of a journey this check did not lock).
 */
async function endHolds(tx: Db, where: SQL | undefined, now: Date): Promise<void> {
  await tx
    .update(holds)
    .set({ expiresAt: now })
    .where(and(where, gt(holds.expiresAt, now)));
}

/** Ends a hold (after the save consumed it). */
export async function releaseHold(tx: Db, id: string): Promise<void> {
  await tx.update(seats).set({ holdId: null }).where(eq(seats.holdId, id));
  await tx.delete(holds).where(eq(holds.id, id));
}
