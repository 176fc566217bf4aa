/**
 * Bookings for staff: search, the whole story of one booking (travellers, seats, rooms, extras,
 * payments, mails, event log), cancellation and a second confirmation mail.
 *
 * Cancelling (pretix: every state change recorded) runs in one transaction with a conditional update
 * (`… where status = 'confirmed'`): the stock goes back on sale exactly once, money that was paid is
 * marked due back, and the customer's mail is written to the outbox. After commit the refunds go
 * through the payment provider (settleRefunds, retried by later calls when the provider is down).
 */
import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import {
  bookingEvents,
  bookingItems,
  bookings,
  checkins,
  journeys,
  outbox,
  payments,
  seats,
  services,
  ticketDates,
} from '../../db/schema';
import type { Db } from '../../db/client';
import type { BookingForm } from '../../booking/schema';
import type { StaffUser } from '../../backoffice/rights';
import { may } from '../../backoffice/rights';
import {
  BackofficeError,
  type BookingDetail,
  type BookingRow,
  type CancelOutcome,
  type RoomView,
  type TravellerView,
} from '../../backoffice/types';
import { departureKey } from '../../backoffice/departure';
import { loadBookingDocument } from '../documents';
import { bookedOn, releaseStock } from '../expiry';
import { changingAvailability } from '../availability';
import { enqueueMail, kickOutbox } from '../mail/enqueue';
import { settleRefunds } from '../payments/confirm';
import type { EngineContext } from '../index';
import { iso, notFound, requireRight } from './guard';
import { mailSummaries } from './mails';
import { bookingMatch, departureDaySql, departureHead, departureOfBooking } from './departure';

type BookingRecord = typeof bookings.$inferSelect;

export const bookerName = (form: BookingForm) => [form.main.firstname, form.main.lastname].filter(Boolean).join(' ');

export const personsOf = (form: BookingForm) =>
  form.variant === 'trip' ? form.teilnehmer.length : form.teilnehmer_count;

/** `departure`: the booking's journey title, match and day (./departure: the match's day for tickets). */
export function toBookingRow(
  booking: BookingRecord,
  departure: { title: string; match: string | null; dateFrom: string } | undefined,
): BookingRow {
  const form = booking.form as BookingForm;
  return {
    bookingId: booking.id,
    processNumber: booking.processNumber,
    createdAt: booking.createdAt.toISOString(),
    name: bookerName(form),
    email: booking.email,
    trip: departure?.title ?? '',
    journeyId: booking.journeyId,
    departureKey: departureKey(departureOfBooking(booking)),
    match: departure?.match ?? null,
    dateFrom: departure?.dateFrom ?? '',
    persons: personsOf(form),
    status: booking.status === 'cancelled' ? 'cancelled' : 'confirmed',
    paymentType: booking.paymentType,
    paymentStatus: booking.paymentStatus as BookingRow['paymentStatus'],
    totalCents: booking.totalCents,
  };
}

/**
 * The travellers of a booking with boarding point, seats and the coach they sit in: the coach is the
 * one the form chose seats in (`busses.hin.idleistung`), else the one holding the booking's seats.
 */
export async function travellersOf(db: Db, booking: BookingRecord): Promise<TravellerView[]> {
  const doc = await loadBookingDocument(db, booking.id);
  if (!doc) return [];
  const form = booking.form as BookingForm;
  const held = await db
    .select({ serviceId: seats.serviceId, number: seats.number, name: services.name, direction: services.direction })
    .from(seats)
    .innerJoin(services, eq(services.id, seats.serviceId))
    .where(eq(seats.bookingId, booking.id));
  let coachName: string | null = null;
  const chosen = form.variant === 'trip' ? form.busses?.hin?.idleistung : undefined;
  if (chosen) {
    const [coach] = await db.select({ name: services.name }).from(services).where(eq(services.id, chosen));
    coachName = coach?.name ?? null;
  }
  coachName ??= held.find((s) => s.direction === 'H')?.name ?? null;
  const boarded = await boardingsOf(db, booking.id);
  return doc.travellers.map((t, i) => ({
    name: t.name,
    birthday: t.birthday,
    boardingPoint: t.boardingPoint
      ? { city: t.boardingPoint.city, place: t.boardingPoint.place, time: t.boardingPoint.time }
      : null,
    seatOutbound: t.seatOutbound,
    seatReturn: t.seatReturn,
    coach: coachName,
    boardedAt: iso(boarded.get(i)),
  }));
}

/** When each traveller (0-based place) of a booking boarded; travellers not on board are missing. */
export async function boardingsOf(db: Db, bookingId: number): Promise<Map<number, Date>> {
  const rows = await db
    .select({ traveller: checkins.traveller, boardedAt: checkins.boardedAt })
    .from(checkins)
    .where(eq(checkins.bookingId, bookingId));
  return new Map(rows.map((r) => [r.traveller, r.boardedAt]));
}

