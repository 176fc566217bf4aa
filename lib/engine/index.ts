/**
 * The built-in booking engine: a real booking system on the database. It answers the calls of spec
 * §7 in the contract's shapes and has every optional capability (find my booking, payments beyond §7,
 * documents, payment deadline, health); lib/api/local.ts adapts it to BookingApi and the site model.
 * It knows only the contract of lib/api, nothing of HTTP or React. Each area lives in its own module;
 * this file composes them.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { ContractApi } from '../api/contract/calls';
import { env, fallbackSiteUrl } from '../config/env';
import { createCatalogue } from './catalogue';
import { createBookingSystem } from './booking';
import { createDocuments } from './documents';
import { createBookingLookup } from './find-booking';
import { createPaymentCapability, createPayments } from './payments';
import { overdueInvoices, type OverdueInvoice } from './invoices';
import { createBackoffice } from './backoffice';
import type { BackofficeCapability } from '../backoffice/types';

export interface EngineOptions {
  /** The engine's clock; tests pin it. */
  now?: () => Date;
  /**
   * TEST ONLY (the concurrency test's control run, as pretix's debug flags): `false` takes the row
   * lock and the claims' stock conditions out of the check and the save, to show the oversell they
   * prevent. Production never sets it (lint: no `locking: false` outside tests).
   */
  locking?: boolean;
  /**
   * Public origin used in links (PDF, payment return URLs, mails): a fixed one, or asked at each use
   * (the app's: SITE_URL, else the current request's origin). Default: `fallbackSiteUrl()`.
   */
  siteUrl?: string | (() => string);
  /**
   * This server's own origin, for what the server sends to itself (the sandbox provider's payment
   * push): never a request's host (issue 26). Default: a fixed `siteUrl` (tests, scripts), else
   * `fallbackSiteUrl()` (SITE_URL, else the address server.mjs listens on).
   */
  serverUrl?: string;
}

export interface EngineContext {
  db: Db;
  now: () => Date;
  /** Row locks and stock conditions on (always, but in the control run). */
  locking: boolean;
  /** The public origin for the link being made now (see EngineOptions.siteUrl). */
  siteUrl: () => string;
  /** This server's own origin (see EngineOptions.serverUrl). */
  serverUrl: () => string;
}

export interface Engine extends ContractApi {
  /** Find my booking. */
  bookings: ReturnType<typeof createBookingLookup>;
  /** Payment preparation, state, return pages and the provider's verified push. */
  payments: ReturnType<typeof createPaymentCapability>;
  /** The confirmation PDF and the calendar file by token. */
  documents: ReturnType<typeof createDocuments>;
  /** How long an unpaid online booking waits for its payment (expiry.ts). */
  paymentWindowHours(): Promise<number>;
  /** Invoice bookings past their due date without a recorded payment (invoices.ts), for the back office. */
  overdueInvoices(today: string): Promise<OverdueInvoice[]>;
  /** Resolves once the database answers. */
  health(): Promise<void>;
  /** Staff sign-in and the back office's desks (spec §3/§6). */
  backoffice: BackofficeCapability;
}

function siteUrlOf(option: EngineOptions['siteUrl']): () => string {
  if (typeof option === 'function') return option;
  if (option) return () => option;
  return fallbackSiteUrl;
}

export function createEngine(db: Db, options: EngineOptions = {}): Engine {
  const ctx: EngineContext = {
    db,
    now: options.now ?? (() => new Date()),
    locking: options.locking ?? true,
    siteUrl: siteUrlOf(options.siteUrl),
    serverUrl: siteUrlOf(options.serverUrl ?? (typeof options.siteUrl === 'string' ? options.siteUrl : undefined)),
  };
  return {
    ...createCatalogue(ctx),
    ...createBookingSystem(ctx),
    ...createPayments(ctx),
    bookings: createBookingLookup(ctx),
    payments: createPaymentCapability(ctx),
    documents: createDocuments(ctx),
    backoffice: createBackoffice(ctx),
    paymentWindowHours: async () => env().PAYMENT_WINDOW_HOURS,
    overdueInvoices: (today) => overdueInvoices(db, today),
    health: async () => {
      await db.execute(sql`select 1`);
    },
  };
}
