import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';

process.env.SECRET = 'payments-test-secret-0123456789-abc';

import { openTestDb, testDrivers, type TestDb } from '../helpers/db';
import { createTestBooking, type FixtureBooking } from '../helpers/payment-fixtures';
import { createEngine, type Engine } from '@/lib/engine';
import { ApiError } from '@/lib/api/errors';
import { bookingEvents, bookings, outbox, payments, sandboxPayments } from '@/lib/db/schema';
import { paymentReturnSegment, paymentReturnUrl, type OnlinePaymentType } from '@/lib/api/contract/site-paths';
import { handlePush, handleReturn } from '@/lib/engine/payments/confirm';
import { expireUnpaidBookings } from '@/lib/engine/expiry';
import { onAvailabilityChange } from '@/lib/engine/availability';
import type { PaymentContext } from '@/lib/engine/payments/provider';
import { SIGNATURE_HEADER, signPush } from '@/lib/payments-sandbox/signature';
import {
  cancelCheckout,
  confirmSecondStep,
  payByCard,
  payBySepa,
  sofortLogin,
  type PushSender,
} from '@/lib/payments-sandbox/checkout';
import type { PaymentRequest } from '@/lib/api/contract/schemas';
import { localApi, setLocalEngine } from '@/lib/api/local';
import { POST as pushRoute } from '@/app/api/v1/payments/push/[data]/route';

const SITE = 'http://localhost:3000';
const card = (number: string) => ({ number, expiry: '12/29', cvc: '123', holder: 'Anna Berger' });

