/** How long an online booking may stay unpaid before it is cancelled (see ../expiry.ts). */

/** The moment an unpaid online booking made at `createdAt` is cancelled. */
export function paymentDeadline(createdAt: Date, windowHours: number): Date {
  return new Date(createdAt.getTime() + windowHours * 3_600_000);
}
