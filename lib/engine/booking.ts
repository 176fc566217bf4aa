/**
 * The booking system ({booking} of spec §7): trip services, availability and price check with a
 * short hold, the save in one locked transaction, seat plans, boarding points and the import call.
 * The rules live in check.ts (what may be booked and what it costs) and claims.ts (taking stock).
 */
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ContractApi } from '../api/contract/calls';
import type * as C from '../api/contract/schemas';
import { checkRequest, importParams, saveRequest, seatPlanParams } from '../api/contract/schemas';
import { centsToDe, deToIso, isoToDe } from '../api/contract/encoding';
import { ApiError } from '../api/contract/errors';
import { MSG, normaliseForm, type BookingForm } from '../booking/schema';
import type { Db } from '../db/client';
import { bookingEvents, bookingItems, bookings } from '../db/schema';
import type { EngineContext } from './index';
import { loadAvailability } from './capacity';
import { evaluateBooking, type Evaluation } from './check';
import { ClaimFailed, claimStock } from './claims';
import { isoDay } from './clock';
import { BOOKED_TEXT, CHECK_OK_TEXT, HINT } from './hints';
import type { EngineHint } from '../booking/hints';
import { NO_OWNER, cleanupExpiredHolds, ownHold, placeHold, releaseHold, type HoldOwner } from './holds';
import { changingAvailability } from './availability';
import { offersForTrip } from '../booking/insurance';
import { missingConsents } from '../booking/consents';
import {
  fromStoredPriceLine,
  toBoardingPoint,
  toInsurance,
  toPaymentTerms,
  toPriceLine,
  toService,
  toStoredPriceLine,
  type StoredPriceLine,
} from './mapping';
import { enqueueBookingMails, kickOutbox } from './mail/enqueue';
import { confirmationPdfUrl } from './links';
import { formatProcessNumber, newBookingToken, nextBookingId } from './process-number';
import { proposeSeats } from './seats';
import { nameLines, nameOffers } from './line-names';
import { journeyIn, languageOf, withName, type Language } from './translate';
import {
  allInsuranceOffers,
  journeyBoardingPointRows,
  journeyByCode,
  journeyServices,
  lockJourneyServices,
  type JourneyRow,
} from './trip';

type BookingSystem = Pick<
  ContractApi,
  'getTripServices' | 'checkBooking' | 'saveBooking' | 'getSeatPlans' | 'getBoardingPoints' | 'importProcesses'
>;

export function createBookingSystem(ctx: EngineContext): BookingSystem {
  return {
    getTripServices: (tripCode, params) =>
      getTripServices(ctx, tripCode, params?.reservierung ?? null, languageOf(params?.translation)),
    checkBooking: (request, owner) => checkBooking(ctx, request, owner ?? NO_OWNER),
    saveBooking: (request, owner) => saveBooking(ctx, request, owner ?? NO_OWNER),
    getSeatPlans: (params) => getSeatPlans(ctx, params),
    getBoardingPoints: (params) => getBoardingPoints(ctx, params),
    importProcesses: (params) => importProcesses(ctx, params),
  };
}

/** Parses input with a contract schema; invalid input becomes 'invalid' with the fields at fault. */
function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  throw new ApiError('invalid', 'The request is not valid.', fields);
}

// ------------------------------------------------------------------------------ GET buchung/{code}

/** The trip's services with their free counts, seen by the visitor holding `ownHoldId` (their hold is free to them). */
async function getTripServices(
  ctx: EngineContext,
  tripCode: string,
  ownHoldId: string | null,
  language: Language,
): Promise<C.TripServicesResponse> {
  const journey = await journeyByCode(ctx.db, tripCode);
  const serviceRows = await journeyServices(ctx.db, journey.id);
  const now = ctx.now();
  const availability = await loadAvailability(ctx.db, serviceRows, now, ownHoldId);
  const offers = offersForTrip(await allInsuranceOffers(ctx.db), {
    today: isoDay(now),
    dateFrom: journey.dateFrom,
    dateTill: journey.dateTill,
  });
  return {
    ergebnis: {
      reise: {
        idreise: journey.code,
        id_jrn_journey: journey.id,
        ReiseArt: journey.tripType,
        beginn: isoToDe(journey.dateFrom),
        ende: isoToDe(journey.dateTill),
        titel: journeyIn(journey, language).title,
        preis: centsToDe(journey.priceCents),
      },
      leistungen: {
        leistung: serviceRows.map((s) => toService(withName(s, language), availability.services.get(s.id)?.free ?? 0)),
      },
      insurances: { versicherungen: { versicherung: (await nameOffers(ctx.db, offers, language)).map(toInsurance) } },
    },
  };
}

