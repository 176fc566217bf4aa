/**
 * Match tickets have no oversell (ARCHITECTURE "Capacity, money and trust"): 200 fans press "book"
 * for the last 20 tickets of a match at the same moment. On PostgreSQL the saves really run in
 * parallel, on PGlite (one connection) one after the other; both sell exactly 20. The control run
 * switches the claims' lock clause off on the same code path (the engine's locking test seam, as in
 * engine-concurrency.test.ts) and shows that the race oversells without it.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { TICKETS, allConsents, booker, bookingSystem, fixtureDb, ticketForm } from '../helpers/fixtures';
import { postgresRequired, testDrivers } from '../helpers/db';
import type { Db } from '@/lib/db/client';
import { bookings, ticketDates } from '@/lib/db/schema';

const FANS = 200;
const LAST_TICKETS = 20;
const CAPACITY = 500;
const SOLD_OUT = 'Leider sind für diesen Termin keine Karten mehr verfügbar.';

/** The match date with only the last tickets left. */
async function leaveTickets(db: Db, left: number): Promise<void> {
  await db
    .update(ticketDates)
    .set({ capacity: CAPACITY, taken: CAPACITY - left })
    .where(eq(ticketDates.id, TICKETS.dateId));
}

/** Two hundred different fans, one ticket each, each with their own double-click key. */
function saveRequests() {
  return Array.from({ length: FANS }, (_, i) => ({
    idreise: TICKETS.code,
    form: ticketForm({ teilnehmer_count: 1, main: { ...booker, email: `fan${i}@example.org` } }),
    consents: allConsents,
    idempotency_key: `fan-${String(i).padStart(4, '0')}`,
  }));
}

async function ticketsSold(db: Db): Promise<{ bookings: number; tickets: number; taken: number }> {
  const rows = await db.select({ form: bookings.form }).from(bookings).where(eq(bookings.ticketDateId, TICKETS.dateId));
  const [date] = await db.select().from(ticketDates).where(eq(ticketDates.id, TICKETS.dateId));
  return {
    bookings: rows.length,
    tickets: rows.reduce((sum, r) => sum + (r.form as { teilnehmer_count: number }).teilnehmer_count, 0),
    taken: date.taken,
  };
}

describe.each(testDrivers)('200 fans race for the last 20 tickets on %s', (driver) => {
  const t = fixtureDb(driver);
  beforeEach(async () => leaveTickets(t.db, LAST_TICKETS));

  it('sells exactly the last 20 tickets to 20 of 200 fans saving at once and tells the others', async () => {
    const engine = bookingSystem(t.db);
    const responses = await Promise.all(saveRequests().map((r) => engine.saveBooking(r)));

    const booked = responses.filter((r) => r.ergebnis.buchung.status === 'erfolgt');
    expect(booked).toHaveLength(LAST_TICKETS);
    const refused = responses.filter((r) => r.ergebnis.buchung.status !== 'erfolgt');
    expect(refused).toHaveLength(FANS - LAST_TICKETS);
    expect(new Set(refused.map((r) => r.ergebnis.satz.text))).toEqual(new Set([SOLD_OUT]));
    expect(new Set(booked.map((r) => r.booking?.vorgang)).size).toBe(LAST_TICKETS);

    expect(await ticketsSold(t.db)).toEqual({ bookings: LAST_TICKETS, tickets: LAST_TICKETS, taken: CAPACITY });
    // Sold out: the next fan is told at the price check already.
    const late = await engine.checkBooking({ idreise: TICKETS.code, form: ticketForm({ teilnehmer_count: 1 }) });
    expect(late.ergebnis.satz.text).toBe(SOLD_OUT);
  });
});

describe.runIf(postgresRequired)('the ticket race without the lock clause (control run, PostgreSQL)', () => {
  const t = fixtureDb('pg');
  beforeEach(async () => leaveTickets(t.db, LAST_TICKETS));

  it('oversells on the same code path, which is what the conditional claim prevents', async () => {
    const engine = bookingSystem(t.db, { locking: false });
    const responses = await Promise.all(saveRequests().map((r) => engine.saveBooking(r)));

    const booked = responses.filter((r) => r.ergebnis.buchung.status === 'erfolgt').length;
    const sold = await ticketsSold(t.db);
    const [{ over }] = (
      (await t.db.execute(
        sql`select count(*)::int as over from ${ticketDates} where ${ticketDates.taken} > ${ticketDates.capacity}`,
      )) as unknown as { rows: { over: number }[] }
    ).rows;
    expect(booked > LAST_TICKETS || sold.taken > CAPACITY || Number(over) > 0).toBe(true);
  });
});
