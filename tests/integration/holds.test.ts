/**
 * Holds belong to the visitor (issue 11), in the engine on PGlite and PostgreSQL: a visitor's new
 * check replaces their hold on the trip (also after a reload lost its id), their own hold is free to
 * them, a hold never keeps more than its form's travellers, and one client address keeps only so
 * many holds at once.
 */
import { describe, expect, it } from 'vitest';
import { and, eq, gt } from 'drizzle-orm';
import { testDrivers } from '../helpers/db';
import {
  DAY_TRIP,
  MULTI_DAY,
  NOW,
  allConsents,
  bookingSystem,
  fixtureDb,
  leaveSeats,
  testClock,
  tripForm,
} from '../helpers/fixtures';
import { holdItems, holds, seats } from '@/lib/db/schema';
import { HOLD_LIMITS } from '@/lib/engine/holds';
import type { HoldOwner } from '@/lib/api/contract/calls';
import type { Db } from '@/lib/db/client';

const anna: HoldOwner = { visitor: 'visitor-anna', client: 'client-home' };
const ben: HoldOwner = { visitor: 'visitor-ben', client: 'client-office' };

const travellers = (n: number) => Array.from({ length: n }, () => ({}));

/** Free coach places of the day trip's outbound coach, as the visitor holding `own` sees them. */
async function freeOutbound(engine: ReturnType<typeof bookingSystem>, own?: string): Promise<number | undefined> {
  const services = await engine.getTripServices(DAY_TRIP.code, own ? { reservierung: own } : undefined);
  return services.ergebnis.leistungen.leistung.find((s) => s.id === DAY_TRIP.coachOut)?.frei;
}

async function liveHolds(db: Db, now = NOW) {
  return db.select().from(holds).where(gt(holds.expiresAt, now));
}