// ---------------------------------------------------------------------------------- POST buchung

/** A hint's code and parameters go beside its text (lib/booking/hints). */
function satz(typ: 'BUCHUNG' | 'HINWEIS', said: string | EngineHint): C.Satz {
  if (typeof said !== 'string') return { attr: { typ }, text: said.text, code: said.code, params: said.params };
  return { attr: { typ }, text: said };
}

function refusedCheck(evaluation: Exclude<Evaluation, { kind: 'ok' }>): C.CheckResponse {
  const notBookable = evaluation.kind === 'not_bookable';
  return {
    ergebnis: {
      satz: notBookable ? satz('BUCHUNG', HINT.notBookable) : satz('HINWEIS', evaluation.hint),
      buchung: { status: notBookable ? 'nicht buchbar' : 'nicht möglich' },
      preise: { preis: [] },
      gesamtpreis: '0,00',
      zahlungsbedingungen: null,
      reservierung: null,
      versicherungen: [],
    },
  };
}

async function checkBooking(ctx: EngineContext, request: C.CheckRequest, owner: HoldOwner): Promise<C.CheckResponse> {
  const parsed = parse(checkRequest, request);
  const form = normaliseForm(parsed.form) as BookingForm;
  const now = ctx.now();
  // A hold placed, refilled or ended changes free places: announced once the check committed.
  return changingAvailability(ctx.db, async (tx, changed) => {
    // Read in the transaction: on PGlite every statement outside one queues for the database once more.
    const journey = await journeyByCode(tx, parsed.idreise);
    // Checks lock like saves do, so two visitors can't both be promised the last seat.
    const serviceRows = await lockJourneyServices(tx, journey.id, ctx.locking);
    // Expired holds count for nobody; the sweep and the save remove them (./holds), not every check.
    // The visitor's own hold (named, or theirs on this trip after a reload) is free to them, and the new one replaces it.
    const own = await ownHold(tx, journey.id, parsed.reservierung ?? null, owner, now, changed);
    const ownHoldId = own?.id ?? null;
    const evaluation = await evaluateBooking(tx, { journey, form, services: serviceRows, now, ownHoldId });
    if (evaluation.kind !== 'ok') return refusedCheck(evaluation);
    const language = languageOf(parsed.locale);
    // Tickets are counted at the save only: a match date has no seats or rooms to keep.
    const hold =
      form.variant === 'trip'
        ? await placeHold(tx, {
            journeyId: journey.id,
            changed,
            ownId: ownHoldId,
            kept: own?.live ? evaluation.kept : null,
            owner,
            now,
            travellers: form.teilnehmer.length,
            items: evaluation.claims.services,
            seats: evaluation.claims.seats,
          })
        : null;
    return {
      ergebnis: {
        satz: satz('BUCHUNG', CHECK_OK_TEXT),
        buchung: { status: 'möglich' },
        preise: { preis: (await nameLines(tx, evaluation.lines, language)).map(toPriceLine) },
        gesamtpreis: centsToDe(evaluation.totalCents),
        zahlungsbedingungen: toPaymentTerms(evaluation.terms),
        reservierung: hold ? { id: hold.id, gueltig_bis: hold.expiresAt.toISOString() } : null,
        versicherungen: (await nameOffers(tx, evaluation.offers, language)).map(toInsurance),
      },
    };
  });
}

function coachIds(serviceRows: { id: number; art: string }[]): number[] {
  return serviceRows.filter((s) => s.art === 'BEF').map((s) => s.id);
}

// ----------------------------------------------------------------------------------- PUT buchung

type BookingRow = typeof bookings.$inferSelect;

