/**
 * How often the online checkout of an unpaid booking can be opened (issue 11): only within its
 * payment window (./deadline), and at most `CHECKOUT_LIMIT` times. A checkout started in the window
 * keeps the booking for `CHECKOUT_GRACE_MINUTES` past it (../expiry), so an unpaid online booking
 * holds its places at most window + grace, however often 'Zahlung ausführen' is pressed.
 */
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import { paymentDeadline } from './deadline';

/** Checkouts one booking may open (a failed card, another card, a switch to the bank's app, …). */
export const CHECKOUT_LIMIT = 5;

/** Why no further checkout can be opened for the booking, or null when one can. */
export async function checkoutClosed(
  db: Db,
  booking: { id: number; createdAt: Date },
  now: Date,
  windowHours?: number,
): Promise<'deadline' | 'attempts' | null> {
  if (now >= paymentDeadline(booking.createdAt, windowHours)) return 'deadline';
  const [opened] = await db.select({ n: count() }).from(payments).where(eq(payments.bookingId, booking.id));
  return Number(opened.n) >= CHECKOUT_LIMIT ? 'attempts' : null;
}
