/**
 * Passenger lists: who boards which coach where, per departure (a journey), grouped by coach and
 * boarding point (in boarding order), sorted by seat. Cancelled bookings are not on the bus.
 */
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { bookings, checkins, journeys } from '../../db/schema';
import type { BookingForm } from '../../booking/schema';
import type { StaffUser } from '../../backoffice/rights';
import type { DepartureRow, PassengerGroup, PassengerList } from '../../backoffice/types';
import { berlinDay } from '../../zone';
import { addDays } from '../../days';
import type { EngineContext } from '../index';
import { bookerName, personsOf, travellersOf } from './bookings';
import { iso, notFound, requireRight } from './guard';

export function createDepartureDesk(ctx: EngineContext) {
  const { db } = ctx;
  return {
    /** Departures from yesterday on that have bookings, soonest first. */
    async list(actor: StaffUser): Promise<DepartureRow[]> {
      requireRight(actor, 'departures.read');
      const since = addDays(berlinDay(ctx.now()), -1);
      const rows = await db
        .select({
          journeyId: journeys.id,
          code: journeys.code,
          title: journeys.title,
          dateFrom: journeys.dateFrom,
          bookings: sql<number>`count(${bookings.id})::int`,
          persons: sql<number>`coalesce(sum(case when ${bookings.form}->>'variant' = 'trip' then jsonb_array_length(${bookings.form}->'teilnehmer') else (${bookings.form}->>'teilnehmer_count')::int end), 0)::int`,
        })
        .from(journeys)
        .innerJoin(bookings, and(eq(bookings.journeyId, journeys.id), eq(bookings.status, 'confirmed')))
        .where(gte(journeys.dateFrom, since))
        .groupBy(journeys.id)
        .orderBy(asc(journeys.dateFrom), asc(journeys.id))
        .limit(200);
      return rows.map((r) => ({ ...r, bookings: Number(r.bookings), persons: Number(r.persons) }));
    },

    async passengers(actor: StaffUser, journeyId: number): Promise<PassengerList> {
      requireRight(actor, 'departures.read');
      return passengerList(ctx, journeyId);
    },
  };
}

export async function passengerList(ctx: EngineContext, journeyId: number): Promise<PassengerList> {
  const { db } = ctx;
  const [journey] = await db.select().from(journeys).where(eq(journeys.id, journeyId));
  if (!journey) notFound('departureNotFound');
  const rows = await db
    .select({ booking: bookings, boardedAt: checkins.boardedAt })
    .from(bookings)
    .leftJoin(checkins, eq(checkins.bookingId, bookings.id))
    .where(and(eq(bookings.journeyId, journeyId), eq(bookings.status, 'confirmed')))
    .orderBy(asc(bookings.id));

  const groups = new Map<string, PassengerGroup>();
  const tickets: PassengerList['tickets'] = [];
  let persons = 0;
  let boarded = 0;
  for (const { booking, boardedAt } of rows) {
    const form = booking.form as BookingForm;
    const count = personsOf(form);
    persons += count;
    if (boardedAt) boarded += count;
    if (form.variant !== 'trip') {
      tickets.push({
        bookingId: booking.id,
        processNumber: booking.processNumber,
        name: bookerName(form),
        count,
        boardedAt: iso(boardedAt),
      });
      continue;
    }
    const coachId = form.busses?.hin?.idleistung ?? null;
    for (const traveller of await travellersOf(db, booking)) {
      const coach = traveller.coach ?? '';
      const point = traveller.boardingPoint;
      const key = `${coach}\u0000${point?.time ?? ''}\u0000${point?.city ?? ''}\u0000${point?.place ?? ''}`;
      let group = groups.get(key);
      if (!group) {
        group = { coach, coachId, boardingPoint: point, passengers: [] };
        groups.set(key, group);
      }
      group.passengers.push({
        bookingId: booking.id,
        processNumber: booking.processNumber,
        name: traveller.name,
        seat: traveller.seatOutbound,
        seatReturn: traveller.seatReturn,
        phone: form.main.phone,
        paymentStatus: booking.paymentStatus,
        boardedAt: iso(boardedAt),
      });
    }
  }
  const sorted = [...groups.values()].sort(
    (a, b) =>
      a.coach.localeCompare(b.coach, 'de') ||
      (a.boardingPoint?.time ?? '').localeCompare(b.boardingPoint?.time ?? '') ||
      (a.boardingPoint?.city ?? '').localeCompare(b.boardingPoint?.city ?? '', 'de'),
  );
  for (const group of sorted)
    group.passengers.sort((a, b) => (a.seat ?? 999) - (b.seat ?? 999) || a.name.localeCompare(b.name));
  return {
    journeyId,
    code: journey.code,
    title: journey.title,
    dateFrom: journey.dateFrom,
    departure: journey.schedule?.departure ?? '',
    persons,
    boarded,
    groups: sorted,
    tickets,
  };
}
