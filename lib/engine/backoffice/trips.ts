/**
 * Trips for the buyers: a trip online or offline (its booking flag), a service closed or opened,
 * the free places of a service changed. For a coach the free seats are its open seats: lowering them
 * blocks the highest free seat numbers ('gesperrt', as the seat plan shows them), raising them opens
 * blocked seats again; capacity follows, so the list, the seat plan, the check and the save agree.
 * Every change runs in one transaction with the journey's service rows locked, as the save does,
 * and is announced (../availability) once it committed, so the site's cached pages follow at once.
 */
import { and, asc, eq, gte, ilike, inArray, or, sql } from 'drizzle-orm';
import { journeys, seats, services, ticketDates } from '../../db/schema';
import type { StaffUser } from '../../backoffice/rights';
import type { TripDetail, TripRow, TripService } from '../../backoffice/types';
import { berlinDay } from '../../zone';
import { addDays } from '../../days';
import type { EngineContext } from '../index';
import { freePlacesOfTrips, loadAvailability } from '../capacity';
import { journeyServices, lockJourneyServices, type JourneyRow } from '../trip';
import { invalid, notFound, requireRight } from './guard';
import { announceAvailability, changingAvailability } from '../availability';
import { ticketsLeft } from '../../booking/free-places';
import { matchDaySql, TICKET_TRIP } from './departure';

/** spec §8: services whose status is 'Frei' are extras on sale; closing sets 'gesperrt'. */
const CLOSED = 'gesperrt';
const openStatus = (art: string) => (art === 'SON' ? 'Frei' : 'buchbar');

function toTripRow(j: JourneyRow, free: number, match?: { ticketDateId: number; title: string; day: string }): TripRow {
  return {
    journeyId: j.id,
    ticketDateId: match?.ticketDateId ?? null,
    code: j.code,
    title: j.title,
    match: match?.title ?? null,
    dateFrom: match?.day ?? j.dateFrom,
    dateTill: match?.day ?? j.dateTill,
    tripType: j.tripType,
    online: j.bookable,
    free,
  };
}

