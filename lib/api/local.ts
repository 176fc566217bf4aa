/**
 * BookingApi on the built-in engine, in-process (no network hop). The calls of spec §7 go straight
 * to the engine; its capabilities are reshaped here into the site's model (ISO strings for dates,
 * the site's payment types), once, at the boundary.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { EXPIRED, type BookingApi, type BookingView, type Expired, type PaymentReturn } from './types';
import type { ContractApi } from './contract/calls';
import type { PaymentType } from '../booking/schema';
import { getDb } from '../db/client';
import { createEngine, type Engine } from '../engine';
import { fallbackSiteUrl, isRemoteMode } from '../config/env';
import { siteOrigin } from '../http/origin';
import { ApiError } from './errors';
import { isDatabaseUnavailable } from '../db/errors';
import { reportDatabaseUnavailable } from '../http/fault-status';
import { logError } from '../log';
import type { BackofficeCapability } from '../backoffice/types';

let enginePromise: Promise<Engine> | undefined;

/**
 * The public origin of the call in progress (SITE_URL, else its request's origin), for the links the
 * engine makes: it asks synchronously, so the origin is looked up before the call and kept here.
 */
const callOrigin = new AsyncLocalStorage<string>();
/** The engine's `siteUrl`: the origin of the call in progress, outside one `fallbackSiteUrl()`. */
export const engineSiteUrl = () => callOrigin.getStore() ?? fallbackSiteUrl();

/** Runs a call that makes links (PDF, payment return and push URLs, mails) with its request's origin. */
async function withOrigin<T>(run: () => Promise<T>): Promise<T> {
  const origin = await siteOrigin();
  return callOrigin.run(origin, run);
}

/** What the visitor is told while the database is away (503 with Retry-After, the 'try again' page). */
export const DATABASE_UNAVAILABLE = 'The booking database is not reachable right now. Please try again in a minute.';

function engine(): Promise<Engine> {
  // In remote mode there is no built-in engine (and no database): its contract server answers 501.
  if (!enginePromise && isRemoteMode()) {
    return Promise.reject(
      new ApiError(
        'not_implemented',
        'The built-in engine is off: this site runs on the booking system at API_BASE_URL.',
      ),
    );
  }
  if (!enginePromise) {
    const attempt = getDb().then((db) => createEngine(db, { siteUrl: engineSiteUrl }));
    enginePromise = attempt;
    // No cached failure: a database that was away at the first call is asked again on the next one.
    attempt.catch(() => {
      if (enginePromise === attempt) enginePromise = undefined;
    });
  }
  return enginePromise;
}

/**
 * What leaves the engine: its own errors (ApiError) as they are; the database being away as
 * 'unavailable' (503, the friendly page); any other failure logged here, scrubbed and at a bounded
 * rate, and passed on as a plain error without the query, its parameters or the driver's detail,
 * so nothing downstream (Next.js logs every error of a page) can write personal data to the log.
 */
function fromEngine(error: unknown, what: string): unknown {
  if (error instanceof ApiError) return error;
  if (isDatabaseUnavailable(error)) {
    logError('db.unavailable', 'database not reachable', error);
    reportDatabaseUnavailable();
    return new ApiError('unavailable', DATABASE_UNAVAILABLE);
  }
  logError(`engine.${what}`, `engine call ${what} failed`, error);
  const code =
    (error as { cause?: { code?: unknown }; code?: unknown })?.cause?.code ?? (error as { code?: unknown })?.code;
  return new Error(`The engine call ${what} failed${typeof code === 'string' ? ` (${code})` : ''}.`);
}

/** Runs one engine call; see `fromEngine` for what its failures become. */
type Links = 'links' | 'no-links';

async function guarded<T>(what: string, run: (engine: Engine) => Promise<T>, links: Links = 'no-links'): Promise<T> {
  try {
    const e = await engine();
    return await (links === 'links' ? withOrigin(() => run(e)) : run(e));
  } catch (error) {
    throw fromEngine(error, what);
  }
}

/**
 * TEST ONLY: answer from this engine (e.g. one on a test database) instead of the app's own;
 * `undefined` goes back to the app's database. The contract tests use it to run the real route
 * handlers against a seeded test database.
 */
export function setLocalEngine(next: Engine | undefined): void {
  enginePromise = next ? Promise.resolve(next) : undefined;
}

/**
 * A call of spec §7: waits for the database once, then asks the engine; `links`: the call makes links
 * (the save's PDF link and mails, a payment's return URLs), which get the request's origin.
 */
function call<K extends keyof ContractApi>(method: K, links: Links = 'no-links'): ContractApi[K] {
  return (async (...args: unknown[]) =>
    guarded(method, (e) => (e[method] as (...a: unknown[]) => Promise<unknown>)(...args), links)) as ContractApi[K];
}

type FoundBooking = Exclude<Awaited<ReturnType<Engine['bookings']['get']>>, null | Expired>;

