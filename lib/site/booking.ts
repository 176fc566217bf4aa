/**
 * The server side of the booking form (ARCHITECTURE "The one idea"): the browser sends form data
 * only, this module validates it with the shared zod schemas and composes the contract requests of
 * spec §7 for the configured BookingApi, the in-process engine or the operator's own system. What
 * the browser must not choose is added here: the mail texts (`args`/`argsCustomer`), the language,
 * the import dates. The answers are reshaped into the site model (lib/api/reshape) before they leave
 * the server: the browser never meets a wire field. Every answer is an ActionResult: bad input is a
 * translated message naming the fields, any other failure a translated message, never a thrown error.
 */
import 'server-only';
import { z } from 'zod';
import { createTranslator } from 'next-intl';
import { ApiError } from '../api/errors';
import type { BookingApi } from '../api/types';
import { checkRequest, seatPlanParams } from '../api/contract/schemas';
import type { BoardingPoint, CheckResult, PaymentTypeOption, SaveResult, SeatPlans, TripService } from '../api/model';
import {
  reshapeBoardingPoints,
  reshapeCheck,
  reshapePaymentTypes,
  reshapeSave,
  reshapeSeatPlans,
  reshapeTripServices,
} from '../api/reshape';
import type { ActionResult, FieldProblem } from '../booking/action-result';
import { todayDe } from '../booking/rules';
import { consentsSchema } from '../booking/schema';
import { apiTranslation, type Locale } from '../i18n/locales';
import { loadMessages } from '../i18n/messages';
import { env } from '../config/env';
import { isOnlinePaymentType } from '../api/contract/site-paths';
import { downPaymentCents } from '../booking/down-payment';
import { bookingMails } from './booking-mail';
import { invalidateJourney } from './catalogue';
import { composePaymentRequest, sealPaymentRequest } from './payment';

const tripCode = z.string().trim().min(1).max(64);

/** Check: the trip, the form and the visitor's own hold to renew. */
export const checkInput = checkRequest;
export type CheckInput = z.input<typeof checkInput>;

/** Save: as the check, plus the journey (for the mail texts), the consents and the double-click key. */
export const saveInput = checkRequest.extend({
  journeyId: z.number().int().positive(),
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

/** Runs one call of the BookingApi; its refusal of the input or any failure becomes a message. */
async function attempt<T>(locale: Locale, what: string, call: () => Promise<T>): Promise<ActionResult<T>> {
  try {
    return { ok: true, data: await call() };
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'invalid' && error.fields.length > 0) {
      return invalid(locale, error.fields);
    }
    console.error(`[booking] ${what} failed:`, error);
    const t = await bookingTexts(locale);
    return { ok: false, error: 'failed', message: t('requestFailed'), fields: [] };
  }
}

async function parsed<S extends z.ZodType, T>(
  locale: Locale,
  schema: S,
  input: unknown,
  then: (value: z.output<S>) => Promise<ActionResult<T>>,
): Promise<ActionResult<T>> {
  const result = schema.safeParse(input);
  return result.success ? then(result.data) : invalid(locale, issues(result.error));
}

/** The trip's services (room types, extras, coaches) named in the visitor's language, for the booking page and its form. */
export async function readTripServices(api: BookingApi, code: string, locale: Locale): Promise<TripService[]> {
  return reshapeTripServices(await api.getTripServices(code, { translation: apiTranslation(locale) }));
}

/** The trip's announced boarding points in the order given (spec §5 drops 'wird noch bekannt gegeben'). */
export async function readBoardingPoints(api: BookingApi, code: string): Promise<BoardingPoint[]> {
  return reshapeBoardingPoints((await api.getBoardingPoints({ idreise: code })).ergebnis.zustiege.zustieg);
}

/** The payment types the booking system offers and the site knows. */
export async function readPaymentTypes(api: BookingApi): Promise<PaymentTypeOption[]> {
  return reshapePaymentTypes(await api.listPaymentTypes());
}

export function tripServices(api: BookingApi, locale: Locale, idreise: unknown): Promise<ActionResult<TripService[]>> {
  return parsed(locale, tripCode, idreise, (code) =>
    attempt(locale, 'trip services', () => readTripServices(api, code, locale)),
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

export function seatPlans(api: BookingApi, locale: Locale, input: unknown): Promise<ActionResult<SeatPlans>> {
  return parsed(locale, seatPlanInput, input, (params) =>
    attempt(locale, 'seat plans', async () =>
      reshapeSeatPlans(await api.getSeatPlans({ ...params, translation: apiTranslation(locale) })),
    ),
  );
}

/** POST {booking}/buchung: availability and price check, placing or renewing the hold; lines named in the visitor's language. */
export function check(api: BookingApi, locale: Locale, input: unknown): Promise<ActionResult<CheckResult>> {
  return parsed(locale, checkInput, input, ({ idreise, form, reservierung }) =>
    attempt(locale, 'check', async () =>
      reshapeCheck(await api.checkBooking({ idreise, form, ...(reservierung && { reservierung }), locale })),
    ),
  );
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
export function save(
  api: BookingApi,
  locale: Locale,
  input: unknown,
  siteUrl: string = env().SITE_URL,
): Promise<ActionResult<SaveResult>> {
  return parsed(
    locale,
    saveInput,
    input,
    async ({ journeyId, idreise, form, reservierung, consents, idempotencyKey }) => {
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
          reshapeCheck(await api.checkBooking({ idreise, form, ...(reservierung && { reservierung }), locale })),
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
          await api.saveBooking({
            idreise,
            form,
            ...(reservierung && { reservierung }),
            consents,
            idempotency_key: idempotencyKey,
            locale,
            ...mails,
          }),
        ),
      );
      const booked = saved.ok ? saved.data.booking : undefined;
      // the trip's free places changed: its cached pages show it at once, not after the revalidation time
      if (booked) invalidateJourney(journeyId);
      if (!saved.ok || !booked?.processNumber || !paymentType || amountCents === undefined) return saved;
      const request = composePaymentRequest({
        siteUrl,
        booking: { processNumber: booked.processNumber, token: booked.token },
        form,
        paymentType,
        amountCents,
      });
      // The booking stands either way; without a request the payment dialog cannot start the payment.
      if (!request) {
        console.error(`[booking] no payment request for ${booked.processNumber}: the saved data do not make one`);
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
    console.error('[booking] import failed:', error);
  });
}
