/**
 * The built-in booking engine: a real booking system on the database, answering the contract's
 * shapes so it can stand behind BookingApi in-process (lib/api/local.ts) and behind the HTTP routes.
 * It knows nothing of HTTP or React. Each area lives in its own module; this file composes them.
 */
import type { Db } from '../db/client';
import type { BookingApi } from '../api/types';
import { createCatalogue } from './catalogue';
import { createBookingSystem } from './booking';
import { createPayments } from './payments';

export interface EngineOptions {
  /** The engine's clock; tests pin it. */
  now?: () => Date;
  /**
   * TEST ONLY (the concurrency test's control run, as pretix's debug flags): `false` takes the row
   * lock and the claims' stock conditions out of the check and the save, to show the oversell they
   * prevent. Production never sets it (lint: no `locking: false` outside tests).
   */
  locking?: boolean;
  /** Public origin used in links (PDF, payment return URLs). */
  siteUrl?: string;
}

export interface EngineContext {
  db: Db;
  now: () => Date;
  /** Row locks and stock conditions on (always, but in the control run). */
  locking: boolean;
  siteUrl: string;
}

export type Engine = BookingApi;

export function createEngine(db: Db, options: EngineOptions = {}): Engine {
  const ctx: EngineContext = {
    db,
    now: options.now ?? (() => new Date()),
    locking: options.locking ?? true,
    siteUrl: options.siteUrl ?? process.env.SITE_URL ?? 'http://localhost:3000',
  };
  return { ...createCatalogue(ctx), ...createBookingSystem(ctx), ...createPayments(ctx) };
}
