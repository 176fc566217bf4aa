/**
 * The server side of the booking form (ARCHITECTURE "The one idea"): the browser sends form data
 * only, this module validates it with the shared zod schemas and composes the contract requests of
 * spec §7 for the configured BookingApi, the in-process engine or the operator's own system. What
 * the browser must not choose is added here: the mail texts (`args`/`argsCustomer`), the language,
 * the import dates. The answers are reshaped into the site model (lib/api/reshape) before they leave
 * the server: the browser never meets a wire field. Every answer is an ActionResult: bad input is a
 * translated message naming the fields, any other failure a translated message, never a thrown error.
 *
 * The visitor (./visitor) comes along where holds matter (issue 11): price checks and saves are
 * rate-limited per client address (./rate-limit, answered as 'rate_limited' with the wait), and the
 * visitor's remembered hold on the trip is sent as `reservierung`, with the hashed visitor and address
 * for the engine's hold rules. Without a visitor (tests, internal calls) neither happens.
 */
import 'server-only';
import { z } from 'zod';
import { createTranslator } from 'next-intl';
import { ApiError } from '../api/errors';
import type { BookingApi } from '../api/types';
import { checkRequest, seatPlanParams } from '../api/contract/schemas';
import type {
  BoardingPoint,
  CheckResult,
  PaymentTypeOption,
  SaveResult,
  SeatPlans,
  TripService,
  TripSummary,
} from '../api/model';
import {
  reshapeBoardingPoints,
  reshapeCheck,
  reshapePaymentTypes,
  reshapeSave,
  reshapeSeatPlans,
  reshapeTripServices,
} from '../api/reshape';
import type { ActionResult, FieldProblem } from '../booking/action-result';
import { maxTravellers, todayDe } from '../booking/rules';
import { consentsSchema, MSG } from '../booking/schema';
import { MAX_ID, unsafeTextPath } from '../http/input';
import { apiTranslation, type Locale } from '../i18n/locales';
import { loadMessages } from '../i18n/messages';
import { siteOrigin } from '../http/origin';
import { logError } from '../log';
import { isOnlinePaymentType } from '../api/contract/site-paths';
import { downPaymentCents } from '../booking/down-payment';
import { bookingMails } from './booking-mail';
import { invalidateJourney } from './catalogue';
import { composePaymentRequest, sealPaymentRequest } from './payment';
import { limit, type Bucket } from './rate-limit';
import type { BookingVisitor } from './visitor';

const tripCode = z.string().trim().min(1).max(64);

/**
 * Check: the trip, the form and the visitor's own hold to renew (the one the site remembers for the
 * visitor wins). `journeyId` names the trip whose cached pages show the places the hold takes.
 */
export const checkInput = checkRequest.extend({ journeyId: z.number().int().positive().optional() });
export type CheckInput = z.input<typeof checkInput>;

/** Save: as the check, plus the journey (for the mail texts), the consents and the double-click key. */
export const saveInput = checkRequest.extend({
  journeyId: z.number().int().positive().max(MAX_ID),
  consents: consentsSchema,
  idempotencyKey: z.string().min(8).max(100),
});
export type SaveInput = z.input<typeof saveInput>;

/** Seat plans: the contract's parameters without its access parameter (`zugang`), which is the server's. */
export const seatPlanInput = seatPlanParams.omit({ zugang: true });
export type SeatPlanInput = z.input<typeof seatPlanInput>;

