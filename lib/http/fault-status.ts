/**
 * The app's side of the edge's fault handling (lib/edge/faults.mjs, in front of Next.js in server.mjs):
 * what a render found that Next.js cannot put into the status line itself. Each page request runs in
 * the edge's store (an AsyncLocalStorage on a global both sides share), and:
 * - `notFound()` (use it instead of next/navigation's in pages) marks the answer 404 before Next.js's
 *   own not-found: a page that finds its trip, country or id unknown while it renders is otherwise
 *   sent with 200 (Next.js 16, Cache Components);
 * - `reportDatabaseUnavailable()` (lib/api/local) marks the answer 503 and tells the edge the database
 *   is away: the next pages are answered 503 by the edge until its probe finds the database back;
 * - `registerDatabaseHooks()` (instrumentation.ts) gives the edge the probe and the 503 page.
 * Outside the site's server (tests, `next dev`) there is no store and each of them does nothing more.
 */
import type { AsyncLocalStorage } from 'node:async_hooks';
import { notFound as nextNotFound } from 'next/navigation';

const FAULTS = Symbol.for('site.edge.faults');

interface PlainAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

interface DatabaseHooks {
  /** Whether the database answers: false only when it is away (not for other failures). */
  probe: () => Promise<boolean>;
  unavailablePage: (localeCookie: string | undefined, acceptLanguage: string | undefined) => PlainAnswer;
}

interface EdgeFaults {
  store: AsyncLocalStorage<{ status?: number }>;
  database?: DatabaseHooks;
  down: boolean;
}

function edgeFaults(): EdgeFaults | undefined {
  return (globalThis as unknown as Record<symbol, EdgeFaults | undefined>)[FAULTS];
}

function markStatus(status: 404 | 503): void {
  const fault = edgeFaults()?.store.getStore();
  // 'the database is away' wins: a page that found nothing because it could not look is not 'not found'
  if (fault && fault.status !== 503) fault.status = status;
}

/** spec §2/§4/§8: the page is not found; its answer is a 404, also when its first bytes were ready. */
export function notFound(): never {
  markStatus(404);
  nextNotFound();
}

/** The database did not answer this request: its page is a 503, and the edge answers the next ones. */
export function reportDatabaseUnavailable(): void {
  const faults = edgeFaults();
  if (faults?.database) faults.down = true;
  markStatus(503);
}

/** At server start (built-in engine only): how the edge asks whether the database is back, and its 503 page. */
export function registerDatabaseHooks(hooks: DatabaseHooks): void {
  const faults = edgeFaults();
  if (faults) faults.database = hooks;
}
