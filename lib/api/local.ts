/**
 * BookingApi on the built-in engine, in-process (no network hop). The calls of spec §7 go straight
 * to the engine; its capabilities are reshaped here into the site's model (ISO strings for dates,
 * the site's payment types), once, at the boundary.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { BookingApi, BookingView, PaymentReturn } from './types';
import type { ContractApi } from './contract/calls';
import type { PaymentType } from '../booking/schema';
import { getDb } from '../db/client';
import { createEngine, type Engine } from '../engine';
import { fallbackSiteUrl, isRemoteMode } from '../config/env';
import { siteOrigin } from '../http/origin';
import { ApiError } from './errors';

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
  enginePromise ??= getDb().then((db) => createEngine(db, { siteUrl: engineSiteUrl }));
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

/**
 * A call of spec §7: waits for the database once, then asks the engine; `links`: the call makes links
 * (the save's PDF link and mails, a payment's return URLs), which get the request's origin.
 */
function call<K extends keyof ContractApi>(method: K, links: 'links' | 'no-links' = 'no-links'): ContractApi[K] {
  return (async (...args: unknown[]) => {
    const fn = (await engine())[method] as (...a: unknown[]) => Promise<unknown>;
    return links === 'links' ? withOrigin(() => fn(...args)) : fn(...args);
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
    match: doc.ticketDate ? { title: doc.ticketDate.title, kickoff: doc.ticketDate.dateFrom } : null,
    persons: doc.persons,
    documents,
  };
}

/** The built-in engine has every capability. */
export type LocalApi = BookingApi &
  Required<Pick<BookingApi, 'bookings' | 'payments' | 'documents' | 'paymentDeadline' | 'health'>>;

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
    find: async (processNumber, email) => (await engine()).bookings.find(processNumber, email),
    get: async (key) => {
      const found = await (await engine()).bookings.get(key);
      return found ? toBookingView(found) : null;
    },
  },
  payments: {
    prepare: async (key, paymentType) => {
      const payments = (await engine()).payments;
      return withOrigin(() => payments.prepare(key, paymentType));
    },
    // Both ask the provider first, and a payment found complete sends its confirmation mail.
    state: async (key) => {
      const payments = (await engine()).payments;
      return withOrigin(() => payments.state(key));
    },
    handleReturn: async (path): Promise<PaymentReturn | null> => {
      const payments = (await engine()).payments;
      const outcome = await withOrigin(() => payments.handleReturn(path));
      if (!outcome) return null;
      const { kind, view, processNumber, token, paymentType } = outcome;
      return { kind, paymentState: view, processNumber, token, paymentType: paymentType as PaymentType };
    },
    handlePush: async (path, push) => {
      const payments = (await engine()).payments;
      return withOrigin(() => payments.handlePush(path, push));
    },
  },
  documents: {
    confirmationPdf: async (key) => {
      const documents = (await engine()).documents;
      return withOrigin(() => documents.confirmationPdf(key));
    },
    calendar: async (key) => {
      const documents = (await engine()).documents;
      return withOrigin(() => documents.calendar(key));
    },
  },
  paymentDeadline: {
    windowHours: async () => (await engine()).paymentWindowHours(),
  },
  health: async () => (await engine()).health(),
};
