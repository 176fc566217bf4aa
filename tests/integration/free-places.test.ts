/**
 * One formula for free places (spec §5 "Traveller count", "Room capacity", §9; lib/booking/free-places):
 * the number a trip list shows ('noch 7 Plätze frei') is exactly what a price check then allows —
 * with blocked seats, closed services, rooms and other visitors' holds — on PGlite and PostgreSQL.
 */
import { describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { testDrivers } from '../helpers/db';
import { DAY_TRIP, MULTI_DAY, NOW, SITE_URL, fixtureDb, leaveSeats, tripForm } from '../helpers/fixtures';
import { createEngine, type Engine } from '@/lib/engine';
import type { Db } from '@/lib/db/client';
import { seats, services } from '@/lib/db/schema';

const engineOn = (db: Db): Engine => createEngine(db, { now: () => NOW, siteUrl: SITE_URL });

/** The journey as the trip list answers it. */
async function listed(engine: Engine, journeyId: number) {
  const list = await engine.listJourneys({ page: 1, page_size: 50 });
  const journey = list.data.find((j) => j.id_jrn_journey === journeyId);
  if (!journey) throw new Error(`journey ${journeyId} is not on the list`);
  return journey;
}

/** A price check by a new visitor for `count` travellers boarding in Munich. */
async function check(engine: Engine, code: string, count: number, form: Parameters<typeof tripForm>[0] = {}) {
  const response = await engine.checkBooking({
    idreise: code,
    form: tripForm({ travellers: Array.from({ length: count }, () => ({})), ...form }),
  });
  return response.ergebnis;
}

async function blockSeats(db: Db, coachId: number, numbers: number[]): Promise<void> {
  await db
    .update(seats)
    .set({ status: 'gesperrt' })
    .where(and(eq(seats.serviceId, coachId), inArray(seats.number, numbers)));
}

describe.each(testDrivers)('free places on %s', (driver) => {
  const t = fixtureDb(driver);

  it('shows on the list exactly as many places as a check then allows', async () => {
    await leaveSeats(t.db, DAY_TRIP.coachOut, 6);
    await leaveSeats(t.db, DAY_TRIP.coachBack, 9);
    const engine = engineOn(t.db);

    expect((await listed(engine, DAY_TRIP.id)).number).toBe(6);
    expect((await check(engine, DAY_TRIP.code, 7)).satz.text).toBe('Leider sind nur noch 6 Plätze frei.');
    expect((await check(engine, DAY_TRIP.code, 6)).buchung.status).toBe('möglich');
  });

  it('counts seats the operator blocked as not free, on the list, the seat plan and the check alike', async () => {
    await leaveSeats(t.db, DAY_TRIP.coachOut, 10);
    await leaveSeats(t.db, DAY_TRIP.coachBack, 10);
    // Seats 40–49 are open; three of them are blocked (e.g. for the tour guide).
    await blockSeats(t.db, DAY_TRIP.coachOut, [47, 48, 49]);
    const engine = engineOn(t.db);

    const journey = await listed(engine, DAY_TRIP.id);
    expect(journey.number).toBe(7);
    const trip = await engine.getTripServices(DAY_TRIP.code);
    expect(trip.ergebnis.leistungen.leistung.find((s) => s.id === DAY_TRIP.coachOut)?.frei).toBe(7);
    const plans = await engine.getSeatPlans({
      idreise: DAY_TRIP.code,
      idleistung_hin: DAY_TRIP.coachOut,
      anzahl_personen: 0,
    });
    expect(plans.ergebnis.sitzplaene.sitzplan[0].frei).toBe(7);

    expect((await check(engine, DAY_TRIP.code, 8)).satz.text).toBe('Leider sind nur noch 7 Plätze frei.');
    expect((await check(engine, DAY_TRIP.code, 7)).buchung.status).toBe('möglich');
  });

  it('shows a trip whose coach is closed as sold out, and a check refuses it', async () => {
    await t.db.update(services).set({ status: 'gesperrt' }).where(eq(services.id, DAY_TRIP.coachBack));
    const engine = engineOn(t.db);

    const journey = await listed(engine, DAY_TRIP.id);
    expect(journey.number).toBe(0);
    expect(journey.Buchung).toBe(false);
    const result = await check(engine, DAY_TRIP.code, 1);
    expect(result.buchung.status).toBe('nicht möglich');
    expect(result.satz.text).toBe('Leider sind im Bus keine Plätze mehr frei.');
  });

  it('offers no more places on a multi-day trip than its open rooms hold', async () => {
    // The double rooms are closed: two single rooms are left for two travellers.
    await t.db.update(services).set({ status: 'ausgebucht' }).where(eq(services.id, MULTI_DAY.double));
    const engine = engineOn(t.db);

    expect((await listed(engine, MULTI_DAY.id)).number).toBe(2);
    const three = await check(engine, MULTI_DAY.code, 3, {
      teilnehmer_rooms: [0, 1, 2].map((i) => ({ room: MULTI_DAY.single, teilnehmer: [i], status: 1 as const })),
    });
    expect(three.buchung.status).toBe('nicht möglich');
    const two = await check(engine, MULTI_DAY.code, 2, {
      teilnehmer_rooms: [0, 1].map((i) => ({ room: MULTI_DAY.single, teilnehmer: [i], status: 1 as const })),
    });
    expect(two.buchung.status).toBe('möglich');
  });

  it("subtracts another visitor's hold from the list as the check does", async () => {
    await leaveSeats(t.db, DAY_TRIP.coachOut, 9);
    await leaveSeats(t.db, DAY_TRIP.coachBack, 9);
    const engine = engineOn(t.db);

    expect((await check(engine, DAY_TRIP.code, 4)).buchung.status).toBe('möglich');
    expect((await listed(engine, DAY_TRIP.id)).number).toBe(5);
    expect((await check(engine, DAY_TRIP.code, 6)).satz.text).toBe('Leider sind nur noch 5 Plätze frei.');
    expect((await check(engine, DAY_TRIP.code, 5)).buchung.status).toBe('möglich');
  });
});