/** The booking is checked in when every traveller boarded: then the last boarding's time, else null. */
export function bookingBoardedAt(boarded: Map<number, Date>, persons: number): Date | null {
  if (persons === 0) return null;
  let last: Date | null = null;
  for (let i = 0; i < persons; i++) {
    const at = boarded.get(i);
    if (!at) return null;
    if (!last || at > last) last = at;
  }
  return last;
}

/**
 * The rooms a booking claimed with who sleeps in each (the form's room assignment, as the
 * confirmation prints it): rooms of one kind in booking order; a room nobody was placed in is empty.
 */
function roomsWithSleepers(
  claimed: { name: string; quantity: number }[],
  assigned: { name: string; travellers: string[] }[],
): RoomView[] {
  const views: RoomView[] = claimed.map(({ name, quantity }) => ({ name, quantity, occupants: [] }));
  for (const room of assigned) {
    let view = views.find((v) => v.name === room.name);
    if (!view) {
      view = { name: room.name, quantity: 0, occupants: [] };
      views.push(view);
    }
    view.occupants.push(room.travellers);
    view.quantity = Math.max(view.quantity, view.occupants.length);
  }
  return views;
}

async function bookingByNumber(db: Db, processNumber: string): Promise<BookingRecord> {
  const [booking] = await db.select().from(bookings).where(eq(bookings.processNumber, processNumber.trim()));
  if (!booking) notFound('bookingNotFound');
  return booking;
}