export function createTripDesk(ctx: EngineContext) {
  const { db } = ctx;

  async function serviceOf(serviceId: number) {
    const [service] = await db.select().from(services).where(eq(services.id, serviceId));
    if (!service) notFound('serviceNotFound');
    return service;
  }

  return {
    async list(actor: StaffUser, query: string): Promise<TripRow[]> {
      requireRight(actor, 'trips.read');
      const q = query.trim().slice(0, 100);
      const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const since = addDays(berlinDay(ctx.now()), -1);
      const rows = await db
        .select()
        .from(journeys)
        .where(
          and(
            gte(journeys.dateTill, since),
            q ? or(ilike(journeys.title, like), ilike(journeys.code, like), ilike(journeys.resort, like)) : undefined,
          ),
        )
        .orderBy(asc(journeys.dateFrom), asc(journeys.id))
        .limit(150);
      const serviceRows = rows.length
        ? await db
            .select()
            .from(services)
            .where(
              inArray(
                services.journeyId,
                rows.map((j) => j.id),
              ),
            )
        : [];
      const free = await freePlacesOfTrips(db, serviceRows, ctx.now());
      // A ticket journey is one row per match from yesterday on, each with its own tickets left.
      const ticketIds = rows.filter((j) => j.tripType === TICKET_TRIP).map((j) => j.id);
      const matches = ticketIds.length
        ? await db
            .select({ row: ticketDates, day: matchDaySql })
            .from(ticketDates)
            .where(and(inArray(ticketDates.journeyId, ticketIds), gte(matchDaySql, since)))
            .orderBy(asc(ticketDates.dateFrom), asc(ticketDates.id))
        : [];
      return rows
        .flatMap((j) =>
          j.tripType === TICKET_TRIP
            ? matches
                .filter((m) => m.row.journeyId === j.id)
                .map((m) =>
                  toTripRow(j, ticketsLeft(m.row), { ticketDateId: m.row.id, title: m.row.title, day: m.day ?? '' }),
                )
            : [toTripRow(j, free.get(j.id) ?? 0)],
        )
        .sort((a, b) => a.dateFrom.localeCompare(b.dateFrom) || a.journeyId - b.journeyId);
    },

    async get(actor: StaffUser, journeyId: number): Promise<TripDetail> {
      requireRight(actor, 'trips.read');
      const [journey] = await db.select().from(journeys).where(eq(journeys.id, journeyId));
      if (!journey) notFound('tripNotFound');
      const serviceRows = await journeyServices(db, journeyId);
      const availability = await loadAvailability(db, serviceRows, ctx.now(), null);
      const free = await freePlacesOfTrips(db, serviceRows, ctx.now());
      const list: TripService[] = serviceRows.map((s) => {
        const plan = availability.seats.get(s.id) ?? [];
        return {
          serviceId: s.id,
          art: s.art as TripService['art'],
          name: s.name,
          direction: (s.direction as TripService['direction']) ?? null,
          capacity: s.capacity,
          taken: s.taken,
          free: availability.services.get(s.id)?.free ?? 0,
          closed: s.status === CLOSED || s.status === 'ausgebucht',
          seats: s.art === 'BEF' ? plan.length : null,
          blockedSeats: s.art === 'BEF' ? plan.filter((seat) => seat.status === 'gesperrt').length : null,
        };
      });
      // A ticket journey's free places are the tickets left on its matches ahead (no coach services).
      const matches =
        journey.tripType === TICKET_TRIP
          ? await db
              .select({ capacity: ticketDates.capacity, taken: ticketDates.taken })
              .from(ticketDates)
              .where(and(eq(ticketDates.journeyId, journeyId), gte(matchDaySql, berlinDay(ctx.now()))))
          : [];
      const freeOf = journey.tripType === TICKET_TRIP ? matches.reduce((sum, m) => sum + ticketsLeft(m), 0) : null;
      return { ...toTripRow(journey, freeOf ?? free.get(journeyId) ?? 0), services: list };
    },

    async setOnline(actor: StaffUser, journeyId: number, online: boolean): Promise<void> {
      requireRight(actor, 'trips.edit');
      const updated = await db
        .update(journeys)
        .set({ bookable: online })
        .where(eq(journeys.id, journeyId))
        .returning({ id: journeys.id });
      if (!updated.length) notFound('tripNotFound');
      // One statement, committed: the trip is bookable or not, and lists show or hide it.
      announceAvailability([journeyId], { lists: true });
    },

    async setServiceClosed(actor: StaffUser, serviceId: number, closed: boolean): Promise<{ journeyId: number }> {
      requireRight(actor, 'trips.edit');
      const service = await serviceOf(serviceId);
      await db
        .update(services)
        .set({ status: closed ? CLOSED : openStatus(service.art) })
        .where(eq(services.id, serviceId));
      // One statement, committed: a closed service has nothing free.
      announceAvailability([service.journeyId]);
      return { journeyId: service.journeyId };
    },

    async setFree(actor: StaffUser, serviceId: number, free: number): Promise<{ journeyId: number }> {
      requireRight(actor, 'trips.edit');
      if (!Number.isInteger(free) || free < 0 || free > 999) invalid('freeRange');
      const { journeyId } = await serviceOf(serviceId);
      await changingAvailability(db, async (tx, changed) => {
        await lockJourneyServices(tx, journeyId);
        const [service] = await tx.select().from(services).where(eq(services.id, serviceId));
        if (service.art === 'BEF') {
          const plan = await tx
            .select({ id: seats.id, number: seats.number, status: seats.status, holdId: seats.holdId })
            .from(seats)
            .where(eq(seats.serviceId, serviceId))
            .orderBy(asc(seats.number));
          if (plan.length) {
            const open = plan.filter((s) => s.status === 'frei');
            const blocked = plan.filter((s) => s.status === 'gesperrt');
            if (free < open.length) {
              // Block the highest free numbers first: seats nobody holds before seats held right now.
              const victims = [...open]
                .sort((a, b) => Number(a.holdId !== null) - Number(b.holdId !== null) || b.number - a.number)
                .slice(0, open.length - free);
              await tx
                .update(seats)
                .set({ status: 'gesperrt', holdId: null })
                .where(
                  inArray(
                    seats.id,
                    victims.map((s) => s.id),
                  ),
                );
            } else if (free > open.length) {
              if (free - open.length > blocked.length) invalid('freeAboveSeats');
              const reopened = blocked.slice(0, free - open.length);
              await tx
                .update(seats)
                .set({ status: 'frei' })
                .where(
                  inArray(
                    seats.id,
                    reopened.map((s) => s.id),
                  ),
                );
            }
          }
        }
        await tx
          .update(services)
          .set({ capacity: sql`${services.taken} + ${free}` })
          .where(and(eq(services.id, serviceId)));
        changed.add(journeyId);
      });
      return { journeyId };
    },
  };
}