/** The engine's booking document and payment state → the site's BookingView. */
function toBookingView({ document: doc, view, paymentDeadline, documents }: FoundBooking): BookingView {
  return {
    processNumber: doc.processNumber,
    token: doc.token,
    status: doc.status === 'cancelled' ? 'cancelled' : 'confirmed',
    // The column holds one of the form's payment types (lib/booking/schema), checked when it was saved.
    paymentType: doc.paymentType as PaymentType,
    paymentState: view,
    paidAt: doc.paidAt?.toISOString() ?? null,
    totalCents: doc.totalCents,
    depositCents: doc.depositCents,
    depositDue: doc.depositDue,
    balanceCents: doc.balanceCents,
    balanceDue: doc.balanceDue,
    paymentDeadline: paymentDeadline?.toISOString() ?? null,
    trip: {
      title: doc.journey.title,
      dateFrom: doc.journey.dateFrom,
      dateTill: doc.journey.dateTill,
      departure: doc.journey.departure,
    },
    travellers: doc.travellers.map((p) => ({
      name: p.name,
      boardingPoint: p.boardingPoint
        ? { city: p.boardingPoint.city, place: p.boardingPoint.place, time: p.boardingPoint.time }
        : null,
      seatOutbound: p.seatOutbound,
      seatReturn: p.seatReturn,
    })),
    match: doc.ticketDate ? { title: doc.ticketDate.title, kickoff: doc.ticketDate.dateFrom } : null,
    persons: doc.persons,
    documents,
  };
}

/** The built-in engine has every capability. */
export type LocalApi = BookingApi &
  Required<
    Pick<
      BookingApi,
      'bookings' | 'payments' | 'documents' | 'paymentDeadline' | 'health' | 'backoffice' | 'announcesAvailability'
    >
  >;

/** Every method of the engine's back office, each waiting for the database first. */
function lazyBackoffice(): BackofficeCapability {
  const desk =
    <K extends keyof BackofficeCapability>(key: K) =>
    (method: string) =>
    async (...args: unknown[]) => {
      const part = (await engine()).backoffice[key] as unknown as Record<string, (...a: unknown[]) => unknown>;
      return part[method](...args);
    };
  const build = <K extends Exclude<keyof BackofficeCapability, 'dashboard'>>(key: K, methods: string[]) =>
    Object.fromEntries(methods.map((m) => [m, desk(key)(m)])) as unknown as BackofficeCapability[K];
  return {
    auth: build('auth', ['signIn', 'session', 'signOut']),
    dashboard: async (actor) => (await engine()).backoffice.dashboard(actor),
    bookings: build('bookings', ['search', 'get', 'cancel', 'resendConfirmation']),
    departures: build('departures', ['list', 'passengers']),
    mails: build('mails', ['list', 'get', 'resend', 'pulse']),
    trips: build('trips', ['list', 'get', 'setOnline', 'setServiceClosed', 'setFree']),
    users: build('users', ['list', 'create', 'update', 'setPassword']),
    checkin: build('checkin', ['list', 'scan']),
  };
}

export const localApi: LocalApi = {
  listJourneys: call('listJourneys'),
  getJourney: call('getJourney'),
  listMenus: call('listMenus'),
  listBlogs: call('listBlogs'),
  listCategories: call('listCategories'),
  listCountries: call('listCountries'),
  listBoardingPoints: call('listBoardingPoints'),
  getArticle: call('getArticle'),
  listArticles: call('listArticles'),
  getTripServices: call('getTripServices'),
  checkBooking: call('checkBooking'),
  saveBooking: call('saveBooking', 'links'),
  getSeatPlans: call('getSeatPlans'),
  getBoardingPoints: call('getBoardingPoints'),
  importProcesses: call('importProcesses'),
  listPaymentTypes: call('listPaymentTypes'),
  createPayment: call('createPayment', 'links'),

  bookings: {
    find: (processNumber, email) => guarded('bookings.find', (e) => e.bookings.find(processNumber, email)),
    get: (key) =>
      guarded('bookings.get', async (e) => {
        const found = await e.bookings.get(key);
        return found === EXPIRED || found === null ? found : toBookingView(found);
      }),
  },
  payments: {
    prepare: (key, paymentType) => guarded('payments.prepare', (e) => e.payments.prepare(key, paymentType), 'links'),
    // Both ask the provider first, and a payment found complete sends its confirmation mail.
    state: (key) => guarded('payments.state', (e) => e.payments.state(key), 'links'),
    handleReturn: (path) =>
      guarded(
        'payments.handleReturn',
        async (e): Promise<PaymentReturn | null> => {
          const outcome = await e.payments.handleReturn(path);
          if (!outcome) return null;
          const { kind, view, processNumber, token, paymentType } = outcome;
          return { kind, paymentState: view, processNumber, token, paymentType: paymentType as PaymentType };
        },
        'links',
      ),
    handlePush: (path, push) => guarded('payments.handlePush', (e) => e.payments.handlePush(path, push), 'links'),
  },
  documents: {
    confirmationPdf: (key) => guarded('documents.confirmationPdf', (e) => e.documents.confirmationPdf(key), 'links'),
    calendar: (key) => guarded('documents.calendar', (e) => e.documents.calendar(key), 'links'),
  },
  paymentDeadline: {
    windowHours: () => guarded('paymentWindowHours', (e) => e.paymentWindowHours()),
  },
  health: () => guarded('health', (e) => e.health()),
  backoffice: lazyBackoffice(),
  announcesAvailability: true,
};
