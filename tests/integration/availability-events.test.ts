/**
 * "Availability changed" (lib/engine/availability), in the engine on PGlite and PostgreSQL: every
 * change of free places announces exactly the journeys it changed, once, after its transaction
 * committed – a save, a price check's hold (placed, or renewed with other places), a hold that expired, an unpaid booking
 * the expiry sweep cancels, a confirmed payment – and work that was refused or rolled back announces
 * nothing. The site's listener (lib/site/invalidation) turns each announcement into the journey's
 * cache invalidation.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { testDrivers } from '../helpers/db';
import {
  DAY_TRIP,
  MULTI_DAY,
  NOW,
  TICKETS,
  allConsents,
  bookingSystem,
  fixtureDb,
  leaveSeats,
  testClock,
  ticketForm,
  tripForm,
} from '../helpers/fixtures';
import { announceAvailability, onAvailabilityChange } from '@/lib/engine/availability';
import { sweepExpiredHolds } from '@/lib/engine/hold-expiry';
import { expireUnpaidBookings } from '@/lib/engine/expiry';
import { handlePush } from '@/lib/engine/payments/confirm';
import type { PaymentContext, PaymentProvider } from '@/lib/engine/payments/provider';
import { paymentReturnSegment } from '@/lib/api/contract/site-paths';
import { bookings, holds, payments } from '@/lib/db/schema';
import type { HoldOwner } from '@/lib/api/contract/calls';
import type { SaveRequest } from '@/lib/api/contract/schemas';
import type { Db } from '@/lib/db/client';
import { createEngine } from '@/lib/engine';
import { NO_RIGHTS, type StaffUser } from '@/lib/backoffice/rights';

const anna: HoldOwner = { visitor: 'visitor-anna', client: 'client-home' };
const WINDOW_HOURS = 24;
const hoursAfter = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000);
const minutesAfter = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
/** Two travellers in the multi-day trip's double room. */
const multiDayForm = () => tripForm({ teilnehmer_rooms: [{ room: MULTI_DAY.double, teilnehmer: [0, 1], status: 1 }] });

/**
 * `db` whose transactions write 'commit' to `log` once they committed, so a test can tell whether
 * an announcement came after the commit; with `failAtCommit` each transaction does all its work and
 * is then rolled back, as when the commit fails.
 */
function observedDb(db: Db, log: string[], failAtCommit = false): Db {
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property !== 'transaction') return Reflect.get(target, property, receiver);
      return async (work: (tx: Db) => Promise<unknown>) => {
        const result = await target.transaction(async (tx) => {
          const value = await work(tx);
          if (failAtCommit) throw new Error('the commit failed');
          return value;
        });
        log.push('commit');
        return result;
      };
    },
  });
}