function issues(error: z.ZodError): FieldProblem[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

type Messages = typeof import('../../messages/de.json');

async function bookingTexts(locale: Locale) {
  return createTranslator({ locale, messages: (await loadMessages(locale)) as Messages, namespace: 'booking' });
}

/** Input that fails its schema: the form's 'check your input' message with the fields at fault. */
async function invalid<T>(locale: Locale, fields: FieldProblem[]): Promise<ActionResult<T>> {
  const t = await bookingTexts(locale);
  return { ok: false, error: 'invalid', message: t('checkInput'), fields };
}

/**
 * Spends a point of the visitor's client address in `bucket`; over the limit, the form's message
 * with the wait (the server action's 429). Without a visitor nothing is counted.
 */
async function rateLimited(
  locale: Locale,
  bucket: Bucket,
  visitor: BookingVisitor | undefined,
): Promise<Extract<ActionResult<never>, { error: 'rate_limited' }> | undefined> {
  if (!visitor) return undefined;
  const verdict = await limit(bucket, visitor.address);
  if (verdict.ok) return undefined;
  const t = await bookingTexts(locale);
  const seconds = verdict.retryAfterSeconds;
  return {
    ok: false,
    error: 'rate_limited',
    message: t('tooManyRequests', { seconds }),
    fields: [],
    retryAfterSeconds: seconds,
  };
}

/** The hold to renew on a trip: the visitor's remembered one, else the one the form names. */
function ownHold(visitor: BookingVisitor | undefined, idreise: string, named: string | undefined) {
  return visitor?.holdFor(idreise) ?? named;
}

/** Runs one call of the BookingApi; its refusal of the input or any failure becomes a message. */
async function attempt<T>(locale: Locale, what: string, call: () => Promise<T>): Promise<ActionResult<T>> {
  try {
    return { ok: true, data: await call() };
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'invalid' && error.fields.length > 0) {
      return invalid(locale, error.fields);
    }
    const t = await bookingTexts(locale);
    // the save's key came back with another form (Stripe's rule): nothing of the first booking is shown
    if (error instanceof ApiError && error.kind === 'idempotency_mismatch') {
      return { ok: false, error: 'failed', message: t('sentWithOtherDetails'), fields: [] };
    }
    logError(`booking.${what}`, `booking ${what} failed`, error);
    return { ok: false, error: 'failed', message: t('requestFailed'), fields: [] };
  }
}

async function parsed<S extends z.ZodType, T>(
  locale: Locale,
  schema: S,
  input: unknown,
  then: (value: z.output<S>) => Promise<ActionResult<T>>,
): Promise<ActionResult<T>> {
  // The request boundary (lib/http/input): text no field may hold, before any schema looks at it.
  const unsafe = unsafeTextPath(input);
  if (unsafe !== null) return invalid(locale, [{ path: unsafe, message: MSG.invalidCharacters }]);
  const result = schema.safeParse(input);
  return result.success ? then(result.data) : invalid(locale, issues(result.error));
}

/**
 * The trip's services (room types, extras, coaches) named in the visitor's language, for the booking page and its form, with the
 * free counts the visitor holding `ownHoldId` sees: their own hold is free to them (issue 11).
 */
export async function readTripServices(
  api: BookingApi,
  code: string,
  locale: Locale,
  ownHoldId?: string,
): Promise<TripService[]> {
  return reshapeTripServices(
    await api.getTripServices(code, {
      translation: apiTranslation(locale),
      ...(ownHoldId && { reservierung: ownHoldId }),
    }),
  );
}

/**
 * Whether the booking page offers its form (spec §2), by the rule of the trip page and the lists
 * (lib/booking/free-places), seen by this visitor: the trip page counts every live hold, so a trip
 * whose last places the visitor holds shows 'ausgebucht' there, while the booking page, counting the
 * visitor's own hold as free, still lets them book it. A trip closed or started stays closed.
 */
export function bookableForVisitor(
  trip: Pick<TripSummary, 'bookableOnline' | 'freePlaces' | 'startDate'>,
  visitorServices: TripService[] | undefined,
  today: string,
): boolean {
  if (trip.bookableOnline) return true;
  // Not bookable although places are free: the operator closed it, or it has started.
  if (trip.freePlaces > 0 || trip.startDate <= today || !visitorServices) return false;
  return maxTravellers(visitorServices) >= 1;
}

