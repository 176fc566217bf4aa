/**
 * Concurrent saves on a real PostgreSQL (pretix's concurrency tests): many visitors press "book" for
 * the last seats at the same moment. Runs where PostgreSQL is configured (DATABASE_URL) and always in CI,
 * where an unreachable server fails it (tests/helpers/db.ts): PGlite has one connection, so nothing
 * ever runs in parallel there.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import {
  COACH_SEATS,
  DAY_TRIP,
  allConsents,
  bookingSystem,
  fixtureDb,
  leaveSeats,
  tripForm,
} from '../helpers/fixtures';
import { postgresRequired } from '../helpers/db';
import type { Db } from '@/lib/db/client';
import { bookings, seats, services } from '@/lib/db/schema';

const VISITORS = 50;
const LAST_SEATS = 5;

/** Fifty different visitors, one traveller each, all without a hold. */
function saveRequests() {
  return Array.from({ length: VISITORS }, (_, i) => ({
    idreise: DAY_TRIP.code,
    form: tripForm({ travellers: [{ firstname: `Besucher${i}` }] }),
    consents: allConsents,
    idempotency_key: `visitor-${String(i).padStart(4, '0')}`,
  }));
}

/** Seat numbers per coach, one entry per booking that got the seat. */
async function soldSeatsByBooking(t: { db: Db }): Promise<{ hin: number[]; rueck: number[] }> {
  const rows = await t.db.select({ form: bookings.form }).from(bookings);
  const forms = rows.map((r) => r.form as { busses: { hin: { sitze: number[] }; rueck: { sitze: number[] } } });
  return { hin: forms.flatMap((f) => f.busses.hin.sitze), rueck: forms.flatMap((f) => f.busses.rueck.sitze) };
}

const hasDuplicates = (numbers: number[]) => new Set(numbers).size !== numbers.length;

describe.runIf(postgresRequired)('concurrent saves on PostgreSQL', () => {
  const t = fixtureDb('pg');
  beforeEach(async () => {
    await leaveSeats(t.db, DAY_TRIP.coachOut, LAST_SEATS);
    await leaveSeats(t.db, DAY_TRIP.coachBack, LAST_SEATS);
  });

  it('sells the last 5 seats to exactly 5 of 50 visitors saving at once, never a seat twice', async () => {
    const engine = bookingSystem(t.db);
    const responses = await Promise.all(saveRequests().map((r) => engine.saveBooking(r)));

    expect(responses.filter((r) => r.ergebnis.buchung.status === 'erfolgt')).toHaveLength(LAST_SEATS);
    const refused = responses.filter((r) => r.ergebnis.buchung.status !== 'erfolgt');
    expect(refused).toHaveLength(VISITORS - LAST_SEATS);
    expect(new Set(refused.map((r) => r.ergebnis.satz.text))).toEqual(
      new Set(['Leider sind im Bus keine Plätze mehr frei.']),
    );

    expect(await t.db.$count(bookings)).toBe(LAST_SEATS);
    const coaches = await t.db
      .select()
      .from(services)
      .where(inArray(services.id, [DAY_TRIP.coachOut, DAY_TRIP.coachBack]));
    for (const coach of coaches) expect(coach.taken).toBe(COACH_SEATS);
    const sold = await soldSeatsByBooking(t);
    expect(hasDuplicates(sold.hin)).toBe(false);
    expect(hasDuplicates(sold.rueck)).toBe(false);
    expect(sold.hin.sort((a, b) => a - b)).toEqual([45, 46, 47, 48, 49]);
    const free = await t.db.select().from(seats).where(eq(seats.status, 'frei'));
    expect(free.filter((s) => s.serviceId === DAY_TRIP.coachOut || s.serviceId === DAY_TRIP.coachBack)).toEqual([]);
  });

  it('control run without locking: the same race on the same code path oversells, which is what the locks prevent', async () => {
    const engine = bookingSystem(t.db, { locking: false });
    const responses = await Promise.all(saveRequests().map((r) => engine.saveBooking(r)));

    const booked = responses.filter((r) => r.ergebnis.buchung.status === 'erfolgt').length;
    const sold = await soldSeatsByBooking(t);
    const oversold = booked > LAST_SEATS || hasDuplicates(sold.hin) || hasDuplicates(sold.rueck);
    expect(oversold).toBe(true);
  });
});
