/** BookingApi on the built-in engine, in-process (no network hop). */
import type { BookingApi } from './types';
import { getDb } from '../db/client';
import { createEngine, type Engine } from '../engine';
import { env, isRemoteMode } from '../config/env';
import { ApiError } from './errors';

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

const NOT_METHODS = new Set<string>([
  'then',
  'toJSON',
  'constructor',
  '$$typeof',
  'asymmetricMatch',
  'nodeType',
  'tagName',
]);

/** Every method waits for the database once, then calls the engine. */
export const localApi: BookingApi = new Proxy({} as BookingApi, {
  get(_target, method: keyof BookingApi | symbol) {
    // Not a thenable: `getApi()` returns this object from an async function, and a `then` here would
    // make the promise adopt it and never settle. Nor serialisable (`toJSON`, React's dev inspection).
    if (typeof method === 'symbol' || NOT_METHODS.has(method)) return undefined;
    return async (...args: unknown[]) => {
      const e = await engine();
      const fn = e[method] as ((...a: unknown[]) => Promise<unknown>) | undefined;
      if (typeof fn !== 'function') throw new TypeError(`BookingApi has no method '${String(method)}'`);
      return fn(...args);
    };
  },
});
