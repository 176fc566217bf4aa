/**
 * The back office's first page (spec §3: the active section defaults to the dashboard): today's and
 * upcoming departures with seats sold against capacity per coach, bookings and revenue of the last
 * 7 days, unpaid and overdue bookings, mails that failed. Each part is answered only to a user with
 * its right (null otherwise).
 */
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { bookings, journeys, outbox, payments, services, ticketDates } from '../../db/schema';
import type { BookingForm } from '../../booking/schema';
import { may, type StaffUser } from '../../backoffice/rights';
import type { Dashboard, DepartureSummary, OpenBooking } from '../../backoffice/types';
import { berlinDay } from '../../zone';
import { addDays } from '../../days';
import { ONLINE_PAYMENT_TYPES } from '../../api/contract/site-paths';
import { paymentDeadline } from '../payments/deadline';
import { env } from '../../config/env';
import type { EngineContext } from '../index';
import { bookerName, personsOf } from './bookings';
import { requireRight } from './guard';
import { mailSummaries } from './mails';
import { matchDaySql, TICKET_TRIP } from './departure';
import { departureKey } from '../../backoffice/departure';

/** Departures on the dashboard: the next this many days, at most DEPARTURE_LIMIT of them. */
export const UPCOMING_DAYS = 14;
const DEPARTURE_LIMIT = 12;