/** The trip's announced boarding points in the order given (spec §5 drops 'wird noch bekannt gegeben'). */
export async function readBoardingPoints(api: BookingApi, code: string): Promise<BoardingPoint[]> {
  return reshapeBoardingPoints((await api.getBoardingPoints({ idreise: code })).ergebnis.zustiege.zustieg);
}

/** The payment types the booking system offers and the site knows. */
export async function readPaymentTypes(api: BookingApi): Promise<PaymentTypeOption[]> {
  return reshapePaymentTypes(await api.listPaymentTypes());
}

export function tripServices(
  api: BookingApi,
  locale: Locale,
  idreise: unknown,
  visitor?: BookingVisitor,
): Promise<ActionResult<TripService[]>> {
  return parsed(locale, tripCode, idreise, (code) =>
    attempt(locale, 'trip services', () => readTripServices(api, code, locale, visitor?.holdFor(code))),
  );
}

export function boardingPoints(
  api: BookingApi,
  locale: Locale,
  idreise: unknown,
): Promise<ActionResult<BoardingPoint[]>> {
  return parsed(locale, tripCode, idreise, (code) =>
    attempt(locale, 'boarding points', () => readBoardingPoints(api, code)),
  );
}

export function paymentTypes(api: BookingApi, locale: Locale): Promise<ActionResult<PaymentTypeOption[]>> {
  return attempt(locale, 'payment types', () => readPaymentTypes(api));
}

export function seatPlans(
  api: BookingApi,
  locale: Locale,
  input: unknown,
  visitor?: BookingVisitor,
): Promise<ActionResult<SeatPlans>> {
  return parsed(locale, seatPlanInput, input, ({ reservierung, ...params }) => {
    const own = ownHold(visitor, params.idreise, reservierung);
    return attempt(locale, 'seat plans', async () =>
      reshapeSeatPlans(
        await api.getSeatPlans({ ...params, ...(own && { reservierung: own }), translation: apiTranslation(locale) }),
      ),
    );
  });
}

/**
 * POST {booking}/buchung: availability and price check, placing or renewing the visitor's hold (one
 * per trip: the one remembered for them is renewed, issue 11), which is then remembered for the trip.
 * A hold takes places, so the trip's cached pages are expired: the trip page and the booking page
 * count the same places.
 */
export async function check(
  api: BookingApi,
  locale: Locale,
  input: unknown,
  visitor?: BookingVisitor,
): Promise<ActionResult<CheckResult>> {
  const refused = await rateLimited(locale, 'price-check', visitor);
  if (refused) return refused;
  return parsed(locale, checkInput, input, async ({ idreise, form, reservierung, journeyId }) => {
    const own = ownHold(visitor, idreise, reservierung);
    const result = await attempt(locale, 'check', async () =>
      reshapeCheck(
        await api.checkBooking({ idreise, form, ...(own && { reservierung: own }), locale }, visitor?.owner),
      ),
    );
    if (!result.ok || result.data.outcome !== 'possible') return result;
    await visitor?.remember(idreise, result.data.hold);
    // The engine announces its holds itself (lib/site/invalidation); a remote's are expired here.
    if (result.data.hold && journeyId !== undefined && !api.announcesAvailability) invalidateJourney(journeyId);
    return result;
  });
}

/**
 * PUT {booking}/buchung: the save. The mail texts come from the server's templates, for the trip as
 * the booking system names it: the booker's in the visitor's language, the office's in German;
 * whatever else the browser sent is dropped.
 *
 * Paid online on a backend without the payments capability (the operator's system), the payment
 * request is composed here too (./payment): the amount is the down payment of a check this server
 * runs right before the save (never the browser's), the payer the booker just saved.
 */
