/**
 * How long a booking's token opens its links (issue 26, point 12): the PDF, the calendar file, the
 * booking's own page and the pay link work until TOKEN_DAYS_AFTER_RETURN days after the trip's return
 * (a match ticket: its match day), and a cancelled booking's stop at once. A token found in an old
 * mail, a shared calendar or a browser history then opens nothing, however valid it once was.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { journeys, ticketDates } from '../db/schema';
import { env } from '../config/env';
import type { BookingRow } from './payments/booking-access';

type TokenState = 'live' | 'cancelled' | 'expired';

/** What the engine answers for a right key whose links no longer work (BookingApi's `EXPIRED`). */
export const LINK_EXPIRED = 'expired';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The token's state on `now`: expired from the start of the day `daysAfterReturn` days after
 * `lastDay` (ISO date, the trip's return), counted in UTC days (a few hours either way do not matter
 * at this scale).
 */
export function tokenState(
  booking: Pick<BookingRow, 'status'>,
  lastDay: string,
  now: Date,
  daysAfterReturn: number,
): TokenState {
  if (booking.status === 'cancelled') return 'cancelled';
  const end = Date.parse(`${lastDay.slice(0, 10)}T00:00:00Z`) + (daysAfterReturn + 1) * DAY_MS;
  return Number.isNaN(end) || now.getTime() < end ? 'live' : 'expired';
}

/** The booking's last day: the match day of a ticket, else the journey's return. */
async function lastDayOf(db: Db, booking: Pick<BookingRow, 'journeyId' | 'ticketDateId'>): Promise<string> {
  if (booking.ticketDateId) {
    const [match] = await db
      .select({ day: ticketDates.dateFrom })
      .from(ticketDates)
      .where(eq(ticketDates.id, booking.ticketDateId));
    if (match) return new Date(match.day).toISOString().slice(0, 10);
  }
  const [journey] = await db
    .select({ till: journeys.dateTill })
    .from(journeys)
    .where(eq(journeys.id, booking.journeyId));
  // A booking whose journey is gone has nothing left to show.
  return journey?.till ?? '1970-01-01';
}

/** Whether the booking's token still opens its links now. */
export async function bookingTokenState(
  db: Db,
  booking: Pick<BookingRow, 'status' | 'journeyId' | 'ticketDateId'>,
  now: Date,
): Promise<TokenState> {
  if (booking.status === 'cancelled') return 'cancelled';
  return tokenState(booking, await lastDayOf(db, booking), now, env().TOKEN_DAYS_AFTER_RETURN);
}
