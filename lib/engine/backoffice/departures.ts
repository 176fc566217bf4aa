/**
 * Passenger lists: who boards which coach where, per departure (a trip's journey, or one match of a
 * ticket journey: ./departure), grouped by coach and boarding point (in boarding order), sorted by
 * seat. Cancelled bookings are not on the bus.
 */
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import { bookings, checkins, journeys, ticketDates } from '../../db/schema';
import type { BookingForm } from '../../booking/schema';
import type { StaffUser } from '../../backoffice/rights';
import type { DepartureRow, PassengerGroup, PassengerList } from '../../backoffice/types';
import { departureKey, type DepartureRef } from '../../backoffice/departure';
import { berlinDay } from '../../zone';
import { addDays } from '../../days';
import type { EngineContext } from '../index';
import type { Db } from '../../db/client';
import { bookerName, bookingBoardedAt, personsOf, travellersOf } from './bookings';
import { bookingMatch, bookingPersonsSql, departureDaySql, departureHead, onDeparture } from './departure';
import { iso, requireRight } from './guard';

/** When each traveller of these bookings boarded: booking id → traveller place → time. */
async function boardingsOfBookings(db: Db, bookingIds: number[]): Promise<Map<number, Map<number, Date>>> {
  const byBooking = new Map<number, Map<number, Date>>();
  if (!bookingIds.length) return byBooking;
  const rows = await db
    .select({ bookingId: checkins.bookingId, traveller: checkins.traveller, boardedAt: checkins.boardedAt })
    .from(checkins)
    .where(inArray(checkins.bookingId, bookingIds));
  for (const row of rows) {
    const own = byBooking.get(row.bookingId) ?? new Map<number, Date>();
    own.set(row.traveller, row.boardedAt);
    byBooking.set(row.bookingId, own);
  }
  return byBooking;
}

export function createDepartureDesk(ctx: EngineContext) {
  const { db } = ctx;
  return {
    /** Departures from yesterday on that have bookings, soonest first; each match on its own day. */
    async list(actor: StaffUser): Promise<DepartureRow[]> {
      requireRight(actor, 'departures.read');
      const since = addDays(berlinDay(ctx.now()), -1);
      const rows = await db
        .select({
          journeyId: journeys.id,
          ticketDateId: ticketDates.id,
          code: journeys.code,
          title: journeys.title,
          match: ticketDates.title,
          dateFrom: departureDaySql,
          bookings: sql<number>`count(${bookings.id})::int`,
          persons: sql<number>`coalesce(sum(${bookingPersonsSql}), 0)::int`,
        })
        .from(bookings)
        .innerJoin(journeys, eq(journeys.id, bookings.journeyId))
        .leftJoin(ticketDates, bookingMatch)
        .where(and(eq(bookings.status, 'confirmed'), gte(departureDaySql, since)))
        .groupBy(journeys.id, ticketDates.id)
        .orderBy(asc(departureDaySql), asc(journeys.id), asc(ticketDates.id))
        .limit(200);
      return rows.map((r) => ({
        ...r,
        key: departureKey(r),
        bookings: Number(r.bookings),
        persons: Number(r.persons),
      }));
    },

    async passengers(actor: StaffUser, departure: DepartureRef): Promise<PassengerList> {
      requireRight(actor, 'departures.read');
      return passengerList(ctx, departure);
    },
  };
}

export async function passengerList(ctx: EngineContext, departure: DepartureRef): Promise<PassengerList> {
  const { db } = ctx;
  const head = await departureHead(db, departure);
  const rows = await db
    .select()
    .from(bookings)
    .where(and(onDeparture(departure), eq(bookings.status, 'confirmed')))
    .orderBy(asc(bookings.id));
  const boardings = await boardingsOfBookings(
    db,
    rows.map((b) => b.id),
  );

  const groups = new Map<string, PassengerGroup>();
  const tickets: PassengerList['tickets'] = [];
  let persons = 0;
  let boarded = 0;
  for (const booking of rows) {
    const form = booking.form as BookingForm;
    const count = personsOf(form);
    const own = boardings.get(booking.id) ?? new Map<number, Date>();
    persons += count;
    boarded += [...own.keys()].filter((i) => i < count).length;
    if (form.variant !== 'trip') {
      tickets.push({
        bookingId: booking.id,
        processNumber: booking.processNumber,
        name: bookerName(form),
        count,
        boarded: [...own.keys()].filter((i) => i < count).length,
        boardedAt: iso(bookingBoardedAt(own, count)),
      });
      continue;
    }
    const coachId = form.busses?.hin?.idleistung ?? null;
    const travellers = await travellersOf(db, booking);
    travellers.forEach((traveller, index) => {
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
        traveller: index,
        name: traveller.name,
        seat: traveller.seatOutbound,
        seatReturn: traveller.seatReturn,
        phone: form.main.phone,
        paymentStatus: booking.paymentStatus,
        boardedAt: traveller.boardedAt,
      });
    });
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
    journeyId: head.journey.id,
    ticketDateId: departure.ticketDateId,
    key: head.key,
    code: head.journey.code,
    title: head.journey.title,
    match: head.match,
    dateFrom: head.dateFrom,
    departure: head.journey.schedule?.departure ?? '',
    persons,
    boarded,
    groups: sorted,
    tickets,
  };
}