export async function save(
  api: BookingApi,
  locale: Locale,
  input: unknown,
  /** The public origin for the payment's return URLs; default: SITE_URL, else the request's. */
  siteUrl?: string,
  visitor?: BookingVisitor,
): Promise<ActionResult<SaveResult>> {
  const refused = await rateLimited(locale, 'save', visitor);
  if (refused) return refused;
  return parsed(
    locale,
    saveInput,
    input,
    async ({ journeyId, idreise, form, reservierung: named, consents, idempotencyKey }) => {
      const reservierung = ownHold(visitor, idreise, named);
      const journeyIn = (language: Locale) =>
        attempt(locale, 'journey', () => api.getJourney(journeyId, { translation: apiTranslation(language) }));
      const [journey, german] = await Promise.all([journeyIn(locale), locale === 'de' ? undefined : journeyIn('de')]);
      if (!journey.ok) return journey;
      if (german && !german.ok) return german;
      const trip = journey.data.data;
      const officeTrip = german ? german.data.data : trip;
      // The journey only names the trip for the mails: it must be the trip that is booked.
      if (!trip || !officeTrip || trip.date.code !== idreise)
        return invalid(locale, [{ path: 'idreise', message: 'notice.empty' }]);
      const mailTrip = (j: typeof trip) => ({
        title: j.title,
        code: idreise,
        dateFrom: j.date_from.slice(0, 10),
        matches: j.dates,
      });
      const mails = await bookingMails(mailTrip(trip), form, locale, mailTrip(officeTrip));
      const paymentType = !api.payments && isOnlinePaymentType(form.payment) ? form.payment : undefined;
      let amountCents: number | undefined;
      if (paymentType) {
        const checked = await attempt(locale, 'check before save', async () =>
          reshapeCheck(
            await api.checkBooking({ idreise, form, ...(reservierung && { reservierung }), locale }, visitor?.owner),
          ),
        );
        if (!checked.ok) return checked;
        // Not bookable now: the save would be refused too. The form shows the check's notice.
        if (checked.data.outcome !== 'possible') {
          const { outcome, notice } = checked.data;
          return { ok: true, data: { outcome, ...(notice !== undefined && { notice }) } };
        }
        amountCents = downPaymentCents(checked.data.paymentTerms, checked.data.totalCents);
      }
      const saved = await attempt(locale, 'save', async () =>
        reshapeSave(
          await api.saveBooking(
            {
              idreise,
              form,
              ...(reservierung && { reservierung }),
              consents,
              idempotency_key: idempotencyKey,
              locale,
              ...mails,
            },
            visitor?.owner,
          ),
        ),
      );
      const booked = saved.ok ? saved.data.booking : undefined;
      // the trip's free places changed: its cached pages show it at once, not after the revalidation
      // time (the built-in engine announces its saves itself, lib/site/invalidation)
      if (booked && !api.announcesAvailability) invalidateJourney(journeyId);
      // the booking took the hold's places: nothing of it is left to renew
      if (booked) await visitor?.remember(idreise, null);
      if (!saved.ok || !booked?.processNumber || !paymentType || amountCents === undefined) return saved;
      const request = composePaymentRequest({
        siteUrl: siteUrl ?? (await siteOrigin()),
        booking: { processNumber: booked.processNumber, token: booked.token },
        form,
        paymentType,
        amountCents,
      });
      // The booking stands either way; without a request the payment dialog cannot start the payment.
      if (!request) {
        logError(
          'booking.payment-request',
          `no payment request for ${booked.processNumber}: the saved data do not make one`,
        );
        return saved;
      }
      return {
        ok: true,
        data: { ...saved.data, booking: { ...booked, paymentTicket: sealPaymentRequest(request) } },
      };
    },
  );
}

/** spec §4/§7: after every booking attempt the day's processes are imported; the result is ignored. */
export async function importToday(api: BookingApi): Promise<void> {
  const today = todayDe();
  await api.importProcesses({ art: 'HIN', buchungvon: today, buchungbis: today }).catch((error: unknown) => {
    logError('booking.import', 'import failed', error);
  });
}