/** The answer to a finished save, its lines in the booking's language; a repeated save answers the first booking's the same way. */
async function bookedResponse(ctx: EngineContext, db: Db, booking: BookingRow): Promise<C.SaveResponse> {
  const stored = (booking.priceLines as StoredPriceLine[]).map(fromStoredPriceLine);
  const lines = await nameLines(db, stored, languageOf(booking.locale));
  return {
    ergebnis: {
      satz: satz('BUCHUNG', BOOKED_TEXT),
      buchung: {
        status: 'erfolgt',
        vorgang: booking.processNumber,
        token: booking.token,
        bestaetigungpdf: confirmationPdfUrl(ctx.siteUrl(), booking.processNumber, booking.token),
        email: booking.email,
      },
      preise: { preis: lines.map(toPriceLine) },
      gesamtpreis: centsToDe(booking.totalCents),
      zahlungsbedingungen: toPaymentTerms({
        depositCents: booking.depositCents,
        depositDue: booking.depositDue,
        balanceCents: booking.balanceCents,
        balanceDue: booking.balanceDue,
      }),
    },
    booking: { vorgang: booking.processNumber, token: booking.token },
  };
}

function refusedSave(evaluation: Exclude<Evaluation, { kind: 'ok' }>): C.SaveResponse {
  const notBookable = evaluation.kind === 'not_bookable';
  return {
    ergebnis: {
      satz: notBookable ? satz('BUCHUNG', HINT.notBookable) : satz('HINWEIS', evaluation.hint),
      buchung: { status: notBookable ? 'nicht buchbar' : 'nicht möglich' },
    },
    booking: null,
  };
}

/** spec §5: terms and privacy always; annexes and product information unless it is a day trip. */
function checkConsents(journey: JourneyRow, consents: z.infer<typeof saveRequest>['consents']): void {
  const missing = missingConsents(journey.tripType, consents);
  if (missing.length > 0) {
    throw new ApiError(
      'invalid',
      'Consents are missing.',
      missing.map((key) => ({ path: `consents.${key}`, message: MSG.notChecked })),
    );
  }
}

/** JSON with the keys of every object sorted, so equal requests give equal text. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * What a save asks for, as a hash: the trip, the form, the consents and the language. Left out: the
 * idempotency key itself, the hold (the means, not the booking: a retry may carry a renewed one) and
 * the mail texts (composed by the caller from the same form).
 */
function requestHash(parsed: z.infer<typeof saveRequest>): string {
  const { idreise, form, consents, locale } = parsed;
  return createHash('sha256').update(stableJson({ idreise, form, consents, locale })).digest('hex');
}

/**
 * A save repeated with a key already used (Stripe's rule): the same request gets the first booking's
 * answer again; another request is refused with 422 and learns nothing of the first booking.
 */
async function repeatedSave(ctx: EngineContext, db: Db, first: BookingRow, hash: string): Promise<C.SaveResponse> {
  if (first.requestHash !== null && first.requestHash !== hash) {
    throw new ApiError(
      'idempotency_mismatch',
      'This idempotency key was already used for a different booking request. Use a new key for a new booking.',
    );
  }
  return bookedResponse(ctx, db, first);
}

async function bookingByIdempotencyKey(db: Db, key: string | undefined): Promise<BookingRow | undefined> {
  if (!key) return undefined;
  const [row] = await db.select().from(bookings).where(eq(bookings.idempotencyKey, key)).limit(1);
  return row;
}

function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

