/**
 * Taking stock for a booking (ARCHITECTURE: no oversell). The claims are conditional updates that
 * cannot go past capacity and only take seats still free, run after the journey's service rows were
 * locked. Those stock conditions are the claims' lock clause: the concurrency test's control run
 * switches them off (`locking: false`, as pretix's concurrency tests do with a debug flag) and shows,
 * on this same code path, that two saves reading the same state then both succeed.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { holds, seats, services, ticketDates } from '../db/schema';
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

/** Takes what the booking claims, or throws ClaimFailed when any of it is gone (spec §9: no oversell). */
export async function claimStock(
  tx: Db,
  claims: Claims,
  bookingId: number,
  ownHoldId: string | null,
  now: Date,
  locking = true,
): Promise<void> {
  // Without locking (the control run only) every update writes, whatever is left.
  const guard = (condition: SQL | undefined): SQL | undefined => (locking ? condition : undefined);
  for (const { serviceId, quantity } of [...claims.services].sort((a, b) => a.serviceId - b.serviceId)) {
    const updated = await tx
      .update(services)
      .set({ taken: sql`${services.taken} + ${quantity}` })
      .where(and(eq(services.id, serviceId), guard(sql`${services.taken} + ${quantity} <= ${services.capacity}`)))
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
          guard(and(eq(seats.status, 'frei'), claimable)),
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
      .where(
        and(
          eq(ticketDates.id, ticketDateId),
          guard(sql`${ticketDates.taken} + ${quantity} <= ${ticketDates.capacity}`),
        ),
      )
      .returning({ id: ticketDates.id });
    if (updated.length !== 1) throw new ClaimFailed('ticket');
  }
}
