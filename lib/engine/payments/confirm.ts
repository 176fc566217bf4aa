/**
 * Confirm once (pretix, alf.io): a notification or a browser's return is only a trigger to ask the
 * provider for the payment's real state. The payment is claimed and the booking marked paid with
 * conditional updates (`… where status = 'pending'`, `… where payment_status = 'open'`) in one
 * transaction, so a push, its repeats and the frame's return can never confirm twice: exactly one
 * 'payment.confirmed' event and one confirmation mail. Money arriving for a cancelled booking, or a
 * second payment for a booking already paid, is refunded through the adapter and the customer told.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { bookingEvents, bookings, payments } from '../../db/schema';
import { enqueueMail, kickOutbox } from '../mail/enqueue';
import { resolvePaymentPath, type BookingRow } from './booking-access';
import { getProvider } from './registry';
import type { PaymentContext, PushRequest } from './provider';
import type { ReturnKind } from '../../api/contract/site-paths';
import type { PaymentView } from '../../booking/payment-types';
import { logError } from '../../log';
import { changingAvailability } from '../availability';
import { bookedOn } from '../expiry';

type PaymentRow = typeof payments.$inferSelect;
type Actor = 'push' | 'return';

/** Asks the provider about one payment and applies the answer once. */
export async function syncPayment(ctx: PaymentContext, payment: PaymentRow, actor: Actor): Promise<void> {
  const provider = getProvider(ctx);
  const state = await provider.getPaymentState(payment.providerRef);
  const now = ctx.now();

  if (state === 'pending') return;

  if (state === 'failed') {
    await ctx.db.transaction(async (tx) => {
      const failed = await tx
        .update(payments)
        .set({ status: 'failed', updatedAt: now })
        .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
        .returning({ id: payments.id });
      if (failed.length)
        await tx.insert(bookingEvents).values({
          bookingId: payment.bookingId,
          actor,
          type: 'payment.failed',
          data: { paymentId: payment.id },
          at: now,
        });
    });
    return;
  }

  if (state === 'refunded') {
    await ctx.db
      .update(payments)
      .set({ status: 'refunded', updatedAt: now })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')));
    return;
  }

  // A booking paid no longer waits for expiry: its journey's pages are told once it committed.
  await changingAvailability(ctx.db, async (tx, changed) => {
    const claimed = await tx
      .update(payments)
      .set({ status: 'succeeded', updatedAt: now })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
      .returning({ id: payments.id });
    if (claimed.length === 0) {
      // Already applied by an earlier push or return: logged, never confirmed twice.
      await tx.insert(bookingEvents).values({
        bookingId: payment.bookingId,
        actor,
        type: 'payment.repeat',
        data: { paymentId: payment.id },
        at: now,
      });
      return;
    }
    const paid = await tx
      .update(bookings)
      .set({ paymentStatus: 'paid', paidAt: now })
      .where(
        and(eq(bookings.id, payment.bookingId), eq(bookings.paymentStatus, 'open'), eq(bookings.status, 'confirmed')),
      )
      .returning();
    if (paid.length) {
      changed.add(paid[0].journeyId);
      await tx.insert(bookingEvents).values({
        bookingId: payment.bookingId,
        actor,
        type: 'payment.confirmed',
        data: { paymentId: payment.id, amountCents: payment.amountCents, paymentType: payment.paymentType },
        at: now,
      });
      // A push comes from the provider, not from the visitor: the mail links to the site the booking was made on.
      await enqueueMail(tx, {
        bookingId: payment.bookingId,
        kind: 'payment-confirmation',
        siteUrl: await bookedOn(tx, payment.bookingId),
      });
      return;
    }
    // The booking was cancelled or is already paid: this money goes back.
    await tx.update(payments).set({ status: 'refunding', updatedAt: now }).where(eq(payments.id, payment.id));
    await tx.insert(bookingEvents).values({
      bookingId: payment.bookingId,
      actor,
      type: 'payment.refund_due',
      data: { paymentId: payment.id },
      at: now,
    });
  });
}

/**
 * Refunds every payment of the booking that is due back ('refunding'). Safe to call again: a failed
 * refund stays due and is retried by the next push or return.
 */
