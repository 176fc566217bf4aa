/**
 * Check-in on the bus (spec §1: tickets are mobile, check-in happens on the bus). The driver's phone
 * loads the departure's list once (with each booking's QR code, so it can check genuine tickets
 * offline) and sends each scan: a QR code of the confirmation PDF (lib/pdf/checkin, signed) or a
 * typed process number. The first scan of a booking wins (unique row per booking, `on conflict do
 * nothing`), so scans queued offline on two phones sync without a double check-in; a repeat answers
 * 'already' with the first time.
 */
import { and, eq } from 'drizzle-orm';
import { bookings, checkins, journeys } from '../../db/schema';
import type { BookingForm } from '../../booking/schema';
import { checkinCode, readCheckinCode } from '../../pdf/checkin';
import type { StaffUser } from '../../backoffice/rights';
import type { CheckinEntry, CheckinList, CheckinRequest, CheckinResult } from '../../backoffice/types';
import type { EngineContext } from '../index';
import { bookerName, personsOf, travellersOf } from './bookings';
import { iso, notFound, requireRight } from './guard';

type BookingRecord = typeof bookings.$inferSelect;

async function entryOf(ctx: EngineContext, booking: BookingRecord, boardedAt: Date | null): Promise<CheckinEntry> {
  const form = booking.form as BookingForm;
  const travellers = await travellersOf(ctx.db, booking);
  const persons = personsOf(form);
  return {
    bookingId: booking.id,
    processNumber: booking.processNumber,
    code: checkinCode(booking.processNumber, persons),
    names: travellers.length ? travellers.map((t) => t.name) : [bookerName(form)],
    seats: travellers.map((t) => t.seatOutbound).filter((s): s is number => s !== null),
    boardingPoint: travellers[0]?.boardingPoint ?? null,
    persons,
    boardedAt: iso(boardedAt),
  };
}

/** The process number a scan or a typed entry names; a QR code must carry a valid signature. */
function processNumberOf(input: string): string | undefined {
  const text = input.trim();
  if (text.includes(':')) return readCheckinCode(text)?.processNumber;
  return text.toUpperCase();
}

export function createCheckinDesk(ctx: EngineContext) {
  const { db } = ctx;
  return {
    async list(actor: StaffUser, journeyId: number): Promise<CheckinList> {
      requireRight(actor, 'checkin.scan');
      const [journey] = await db.select().from(journeys).where(eq(journeys.id, journeyId));
      if (!journey) notFound('departureNotFound');
      const rows = await db
        .select({ booking: bookings, boardedAt: checkins.boardedAt })
        .from(bookings)
        .leftJoin(checkins, eq(checkins.bookingId, bookings.id))
        .where(and(eq(bookings.journeyId, journeyId), eq(bookings.status, 'confirmed')))
        .orderBy(bookings.id);
      const entries: CheckinEntry[] = [];
      for (const row of rows) entries.push(await entryOf(ctx, row.booking, row.boardedAt));
      return {
        journeyId,
        title: journey.title,
        dateFrom: journey.dateFrom,
        departure: journey.schedule?.departure ?? '',
        entries,
      };
    },

    async scan(actor: StaffUser, journeyId: number, request: CheckinRequest): Promise<CheckinResult> {
      requireRight(actor, 'checkin.scan');
      const input = request.input.trim().slice(0, 300);
      const processNumber = processNumberOf(input);
      if (!processNumber) return { status: 'unknown', input };
      const [booking] = await db.select().from(bookings).where(eq(bookings.processNumber, processNumber));
      if (!booking) return { status: 'unknown', input };
      if (booking.journeyId !== journeyId) {
        const [other] = await db.select().from(journeys).where(eq(journeys.id, booking.journeyId));
        return { status: 'other_departure', input, trip: other?.title ?? '', dateFrom: other?.dateFrom ?? '' };
      }
      if (booking.status === 'cancelled') return { status: 'cancelled', entry: await entryOf(ctx, booking, null) };

      const scannedAt = new Date(request.at);
      const now = ctx.now();
      // The phone's clock, unless it is off by more than a day (then the server's).
      const boardedAt =
        Number.isNaN(scannedAt.getTime()) || Math.abs(scannedAt.getTime() - now.getTime()) > 86_400_000
          ? now
          : scannedAt;
      const inserted = await db
        .insert(checkins)
        .values({ bookingId: booking.id, journeyId, boardedAt, syncedAt: now, staffUserId: actor.id })
        .onConflictDoNothing()
        .returning({ boardedAt: checkins.boardedAt });
      if (inserted.length) return { status: 'boarded', entry: await entryOf(ctx, booking, inserted[0].boardedAt) };
      const [first] = await db.select().from(checkins).where(eq(checkins.bookingId, booking.id));
      return { status: 'already', entry: await entryOf(ctx, booking, first?.boardedAt ?? null) };
    },
  };
}
