/**
 * Check-in on the bus (spec §1: tickets are mobile, check-in happens on the bus), per traveller. The
 * driver's phone loads the departure's list once (with each booking's QR code, so it can check
 * genuine tickets offline) and sends each scan: the booking's QR code of the confirmation PDF (all
 * its travellers board), one match ticket's QR code (that ticket), or a typed process number with the
 * travellers the driver ticked. The booking is checked in once all of its travellers are. The first
 * scan of a traveller wins (unique row per booking and traveller, `on conflict do nothing`), so scans
 * queued offline on two phones sync without a double check-in; a repeat answers 'already'.
 */
import { and, eq } from 'drizzle-orm';
import { bookings, checkins } from '../../db/schema';
import type { BookingForm } from '../../booking/schema';
import { checkinCode, readCheckinCode, readTicketCode } from '../../pdf/checkin';
import type { StaffUser } from '../../backoffice/rights';
import type { DepartureRef } from '../../backoffice/departure';
import type { CheckinEntry, CheckinList, CheckinRequest, CheckinResult } from '../../backoffice/types';
import type { EngineContext } from '../index';
import { bookerName, bookingBoardedAt, boardingsOf, personsOf, travellersOf } from './bookings';
import { departureHead, departureOfBooking, onDeparture } from './departure';
import { iso, requireRight } from './guard';

type BookingRecord = typeof bookings.$inferSelect;

async function entryOf(ctx: EngineContext, booking: BookingRecord): Promise<CheckinEntry> {
  const form = booking.form as BookingForm;
  const travellers = await travellersOf(ctx.db, booking);
  const persons = personsOf(form);
  const boarded = booking.status === 'cancelled' ? new Map<number, Date>() : await boardingsOf(ctx.db, booking.id);
  return {
    bookingId: booking.id,
    processNumber: booking.processNumber,
    code: checkinCode(booking.processNumber, persons),
    names: travellers.length ? travellers.map((t) => t.name) : [bookerName(form)],
    seats: travellers.map((t) => t.seatOutbound).filter((s): s is number => s !== null),
    boardingPoint: travellers[0]?.boardingPoint ?? null,
    persons,
    // A ticket booking names no travellers: one line per ticket, unnamed (the page numbers them).
    travellers: Array.from({ length: persons }, (_, index) => ({
      index,
      name: travellers[index]?.name ?? '',
      seat: travellers[index]?.seatOutbound ?? null,
      boardedAt: iso(boarded.get(index)),
    })),
    boardedAt: iso(bookingBoardedAt(boarded, persons)),
  };
}

/**
 * The process number a scan or a typed entry names and the travellers it boards (undefined: all); a
 * QR code must carry a valid signature.
 */
function readInput(input: string): { processNumber: string; travellers?: number[] } | undefined {
  const text = input.trim();
  if (!text.includes(':')) return { processNumber: text.toUpperCase() };
  const ticket = readTicketCode(text);
  if (ticket) return { processNumber: ticket.processNumber, travellers: [ticket.number - 1] };
  const booking = readCheckinCode(text);
  return booking ? { processNumber: booking.processNumber } : undefined;
}

export function createCheckinDesk(ctx: EngineContext) {
  const { db } = ctx;
  return {
    async list(actor: StaffUser, departure: DepartureRef): Promise<CheckinList> {
      requireRight(actor, 'checkin.scan');
      const head = await departureHead(db, departure);
      const rows = await db
        .select()
        .from(bookings)
        .where(and(onDeparture(departure), eq(bookings.status, 'confirmed')))
        .orderBy(bookings.id);
      const entries: CheckinEntry[] = [];
      for (const booking of rows) entries.push(await entryOf(ctx, booking));
      return {
        journeyId: head.journey.id,
        ticketDateId: departure.ticketDateId,
        key: head.key,
        title: head.journey.title,
        match: head.match,
        dateFrom: head.dateFrom,
        departure: head.journey.schedule?.departure ?? '',
        entries,
      };
    },

    async scan(actor: StaffUser, departure: DepartureRef, request: CheckinRequest): Promise<CheckinResult> {
      requireRight(actor, 'checkin.scan');
      const input = request.input.trim().slice(0, 300);
      const named = readInput(input);
      if (!named) return { status: 'unknown', input };
      const [booking] = await db.select().from(bookings).where(eq(bookings.processNumber, named.processNumber));
      if (!booking) return { status: 'unknown', input };
      const own = departureOfBooking(booking);
      if (
        own.journeyId !== departure.journeyId ||
        (departure.ticketDateId !== null && own.ticketDateId !== departure.ticketDateId)
      ) {
        const other = await departureHead(db, own).catch(() => null);
        return {
          status: 'other_departure',
          input,
          trip: other?.journey.title ?? '',
          match: other?.match ?? null,
          dateFrom: other?.dateFrom ?? '',
        };
      }
      if (booking.status === 'cancelled') return { status: 'cancelled', entry: await entryOf(ctx, booking) };

      const persons = personsOf(booking.form as BookingForm);
      const all = Array.from({ length: persons }, (_, i) => i);
      const chosen = (named.travellers ?? request.travellers ?? all).filter(
        (i, at, list) => Number.isInteger(i) && i >= 0 && i < persons && list.indexOf(i) === at,
      );
      const boarding = chosen.length ? chosen : all;

      const scannedAt = new Date(request.at);
      const now = ctx.now();
      // The phone's clock, unless it is off by more than a day (then the server's).
      const boardedAt =
        Number.isNaN(scannedAt.getTime()) || Math.abs(scannedAt.getTime() - now.getTime()) > 86_400_000
          ? now
          : scannedAt;
      const inserted = await db
        .insert(checkins)
        .values(
          boarding.map((traveller) => ({
            bookingId: booking.id,
            traveller,
            journeyId: booking.journeyId,
            boardedAt,
            syncedAt: now,
            staffUserId: actor.id,
          })),
        )
        .onConflictDoNothing()
        .returning({ traveller: checkins.traveller });
      return { status: inserted.length ? 'boarded' : 'already', entry: await entryOf(ctx, booking) };
    },
  };
}
