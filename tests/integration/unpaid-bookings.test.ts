/**
 * Unpaid bookings (issue 11), on PGlite and PostgreSQL: the online checkout of an unpaid booking
 * opens only within its payment window and only so many times, so reopening it cannot keep the
 * booking alive; invoice bookings are due by their payment terms and the overdue ones are listed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';

process.env.SECRET = 'unpaid-bookings-test-secret-0123456789';

import { openTestDb, testDrivers, type TestDb } from '../helpers/db';
import { createTestBooking, type FixtureBooking } from '../helpers/payment-fixtures';
import { createEngine, type Engine } from '@/lib/engine';
import { ApiError } from '@/lib/api/errors';
import { bookings, payments } from '@/lib/db/schema';
import { paymentReturnUrl } from '@/lib/api/contract/site-paths';
import { CHECKOUT_LIMIT } from '@/lib/engine/payments/checkouts';
import { expireUnpaidBookings } from '@/lib/engine/expiry';
import { addDays } from '@/lib/days';
import type { PaymentRequest } from '@/lib/api/contract/schemas';

const SITE = 'http://localhost:3000';
const WINDOW_HOURS = 24;
const HOUR = 3_600_000;

describe.each(testDrivers)('unpaid bookings on %s', (driver) => {
  let t: TestDb;
  let engine: Engine;

  const keyOf = (b: FixtureBooking) => ({ processNumber: b.processNumber, token: b.token });
  const requestFor = (b: FixtureBooking): PaymentRequest => ({
    data: {
      payment_type: 'creditcard',
      amount: b.depositCents,
      currency: 'EUR',
      url_success: paymentReturnUrl(SITE, 'success', b.processNumber, b.token, 'creditcard'),
      url_failure: paymentReturnUrl(SITE, 'failed', b.processNumber, b.token, 'creditcard'),
      url_push: paymentReturnUrl(SITE, 'push', b.processNumber, b.token, 'creditcard'),
      firstname: 'Anna',
      lastname: 'Berger',
      email: b.email,
      street: 'Leopoldstraße',
      housenumber: '12',
      zip: '80802',
      city: 'München',
      country: 'DE',
      purpose: b.processNumber,
    },
  });
  const madeAt = (b: FixtureBooking, at: Date) =>
    t.db.update(bookings).set({ createdAt: at }).where(eq(bookings.id, b.id));
  const statusOf = async (b: FixtureBooking) =>
    (await t.db.select().from(bookings).where(eq(bookings.id, b.id)))[0].status;

  beforeAll(async () => {
    t = await openTestDb(driver);
    engine = createEngine(t.db, { siteUrl: SITE });
  });
  afterAll(async () => t?.close());

  describe('the online checkout', () => {
    it(`opens at most ${CHECKOUT_LIMIT} times for one unpaid booking`, async () => {
      const b = await createTestBooking(t.db);
      for (let i = 0; i < CHECKOUT_LIMIT; i++) {
        const prepared = await engine.payments.prepare(keyOf(b), 'creditcard');
        expect(prepared.ok).toBe(true);
        if (prepared.ok) await engine.createPayment(prepared.request);
      }
      expect(await engine.payments.prepare(keyOf(b), 'creditcard')).toEqual({ ok: false, reason: 'closed' });
      // The contract call refuses it too, whoever composed the request.
      const refused = await engine.createPayment(requestFor(b)).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(ApiError);
      expect((refused as ApiError).fields).toEqual([{ path: 'data.purpose', message: 'payment.closed' }]);
      expect(await t.db.select().from(payments).where(eq(payments.bookingId, b.id))).toHaveLength(CHECKOUT_LIMIT);
    });

    it('opens no more once the payment window is over', async () => {
      const b = await createTestBooking(t.db);
      await madeAt(b, new Date(Date.now() - (WINDOW_HOURS + 0.1) * HOUR));
      expect(await engine.payments.prepare(keyOf(b), 'creditcard')).toEqual({ ok: false, reason: 'closed' });
      await expect(engine.createPayment(requestFor(b))).rejects.toThrow(/payment window/);
    });

    it('keeps an unpaid booking at most half an hour past its window, however often the checkout was reopened', async () => {
      const b = await createTestBooking(t.db);
      const made = new Date(Date.now() - 2 * HOUR);
      await madeAt(b, made);
      const after = (hours: number) => new Date(made.getTime() + hours * HOUR);
      const sweep = (hours: number) => expireUnpaidBookings(t.db, { now: after(hours), windowHours: WINDOW_HOURS });
      const checkoutAt = (hours: number, ref: string) =>
        t.db.insert(payments).values({
          bookingId: b.id,
          provider: 'sandbox',
          providerRef: `sbx_${ref}_${b.id}`,
          paymentType: 'creditcard',
          amountCents: b.depositCents,
          createdAt: after(hours),
        });

      // (the sweep sees the other tests' bookings too: only this one's fate is asserted)
      // a checkout opened just before the deadline: the booking waits for its outcome …
      await checkoutAt(WINDOW_HOURS - 0.1, 'last');
      expect(await sweep(WINDOW_HOURS + 0.2)).not.toContain(b.processNumber);
      // … and one opened after it (past the site's refusal) keeps nothing alive.
      await checkoutAt(WINDOW_HOURS + 0.3, 'late');
      expect(await sweep(WINDOW_HOURS + 0.45)).toContain(b.processNumber);
      expect(await statusOf(b)).toBe('cancelled');
    });
  });

  describe('invoice bookings', () => {
    it('lists the overdue ones by their payment terms, the most overdue first, with what is due by now', async () => {
      const today = '2026-12-01';
      const bill = async (depositDue: string, balanceDue: string | null, changes: object = {}) => {
        const b = await createTestBooking(t.db, { paymentType: 'bill' });
        await t.db
          .update(bookings)
          .set({
            depositDue,
            balanceDue,
            depositCents: 2000,
            balanceCents: balanceDue ? 8000 : 0,
            totalCents: 10000,
            ...changes,
          })
          .where(eq(bookings.id, b.id));
        return b;
      };
      const depositLate = await bill(addDays(today, -3), addDays(today, 20));
      const allLate = await bill(addDays(today, -40), addDays(today, -2));
      await bill(today, null); // due today: not overdue yet
      await bill(addDays(today, -5), null, { paymentStatus: 'paid' });
      await bill(addDays(today, -5), null, { status: 'cancelled' });
      const card = await createTestBooking(t.db, { paymentType: 'creditcard' });
      await t.db
        .update(bookings)
        .set({ depositDue: addDays(today, -5) })
        .where(eq(bookings.id, card.id));

      const overdue = await engine.overdueInvoices(today);

      expect(overdue.map((o) => o.processNumber)).toEqual([allLate.processNumber, depositLate.processNumber]);
      expect(overdue[0]).toMatchObject({ dueCents: 10000, totalCents: 10000, daysOverdue: 40 });
      expect(overdue[1]).toMatchObject({
        dueCents: 2000,
        dueSince: addDays(today, -3),
        daysOverdue: 3,
        email: depositLate.email,
        trip: { title: 'Skitag Kitzbühel' },
      });
    });
  });
});