export function createBookingDesk(ctx: EngineContext) {
  const { db } = ctx;

  return {
    /** By process number, booker or traveller name, e-mail, trip title or code; newest first. */
    async search(actor: StaffUser, query: string): Promise<BookingRow[]> {
      requireRight(actor, 'bookings.read');
      const q = query.trim().slice(0, 100);
      const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const rows = await db
        .select({ booking: bookings, title: journeys.title, match: ticketDates.title, dateFrom: departureDaySql })
        .from(bookings)
        .leftJoin(journeys, eq(journeys.id, bookings.journeyId))
        .leftJoin(ticketDates, bookingMatch)
        .where(
          q
            ? or(
                ilike(bookings.processNumber, like),
                ilike(bookings.email, like),
                sql`(${bookings.form}->'main'->>'firstname') || ' ' || (${bookings.form}->'main'->>'lastname') ilike ${like}`,
                sql`(${bookings.form}->'teilnehmer')::text ilike ${like}`,
                ilike(journeys.title, like),
                ilike(journeys.code, like),
              )
            : undefined,
        )
        .orderBy(desc(bookings.createdAt), desc(bookings.id))
        .limit(100);
      return rows.map((r) =>
        toBookingRow(
          r.booking,
          r.title !== null ? { title: r.title, match: r.match, dateFrom: r.dateFrom ?? '' } : undefined,
        ),
      );
    },

    async get(actor: StaffUser, processNumber: string): Promise<BookingDetail> {
      requireRight(actor, 'bookings.read');
      const booking = await bookingByNumber(db, processNumber);
      const doc = await loadBookingDocument(db, booking.id);
      if (!doc) notFound('bookingNotFound');
      const items = await db
        .select({ art: services.art, name: services.name, quantity: bookingItems.quantity })
        .from(bookingItems)
        .innerJoin(services, eq(services.id, bookingItems.serviceId))
        .where(eq(bookingItems.bookingId, booking.id));
      const paymentRows = await db
        .select()
        .from(payments)
        .where(eq(payments.bookingId, booking.id))
        .orderBy(payments.id);
      const events = await db
        .select()
        .from(bookingEvents)
        .where(eq(bookingEvents.bookingId, booking.id))
        .orderBy(bookingEvents.at, bookingEvents.id);
      const departure = await departureHead(db, departureOfBooking(booking)).catch(() => null);
      const form = booking.form as BookingForm;
      const b = doc.booker;
      return {
        ...toBookingRow(booking, {
          title: doc.journey.title,
          match: departure?.match ?? null,
          dateFrom: departure?.dateFrom ?? doc.journey.dateFrom,
        }),
        token: booking.token,
        booker: {
          name: [b.salutation, b.title, b.firstname, b.lastname].filter(Boolean).join(' '),
          address: `${b.street} ${b.streetNr}, ${b.zip} ${b.city}`,
          phone: b.phone,
          email: b.email,
        },
        travellers: await travellersOf(db, booking),
        rooms: roomsWithSleepers(
          items.filter((i) => i.art === 'UNT'),
          doc.rooms,
        ),
        extras: items.filter((i) => i.art === 'SON').map(({ name, quantity }) => ({ name, quantity })),
        priceLines: doc.priceLines.map(({ description, quantity, totalCents }) => ({
          description,
          quantity,
          totalCents,
        })),
        depositCents: booking.depositCents,
        depositDue: booking.depositDue,
        balanceCents: booking.balanceCents,
        balanceDue: booking.balanceDue,
        paidAt: iso(booking.paidAt),
        payments: may(actor.rights, 'payments.read')
          ? paymentRows.map((p) => ({
              id: p.id,
              provider: p.provider,
              ref: p.providerRef,
              type: p.paymentType,
              amountCents: p.amountCents,
              status: p.status,
              createdAt: p.createdAt.toISOString(),
            }))
          : null,
        mails: await mailSummaries(ctx, { bookingIds: [booking.id] }),
        events: events.map((e) => ({
          at: e.at.toISOString(),
          actor: e.actor,
          type: e.type,
          data: (e.data ?? {}) as Record<string, unknown>,
        })),
        comment: doc.comment,
        boardedAt: iso(bookingBoardedAt(await boardingsOf(db, booking.id), personsOf(form))),
        hasPaidMoney: paymentRows.some((p) => p.status === 'succeeded'),
      };
    },

    async cancel(actor: StaffUser, processNumber: string): Promise<CancelOutcome> {
      requireRight(actor, 'bookings.cancel');
      const found = await bookingByNumber(db, processNumber);
      const paid = await db
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.bookingId, found.id), eq(payments.status, 'succeeded')));
      // Money goes back with the cancellation: that is a refund, the accountants' right as well.
      if (paid.length) requireRight(actor, 'payments.refund');
      const now = ctx.now();

      // Its places go back on sale: the journey is announced once the cancellation committed.
      const cancelled = await changingAvailability(db, async (tx, changed) => {
        const [booking] = await tx
          .update(bookings)
          .set({ status: 'cancelled' })
          .where(and(eq(bookings.id, found.id), eq(bookings.status, 'confirmed')))
          .returning();
        if (!booking) return undefined;
        await releaseStock(tx, booking);
        changed.add(booking.journeyId);
        await tx.delete(checkins).where(eq(checkins.bookingId, booking.id));
        const due = await tx
          .update(payments)
          .set({ status: 'refunding', updatedAt: now })
          .where(and(eq(payments.bookingId, booking.id), eq(payments.status, 'succeeded')))
          .returning({ id: payments.id, amountCents: payments.amountCents });
        await tx.insert(bookingEvents).values({
          bookingId: booking.id,
          actor: `staff:${actor.email}`,
          type: 'cancelled.staff',
          data: { refundDue: due.map((p) => p.id) },
          at: now,
        });
        for (const p of due)
          await tx.insert(bookingEvents).values({
            bookingId: booking.id,
            actor: `staff:${actor.email}`,
            type: 'payment.refund_due',
            data: { paymentId: p.id, amountCents: p.amountCents },
            at: now,
          });
        await enqueueMail(tx, {
          bookingId: booking.id,
          kind: 'booking-cancelled',
          siteUrl: await bookedOn(tx, booking.id),
        });
        return { booking, due };
      });
      if (!cancelled) throw new BackofficeError('conflict', 'alreadyCancelled');

      await settleRefunds(ctx, found.id);
      kickOutbox(db);
      const after = await db
        .select({ status: payments.status, amountCents: payments.amountCents })
        .from(payments)
        .where(inArray(payments.id, cancelled.due.length ? cancelled.due.map((p) => p.id) : [-1]));
      return {
        processNumber: found.processNumber,
        journeyId: found.journeyId,
        refundedCents: after.filter((p) => p.status === 'refunded').reduce((sum, p) => sum + p.amountCents, 0),
        refundsPending: after.filter((p) => p.status === 'refunding').length,
      };
    },

    async resendConfirmation(actor: StaffUser, processNumber: string): Promise<void> {
      requireRight(actor, 'bookings.resend');
      const booking = await bookingByNumber(db, processNumber);
      await db.transaction(async (tx) => {
        // The first confirmation's subject was the save's (`argsCustomer`): the resend keeps it, and its
        // opening paragraph is the same phrase (lib/mail/text), so both mails read alike.
        const [first] = await tx
          .select({ subject: outbox.subject })
          .from(outbox)
          .where(and(eq(outbox.bookingId, booking.id), eq(outbox.kind, 'booking-confirmation')))
          .orderBy(asc(outbox.id))
          .limit(1);
        await enqueueMail(tx, {
          bookingId: booking.id,
          kind: 'booking-confirmation',
          siteUrl: await bookedOn(tx, booking.id),
          overrides: first ? { subject: first.subject } : undefined,
          attachments: [{ kind: 'confirmation-pdf' }, { kind: 'calendar' }],
        });
        await tx.insert(bookingEvents).values({
          bookingId: booking.id,
          actor: `staff:${actor.email}`,
          type: 'mail.confirmation_resent',
          data: {},
          at: ctx.now(),
        });
      });
      kickOutbox(db);
    },
  };
}