async function saveBooking(ctx: EngineContext, request: C.SaveRequest, owner: HoldOwner): Promise<C.SaveResponse> {
  const parsed = parse(saveRequest, request);
  const hash = requestHash(parsed);
  const form = normaliseForm(parsed.form) as BookingForm;
  const now = ctx.now();
  let result: C.SaveResponse;
  try {
    // The booking's claims (and the holds it ends) are announced once it committed; a save that
    // fails (a claim lost, a raced duplicate) rolls back and announces nothing.
    result = await changingAvailability(ctx.db, async (tx, changed) => {
      // Everything is read in the transaction: on PGlite every statement outside one queues for the
      // database once more, and a repeated save waits for the journey's lock anyway.
      const journey = await journeyByCode(tx, parsed.idreise);
      checkConsents(journey, parsed.consents);
      const serviceRows = await lockJourneyServices(tx, journey.id, ctx.locking);
      // A key used before answers the first booking; under the lock even a retry that raced the first save finds it.
      const first = await bookingByIdempotencyKey(tx, parsed.idempotency_key);
      if (first) return repeatedSave(ctx, tx, first, hash);
      if (serviceRows.length > 0) await cleanupExpiredHolds(tx, journey.id, now, coachIds(serviceRows));
      const ownHoldId = (await ownHold(tx, journey.id, parsed.reservierung ?? null, owner, now, changed))?.id ?? null;

      // An expired own hold is not trusted: everything is checked again against what is free now.
      const evaluation = await evaluateBooking(tx, { journey, form, services: serviceRows, now, ownHoldId });
      if (evaluation.kind !== 'ok') return refusedSave(evaluation);

      const bookingId = await nextBookingId(tx);

      const processNumber = formatProcessNumber(isoDay(now).slice(0, 4), bookingId);
      // The booking, its items and its first event in one statement (PGlite: one round trip on the
      // main thread instead of three); the foreign keys are checked at its end.
      const items = evaluation.claims.services.filter((c) => c.quantity > 0);
      const itemRows =
        items.length > 0
          ? tx.$with('items').as(
              tx
                .insert(bookingItems)
                .values(items.map((c) => ({ bookingId, serviceId: c.serviceId, quantity: c.quantity })))
                .returning({ id: bookingItems.id }),
            )
          : null;
      const created = tx.$with('created').as(
        tx
          .insert(bookingEvents)
          .values({
            bookingId,
            at: now,
            actor: 'customer',
            type: 'created',
            data: {
              processNumber,
              totalCents: evaluation.totalCents,
              paymentType: evaluation.form.payment,
              seats: evaluation.claims.seats,
              // the site it was booked on: later mails (the expiry sweep's) link there without SITE_URL
              siteUrl: ctx.siteUrl(),
            },
          })
          .returning({ id: bookingEvents.id }),
      );
      const [booking] = await tx
        .with(...(itemRows ? [itemRows, created] : [created]))
        .insert(bookings)
        .values({
          id: bookingId,
          processNumber,
          token: newBookingToken(),
          idempotencyKey: parsed.idempotency_key ?? null,
          requestHash: parsed.idempotency_key ? hash : null,
          journeyId: journey.id,
          ticketDateId: evaluation.claims.ticket?.ticketDateId ?? null,
          paymentType: evaluation.form.payment,
          totalCents: evaluation.totalCents,
          depositCents: evaluation.terms.depositCents,
          depositDue: evaluation.terms.depositDue,
          balanceCents: evaluation.terms.balanceCents,
          balanceDue: evaluation.terms.balanceDue,
          email: evaluation.form.main.email,
          locale: parsed.locale,
          form: evaluation.form,
          priceLines: evaluation.lines.map(toStoredPriceLine),
          createdAt: now,
        })
        .returning();
      if (ownHoldId) await releaseHold(tx, ownHoldId, changed);
      await enqueueBookingMails(tx, {
        bookingId,
        siteUrl: ctx.siteUrl(),
        processNumber,
        token: booking.token,
        email: booking.email,
        locale: parsed.locale,
        args: parsed.args,
        argsCustomer: parsed.argsCustomer,
        known: { booking, journey, boardingPoints: evaluation.boardingPoints },
      });
      // Stock is taken last: a claim keeps its rows locked until the commit, and a match date's row
      // is shared by every buyer of that match, so they queue only for this update and the commit,
      // not for the writes above. A claim that finds the stock gone rolls all of them back.
      await claimStock(tx, evaluation.claims, bookingId, ownHoldId, now, ctx.locking);
      changed.add(journey.id);
      return bookedResponse(ctx, tx, booking);
    });
  } catch (error) {
    if (error instanceof ClaimFailed)
      return refusedSave({ kind: 'hint', hint: error.what === 'ticket' ? HINT.ticketsLeft(0) : HINT.seatsLeft(0) });
    if (isUniqueViolation(error) && parsed.idempotency_key) {
      const winner = await bookingByIdempotencyKey(ctx.db, parsed.idempotency_key);
      if (winner) return repeatedSave(ctx, ctx.db, winner, hash);
    }
    throw error;
  }
  if (result.booking) kickOutbox(ctx.db);
  return result;
}

