/**
 * A booking's documents: the data they show, loaded once from the booking row, its journey, boarding
 * points and seats, and handed to the renderers (lib/pdf, lib/calendar), which read no database.
 * Travellers are listed in form order; seats come from the form's seat choice or, when the engine
 * assigned them, from the seats the booking holds. Documents are handed out only with the booking's
 * token (ARCHITECTURE: PDF links check it).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { boardingPoints, bookings, journeys, seats, services, ticketDates } from '../db/schema';
import type { BoardingPointRow } from './trip';
import type { StoredPriceLine } from './mapping';
import { nameLines } from './line-names';
import { journeyIn, languageOf, ticketDateIn, type Language } from './translate';
import { tripPath } from '../format';
import { deToCents } from '../api/contract/encoding';
import type { BookingForm } from '../booking/schema';
import type { BookingDocument, DocumentRoom, DocumentTraveller } from '../pdf/booking-document';
import { renderConfirmationPdf } from '../pdf/confirmation';
import { tripCalendar } from '../calendar/trip-event';
import type { EngineContext } from './index';
import { findBookingByToken } from './payments/booking-access';
import { bookingTokenState, LINK_EXPIRED } from './token-lifetime';
import { parseTimestamp } from './journey-mapping';
import { toBerlinIso } from '../wall-clock';

const fullName = (p: { title?: string; firstname: string; lastname: string }) =>
  [p.title, p.firstname, p.lastname].filter(Boolean).join(' ');

function safeCents(value: unknown): number {
  if (typeof value === 'number') return Math.round(value * 100);
  if (typeof value !== 'string') return 0;
  try {
    return deToCents(value);
  } catch {
    return 0;
  }
}

/** Rows the caller has in hand already (the save, inside its transaction), so they are not read again. */
export interface KnownRows {
  booking: typeof bookings.$inferSelect;
  journey: typeof journeys.$inferSelect;
  /** The journey's boarding points, as the save's check read them. */
  boardingPoints?: BoardingPointRow[];
}

/**
 * The document data of a booking, or undefined when there is no such booking. Trip texts and price
 * lines are in `language` (default: the booking's own; the office's notification asks for German).
 */
