/**
 * BookingApi on the built-in engine, in-process (no network hop). The calls of spec §7 go straight
 * to the engine; its capabilities are reshaped here into the site's model (ISO strings for dates,
 * the site's payment types), once, at the boundary.
 */
import type { BookingApi, BookingView, PaymentReturn } from './types';
import type { ContractApi } from './contract/calls';
import type { PaymentType } from '../booking/schema';
import { getDb } from '../db/client';
import { createEngine, type Engine } from '../engine';
import { env, isRemoteMode } from '../config/env';
import { ApiError } from './errors';
import type { BackofficeCapability } from '../backoffice/types';

let enginePromise: Promise<Engine> | undefined;

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
  enginePromise ??= getDb().then((db) => createEngine(db, { siteUrl: env().SITE_URL }));
  return enginePromise;
}

/**
 * TEST ONLY: answer from this engine (e.g. one on a test database) instead of the app's own;
 * `undefined` goes back to the app's database. The contract tests use it to run the real route
 * handlers against a seeded test database.
 */
export function setLocalEngine(next: Engine | undefined): void {
  enginePromise = next ? Promise.resolve(next) : undefined;
}

/** A call of spec §7: waits for the database once, then asks the engine. */
function call<K extends keyof ContractApi>(method: K): ContractApi[K] {
  return (async (...args: unknown[]) => {
    const fn = (await engine())[method] as (...a: unknown[]) => Promise<unknown>;
    return fn(...args);
  }) as ContractApi[K];
}

type FoundBooking = NonNullable<Awaited<ReturnType<Engine['bookings']['get']>>>;

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
    })),
    persons: doc.persons,
    documents,
  };
}

/** The built-in engine has every capability. */
export type LocalApi = BookingApi &
  Required<Pick<BookingApi, 'bookings' | 'payments' | 'documents' | 'paymentDeadline' | 'health' | 'backoffice'>>;

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
  saveBooking: call('saveBooking'),
  getSeatPlans: call('getSeatPlans'),
  getBoardingPoints: call('getBoardingPoints'),
  importProcesses: call('importProcesses'),
  listPaymentTypes: call('listPaymentTypes'),
  createPayment: call('createPayment'),

  bookings: {
    find: async (processNumber, email) => (await engine()).bookings.find(processNumber, email),
    get: async (key) => {
      const found = await (await engine()).bookings.get(key);
      return found ? toBookingView(found) : null;
    },
  },
  payments: {
    prepare: async (key, paymentType) => (await engine()).payments.prepare(key, paymentType),
    state: async (key) => (await engine()).payments.state(key),
    handleReturn: async (path): Promise<PaymentReturn | null> => {
      const outcome = await (await engine()).payments.handleReturn(path);
      if (!outcome) return null;
      const { kind, view, processNumber, token, paymentType } = outcome;
      return { kind, paymentState: view, processNumber, token, paymentType: paymentType as PaymentType };
    },
    handlePush: async (path, push) => (await engine()).payments.handlePush(path, push),
  },
  documents: {
    confirmationPdf: async (key) => (await engine()).documents.confirmationPdf(key),
    calendar: async (key) => (await engine()).documents.calendar(key),
  },
  paymentDeadline: {
    windowHours: async () => (await engine()).paymentWindowHours(),
  },
  health: async () => (await engine()).health(),
  backoffice: lazyBackoffice(),
};
