/**
 * Taking stock for a booking (ARCHITECTURE: no oversell). The claims are conditional updates that
 * cannot go past capacity and only take seats still free, run after the journey's service rows were
 * locked. Those stock conditions are the claims' lock clause: the concurrency test's control run
 * switches them off (`locking: false`, as pretix's concurrency tests do with a debug flag) and shows,
 * on this same code path, that two saves reading the same state then both succeed.
 */
import { and, eq, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/client';
import { holds, seats, services, ticketDates } from '../db/schema';
import type { Claims } from './check';
import { rowsOf } from './process-number';

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
  // Each claim is one conditional update answering the rows it took; all of them run as one
  // statement (PGlite: one round trip on the main thread), every row they may write locked already.
  const parts: { what: ClaimFailed['what']; expected: number; update: SQLWrapper & PromiseLike<unknown[]> }[] = [];
  const wanted = claims.services.filter((c) => c.quantity > 0);
  if (wanted.length > 0) {
    const claim = sql`(values ${sql.join(
      wanted.map((c) => sql`(${c.serviceId}::int, ${c.quantity}::int)`),
      sql`, `,
    )}) as claim (service_id, quantity)`;
    parts.push({
      what: 'service',
      expected: wanted.length,
      update: tx
        .update(services)
        .set({ taken: sql`${services.taken} + claim.quantity` })
        .from(claim)
        .where(
          and(
            sql`${services.id} = claim.service_id`,
            guard(sql`${services.taken} + claim.quantity <= ${services.capacity}`),
          ),
        )
        .returning({ id: services.id }),
    });
  }
  const coaches = claims.seats.filter((coach) => coach.numbers.length > 0);
  if (coaches.length > 0) {
    const claimable = ownHoldId
      ? sql`(${seats.holdId} is null or ${seats.holdId} = ${ownHoldId} or not exists (select 1 from ${holds} where ${holds.id} = ${seats.holdId} and ${holds.expiresAt} > ${now.toISOString()}::timestamptz))`
      : sql`(${seats.holdId} is null or not exists (select 1 from ${holds} where ${holds.id} = ${seats.holdId} and ${holds.expiresAt} > ${now.toISOString()}::timestamptz))`;
    parts.push({
      what: 'seat',
      // each (coach, number) names one seat: all of them or the claim failed
      expected: coaches.reduce((n, coach) => n + coach.numbers.length, 0),
      update: tx
        .update(seats)
        .set({ status: 'belegt', bookingId, holdId: null })
        .where(
          and(
            or(
              ...coaches.map((coach) =>
                and(eq(seats.serviceId, coach.serviceId), inArray(seats.number, coach.numbers)),
              ),
            ),
            guard(and(eq(seats.status, 'frei'), claimable)),
          ),
        )
        .returning({ number: seats.number }),
    });
  }
  if (claims.ticket) {
    const { ticketDateId, quantity } = claims.ticket;
    parts.push({
      what: 'ticket',
      expected: 1,
      update: tx
        .update(ticketDates)
        .set({ taken: sql`${ticketDates.taken} + ${quantity}` })
        .where(
          and(
            eq(ticketDates.id, ticketDateId),
            guard(sql`${ticketDates.taken} + ${quantity} <= ${ticketDates.capacity}`),
          ),
        )
        .returning({ id: ticketDates.id }),
    });
  }
  if (parts.length === 0) return;
  let taken: number[];
  if (parts.length === 1) taken = [(await parts[0].update).length];
  else {
    const [row] = rowsOf<Record<string, number>>(
      await tx.execute(
        sql`with ${sql.join(
          parts.map((part, i) => sql`${sql.identifier(`claim${i}`)} as ${part.update}`),
          sql`, `,
        )} select ${sql.join(
          parts.map(
            (_, i) => sql`(select count(*)::int from ${sql.identifier(`claim${i}`)}) as ${sql.identifier(`n${i}`)}`,
          ),
          sql`, `,
        )}`,
      ),
    );
    taken = parts.map((_, i) => Number(row[`n${i}`]));
  }
  parts.forEach((part, i) => {
    if (taken[i] !== part.expected) throw new ClaimFailed(part.what);
  });
}
