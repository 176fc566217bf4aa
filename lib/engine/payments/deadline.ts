/** How long an online booking may stay unpaid before it is cancelled (see ../expiry.ts). */
import { env } from '../../config/env';

const HOUR_MS = 3_600_000;

/** The moment an unpaid online booking made at `createdAt` is cancelled. */
export function paymentDeadline(createdAt: Date, windowHours = env().PAYMENT_WINDOW_HOURS): Date {
  return new Date(createdAt.getTime() + windowHours * HOUR_MS);
}

/** Online bookings made before this instant are past their deadline at `now`. */
export function overdueBefore(now: Date, windowHours = env().PAYMENT_WINDOW_HOURS): Date {
  return new Date(now.getTime() - windowHours * HOUR_MS);
}