describe.each(testDrivers)('availability announcements on %s', (driver) => {
  const t = fixtureDb(driver);
  /** Every announcement, as the listener heard it. */
  let heard: number[][];
  /** 'commit' of observed transactions and 'announced', in the order they happened. */
  const log: string[] = [];
  let stopListening: () => void;

  beforeEach(() => {
    heard = [];
    log.length = 0;
    stopListening = onAvailabilityChange(({ journeyIds }) => {
      heard.push([...journeyIds]);
      log.push('announced');
    });
  });
  afterEach(() => stopListening());

  const save = (db: Db, request: Omit<SaveRequest, 'consents' | 'locale'>, owner?: HoldOwner) =>
    bookingSystem(db).saveBooking({ ...request, consents: allConsents, locale: 'de' }, owner);

  async function bookingRow(processNumber: string) {
    const [row] = await t.db.select().from(bookings).where(eq(bookings.processNumber, processNumber));
    return row;
  }

  it("announces a save's journey once, after the booking committed", async () => {
    const saved = await save(observedDb(t.db, log), { idreise: DAY_TRIP.code, form: tripForm() });

    expect(saved.ergebnis.buchung.status).toBe('erfolgt');
    expect(heard).toEqual([[DAY_TRIP.id]]);
    expect(log).toEqual(['commit', 'announced']);
  });

  it('announces a save that consumes the visitor’s hold once, not once for the hold and once for the booking', async () => {
    const engine = bookingSystem(t.db);
    const checked = await engine.checkBooking({ idreise: DAY_TRIP.code, form: tripForm() }, anna);
    heard = [];

    const saved = await save(
      t.db,
      { idreise: DAY_TRIP.code, form: tripForm(), reservierung: checked.ergebnis.reservierung!.id },
      anna,
    );

    expect(saved.ergebnis.buchung.status).toBe('erfolgt');
    expect(heard).toEqual([[DAY_TRIP.id]]);
  });

  it('announces a ticket save on the ticket journey', async () => {
    const saved = await save(t.db, { idreise: TICKETS.code, form: ticketForm() });

    expect(saved.ergebnis.buchung.status).toBe('erfolgt');
    expect(heard).toEqual([[TICKETS.id]]);
  });

  it('announces nothing for a save that is rolled back, and keeps nothing of it', async () => {
    const failing = observedDb(t.db, log, true);

    await expect(save(failing, { idreise: DAY_TRIP.code, form: tripForm() })).rejects.toThrow('the commit failed');

    expect(heard).toEqual([]);
    expect(await t.db.select().from(bookings)).toHaveLength(0);
  });

  it('announces nothing for a save refused for want of places, nor for a repeated save', async () => {
    await leaveSeats(t.db, DAY_TRIP.coachOut, 1);
    const refused = await save(t.db, { idreise: DAY_TRIP.code, form: tripForm() });
    expect(refused.ergebnis.buchung.status).not.toBe('erfolgt');
    expect(heard).toEqual([]);

    const request = { idreise: MULTI_DAY.code, form: multiDayForm(), idempotency_key: 'availability-repeat' };
    await save(t.db, request);
    heard = [];
    const repeated = await save(t.db, request);
    expect(repeated.ergebnis.buchung.status).toBe('erfolgt');
    expect(heard).toEqual([]);
  });

  it('announces a hold when a price check places it, and a renewal only when its places change, after each commit', async () => {
    const clock = testClock();
    const engine = bookingSystem(observedDb(t.db, log), clock);

    const first = await engine.checkBooking({ idreise: DAY_TRIP.code, form: tripForm() }, anna);
    expect(first.ergebnis.reservierung).not.toBeNull();
    expect(heard).toEqual([[DAY_TRIP.id]]);
    expect(log).toEqual(['commit', 'announced']);

    // the same places kept longer: nobody's free places changed
    clock.advanceMinutes(5);
    const renewed = await engine.checkBooking({ idreise: DAY_TRIP.code, form: tripForm() }, anna);
    expect(renewed.ergebnis.reservierung?.id).toBe(first.ergebnis.reservierung?.id);
    expect(renewed.ergebnis.reservierung?.gueltig_bis).not.toBe(first.ergebnis.reservierung?.gueltig_bis);
    expect(heard).toEqual([[DAY_TRIP.id]]);

    // a third traveller: the hold keeps more
    const grown = await engine.checkBooking(
      { idreise: DAY_TRIP.code, form: tripForm({ travellers: [{}, {}, {}] }) },
      anna,
    );
    expect(grown.ergebnis.reservierung?.id).toBe(first.ergebnis.reservierung?.id);
    expect(heard).toEqual([[DAY_TRIP.id], [DAY_TRIP.id]]);

    // expired (not swept yet), its places were free again: keeping them once more is a change
    clock.advanceMinutes(16);
    await engine.checkBooking({ idreise: DAY_TRIP.code, form: tripForm({ travellers: [{}, {}, {}] }) }, anna);
    expect(heard).toEqual([[DAY_TRIP.id], [DAY_TRIP.id], [DAY_TRIP.id]]);
  });

  it('announces nothing for a price check that places no hold (a match ticket, or no places left)', async () => {
    const engine = bookingSystem(t.db);
    const ticket = await engine.checkBooking({ idreise: TICKETS.code, form: ticketForm() }, anna);
    expect(ticket.ergebnis.buchung.status).toBe('möglich');

    await leaveSeats(t.db, DAY_TRIP.coachOut, 1);
    const refused = await engine.checkBooking({ idreise: DAY_TRIP.code, form: tripForm() }, anna);
    expect(refused.ergebnis.buchung.status).not.toBe('möglich');

    expect(heard).toEqual([]);
  });

  it('announces the journey of a hold that expired once, when the sweep removes it, and nothing before', async () => {
    const engine = bookingSystem(t.db);
    await engine.checkBooking({ idreise: DAY_TRIP.code, form: tripForm() }, anna);
    await engine.checkBooking({ idreise: MULTI_DAY.code, form: multiDayForm() }, anna);
    heard = [];
    log.length = 0;

    // 15 minutes: still held
    expect(await sweepExpiredHolds(t.db, minutesAfter(14))).toEqual([]);
    expect(heard).toEqual([]);

    expect(await sweepExpiredHolds(observedDb(t.db, log), minutesAfter(16))).toEqual([DAY_TRIP.id, MULTI_DAY.id]);
    expect(heard).toEqual([[DAY_TRIP.id, MULTI_DAY.id]]);
    expect(log).toEqual(['commit', 'commit', 'announced']);
    expect(await t.db.select().from(holds)).toHaveLength(0);

    // removed already: a second sweep (another instance's) announces nothing
    expect(await sweepExpiredHolds(t.db, minutesAfter(17))).toEqual([]);
    expect(heard).toHaveLength(1);
  });

  it('announces each journey of unpaid bookings the expiry sweep cancels once, after the cancellations committed', async () => {
    // card is the forms' payment: online, so unpaid bookings expire
    await save(t.db, { idreise: DAY_TRIP.code, form: tripForm() });
    await save(t.db, { idreise: DAY_TRIP.code, form: tripForm() });
    await save(t.db, { idreise: MULTI_DAY.code, form: multiDayForm() });
    heard = [];
    log.length = 0;

    const sweep = (hours: number, db = t.db) =>
      expireUnpaidBookings(db, { now: hoursAfter(hours), windowHours: WINDOW_HOURS });
    expect(await sweep(WINDOW_HOURS - 1)).toEqual([]);
    expect(heard).toEqual([]);

    expect(await sweep(WINDOW_HOURS + 1, observedDb(t.db, log))).toHaveLength(3);
    expect(heard).toEqual([[DAY_TRIP.id, MULTI_DAY.id]]);
    expect(log).toEqual(['commit', 'commit', 'commit', 'announced']);

    // nothing left to cancel, nothing to announce
    expect(await sweep(WINDOW_HOURS + 2)).toEqual([]);
    expect(heard).toHaveLength(1);
  });

  it("announces a confirmed payment's journey once, however often the provider pushes", async () => {
    const saved = await save(t.db, { idreise: MULTI_DAY.code, form: multiDayForm() });
    const booking = await bookingRow(saved.ergebnis.buchung.vorgang!);
    await t.db.insert(payments).values({
      bookingId: booking.id,
      provider: 'test',
      providerRef: 'ref-1',
      paymentType: 'creditcard',
      amountCents: booking.depositCents,
      status: 'pending',
      createdAt: NOW,
      updatedAt: NOW,
    });
    const provider: PaymentProvider = {
      name: 'test',
      createCheckout: () => Promise.reject(new Error('not used')),
      getPaymentState: async () => 'succeeded',
      refund: async () => undefined,
      verifyPush: async () => ({ ref: 'ref-1' }),
    };
    const ctx: PaymentContext = {
      db: observedDb(t.db, log),
      now: () => NOW,
      siteUrl: () => 'https://x.example',
      provider,
    };
    const data = paymentReturnSegment('push', booking.processNumber, booking.token, 'creditcard');
    heard = [];
    log.length = 0;

    const push = () => handlePush(ctx, data, { headers: new Headers(), body: '' });
    expect((await push()).body.paymentStatus).toBe('paid');
    expect(heard).toEqual([[MULTI_DAY.id]]);
    expect(log).toEqual(['commit', 'announced']);

    expect((await push()).body.paymentStatus).toBe('paid');
    expect(heard).toHaveLength(1);
  });

  it('keeps the change when a listener fails: it was announced after the commit', async () => {
    const stopFailing = onAvailabilityChange(() => {
      throw new Error('listener down');
    });
    try {
      const saved = await save(t.db, { idreise: DAY_TRIP.code, form: tripForm() });
      expect(saved.ergebnis.buchung.status).toBe('erfolgt');
      expect(await bookingRow(saved.ergebnis.buchung.vorgang!)).toBeDefined();
      // the other listeners still hear it
      expect(heard).toEqual([[DAY_TRIP.id]]);
    } finally {
      stopFailing();
    }
  });

  describe('staff changes in the back office', () => {
    const admin: StaffUser = {
      id: 'staff-1',
      email: 'office@example.org',
      name: 'office',
      rights: { ...NO_RIGHTS, admin: true },
      active: true,
    };
    const backoffice = (db: Db) => createEngine(db, { now: () => NOW, siteUrl: 'https://x.example' }).backoffice;
    /** What the listener heard with the `lists` flag, for the online switch. */
    let changes: { journeyIds: readonly number[]; lists: boolean }[];
    let stopChanges: () => void;
    beforeEach(() => {
      changes = [];
      stopChanges = onAvailabilityChange((change) => changes.push(change));
    });
    afterEach(() => stopChanges());

    it("announces a cancelled booking's journey once, after the cancellation committed, and nothing for a second attempt", async () => {
      const saved = await save(t.db, { idreise: MULTI_DAY.code, form: multiDayForm() });
      heard = [];
      log.length = 0;

      await backoffice(observedDb(t.db, log)).bookings.cancel(admin, saved.ergebnis.buchung.vorgang!);
      expect(heard).toEqual([[MULTI_DAY.id]]);
      expect(log.slice(0, 2)).toEqual(['commit', 'announced']);

      await expect(backoffice(t.db).bookings.cancel(admin, saved.ergebnis.buchung.vorgang!)).rejects.toThrow();
      expect(heard).toHaveLength(1);
    });

    it('announces changed free seats of a coach once, after commit, and nothing for a change refused', async () => {
      await backoffice(observedDb(t.db, log)).trips.setFree(admin, DAY_TRIP.coachOut, 3);
      expect(heard).toEqual([[DAY_TRIP.id]]);
      expect(log).toEqual(['commit', 'announced']);

      // more free seats than the coach has: refused, rolled back
      await expect(backoffice(t.db).trips.setFree(admin, DAY_TRIP.coachOut, 500)).rejects.toThrow();
      expect(heard).toHaveLength(1);
    });

    it('announces a service closed or opened, and a trip put online or offline with its lists', async () => {
      await backoffice(t.db).trips.setServiceClosed(admin, MULTI_DAY.skipass, true);
      await backoffice(t.db).trips.setOnline(admin, DAY_TRIP.id, false);
      await backoffice(t.db).trips.setOnline(admin, DAY_TRIP.id, true);

      expect(changes).toEqual([
        { journeyIds: [MULTI_DAY.id], lists: false },
        { journeyIds: [DAY_TRIP.id], lists: true },
        { journeyIds: [DAY_TRIP.id], lists: true },
      ]);
    });

    it('announces nothing when the trip does not exist', async () => {
      await expect(backoffice(t.db).trips.setOnline(admin, 999_999, false)).rejects.toThrow();
      expect(changes).toEqual([]);
    });
  });

  it('tells each listener the ids once and sorted, and none when nothing changed', () => {
    announceAvailability([7, 3, 7]);
    announceAvailability([]);
    expect(heard).toEqual([[3, 7]]);
  });
});