export async function loadBookingDocument(
  db: Db,
  bookingId: number,
  language?: Language,
  known?: KnownRows,
): Promise<BookingDocument | undefined> {
  const [booking] =
    known?.booking.id === bookingId
      ? [known.booking]
      : await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking) return undefined;
  const names = language ?? languageOf(booking.locale);
  const [stored] =
    known?.journey.id === booking.journeyId
      ? [known.journey]
      : await db.select().from(journeys).where(eq(journeys.id, booking.journeyId));
  const journey = stored && journeyIn(stored, names);
  const form = booking.form as BookingForm;

  let ticketDate: BookingDocument['ticketDate'] = null;
  if (booking.ticketDateId) {
    const [row] = await db.select().from(ticketDates).where(eq(ticketDates.id, booking.ticketDateId));
    // The kick-off as the operator's wall-clock time with its offset: its day and time are Munich's.
    if (row)
      ticketDate = { dateFrom: toBerlinIso(parseTimestamp(row.dateFrom)), title: ticketDateIn(row, names).title };
  }

  const travellers: DocumentTraveller[] = [];
  const rooms: DocumentRoom[] = [];
  if (form.variant === 'trip') {
    const pointIds = [...new Set(form.teilnehmer.map((t) => t.zustieg))];
    const knownPoints = known?.journey.id === booking.journeyId ? known.boardingPoints : undefined;
    const points =
      knownPoints && pointIds.every((id) => knownPoints.some((p) => p.id === id))
        ? knownPoints
        : pointIds.length
          ? await db.select().from(boardingPoints).where(inArray(boardingPoints.id, pointIds))
          : [];
    // Seats the form names are the booking's; the booking's seat rows are read only when it names none.
    const named = Boolean(form.busses?.hin?.sitze?.length && form.busses?.rueck?.sitze?.length);
    const held = named
      ? []
      : await db
          .select({ number: seats.number, direction: services.direction })
          .from(seats)
          .innerJoin(services, eq(services.id, seats.serviceId))
          .where(and(eq(seats.bookingId, booking.id)));
    const heldOf = (direction: 'H' | 'R') =>
      held
        .filter((s) => s.direction === direction)
        .map((s) => s.number)
        .sort((a, b) => a - b);
    const outbound = form.busses?.hin?.sitze?.length ? form.busses.hin.sitze : heldOf('H');
    const back = form.busses?.rueck?.sitze?.length ? form.busses.rueck.sitze : heldOf('R');
    form.teilnehmer.forEach((t, i) => {
      const point = points.find((p) => p.id === t.zustieg);
      travellers.push({
        name: fullName(t),
        birthday: t.birthday,
        boardingPoint: point ? { zip: point.zip, city: point.city, place: point.place, time: point.time } : null,
        seatOutbound: outbound[i] ?? null,
        seatReturn: back[i] ?? null,
      });
    });
    const roomRows = (form.teilnehmer_rooms ?? []).filter((r) => r.teilnehmer.length > 0);
    const roomTypes = roomRows.length
      ? await db
          .select({ id: services.id, name: services.name })
          .from(services)
          .where(
            inArray(
              services.id,
              roomRows.map((r) => r.room),
            ),
          )
      : [];
    roomRows.forEach((row, i) =>
      rooms.push({
        number: i + 1,
        name: roomTypes.find((type) => type.id === row.room)?.name ?? '',
        travellers: row.teilnehmer.map((index) => travellers[index]?.name ?? '').filter(Boolean),
      }),
    );
  }

  const storedLines = (Array.isArray(booking.priceLines) ? booking.priceLines : []) as StoredPriceLine[];
  const lines = await nameLines(db, storedLines, names);
  const main = form.main;
  return {
    bookingId: booking.id,
    processNumber: booking.processNumber,
    token: booking.token,
    status: booking.status,
    paymentType: booking.paymentType,
    paymentStatus: booking.paymentStatus,
    paidAt: booking.paidAt,
    totalCents: booking.totalCents,
    depositCents: booking.depositCents,
    depositDue: booking.depositDue,
    balanceCents: booking.balanceCents,
    balanceDue: booking.balanceDue,
    email: booking.email,
    locale: booking.locale,
    createdAt: booking.createdAt,
    journey: {
      id: journey?.id ?? booking.journeyId,
      code: journey?.code ?? '',
      title: journey?.title ?? '',
      // The trip's address is the same in every language (its German title).
      path: tripPath(booking.journeyId, stored?.title ?? ''),
      dateFrom: ticketDate?.dateFrom.slice(0, 10) ?? journey?.dateFrom ?? '',
      dateTill: ticketDate?.dateFrom.slice(0, 10) ?? journey?.dateTill ?? '',
      tripType: journey?.tripType ?? '',
      resort: journey?.resort ?? '',
      departure: journey?.schedule?.departure ?? '',
      returnDeparture: journey?.schedule?.returnDeparture ?? '',
      arrival: journey?.schedule?.arrival ?? '',
    },
    ticketDate,
    booker: {
      salutation: main.salutation,
      title: main.title ?? '',
      firstname: main.firstname,
      lastname: main.lastname,
      street: main.street,
      streetNr: main.street_nr,
      zip: main.zip,
      city: main.city,
      phone: main.phone,
      email: main.email,
    },
    travellers,
    rooms,
    persons: form.variant === 'trip' ? form.teilnehmer.length : form.teilnehmer_count,
    priceLines: lines.map((l) => ({
      description: l.bezeichnung,
      quantity: l.anzahl,
      unitCents: safeCents(l.preis),
      totalCents: safeCents(l.gesamtpreis),
    })),
    comment: form.comment ?? '',
  };
}

/** The document data of the booking with this process number and token; undefined for a wrong pair. */
export async function documentForToken(
  db: Db,
  processNumber: string,
  token: string | null,
): Promise<BookingDocument | undefined> {
  if (!token || token.length > 200 || processNumber.length > 64) return undefined;
  const booking = await findBookingByToken(db, processNumber, token);
  return booking ? loadBookingDocument(db, booking.id) : undefined;
}

/** What a document link answers: the booking's data, 'expired' (cancelled or long past), or undefined (wrong pair). */
async function liveDocument(ctx: EngineContext, key: { processNumber: string; token: string }) {
  if (!key.token || key.token.length > 200 || key.processNumber.length > 64) return undefined;
  const booking = await findBookingByToken(ctx.db, key.processNumber, key.token);
  if (!booking) return undefined;
  // issue 26: a cancelled booking's links stop at once, the others some time after the return
  if ((await bookingTokenState(ctx.db, booking, ctx.now())) !== 'live') return LINK_EXPIRED;
  return loadBookingDocument(ctx.db, booking.id);
}

/**
 * The documents capability: the confirmation PDF and the calendar file, by process number and token;
 * null for a wrong pair, 'expired' once the token no longer opens them.
 */
export function createDocuments(ctx: EngineContext) {
  return {
    async confirmationPdf(key: {
      processNumber: string;
      token: string;
    }): Promise<Uint8Array | null | typeof LINK_EXPIRED> {
      const doc = await liveDocument(ctx, key);
      if (doc === LINK_EXPIRED) return doc;
      return doc ? renderConfirmationPdf(doc, ctx.siteUrl()) : null;
    },
    async calendar(key: { processNumber: string; token: string }): Promise<string | null | typeof LINK_EXPIRED> {
      const doc = await liveDocument(ctx, key);
      if (doc === LINK_EXPIRED) return doc;
      return doc ? tripCalendar(doc, ctx.siteUrl()) : null;
    },
  };
}