export function createDashboard(ctx: EngineContext) {
  const { db } = ctx;

  async function departures(today: string): Promise<DepartureSummary[]> {
    const till = addDays(today, UPCOMING_DAYS);
    // A ticket journey departs on each of its match days (./departure), not on its first match's.
    const trips = await db
      .select()
      .from(journeys)
      .where(
        and(gte(journeys.dateFrom, today), lte(journeys.dateFrom, till), sql`${journeys.tripType} <> ${TICKET_TRIP}`),
      )
      .orderBy(asc(journeys.dateFrom), asc(journeys.id))
      .limit(DEPARTURE_LIMIT);
    const matches = await db
      .select({ journey: journeys, ticketDateId: ticketDates.id, match: ticketDates.title, day: matchDaySql })
      .from(ticketDates)
      .innerJoin(journeys, eq(journeys.id, ticketDates.journeyId))
      .where(and(gte(matchDaySql, today), lte(matchDaySql, till)))
      .limit(DEPARTURE_LIMIT);
    const upcoming = [
      ...trips.map((j) => ({ j, ticketDateId: null, match: null, day: j.dateFrom })),
      ...matches.map((m) => ({ j: m.journey, ticketDateId: m.ticketDateId, match: m.match, day: m.day ?? '' })),
    ]
      .sort((a, b) => a.day.localeCompare(b.day) || a.j.id - b.j.id || (a.ticketDateId ?? 0) - (b.ticketDateId ?? 0))
      .slice(0, DEPARTURE_LIMIT);
    if (!upcoming.length) return [];
    const ids = [...new Set(upcoming.map((d) => d.j.id))];
    const coaches = await db
      .select()
      .from(services)
      .where(and(inArray(services.journeyId, ids), eq(services.art, 'BEF')))
      .orderBy(asc(services.sort), asc(services.id));
    const booked = await db
      .select({ journeyId: bookings.journeyId, ticketDateId: bookings.ticketDateId, form: bookings.form })
      .from(bookings)
      .where(and(inArray(bookings.journeyId, ids), eq(bookings.status, 'confirmed')));
    return upcoming.map(({ j, ticketDateId, match, day }) => {
      const own = booked.filter(
        (b) => b.journeyId === j.id && (ticketDateId === null || b.ticketDateId === ticketDateId),
      );
      return {
        journeyId: j.id,
        key: departureKey({ journeyId: j.id, ticketDateId }),
        code: j.code,
        title: j.title,
        match,
        dateFrom: day,
        departure: j.schedule?.departure ?? '',
        bookable: j.bookable,
        bookings: own.length,
        persons: own.reduce((sum, b) => sum + personsOf(b.form as BookingForm), 0),
        coaches: coaches
          .filter((c) => c.journeyId === j.id)
          .map((c) => ({
            serviceId: c.id,
            name: c.name,
            direction: (c.direction as 'H' | 'R' | null) ?? null,
            capacity: c.capacity,
            sold: c.taken,
          })),
      };
    });
  }

  return async function dashboard(actor: StaffUser): Promise<Dashboard> {
    requireRight(actor, 'dashboard.view');
    const now = ctx.now();
    const today = berlinDay(now);
    const weekAgo = new Date(now.getTime() - 7 * 24 * 60 * 60_000);
    const can = (action: Parameters<typeof may>[1]) => may(actor.rights, action);

    let lastWeek: Dashboard['lastWeek'] = null;
    if (can('dashboard.bookings')) {
      const recent = await db
        .select({ status: bookings.status, form: bookings.form })
        .from(bookings)
        .where(gte(bookings.createdAt, weekAgo));
      const kept = recent.filter((b) => b.status === 'confirmed');
      lastWeek = {
        bookings: kept.length,
        persons: kept.reduce((sum, b) => sum + personsOf(b.form as BookingForm), 0),
        cancelled: recent.length - kept.length,
      };
    }

    let revenue: Dashboard['revenue'] = null;
    if (can('dashboard.revenue')) {
      const [booked] = await db
        .select({ cents: sql<number>`coalesce(sum(${bookings.totalCents}), 0)::int` })
        .from(bookings)
        .where(and(gte(bookings.createdAt, weekAgo), eq(bookings.status, 'confirmed')));
      const moved = await db
        .select({ status: payments.status, cents: sql<number>`coalesce(sum(${payments.amountCents}), 0)::int` })
        .from(payments)
        .where(and(gte(payments.updatedAt, weekAgo), inArray(payments.status, ['succeeded', 'refunded'])))
        .groupBy(payments.status);
      const sum = (status: string) => Number(moved.find((m) => m.status === status)?.cents ?? 0);
      revenue = {
        bookedCents: Number(booked?.cents ?? 0),
        receivedCents: sum('succeeded'),
        refundedCents: sum('refunded'),
      };
    }

    let unpaid: Dashboard['unpaid'] = null;
    if (can('dashboard.unpaid')) {
      const windowHours = env().PAYMENT_WINDOW_HOURS;
      const open = await db
        .select({ booking: bookings, title: journeys.title })
        .from(bookings)
        .leftJoin(journeys, eq(journeys.id, bookings.journeyId))
        .where(and(eq(bookings.status, 'confirmed'), eq(bookings.paymentStatus, 'open')))
        .orderBy(asc(bookings.depositDue), asc(bookings.id));
      const items: OpenBooking[] = open.map(({ booking, title }) => {
        const online = (ONLINE_PAYMENT_TYPES as readonly string[]).includes(booking.paymentType);
        // Online bookings are due within the payment window, invoices by their deposit date (spec §5).
        const due = online ? paymentDeadline(booking.createdAt, windowHours).toISOString() : booking.depositDue;
        const overdue = online ? new Date(due) < now : booking.depositDue < today;
        return {
          bookingId: booking.id,
          processNumber: booking.processNumber,
          name: bookerName(booking.form as BookingForm),
          trip: title ?? '',
          paymentType: booking.paymentType,
          amountCents: booking.depositCents,
          due,
          overdue,
        };
      });
      items.sort((a, b) => Number(b.overdue) - Number(a.overdue) || a.due.localeCompare(b.due));
      unpaid = {
        count: items.length,
        overdueCount: items.filter((i) => i.overdue).length,
        openCents: items.reduce((sum, i) => sum + i.amountCents, 0),
        items: items.slice(0, 10),
      };
    }

    let mails: Dashboard['mails'] = null;
    if (can('dashboard.mails')) {
      const counts = await db
        .select({ status: outbox.status, count: sql<number>`count(*)::int` })
        .from(outbox)
        .groupBy(outbox.status);
      const count = (status: string) => Number(counts.find((c) => c.status === status)?.count ?? 0);
      mails = {
        failed: count('FAILED'),
        retrying: count('RETRY'),
        waiting: count('WAITING'),
        items: await mailSummaries(ctx, { status: ['FAILED'], limit: 10 }),
      };
    }

    return {
      departures: can('dashboard.departures') ? await departures(today) : null,
      lastWeek,
      revenue,
      unpaid,
      mails,
    };
  };
}
