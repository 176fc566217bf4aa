/**
 * The one rule of which departure a booking travels on (issue 27, point 3), used by every staff view
 * (bookings, departures, check-in, trips, dashboard): a trip booking on its journey's day, a ticket
 * booking on the day of the match it bought (`bookings.ticket_date_id`), never on the ticket
 * journey's first match. The match day is Munich's calendar day of the kick-off (lib/booking/tickets).
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { bookings, journeys, ticketDates } from '../../db/schema';
import type { Db } from '../../db/client';
import { departureKey, type DepartureRef } from '../../backoffice/departure';
import type { JourneyRow } from '../trip';
import { notFound } from './guard';

/** A ticket journey (spec §3 trip type 'K'): its departures are its matches. */
export const TICKET_TRIP = 'K';

/** Munich's day of a match's kick-off, 'YYYY-MM-DD'; null where no match is joined. */
export const matchDaySql = sql<
  string | null
>`to_char(${ticketDates.dateFrom} at time zone 'Europe/Berlin', 'YYYY-MM-DD')`;

/**
 * The day a booking travels: its match's day, else its journey's first day. The query joins
 * `journeys` and (left) `ticket_dates` on `bookingMatch`.
 */
export const departureDaySql = sql<string>`coalesce(${matchDaySql}, ${journeys.dateFrom}::text)`;

/** The join of a booking to the match it bought (none for a trip booking). */
export const bookingMatch = eq(ticketDates.id, bookings.ticketDateId);

/** Travellers of a booking: the trip form's travellers, or the ticket form's ticket count. */
export const bookingPersonsSql = sql<number>`(case when ${bookings.form}->>'variant' = 'trip' then jsonb_array_length(${bookings.form}->'teilnehmer') else (${bookings.form}->>'teilnehmer_count')::int end)`;

/** The bookings of one departure (all statuses: callers add theirs). */
export function onDeparture(ref: DepartureRef): SQL {
  return and(
    eq(bookings.journeyId, ref.journeyId),
    ref.ticketDateId === null ? undefined : eq(bookings.ticketDateId, ref.ticketDateId),
  )!;
}

/** The departure of a booking, as the staff pages address it. */
export const departureOfBooking = (booking: { journeyId: number; ticketDateId: number | null }): DepartureRef => ({
  journeyId: booking.journeyId,
  ticketDateId: booking.ticketDateId,
});

interface DepartureHead {
  ref: DepartureRef;
  key: string;
  journey: JourneyRow;
  /** The match's title ('FC Bayern München – …'); null for a trip. */
  match: string | null;
  /** The departure's day (the match's day for a match). */
  dateFrom: string;
}

/**
 * A departure by its reference; not found when the journey does not exist, a match is not the
 * journey's, or a ticket journey is named without its match (its matches are separate departures).
 */
export async function departureHead(db: Db, ref: DepartureRef): Promise<DepartureHead> {
  const [journey] = await db.select().from(journeys).where(eq(journeys.id, ref.journeyId));
  if (!journey) notFound('departureNotFound');
  if (ref.ticketDateId === null) {
    if (journey.tripType === TICKET_TRIP) notFound('departureNotFound');
    return { ref, key: departureKey(ref), journey, match: null, dateFrom: journey.dateFrom };
  }
  const [match] = await db
    .select({ title: ticketDates.title, day: matchDaySql })
    .from(ticketDates)
    .where(and(eq(ticketDates.id, ref.ticketDateId), eq(ticketDates.journeyId, ref.journeyId)));
  if (!match) notFound('departureNotFound');
  return { ref, key: departureKey(ref), journey, match: match.title, dateFrom: match.day ?? journey.dateFrom };
}
