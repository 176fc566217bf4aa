/**
 * Taking stock for a booking (ARCHITECTURE: no oversell). The claims are conditional updates that
 * cannot go past capacity and only take seats still free, run after the journey's service rows were
 * locked. Those stock conditions are the claims' lock clause: the concurrency test's control run
 * switches them off (`locking: false`, as pretix's concurrency tests do with a debug flag) and shows,
 * on this same code path, that two saves reading the same state then both succeed.
 */
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
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
  // One statement for all services (and one for all seats): every row it may write is locked already.
  const wanted = claims.services.filter((c) => c.quantity > 0);
  if (wanted.length > 0) {
    const claim = sql`(values ${sql.join(
      wanted.map((c) => sql`(${c.serviceId}::int, ${c.quantity}::int)`),
      sql`, `,
    )}) as claim (service_id, quantity)`;
    const updated = await tx
      .update(services)
      .set({ taken: sql`${services.taken} + claim.quantity` })
      .from(claim)
      .where(
        and(
          sql`${services.id} = claim.service_id`,
          guard(sql`${services.taken} + claim.quantity <= ${services.capacity}`),
        ),
      )
      .returning({ id: services.id });
    if (updated.length !== wanted.length) throw new ClaimFailed('service');
  }
  const coaches = claims.seats.filter((coach) => coach.numbers.length > 0);
  if (coaches.length > 0) {
    const claimable = ownHoldId
      ? sql`(${seats.holdId} is null or ${seats.holdId} = ${ownHoldId} or not exists (select 1 from ${holds} where ${holds.id} = ${seats.holdId} and ${holds.expiresAt} > ${now.toISOString()}::timestamptz))`
      : sql`(${seats.holdId} is null or not exists (select 1 from ${holds} where ${holds.id} = ${seats.holdId} and ${holds.expiresAt} > ${now.toISOString()}::timestamptz))`;
    const updated = await tx
      .update(seats)
      .set({ status: 'belegt', bookingId, holdId: null })
      .where(
        and(
          or(
            ...coaches.map((coach) => and(eq(seats.serviceId, coach.serviceId), inArray(seats.number, coach.numbers))),
          ),
          guard(and(eq(seats.status, 'frei'), claimable)),
        ),
      )
      .returning({ number: seats.number });
    // each (coach, number) names one seat: all of them or the claim failed
    if (updated.length !== coaches.reduce((n, coach) => n + coach.numbers.length, 0)) throw new ClaimFailed('seat');
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