export async function settleRefunds(ctx: PaymentContext, bookingId: number): Promise<void> {
  const provider = getProvider(ctx);
  const due = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'refunding')));
  for (const payment of due) {
    try {
      await provider.refund(payment.providerRef);
    } catch (error) {
      logError('payments.refund', `refund of payment ${payment.id} failed`, error);
      await ctx.db.insert(bookingEvents).values({
        bookingId,
        actor: 'system',
        type: 'payment.refund_failed',
        data: { paymentId: payment.id },
        at: ctx.now(),
      });
      continue;
    }
    await ctx.db.transaction(async (tx) => {
      const now = ctx.now();
      const refunded = await tx
        .update(payments)
        .set({ status: 'refunded', updatedAt: now })
        .where(and(eq(payments.id, payment.id), eq(payments.status, 'refunding')))
        .returning({ id: payments.id });
      if (!refunded.length) return;
      const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
      const [byStaff] = await tx
        .select({ id: bookingEvents.id })
        .from(bookingEvents)
        .where(and(eq(bookingEvents.bookingId, bookingId), eq(bookingEvents.type, 'cancelled.staff')))
        .limit(1);
      const reason = booking.status !== 'cancelled' ? 'duplicate' : byStaff ? 'staff' : 'cancelled';
      if (reason !== 'duplicate') {
        // A cancelled booking whose money went back: also when it had been paid (staff cancellation).
        await tx
          .update(bookings)
          .set({ paymentStatus: 'refunded' })
          .where(and(eq(bookings.id, bookingId), inArray(bookings.paymentStatus, ['open', 'paid'])));
      }
      await tx.insert(bookingEvents).values({
        bookingId,
        actor: 'system',
        type: 'payment.refunded',
        data: { paymentId: payment.id, amountCents: payment.amountCents, reason },
        at: now,
      });
      await enqueueMail(tx, {
        siteUrl: await bookedOn(tx, bookingId),
        bookingId,
        kind: 'payment-refund',
        refund: { amountCents: payment.amountCents, reason },
      });
    });
  }
}

export interface PushOutcome {
  status: number;
  body: { ok: boolean; error?: string; paymentStatus?: string };
}

/** The push handler: signature, URL token, payment of this booking, then the provider's state. */
export async function handlePush(ctx: PaymentContext, data: string, request: PushRequest): Promise<PushOutcome> {
  const resolved = await resolvePaymentPath(ctx.db, data);
  if (!resolved || resolved.kind !== 'push') return { status: 404, body: { ok: false, error: 'not_found' } };
  const provider = getProvider(ctx);
  const verified = await provider.verifyPush(request);
  if (!verified) return { status: 401, body: { ok: false, error: 'bad_signature' } };
  const [payment] = await ctx.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.provider, provider.name),
        eq(payments.providerRef, verified.ref),
        eq(payments.bookingId, resolved.booking.id),
      ),
    );
  if (!payment) return { status: 404, body: { ok: false, error: 'unknown_payment' } };
  await syncPayment(ctx, payment, 'push');
  await settleRefunds(ctx, resolved.booking.id);
  kickOutbox(ctx.db);
  const [after] = await ctx.db
    .select({ paymentStatus: bookings.paymentStatus })
    .from(bookings)
    .where(eq(bookings.id, resolved.booking.id));
  return { status: 200, body: { ok: true, paymentStatus: after.paymentStatus } };
}

export type { PaymentView };

export interface BookingPaymentState {
  booking: BookingRow;
  view: PaymentView;
}

/** Re-checks the booking's open payments with the provider and tells what the visitor should see. */
export async function refreshPaymentState(
  ctx: PaymentContext,
  booking: BookingRow,
  actor: Actor,
): Promise<BookingPaymentState> {
  const pending = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, booking.id), eq(payments.status, 'pending')))
    .orderBy(desc(payments.id));
  for (const payment of pending) await syncPayment(ctx, payment, actor);
  await settleRefunds(ctx, booking.id);
  if (pending.length) kickOutbox(ctx.db);
  const [fresh] = await ctx.db.select().from(bookings).where(eq(bookings.id, booking.id));
  return { booking: fresh, view: await viewOf(ctx, fresh) };
}

async function viewOf(ctx: PaymentContext, booking: BookingRow): Promise<PaymentView> {
  if (booking.paymentStatus === 'paid') return 'paid';
  if (booking.paymentStatus === 'refunded') return 'refunded';
  if (booking.status === 'cancelled') return 'cancelled';
  if (booking.paymentType === 'bill') return 'bill';
  const [latest] = await ctx.db
    .select({ status: payments.status })
    .from(payments)
    .where(eq(payments.bookingId, booking.id))
    .orderBy(desc(payments.id))
    .limit(1);
  if (!latest) return 'open';
  return latest.status === 'pending' ? 'pending' : 'failed';
}

export interface ReturnOutcome extends BookingPaymentState {
  kind: ReturnKind;
}

/** The return page (/payment/success-…, failed-…, push-… opened in a browser). */
export async function handleReturn(ctx: PaymentContext, data: string): Promise<ReturnOutcome | undefined> {
  const resolved = await resolvePaymentPath(ctx.db, data);
  if (!resolved) return undefined;
  const state = await refreshPaymentState(ctx, resolved.booking, 'return');
  return { ...state, kind: resolved.kind };
}