// -------------------------------------------------------------------------------- GET sitzplatz

async function getSeatPlans(ctx: EngineContext, params: C.SeatPlanParams): Promise<C.SeatPlanResponse> {
  const p = parse(seatPlanParams, params);
  const language = languageOf(p.translation);
  const journey = await journeyByCode(ctx.db, p.idreise);
  const serviceRows = await journeyServices(ctx.db, journey.id);
  const wanted = [p.idleistung_hin, p.idleistung_rueck].filter((id): id is number => id !== undefined);
  const coaches = wanted.map((id) => {
    const coach = serviceRows.find((s) => s.id === id && s.art === 'BEF');
    if (!coach) throw new ApiError('not_found', `Unknown coach ${id} for trip '${p.idreise}'`);
    return coach;
  });
  const availability = await loadAvailability(ctx.db, serviceRows, ctx.now(), p.reservierung ?? null);
  const wish = {
    wunsch_vornemittehinten: p.wunsch_vornemittehinten,
    wunsch_linksrechts: p.wunsch_linksrechts,
    wunsch_fenstergang: p.wunsch_fenstergang,
  };

  const plans = coaches.map((coach) => {
    const seatList = availability.seats.get(coach.id) ?? [];
    // The same count the list and the check use (lib/booking/free-places), not the open seats alone.
    const free = availability.services.get(coach.id)?.free ?? 0;
    const proposal =
      p.anzahl_personen > 0 && seatList.length > 0 ? proposeSeats(seatList, p.anzahl_personen, wish) : [];
    return { coach, seatList, free, proposal };
  });
  const short = plans.find((plan) => plan.proposal === null || plan.free < p.anzahl_personen);
  return {
    ergebnis: {
      ...(short ? { satz: satz('HINWEIS', HINT.seatsLeft(Math.min(...plans.map((plan) => plan.free)))) } : {}),
      sitzplaene: {
        sitzplan: plans.map(({ coach, seatList, free, proposal }) => {
          const options = new Set(short ? [] : (proposal ?? []));
          return {
            attr: { idleistung: coach.id, richtung: coach.direction === 'R' ? ('R' as const) : ('H' as const) },
            sitzplan_bezeichnung: withName(coach, language).name,
            reihen: Math.max(0, ...seatList.map((s) => s.row)),
            spalten: Math.max(0, ...seatList.map((s) => s.col)),
            frei: free,
            sitze: {
              sitz: seatList.map((s) => ({
                nummer: s.number,
                reihe: s.row,
                spalte: s.col,
                status: options.has(s.number) ? ('option' as const) : s.status,
                fenster: s.col === 1 || s.col === 5,
              })),
            },
          };
        }),
      },
    },
  };
}

// ---------------------------------------------------------------------------------- GET zustieg

async function getBoardingPoints(
  ctx: EngineContext,
  params: { idreise: string; zugang?: string },
): Promise<C.BoardingResponse> {
  const journey = await journeyByCode(ctx.db, params.idreise);
  const points = await journeyBoardingPointRows(ctx.db, journey.id);
  return { ergebnis: { zustiege: { zustieg: points.map(toBoardingPoint) } } };
}

// --------------------------------------------------------------------------- GET import/vorgang

async function importProcesses(
  ctx: EngineContext,
  params: { art: 'HIN'; buchungvon: string; buchungbis: string },
): Promise<{ ergebnis: { importiert: number } }> {
  const p = parse(importParams, params);
  const from = deToIso(p.buchungvon);
  const till = deToIso(p.buchungbis);
  if (!from || !till) {
    throw new ApiError('invalid', 'The request is not valid.', [
      { path: from ? 'buchungbis' : 'buchungvon', message: MSG.birthday },
    ]);
  }
  // Days of the operator: a booking at 00:30 in Munich belongs to that day, not the UTC one before.
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(
      and(sql`(${bookings.createdAt} at time zone 'Europe/Berlin')::date between ${from}::date and ${till}::date`),
    );
  return { ergebnis: { importiert: Number(row.n) } };
}
