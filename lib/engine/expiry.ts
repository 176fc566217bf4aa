/**
 * Unpaid online bookings do not block seats for ever. A booking to be paid by card, SEPA debit or
 * instant transfer that is still unpaid `PAYMENT_WINDOW_HOURS` after it was made, and has no checkout
 * started within the last half hour (and within its window: a checkout cannot be opened after it, nor
 * more than CHECKOUT_LIMIT times, payments/checkouts), is cancelled: its seats, rooms, extras and
 * tickets go back on sale and the customer is told by mail. So an unpaid online booking holds its
 * places for at most the window and half an hour (issue 11: no renewal by reopening the checkout).
 * Money that still arrives for it is refunded (payments/confirm).
 *
 * Each booking is cancelled in its own transaction with a conditional update (`… where status =
 * 'confirmed' and payment_status = 'open'`), so a payment confirmed at the same moment wins or loses
 * cleanly: either the booking is paid and stays, or it is cancelled and the payment is refunded.
 */
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { JOB_LOCKS, runExclusive, type Db } from '../db/client';
import { logError } from '../log';
import { bookingEvents, bookingItems, bookings, payments, seats, services, ticketDates } from '../db/schema';
import type { BookingForm } from '../booking/schema';
import { enqueueMail, kickOutbox } from './mail/enqueue';
import { overdueBefore, paymentDeadline } from './payments/deadline';
import { ONLINE_PAYMENT_TYPES } from '../api/contract/site-paths';
import { env, fallbackSiteUrl } from '../config/env';
import { announceAvailability } from './availability';

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
      and(
        eq(payments.bookingId, bookings.id),
        eq(payments.status, 'pending'),
        gt(payments.createdAt, checkoutSince),
        // only a checkout started within the booking's window keeps it
        sql`${payments.createdAt} < ${bookings.createdAt} + make_interval(hours => ${windowHours})`,
      ),
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
  // The journeys whose places went back on sale: announced once, after their cancellations committed
  // (also those committed before a later one failed).
  const changed = new Set<number>();
  try {
    for (const { id } of overdue) {
      const cancelled = await expireOne(db, id, now, windowHours);
      if (!cancelled) continue;
      expired.push(cancelled.processNumber);
      changed.add(cancelled.journeyId);
    }
  } finally {
    announceAvailability(changed);
  }
  if (expired.length > 0) kickOutbox(db);
  return expired;
}

/** Cancels one overdue booking unless a payment came first; answers what it cancelled. */
async function expireOne(
  db: Db,
  id: number,
  now: Date,
  windowHours: number,
): Promise<{ processNumber: string; journeyId: number } | undefined> {
  return db.transaction(async (tx) => {
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
    await enqueueMail(tx, { bookingId: id, kind: 'booking-expired', siteUrl: await bookedOn(tx, id) });
    return { processNumber: booking.processNumber, journeyId: booking.journeyId };
  });
}

/**
 * Where the sweep's mail links to: it serves no request, so SITE_URL, else the site the booking was
 * made on (its 'created' event), else this server itself (fallbackSiteUrl).
 */
export async function bookedOn(tx: Db, bookingId: number): Promise<string> {
  const configured = env().SITE_URL;
  if (configured) return configured.replace(/\/+$/, '');
  const [created] = await tx
    .select({ data: bookingEvents.data })
    .from(bookingEvents)
    .where(and(eq(bookingEvents.bookingId, bookingId), eq(bookingEvents.type, 'created')));
  const recorded = (created?.data as { siteUrl?: unknown } | undefined)?.siteUrl;
  return typeof recorded === 'string' ? recorded : fallbackSiteUrl();
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

export interface ExpiryWorkerOptions {
  windowHours: number;
  now?: () => Date;
  /** Between two sweeps (default five minutes). */
  intervalMs?: number;
}

/**
 * A sweep now and then every five minutes. On PostgreSQL one instance sweeps at a time (an advisory
 * lock: with N instances the sweep runs once, not N times at once); a sweep that fails (the database
 * away) is logged at a bounded rate and the next one tries again. Answers a stop function; its timer
 * does not keep the process alive.
 */
export function startExpiryWorker(db: Db, options: ExpiryWorkerOptions): () => void {
  const now = options.now ?? (() => new Date());
  const sweep = () =>
    runExclusive(db, JOB_LOCKS.expirySweep, () =>
      expireUnpaidBookings(db, { now: now(), windowHours: options.windowHours }),
    ).catch((error) => logError('jobs.expiry', 'expiry sweep failed (tried again at the next run)', error));
  const timer = setInterval(sweep, options.intervalMs ?? SWEEP_MS);
  timer.unref?.();
  void sweep();
  return () => clearInterval(timer);
}
