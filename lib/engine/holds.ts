/**
 * Short holds placed by a successful price check (ARCHITECTURE "Capacity, money and trust"): they
 * keep seats (`seats.hold_id`) and quantities of rooms, extras and coach places (`hold_items`) for
 * 15 minutes so the save cannot fail between page 2 and 3. Expired holds are ignored everywhere and
 * removed lazily by the next check or save of the journey.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { holdItems, holds, seats } from '../db/schema';

export const HOLD_MINUTES = 15;

export interface HoldRequest {
  journeyId: number;
  /** Renew this hold (same id) when it still exists for the journey; otherwise a new one is made. */
  renewId: string | null;
  now: Date;
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

/** Places or renews a hold; answers its id and end. Call inside the transaction that checked capacity. */
export async function placeHold(tx: Db, request: HoldRequest): Promise<{ id: string; expiresAt: Date }> {
  const expiresAt = new Date(request.now.getTime() + HOLD_MINUTES * 60_000);
  let id: string | null = null;
  if (request.renewId) {
    const renewed = await tx
      .update(holds)
      .set({ expiresAt })
      .where(and(eq(holds.id, request.renewId), eq(holds.journeyId, request.journeyId)))
      .returning({ id: holds.id });
    if (renewed.length > 0) {
      id = request.renewId;
      await tx.delete(holdItems).where(eq(holdItems.holdId, id));
      await tx.update(seats).set({ holdId: null }).where(eq(seats.holdId, id));
    }
  }
  if (!id) {
    id = randomBytes(16).toString('base64url');
    await tx.insert(holds).values({ id, journeyId: request.journeyId, expiresAt, createdAt: request.now });
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

/** Ends a hold (after the save consumed it). */
export async function releaseHold(tx: Db, id: string): Promise<void> {
  await tx.update(seats).set({ holdId: null }).where(eq(seats.holdId, id));
  await tx.delete(holds).where(eq(holds.id, id));
}