describe.each(testDrivers)('holds of visitors on %s', (driver) => {
  const t = fixtureDb(driver);

  it("replaces a visitor's first hold with their second: one hold, the same id, renewed", async () => {
    const clock = testClock();
    const engine = bookingSystem(t.db, clock);
    const first = await engine.checkBooking({ idreise: DAY_TRIP.code, form: tripForm() }, anna);
    clock.advanceMinutes(5);
    // a reload: the page lost the hold's id, the visitor is the same
    const second = await engine.checkBooking({ idreise: DAY_TRIP.code, form: tripForm() }, anna);

    expect(second.ergebnis.buchung.status).toBe('möglich');
    expect(second.ergebnis.reservierung?.id).toBe(first.ergebnis.reservierung?.id);
    expect(second.ergebnis.reservierung?.gueltig_bis).toBe('2026-11-21T09:20:00.000Z');
    const live = await liveHolds(t.db, clock.now());
    expect(live).toHaveLength(1);
    const [kept] = await t.db
      .select()
      .from(holdItems)
      .where(and(eq(holdItems.holdId, live[0].id), eq(holdItems.serviceId, DAY_TRIP.coachOut)));
    expect(kept.quantity).toBe(2);
  });

  it('gives a visitor refilling 10 travellers on a trip with 17 free after their own hold of 10 all 10 again', async () => {
    const engine = bookingSystem(t.db);
    await leaveSeats(t.db, DAY_TRIP.coachOut, 17);
    await leaveSeats(t.db, DAY_TRIP.coachBack, 17);
    const first = await engine.checkBooking(
      { idreise: DAY_TRIP.code, form: tripForm({ travellers: travellers(10) }) },
      anna,
    );
    expect(first.ergebnis.buchung.status).toBe('möglich');

    // Others see 7; the visitor, with their own hold, still 17 (the booking page's traveller maximum).
    expect(await freeOutbound(engine)).toBe(7);
    expect(await freeOutbound(engine, first.ergebnis.reservierung!.id)).toBe(17);

    // Reload of page 2: the same 10 travellers, checked again without the hold's id.
    const again = await engine.checkBooking(
      { idreise: DAY_TRIP.code, form: tripForm({ travellers: travellers(10) }) },
      anna,
    );
    expect(again.ergebnis.satz.text).not.toMatch(/nur noch/);
    expect(again.ergebnis.buchung.status).toBe('möglich');
    expect(await freeOutbound(engine)).toBe(7);

    // Another visitor gets what is left, and no more.
    const other = await engine.checkBooking(
      { idreise: DAY_TRIP.code, form: tripForm({ travellers: travellers(8) }) },
      ben,
    );
    expect(other.ergebnis.satz.text).toBe('Leider sind nur noch 7 Plätze frei.');
  });

  it('never blocks a visitor with the seats of their own hold, even when the seats were chosen and the id lost', async () => {
    const engine = bookingSystem(t.db);
    await leaveSeats(t.db, DAY_TRIP.coachOut, 2);
    const chosen = { busses: { hin: { idleistung: DAY_TRIP.coachOut, sitze: [48, 49] } } };
    const first = await engine.checkBooking({ idreise: DAY_TRIP.code, form: tripForm(chosen) }, anna);
    expect(first.ergebnis.buchung.status).toBe('möglich');

    const again = await engine.checkBooking({ idreise: DAY_TRIP.code, form: tripForm(chosen) }, anna);
    expect(again.ergebnis.satz.text).not.toMatch(/bereits vergeben/);
    expect(again.ergebnis.buchung.status).toBe('möglich');

    const saved = await engine.saveBooking(
      { idreise: DAY_TRIP.code, form: tripForm(chosen), consents: allConsents, locale: 'de' },
      anna,
    );
    expect(saved.booking).not.toBeNull();
    expect(await t.db.select().from(holds)).toEqual([]);
  });

  it("does not renew another visitor's hold whose id it names: that hold keeps its places", async () => {
    const engine = bookingSystem(t.db);
    await leaveSeats(t.db, DAY_TRIP.coachOut, 3);
    const annas = await engine.checkBooking({ idreise: DAY_TRIP.code, form: tripForm() }, anna);
    const stolen = annas.ergebnis.reservierung!.id;

    const bens = await engine.checkBooking({ idreise: DAY_TRIP.code, form: tripForm(), reservierung: stolen }, ben);
    expect(bens.ergebnis.satz.text).toBe('Leider ist nur noch 1 Platz frei.');
    const live = await liveHolds(t.db);
    expect(live.map((h) => h.id)).toEqual([stolen]);
  });

  it('keeps in a hold no more than the travellers of its form: a place and a seat per traveller and direction, each extra once each', async () => {
    const engine = bookingSystem(t.db);
    const form = tripForm({
      travellers: [{ leistungen: [MULTI_DAY.skipass, MULTI_DAY.skipass] }, { leistungen: [MULTI_DAY.skipass] }],
      teilnehmer_rooms: [{ room: MULTI_DAY.double, teilnehmer: [0, 1], status: 1 }],
    });
    const response = await engine.checkBooking({ idreise: MULTI_DAY.code, form }, anna);
    expect(response.ergebnis.buchung.status).toBe('möglich');
    const id = response.ergebnis.reservierung!.id;

    const items = await t.db.select().from(holdItems).where(eq(holdItems.holdId, id));
    for (const item of items) expect(item.quantity).toBeLessThanOrEqual(2);
    expect(new Map(items.map((i) => [i.serviceId, i.quantity]))).toEqual(
      new Map([
        [MULTI_DAY.coachOut, 2],
        [MULTI_DAY.coachBack, 2],
        [MULTI_DAY.double, 1],
        [MULTI_DAY.skipass, 2],
      ]),
    );
    expect(await t.db.select().from(seats).where(eq(seats.holdId, id))).toHaveLength(4);
  });

  it('keeps after a renewal only what the latest check asked for: seats and extras dropped from the form are free again', async () => {
    const engine = bookingSystem(t.db);
    const twoWithSkipass = tripForm({
      travellers: [{ leistungen: [MULTI_DAY.skipass] }, { leistungen: [MULTI_DAY.skipass] }],
      teilnehmer_rooms: [{ room: MULTI_DAY.double, teilnehmer: [0, 1], status: 1 }],
    });
    const first = await engine.checkBooking({ idreise: MULTI_DAY.code, form: twoWithSkipass }, anna);
    const id = first.ergebnis.reservierung!.id;
    const firstSeats = await t.db.select().from(seats).where(eq(seats.holdId, id));
    expect(firstSeats).toHaveLength(4);

    // The same visitor renews with one traveller, no ski pass, a single room.
    const oneWithout = tripForm({
      travellers: [{}],
      teilnehmer_rooms: [{ room: MULTI_DAY.single, teilnehmer: [0], status: 1 }],
    });
    const second = await engine.checkBooking({ idreise: MULTI_DAY.code, form: oneWithout, reservierung: id }, anna);
    expect(second.ergebnis.buchung.status).toBe('möglich');
    expect(second.ergebnis.reservierung?.id).toBe(id);

    const items = await t.db.select().from(holdItems).where(eq(holdItems.holdId, id));
    expect(new Map(items.map((i) => [i.serviceId, i.quantity]))).toEqual(
      new Map([
        [MULTI_DAY.coachOut, 1],
        [MULTI_DAY.coachBack, 1],
        [MULTI_DAY.single, 1],
      ]),
    );
    const kept = await t.db.select().from(seats).where(eq(seats.holdId, id));
    expect(kept).toHaveLength(2);
    // the seats given up carry no hold any more
    const givenUp = firstSeats.filter((s) => !kept.some((k) => k.id === s.id));
    for (const seat of givenUp) {
      const [now] = await t.db.select().from(seats).where(eq(seats.id, seat.id));
      expect(now.holdId).toBeNull();
    }
  });

  it(`lets one client address hold ${HOLD_LIMITS.travellersPerClientAndTrip} travellers on a trip, whatever visitors it names; past that a check answers its price without a hold`, async () => {
    const clock = testClock();
    const engine = bookingSystem(t.db, clock);
    const bot = (i: number): HoldOwner => ({ visitor: `bot-${i}`, client: 'client-bot' });
    for (let i = 0; i < HOLD_LIMITS.travellersPerClientAndTrip / 2; i++) {
      const held = await engine.checkBooking({ idreise: DAY_TRIP.code, form: tripForm() }, bot(i));
      expect(held.ergebnis.reservierung).not.toBeNull();
    }
    const past = await engine.checkBooking({ idreise: DAY_TRIP.code, form: tripForm() }, bot(99));
    expect(past.ergebnis.buchung.status).toBe('möglich');
    expect(past.ergebnis.gesamtpreis).toBe('118,00');
    expect(past.ergebnis.reservierung).toBeNull();
    expect(await liveHolds(t.db, clock.now())).toHaveLength(HOLD_LIMITS.travellersPerClientAndTrip / 2);
    expect(await freeOutbound(engine)).toBe(49 - HOLD_LIMITS.travellersPerClientAndTrip);

    // Another address is not affected; once the bot's holds ran out it may hold again.
    const other = await engine.checkBooking({ idreise: DAY_TRIP.code, form: tripForm() }, ben);
    expect(other.ergebnis.reservierung).not.toBeNull();
    clock.advanceMinutes(16);
    const later = await engine.checkBooking({ idreise: DAY_TRIP.code, form: tripForm() }, bot(100));
    expect(later.ergebnis.reservierung).not.toBeNull();
  });

  it('lets a visitor renew their hold while their address holds all it may on the trip', async () => {
    const engine = bookingSystem(t.db);
    const first = await engine.checkBooking({ idreise: DAY_TRIP.code, form: tripForm() }, anna);
    for (let i = 1; i < HOLD_LIMITS.travellersPerClientAndTrip / 2; i++) {
      const family = { visitor: `family-${i}`, client: anna.client };
      await engine.checkBooking({ idreise: DAY_TRIP.code, form: tripForm() }, family);
    }
    const again = await engine.checkBooking({ idreise: DAY_TRIP.code, form: tripForm() }, anna);
    expect(again.ergebnis.reservierung?.id).toBe(first.ergebnis.reservierung?.id);
  });
});