describe.each(testDrivers)('payments on %s', (driver) => {
  let t: TestDb;
  let engine: Engine;
  let ctx: PaymentContext;
  /** Pushes the sandbox sent, as [url, body, signature]. */
  let pushes: [string, string, string][];
  /** Delivers the sandbox's pushes to the site's handler in-process, like the HTTP call would. */
  const deliverPush: PushSender = async (url, body, signature) => {
    pushes.push([url, body, signature]);
    const outcome = await sendPush(url, body, signature);
    if (outcome.status !== 200) throw new Error(`push answered ${outcome.status}`);
  };
  const holdPush: PushSender = async (url, body, signature) => {
    pushes.push([url, body, signature]);
  };

  function sendPush(url: string, body: string, signature: string) {
    const data = decodeURIComponent(new URL(url).pathname.replace(/^\/payment\//, ''));
    return handlePush(ctx, data, { headers: new Headers({ [SIGNATURE_HEADER]: signature }), body });
  }

  function requestFor(
    b: FixtureBooking,
    type: OnlinePaymentType = 'creditcard',
    amount = b.depositCents,
  ): PaymentRequest {
    return {
      data: {
        payment_type: type,
        amount,
        currency: 'EUR',
        url_success: paymentReturnUrl(SITE, 'success', b.processNumber, b.token, type),
        url_failure: paymentReturnUrl(SITE, 'failed', b.processNumber, b.token, type),
        url_push: paymentReturnUrl(SITE, 'push', b.processNumber, b.token, type),
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
    };
  }

  async function startCheckout(b: FixtureBooking, type: OnlinePaymentType = 'creditcard'): Promise<string> {
    const response = await engine.createPayment(requestFor(b, type));
    const match = /^\/sandbox\/checkout\/(sbx_[\w-]+)$/.exec(response.data.iframe_url);
    expect(match).not.toBeNull();
    return match![1];
  }

  const bookingRow = async (b: FixtureBooking) => (await t.db.select().from(bookings).where(eq(bookings.id, b.id)))[0];
  const mails = async (b: FixtureBooking, kind: string) =>
    t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.bookingId, b.id), eq(outbox.kind, kind)));
  const events = async (b: FixtureBooking, type: string) =>
    t.db
      .select()
      .from(bookingEvents)
      .where(and(eq(bookingEvents.bookingId, b.id), eq(bookingEvents.type, type)));
  const sandbox = (now = () => new Date()) => ({ db: t.db, now, sendPush: deliverPush });

  beforeAll(async () => {
    t = await openTestDb(driver);
    engine = createEngine(t.db, { siteUrl: SITE });
    ctx = { db: t.db, now: () => new Date(), siteUrl: () => SITE };
  });
  afterAll(async () => t?.close());

  describe('starting a payment (POST {payments})', () => {
    it('opens the sandbox checkout for the booking and records a pending payment', async () => {
      pushes = [];
      const b = await createTestBooking(t.db);
      const id = await startCheckout(b);
      const [payment] = await t.db.select().from(payments).where(eq(payments.bookingId, b.id));
      expect(payment).toMatchObject({
        provider: 'sandbox',
        providerRef: id,
        status: 'pending',
        amountCents: 12300,
        paymentType: 'creditcard',
      });
      const [ledger] = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
      expect(ledger).toMatchObject({
        amountCents: 12300,
        currency: 'EUR',
        purpose: b.processNumber,
        status: 'created',
      });
      expect(await events(b, 'payment.started')).toHaveLength(1);
    });

    it("accepts only the amount of the booking's down payment", async () => {
      const b = await createTestBooking(t.db);
      for (const amount of [b.depositCents - 1, b.depositCents + 100, 100]) {
        const error = await engine.createPayment(requestFor(b, 'creditcard', amount)).catch((e) => e);
        expect(error).toBeInstanceOf(ApiError);
        expect((error as ApiError).fields.map((f) => f.path)).toEqual(['data.amount']);
      }
      expect(await t.db.select().from(payments).where(eq(payments.bookingId, b.id))).toHaveLength(0);
    });

    it('refuses return URLs with another token, another payment type and invoice bookings', async () => {
      const b = await createTestBooking(t.db);
      const forged = requestFor(b);
      forged.data.url_push = paymentReturnUrl(SITE, 'push', b.processNumber, 'guessed-token', 'creditcard');
      const error = await engine.createPayment(forged).catch((e) => e);
      expect((error as ApiError).fields.map((f) => f.path)).toEqual(['data.url_push']);

      const otherType = await engine.createPayment(requestFor(b, 'sofort')).catch((e) => e);
      expect((otherType as ApiError).fields.map((f) => f.path)).toEqual(['data.payment_type']);

      const bill = await createTestBooking(t.db, { paymentType: 'bill' });
      await expect(engine.createPayment(requestFor(bill, 'creditcard'))).rejects.toBeInstanceOf(ApiError);
      expect(await t.db.select().from(payments).where(eq(payments.bookingId, b.id))).toHaveLength(0);
    });
  });

  describe('confirm once', () => {
    it('marks the booking paid when the provider confirms with a signed push, with one mail and one event', async () => {
      pushes = [];
      const b = await createTestBooking(t.db);
      const id = await startCheckout(b);
      const result = await payByCard(sandbox(), id, card('4242 4242 4242 4242'));
      expect(result).toEqual({
        kind: 'redirect',
        url: paymentReturnUrl(SITE, 'success', b.processNumber, b.token, 'creditcard'),
      });
      expect(pushes).toHaveLength(1);
      const row = await bookingRow(b);
      expect(row.paymentStatus).toBe('paid');
      expect(row.paidAt).toBeInstanceOf(Date);
      expect(await events(b, 'payment.confirmed')).toHaveLength(1);
      const [mail] = await mails(b, 'payment-confirmation');
      expect(mail).toMatchObject({ to: b.email, status: 'WAITING' });
      expect(mail.subject).toContain(b.processNumber);
    });

    it('answers 4xx to a push with a wrong signature, a tampered body or a wrong token, and changes nothing', async () => {
      pushes = [];
      const b = await createTestBooking(t.db);
      const id = await startCheckout(b);
      // The provider has the money, but only forged notifications arrive.
      await payByCard({ db: t.db, now: () => new Date(), sendPush: holdPush }, id, card('4242424242424242'));
      const [[url, body, signature]] = pushes;

      const badSignature = await sendPush(url, body, signPush(body, new Date()).replace(/v1=.*/, 'v1=AAAA'));
      expect(badSignature.status).toBe(401);
      const tampered = await sendPush(url, body.replace('succeeded', 'declined '), signature);
      expect(tampered.status).toBe(401);
      const stale = await sendPush(url, body, signPush(body, new Date(Date.now() - 60 * 60_000)));
      expect(stale.status).toBe(401);
      const wrongToken = await sendPush(
        paymentReturnUrl(SITE, 'push', b.processNumber, `${b.token}x`, 'creditcard'),
        body,
        signature,
      );
      expect(wrongToken.status).toBe(404);
      const wrongType = await sendPush(
        paymentReturnUrl(SITE, 'push', b.processNumber, b.token, 'debit'),
        body,
        signature,
      );
      expect(wrongType.status).toBe(404);
      const otherBooking = await createTestBooking(t.db);
      const foreign = await sendPush(
        paymentReturnUrl(SITE, 'push', otherBooking.processNumber, otherBooking.token, 'creditcard'),
        body,
        signature,
      );
      expect(foreign.status).toBe(404);

      expect((await bookingRow(b)).paymentStatus).toBe('open');
      expect((await bookingRow(otherBooking)).paymentStatus).toBe('open');
      expect(await events(b, 'payment.confirmed')).toHaveLength(0);
      expect(await mails(b, 'payment-confirmation')).toHaveLength(0);
      const [payment] = await t.db.select().from(payments).where(eq(payments.bookingId, b.id));
      expect(payment.status).toBe('pending');
    });

    it('confirms a push sent three times only once: paid once, one mail, the repeats logged', async () => {
      pushes = [];
      const b = await createTestBooking(t.db);
      const id = await startCheckout(b);
      await payByCard({ db: t.db, now: () => new Date(), sendPush: holdPush }, id, card('4242424242424242'));
      const [[url, body, signature]] = pushes;
      const outcomes = [];
      for (let i = 0; i < 3; i++) outcomes.push(await sendPush(url, body, signature));
      expect(outcomes.map((o) => o.status)).toEqual([200, 200, 200]);
      expect((await bookingRow(b)).paymentStatus).toBe('paid');
      expect(await events(b, 'payment.confirmed')).toHaveLength(1);
      expect(await events(b, 'payment.repeat')).toHaveLength(2);
      expect(await mails(b, 'payment-confirmation')).toHaveLength(1);
    });

    it('does not mark anything paid when a browser opens the success URL on its own', async () => {
      const b = await createTestBooking(t.db);
      await startCheckout(b);
      const outcome = await handleReturn(ctx, paymentReturnSegment('success', b.processNumber, b.token, 'creditcard'));
      expect(outcome?.view).toBe('pending');
      expect((await bookingRow(b)).paymentStatus).toBe('open');
      expect(await mails(b, 'payment-confirmation')).toHaveLength(0);
      // A success URL with a guessed token does not even show the booking.
      expect(
        await handleReturn(ctx, paymentReturnSegment('success', b.processNumber, 'guessed', 'creditcard')),
      ).toBeUndefined();
    });

    it('confirms once when the push and the success return arrive at the same moment', async () => {
      pushes = [];
      const b = await createTestBooking(t.db);
      const id = await startCheckout(b);
      await payByCard({ db: t.db, now: () => new Date(), sendPush: holdPush }, id, card('4242424242424242'));
      const [[url, body, signature]] = pushes;
      const success = paymentReturnSegment('success', b.processNumber, b.token, 'creditcard');
      const results = await Promise.all([
        sendPush(url, body, signature),
        handleReturn(ctx, success),
        sendPush(url, body, signature),
        handleReturn(ctx, success),
      ]);
      expect(results[0]).toMatchObject({ status: 200 });
      expect(results[1]?.view).toBe('paid');
      expect(results[3]?.view).toBe('paid');
      expect(await events(b, 'payment.confirmed')).toHaveLength(1);
      expect(await mails(b, 'payment-confirmation')).toHaveLength(1);
    });

    it('refunds a payment that arrives for a cancelled booking and tells the customer by mail', async () => {
      pushes = [];
      const b = await createTestBooking(t.db);
      const id = await startCheckout(b);
      await t.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, b.id));
      await payByCard(sandbox(), id, card('4242424242424242'));

      const row = await bookingRow(b);
      expect(row.paymentStatus).toBe('refunded');
      expect(row.paidAt).toBeNull();
      const [ledger] = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
      expect(ledger.status).toBe('refunded');
      const [payment] = await t.db.select().from(payments).where(eq(payments.bookingId, b.id));
      expect(payment.status).toBe('refunded');
      const [mail] = await mails(b, 'payment-refund');
      expect(mail.to).toBe(b.email);
      expect(mail.text).toContain('storniert');
      expect(mail.text).toContain('123,00');
      expect(await mails(b, 'payment-confirmation')).toHaveLength(0);
    });

    it('refunds a payment that completes after the booking expired unpaid', async () => {
      pushes = [];
      const b = await createTestBooking(t.db);
      const id = await startCheckout(b);
      // …three days ago, within its payment window (a checkout cannot be opened after it)
      const threeDaysAgo = new Date(Date.now() - 72 * 3_600_000);
      await t.db.update(bookings).set({ createdAt: threeDaysAgo }).where(eq(bookings.id, b.id));
      // The checkout was opened and left for 40 minutes: the sweep no longer waits for it.
      await t.db
        .update(payments)
        .set({ createdAt: new Date(Date.now() - 40 * 60_000) })
        .where(eq(payments.bookingId, b.id));
      expect(await expireUnpaidBookings(t.db, { now: new Date(), windowHours: 48 })).toEqual([b.processNumber]);
      expect(await mails(b, 'booking-expired')).toHaveLength(1);

      await payByCard(sandbox(), id, card('4242424242424242'));
      const row = await bookingRow(b);
      expect(row).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', paidAt: null });
      const [ledger] = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
      expect(ledger.status).toBe('refunded');
      expect(await mails(b, 'payment-refund')).toHaveLength(1);
      expect(await mails(b, 'payment-confirmation')).toHaveLength(0);
    });

    it('refunds a second payment for a booking that is already paid', async () => {
      pushes = [];
      const b = await createTestBooking(t.db);
      const first = await startCheckout(b);
      const second = await startCheckout(b);
      await payByCard(sandbox(), first, card('4242424242424242'));
      await payByCard(sandbox(), second, card('4242424242424242'));
      expect((await bookingRow(b)).paymentStatus).toBe('paid');
      const [ledger] = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, second));
      expect(ledger.status).toBe('refunded');
      expect(await mails(b, 'payment-confirmation')).toHaveLength(1);
      expect(await mails(b, 'payment-refund')).toHaveLength(1);
    });
  });

  describe('the payments capability (the payment dialog, the return pages)', () => {
    const keyOf = (b: FixtureBooking) => ({ processNumber: b.processNumber, token: b.token });

    it('prepares the payment request from the booking itself, and POST {payments} accepts it', async () => {
      const b = await createTestBooking(t.db, { paymentType: 'debit' });
      const prepared = await engine.payments.prepare(keyOf(b), 'debit');
      expect(prepared).toEqual({ ok: true, request: requestFor(b, 'debit') });
      const response = await engine.createPayment((prepared as { request: PaymentRequest }).request);
      expect(response.data.iframe_url).toMatch(/^\/sandbox\/checkout\/sbx_/);
      expect(await engine.payments.state(keyOf(b))).toBe('pending');
    });

    it('prepares nothing for a wrong token, another payment type, a cancelled or a paid booking', async () => {
      const b = await createTestBooking(t.db);
      expect(await engine.payments.prepare({ ...keyOf(b), token: `${b.token}x` }, 'creditcard')).toEqual({
        ok: false,
        reason: 'not_found',
      });
      expect(await engine.payments.prepare(keyOf(b), 'sofort')).toEqual({ ok: false, reason: 'not_online' });
      const bill = await createTestBooking(t.db, { paymentType: 'bill' });
      expect(await engine.payments.prepare(keyOf(bill), 'bill')).toEqual({ ok: false, reason: 'not_online' });
      const cancelled = await createTestBooking(t.db, { status: 'cancelled' });
      expect(await engine.payments.prepare(keyOf(cancelled), 'creditcard')).toEqual({
        ok: false,
        reason: 'cancelled',
      });
      await t.db.update(bookings).set({ paymentStatus: 'paid' }).where(eq(bookings.id, b.id));
      expect(await engine.payments.prepare(keyOf(b), 'creditcard')).toEqual({ ok: false, reason: 'paid' });
      expect(await engine.payments.state({ ...keyOf(b), token: 'guessed' })).toBeNull();
    });

    it('shows a return page only for its own booking and token, with the state the server knows', async () => {
      const b = await createTestBooking(t.db);
      await startCheckout(b);
      const path = paymentReturnSegment('failed', b.processNumber, b.token, 'creditcard');
      expect(await engine.payments.handleReturn(path)).toEqual({
        kind: 'failed',
        view: 'pending',
        processNumber: b.processNumber,
        token: b.token,
        paymentType: 'creditcard',
      });
      expect(
        await engine.payments.handleReturn(paymentReturnSegment('failed', b.processNumber, 'guessed', 'creditcard')),
      ).toBeNull();
    });
  });

  describe('the push endpoint (/payment/push-…, routed to /api/v1/payments/push)', () => {
    it('marks the booking paid for a signed push and answers 401 to an unsigned one; the paid trip is announced once', async () => {
      pushes = [];
      setLocalEngine(engine);
      const announced: number[][] = [];
      const stopListening = onAvailabilityChange(({ journeyIds }) => announced.push([...journeyIds]));
      try {
        const b = await createTestBooking(t.db);
        const id = await startCheckout(b);
        await payByCard({ db: t.db, now: () => new Date(), sendPush: holdPush }, id, card('4242424242424242'));
        const [[url, body, signature]] = pushes;
        const data = new URL(url).pathname.replace(/^\/payment\//, '');
        const post = (headers: Record<string, string>) =>
          pushRoute(new Request(`${SITE}/api/v1/payments/push/${data}`, { method: 'POST', headers, body }), {
            params: Promise.resolve({ data }),
          });

        const unsigned = await post({});
        expect(unsigned.status).toBe(401);
        expect((await bookingRow(b)).paymentStatus).toBe('open');
        expect(announced).toEqual([]);
        const signed = await post({ [SIGNATURE_HEADER]: signature });
        expect(signed.status).toBe(200);
        expect(await signed.json()).toEqual({ ok: true, paymentStatus: 'paid' });
        expect((await bookingRow(b)).paymentStatus).toBe('paid');
        // the route handler's engine call announced the booking's trip (lib/site/invalidation expires it)
        expect(announced).toEqual([[(await bookingRow(b)).journeyId]]);
        // the provider repeats its push: nothing new
        expect((await post({ [SIGNATURE_HEADER]: signature })).status).toBe(200);
        expect(announced).toHaveLength(1);
      } finally {
        stopListening();
        setLocalEngine(undefined);
      }
    });
  });

  describe('find my booking', () => {
    it("finds a booking by process number and the booker's e-mail in any case; a wrong pair finds nothing", async () => {
      const b = await createTestBooking(t.db);
      const key = { processNumber: b.processNumber, token: b.token };
      expect(await engine.bookings.find(b.processNumber.toLowerCase(), ` ${b.email.toUpperCase()} `)).toEqual(key);
      expect(await engine.bookings.find(b.processNumber, 'someone.else@example.org')).toBeNull();
      expect(await engine.bookings.find('AX-2026-999999', b.email)).toBeNull();
      expect(await engine.bookings.get({ ...key, token: `${b.token}x` })).toBeNull();
    });

    it("shows the booking in the site's model: cents, ISO dates, the payment deadline and the paid state after the push", async () => {
      pushes = [];
      setLocalEngine(engine);
      try {
        const b = await createTestBooking(t.db);
        const key = { processNumber: b.processNumber, token: b.token };
        const created = (await bookingRow(b)).createdAt;
        const before = await localApi.bookings.get(key);
        if (before === 'expired') throw new Error('a booking of a coming trip opens its page');
        expect(before).toMatchObject({
          processNumber: b.processNumber,
          status: 'confirmed',
          paymentType: 'creditcard',
          paymentState: 'open',
          paidAt: null,
          totalCents: 12300,
          depositCents: 12300,
          depositDue: '2026-11-21',
          trip: { title: 'Skitag Kitzbühel', dateFrom: '2026-12-19', dateTill: '2026-12-19', departure: '06:45' },
          persons: 2,
        });
        expect(before!.travellers.map((p) => [p.name, p.seatOutbound, p.seatReturn])).toEqual([
          ['Anna Berger', 5, 7],
          ['Dr. Luka Čović', 6, 8],
        ]);
        const windowHours = await localApi.paymentDeadline.windowHours();
        expect(before!.paymentDeadline).toBe(new Date(created.getTime() + windowHours * 3_600_000).toISOString());
        expect(before!.documents?.confirmationPdf).toMatch(/^\/api\/v1\/booking\/bestaetigung\/.+\?token=/);

        await payByCard(sandbox(), await startCheckout(b), card('4242424242424242'));
        const after = await localApi.bookings.get(key);
        if (after === 'expired') throw new Error('a booking of a coming trip opens its page');
        expect(after?.paymentState).toBe('paid');
        expect(after?.paidAt).toBe((await bookingRow(b)).paidAt!.toISOString());
      } finally {
        setLocalEngine(undefined);
      }
    });
  });

  describe('the sandbox checkout', () => {
    it('sends a declined card to the failure URL; the booking stays open and can be paid again', async () => {
      pushes = [];
      const b = await createTestBooking(t.db);
      const id = await startCheckout(b);
      const declined = await payByCard(sandbox(), id, card('4000 0000 0000 0002'));
      expect(declined).toEqual({
        kind: 'redirect',
        url: paymentReturnUrl(SITE, 'failed', b.processNumber, b.token, 'creditcard'),
      });
      const failedReturn = await handleReturn(
        ctx,
        paymentReturnSegment('failed', b.processNumber, b.token, 'creditcard'),
      );
      expect(failedReturn?.view).toBe('failed');
      expect((await bookingRow(b)).paymentStatus).toBe('open');

      const retry = await startCheckout(b);
      await payByCard(sandbox(), retry, card('4242424242424242'));
      expect((await bookingRow(b)).paymentStatus).toBe('paid');
    });

    it('asks for the card details again when they are wrong, without finishing the payment', async () => {
      const b = await createTestBooking(t.db);
      const id = await startCheckout(b);
      const result = await payByCard(sandbox(), id, {
        number: '4242 4242 4242 4241',
        expiry: '01/20',
        cvc: '1',
        holder: '',
      });
      expect(result).toEqual({ kind: 'invalid', problems: ['number', 'expiry', 'cvc', 'holder'] });
      const unknown = await payByCard(sandbox(), id, card('5555 5555 5555 4444'));
      expect(unknown).toEqual({ kind: 'invalid', problems: ['not_test_card'] });
      const [ledger] = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
      expect(ledger.status).toBe('created');
    });

    it('needs a second confirmation for the 3-D Secure test card', async () => {
      pushes = [];
      const b = await createTestBooking(t.db);
      const id = await startCheckout(b);
      expect(await payByCard(sandbox(), id, card('4000 0027 6000 3184'))).toEqual({ kind: 'confirm' });
      expect(pushes).toHaveLength(0);
      expect((await bookingRow(b)).paymentStatus).toBe('open');
      const confirmed = await confirmSecondStep(sandbox(), id, { approve: true });
      expect(confirmed).toMatchObject({ kind: 'redirect' });
      expect((await bookingRow(b)).paymentStatus).toBe('paid');
    });

    it('takes a SEPA direct debit only with a valid IBAN, the account holder and the mandate', async () => {
      pushes = [];
      const b = await createTestBooking(t.db, { paymentType: 'debit' });
      const id = await startCheckout(b, 'debit');
      expect(
        await payBySepa(sandbox(), id, { holder: 'Anna Berger', iban: 'DE89 3704 0044 0532 0130 01', mandate: true }),
      ).toEqual({ kind: 'invalid', problems: ['iban'] });
      expect(
        await payBySepa(sandbox(), id, { holder: '', iban: 'DE89 3704 0044 0532 0130 00', mandate: false }),
      ).toEqual({ kind: 'invalid', problems: ['holder', 'mandate'] });
      const ok = await payBySepa(sandbox(), id, {
        holder: 'Anna Berger',
        iban: 'de89 3704 0044 0532 0130 00',
        mandate: true,
      });
      expect(ok).toEqual({
        kind: 'redirect',
        url: paymentReturnUrl(SITE, 'success', b.processNumber, b.token, 'debit'),
      });
      expect((await bookingRow(b)).paymentStatus).toBe('paid');
    });

    it('pays by instant transfer after the bank login and a TAN; cancelling sends the frame to the failure URL', async () => {
      pushes = [];
      const b = await createTestBooking(t.db, { paymentType: 'sofort' });
      const id = await startCheckout(b, 'sofort');
      expect(await sofortLogin(sandbox(), id, { bank: 'Sandbox Bank', user: 'anna', pin: '12' })).toEqual({
        kind: 'invalid',
        problems: ['pin'],
      });
      expect(await sofortLogin(sandbox(), id, { bank: 'Sandbox Bank', user: 'anna', pin: '1234' })).toEqual({
        kind: 'confirm',
      });
      expect(await confirmSecondStep(sandbox(), id, { approve: true, tan: '12' })).toEqual({
        kind: 'invalid',
        problems: ['tan'],
      });
      expect(await confirmSecondStep(sandbox(), id, { approve: true, tan: '123456' })).toMatchObject({
        kind: 'redirect',
      });
      expect((await bookingRow(b)).paymentStatus).toBe('paid');

      const other = await createTestBooking(t.db, { paymentType: 'sofort' });
      const otherId = await startCheckout(other, 'sofort');
      expect(await cancelCheckout(sandbox(), otherId)).toEqual({
        kind: 'redirect',
        url: paymentReturnUrl(SITE, 'failed', other.processNumber, other.token, 'sofort'),
      });
      expect((await bookingRow(other)).paymentStatus).toBe('open');
    });
  });
});
