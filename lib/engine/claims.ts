/**
 * Taking stock for a booking (ARCHITECTURE: no oversell). The safe claims are conditional updates
 * that cannot go past capacity and only take seats still free, run after the journey's service rows
 * were locked. The unsafe claims exist for the concurrency test alone (pretix's concurrency tests
 * first show the race with locking off): they write absolute values computed from what was read
 * before, so two saves that read the same state both succeed.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { holds, seats, services, ticketDates } from '../db/schema';
import type { Availability } from './capacity';
import type { Claims } from './check';

/** A claim found the stock gone: the transaction is rolled back and the visitor told. */
export class ClaimFailed extends Error {
  constructor(
    readonly what: 'service' | 'seat' | 'ticket',
    readonly free: number | null = null,
  ) {
    super(`claim failed: ${what}`);
  }
}

export async function claimSafely(
  tx: Db,
  claims: Claims,
  bookingId: number,
  ownHoldId: string | null,
  now: Date,
): Promise<void> {
  for (const { serviceId, quantity } of [...claims.services].sort((a, b) => a.serviceId - b.serviceId)) {
    const updated = await tx
      .update(services)
      .set({ taken: sql`${services.taken} + ${quantity}` })
      .where(and(eq(services.id, serviceId), sql`${services.taken} + ${quantity} <= ${services.capacity}`))
      .returning({ id: services.id });
    if (updated.length !== 1) throw new ClaimFailed('service');
  }
  for (const coach of claims.seats) {
    const claimable = ownHoldId
      ? sql`(${seats.holdId} is null or ${seats.holdId} = ${ownHoldId} or not exists (select 1 from ${holds} where ${holds.id} = ${seats.holdId} and ${holds.expiresAt} > ${now.toISOString()}::timestamptz))`
      : sql`(${seats.holdId} is null or not exists (select 1 from ${holds} where ${holds.id} = ${seats.holdId} and ${holds.expiresAt} > ${now.toISOString()}::timestamptz))`;
    const updated = await tx
      .update(seats)
      .set({ status: 'belegt', bookingId, holdId: null })
      .where(
        and(
          eq(seats.serviceId, coach.serviceId),
          inArray(seats.number, coach.numbers),
          eq(seats.status, 'frei'),
          claimable,
        ),
      )
      .returning({ number: seats.number });
    if (updated.length !== coach.numbers.length) throw new ClaimFailed('seat');
  }
  if (claims.ticket) {
    const { ticketDateId, quantity } = claims.ticket;
    const updated = await tx
      .update(ticketDates)
      .set({ taken: sql`${ticketDates.taken} + ${quantity}` })
      .where(and(eq(ticketDates.id, ticketDateId), sql`${ticketDates.taken} + ${quantity} <= ${ticketDates.capacity}`))
      .returning({ id: ticketDates.id });
    if (updated.length !== 1) throw new ClaimFailed('ticket');
  }
}

/** TEST ONLY (`ctx.unsafeClaims`): read, wait, write absolute values — the lost update it guards against. */
export async function claimUnsafely(tx: Db, claims: Claims, bookingId: number, read: Availability): Promise<void> {
  let ticketTaken: number | null = null;
  if (claims.ticket) {
    const [row] = await tx
      .select({ taken: ticketDates.taken })
      .from(ticketDates)
      .where(eq(ticketDates.id, claims.ticket.ticketDateId));
    ticketTaken = row.taken;
  }
  // Widen the window between read and write so the race shows reliably.
  await tx.execute(sql`select pg_sleep(0.05)`);
  for (const { serviceId, quantity } of claims.services) {
    const before = read.services.get(serviceId)?.service.taken ?? 0;
    await tx
      .update(services)
      .set({ taken: before + quantity })
      .where(eq(services.id, serviceId));
  }
  for (const coach of claims.seats) {
    await tx
      .update(seats)
      .set({ status: 'belegt', bookingId, holdId: null })
      .where(and(eq(seats.serviceId, coach.serviceId), inArray(seats.number, coach.numbers)));
  }
  if (claims.ticket && ticketTaken !== null) {
    await tx
      .update(ticketDates)
      .set({ taken: ticketTaken + claims.ticket.quantity })
      .where(eq(ticketDates.id, claims.ticket.ticketDateId));
  }
}
