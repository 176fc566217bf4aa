/**
 * Unpaid online bookings do not block seats for ever. A booking to be paid by card, SEPA debit or
 * instant transfer that is still unpaid `PAYMENT_WINDOW_HOURS` after it was made, and has no checkout
 * started within the last half hour, is cancelled: its seats, rooms, extras and tickets go back on
 * sale and the customer is told by mail. Money that still arrives for it is refunded (payments/confirm).
 *
 * Each booking is cancelled in its own transaction with a conditional update (`… where status =
 * 'confirmed' and payment_status = 'open'`), so a payment confirmed at the same moment wins or loses
 * cleanly: either the booking is paid and stays, or it is cancelled and the payment is refunded.
 */
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bookingEvents, bookingItems, bookings, payments, seats, services, ticketDates } from '../db/schema';
import type { BookingForm } from '../booking/schema';
import { enqueueMail, kickOutbox } from './mail/enqueue';
import { overdueBefore, paymentDeadline } from './payments/deadline';
import { ONLINE_PAYMENT_TYPES } from '../api/contract/site-paths';

/** A checkout started this recently may still be paid: its booking waits for the outcome. */
export const CHECKOUT_GRACE_MINUTES = 30;

/** Cancels the overdue unpaid online bookings; answers their process numbers. */
export async function expireUnpaidBookings(db: Db, options: { now: Date; windowHours: number }): Promise<string[]> {
  const { now, windowHours } = options;
  const checkoutSince = new Date(now.getTime() - CHECKOUT_GRACE_MINUTES * 60_000);
  const recentCheckout = db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(eq(payments.bookingId, bookings.id), eq(payments.status, 'pending'), gt(payments.createdAt, checkoutSince)),
    );
  const overdue = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'confirmed'),
        eq(bookings.paymentStatus, 'open'),
        inArray(bookings.paymentType, [...ONLINE_PAYMENT_TYPES]),
        lt(bookings.createdAt, overdueBefore(now, windowHours)),
        sql`not exists (${recentCheckout})`,
      ),
    );

  const expired: string[] = [];
  for (const { id } of overdue) {
    const processNumber = await db.transaction(async (tx) => {
      const [booking] = await tx
        .update(bookings)
        .set({ status: 'cancelled' })
        .where(and(eq(bookings.id, id), eq(bookings.status, 'confirmed'), eq(bookings.paymentStatus, 'open')))
        .returning();
      if (!booking) return undefined;
      await releaseStock(tx, booking);
      await tx.insert(bookingEvents).values({
        bookingId: id,
        actor: 'system',
        type: 'cancelled.unpaid',
        data: { deadline: paymentDeadline(booking.createdAt, windowHours).toISOString() },
        at: now,
      });
      await enqueueMail(tx, { bookingId: id, kind: 'booking-expired' });
      return booking.processNumber;
    });
    if (processNumber) expired.push(processNumber);
  }
  if (expired.length > 0) kickOutbox(db);
  return expired;
}

/** Gives back what the booking claimed at its save (booking_items, its seats, its tickets). */
export async function releaseStock(tx: Db, booking: typeof bookings.$inferSelect): Promise<void> {
  const items = await tx.select().from(bookingItems).where(eq(bookingItems.bookingId, booking.id));
  for (const item of [...items].sort((a, b) => a.serviceId - b.serviceId)) {
    await tx
      .update(services)
      .set({ taken: sql`greatest(${services.taken} - ${item.quantity}, 0)` })
      .where(eq(services.id, item.serviceId));
  }
  await tx.update(seats).set({ status: 'frei', bookingId: null }).where(eq(seats.bookingId, booking.id));
  if (booking.ticketDateId !== null) {
    const count = (booking.form as BookingForm).teilnehmer_count;
    await tx
      .update(ticketDates)
      .set({ taken: sql`greatest(${ticketDates.taken} - ${count}, 0)` })
      .where(eq(ticketDates.id, booking.ticketDateId));
  }
}

const SWEEP_MS = 5 * 60_000;
const worker = globalThis as unknown as { __expiryWorker?: NodeJS.Timeout };

/** One sweep per process every five minutes (idempotent; its timer does not keep the process alive). */
export function startExpiryWorker(db: Db, windowHours: number): void {
  if (worker.__expiryWorker) return;
  const sweep = () =>
    expireUnpaidBookings(db, { now: new Date(), windowHours }).catch((error) =>
      console.error('[bookings] expiry sweep failed:', error),
    );
  worker.__expiryWorker = setInterval(sweep, SWEEP_MS);
  worker.__expiryWorker.unref?.();
  void sweep();
}
