/**
 * Taking stock (lib/engine/claims): the services', seats' and ticket claims of a save run as one
 * statement; all of them are taken or the save fails and nothing is. The locks of a save keep this
 * path for races the check could not see, so it is driven here directly.
 */
import { describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { testDrivers } from '../helpers/db';
import { DAY_TRIP, TICKETS, fixtureDb } from '../helpers/fixtures';
import { claimStock, ClaimFailed } from '@/lib/engine/claims';
import type { Claims } from '@/lib/engine/check';
import { seats, services, ticketDates } from '@/lib/db/schema';
import type { Db } from '@/lib/db/client';

const BOOKING_ID = 4711;

function tripClaims(numbers: number[]): Claims {
  return {
    services: [
      { serviceId: DAY_TRIP.coachOut, quantity: numbers.length },
      { serviceId: DAY_TRIP.coachBack, quantity: numbers.length },
    ],
    seats: [
      { serviceId: DAY_TRIP.coachOut, numbers },
      { serviceId: DAY_TRIP.coachBack, numbers },
    ],
    ticket: null,
  };
}

async function taken(db: Db): Promise<number[]> {
  const rows = await db
    .select({ taken: services.taken })
    .from(services)
    .where(inArray(services.id, [DAY_TRIP.coachOut, DAY_TRIP.coachBack]))
    .orderBy(services.id);
  return rows.map((r) => r.taken);
}

async function seatStates(db: Db, coach: number, numbers: number[]) {
  return db
    .select({ number: seats.number, status: seats.status, bookingId: seats.bookingId })
    .from(seats)
    .where(and(eq(seats.serviceId, coach), inArray(seats.number, numbers)))
    .orderBy(seats.number);
}

/** Runs the claim in its own transaction, as the save does; answers what it threw. */
async function claim(db: Db, claims: Claims): Promise<unknown> {
  return db
    .transaction((tx) => claimStock(tx, claims, BOOKING_ID, null, new Date()))
    .then(
      () => null,
      (error: unknown) => error,
    );
}

describe.each(testDrivers)('claims on %s', (driver) => {
  const t = fixtureDb(driver);

  it('takes the coach places and the seats of both directions together', async () => {
    const before = await taken(t.db);
    expect(await claim(t.db, tripClaims([3, 4]))).toBeNull();
    expect(await taken(t.db)).toEqual(before.map((n) => n + 2));
    for (const coach of [DAY_TRIP.coachOut, DAY_TRIP.coachBack])
      expect(await seatStates(t.db, coach, [3, 4])).toEqual([
        { number: 3, status: 'belegt', bookingId: BOOKING_ID },
        { number: 4, status: 'belegt', bookingId: BOOKING_ID },
      ]);
  });

  it('takes nothing when one seat of the claim is gone: the seat is named and the places stay free', async () => {
    await t.db
      .update(seats)
      .set({ status: 'belegt' })
      .where(and(eq(seats.serviceId, DAY_TRIP.coachBack), eq(seats.number, 4)));
    const before = await taken(t.db);
    const error = await claim(t.db, tripClaims([3, 4]));
    expect(error).toBeInstanceOf(ClaimFailed);
    expect((error as ClaimFailed).what).toBe('seat');
    expect(await taken(t.db)).toEqual(before);
    expect(await seatStates(t.db, DAY_TRIP.coachOut, [3, 4])).toEqual([
      { number: 3, status: 'frei', bookingId: null },
      { number: 4, status: 'frei', bookingId: null },
    ]);
  });

  it('names the coach places first when they are gone too, and takes no seat', async () => {
    await t.db.update(services).set({ taken: services.capacity }).where(eq(services.id, DAY_TRIP.coachOut));
    const error = await claim(t.db, tripClaims([5]));
    expect((error as ClaimFailed).what).toBe('service');
    expect(await seatStates(t.db, DAY_TRIP.coachBack, [5])).toEqual([{ number: 5, status: 'frei', bookingId: null }]);
  });

  it('takes match tickets alone, and never past the capacity', async () => {
    const [date] = await t.db.select().from(ticketDates).where(eq(ticketDates.journeyId, TICKETS.id)).limit(1);
    const left = date.capacity - date.taken;
    const tickets = (quantity: number): Claims => ({
      services: [],
      seats: [],
      ticket: { ticketDateId: date.id, quantity },
    });
    expect(await claim(t.db, tickets(left))).toBeNull();
    expect(((await claim(t.db, tickets(1))) as ClaimFailed).what).toBe('ticket');
    const [after] = await t.db.select().from(ticketDates).where(eq(ticketDates.id, date.id));
    expect(after.taken).toBe(date.capacity);
  });
});
