/**
 * Invoice bookings are due by their payment terms (spec §5: the deposit by its date, the rest by
 * its date; a day trip or ticket all at once), and unlike online bookings they are not cancelled by
 * the expiry sweep: the operator decides. This is what the operator sees (issue 11): every confirmed
 * invoice booking without a recorded payment whose first due date has passed, the most overdue first,
 * with what is due by now. `npm run bookings:overdue` prints it; the back office can list it later.
 */
import { and, asc, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bookings, journeys } from '../db/schema';
import { daysBetween } from '../days';

export interface OverdueInvoice {
  processNumber: string;
  email: string;
  trip: { code: string; title: string; dateFrom: string };
  /** ISO instant the booking was made. */
  bookedAt: string;
  totalCents: number;
  /** What should have arrived by now: the deposit, or the whole price once the balance is due too. */
  dueCents: number;
  /** The earliest due date passed, ISO day. */
  dueSince: string;
  daysOverdue: number;
}

/** The invoice bookings overdue on `today` (ISO day, the operator's calendar). */
export async function overdueInvoices(db: Db, today: string): Promise<OverdueInvoice[]> {
  const rows = await db
    .select({ booking: bookings, journey: { code: journeys.code, title: journeys.title, dateFrom: journeys.dateFrom } })
    .from(bookings)
    .innerJoin(journeys, eq(journeys.id, bookings.journeyId))
    .where(
      and(
        eq(bookings.status, 'confirmed'),
        eq(bookings.paymentType, 'bill'),
        eq(bookings.paymentStatus, 'open'),
        lt(bookings.depositDue, today),
      ),
    )
    .orderBy(asc(bookings.depositDue), asc(bookings.id));
  return rows.map(({ booking, journey }) => {
    const balanceDue = booking.balanceDue !== null && booking.balanceDue < today;
    return {
      processNumber: booking.processNumber,
      email: booking.email,
      trip: { code: journey.code, title: journey.title, dateFrom: journey.dateFrom },
      bookedAt: booking.createdAt.toISOString(),
      totalCents: booking.totalCents,
      dueCents: balanceDue ? booking.totalCents : booking.depositCents,
      dueSince: booking.depositDue,
      daysOverdue: daysBetween(booking.depositDue, today),
    };
  });
}
