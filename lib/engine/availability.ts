/**
 * "Availability changed" (ARCHITECTURE: every change of availability invalidates the cached pages of
 * that journey in one place). Whatever changes a journey's free places – a save, a cancellation, the
 * expiry of an unpaid booking, a confirmed payment, a hold placed, refilled, released or expired, a
 * staff change – names the journey here, and the listeners hear of it once the transaction that made
 * the change has COMMITTED: never for work that was rolled back, never before another instance could
 * read the change. The site listens (lib/site/invalidation) and expires those journeys' cached pages;
 * the engine itself knows nothing of Next.js or its cache.
 *
 * One hub per process, kept on globalThis: the background jobs run in the bundle of instrumentation.ts
 * and requests in the app's bundles, each with its own copy of this module, and both must reach the
 * one listener.
 */
import type { Db } from '../db/client';
import { logError } from '../log';

/** What changed. */
export interface AvailabilityChange {
  /** The journeys whose free places changed, each once, sorted. */
  journeyIds: readonly number[];
  /** Whether they also appear in lists or vanish from them (a trip put online or offline). */
  lists: boolean;
}

export type AvailabilityListener = (change: AvailabilityChange) => void;

/** The journeys a transaction changed, collected while it runs and announced after it committed. */
export type ChangedJourneys = Set<number>;

const HUB = Symbol.for('coach-trips.engine.availability');

type Hub = Map<string | symbol, AvailabilityListener>;

function hub(): Hub {
  const global = globalThis as { [HUB]?: Hub };
  global[HUB] ??= new Map();
  return global[HUB];
}

/**
 * Registers a listener; answers the function that removes it. A listener registered again under the
 * same `name` replaces the earlier one (a module loaded by two bundles still listens once).
 */
export function onAvailabilityChange(listener: AvailabilityListener, name?: string): () => void {
  const key = name ?? Symbol('listener');
  hub().set(key, listener);
  return () => {
    if (hub().get(key) === listener) hub().delete(key);
  };
}

/**
 * Tells every listener which journeys changed (each id once). Call only after the change committed.
 * A listener that throws is logged: the change itself has happened and stays done.
 */
export function announceAvailability(journeyIds: Iterable<number>, options: { lists?: boolean } = {}): void {
  const ids = [...new Set(journeyIds)].sort((a, b) => a - b);
  if (ids.length === 0) return;
  const change: AvailabilityChange = { journeyIds: ids, lists: options.lists ?? false };
  for (const listener of hub().values()) {
    try {
      listener(change);
    } catch (error) {
      logError('engine.availability', 'an availability listener failed', error, { journeyIds: ids });
    }
  }
}

/**
 * Runs `work` in one transaction; `work` adds to `changed` the journeys whose free places it changes.
 * Once the transaction committed they are announced; when it throws (rolled back), nothing is.
 */
export async function changingAvailability<T>(
  db: Db,
  work: (tx: Db, changed: ChangedJourneys) => Promise<T>,
): Promise<T> {
  const changed: ChangedJourneys = new Set();
  const result = await db.transaction((tx) => work(tx, changed));
  announceAvailability(changed);
  return result;
}
