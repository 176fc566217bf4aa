/**
 * Runs once when a server process starts: opens the database (migrations, demo catalogue on an empty
 * database) before the first visitor arrives, and starts the background jobs (lib/engine/jobs): the
 * mail outbox poller, so retries resume after a restart instead of waiting for the next booking, and
 * the sweep that cancels online bookings left unpaid past PAYMENT_WINDOW_HOURS, and the one that
 * removes expired holds. Before them, the site's one listener to the engine's "availability changed"
 * (lib/site/invalidation), so every change of free places expires that journey's cached pages,
 * whether a request or a job made it. When the database is not reachable yet, the server starts
 * anyway (pages say 'temporarily unavailable', /api/health 503) and the jobs start as soon as it is. Never during `next build`, and not in remote mode
 * (API_BASE_URL): there the operator's booking system does all of it and the site keeps no state.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  // Every line the server writes is structured, scrubbed of personal data and bounded in volume.
  const { routeConsoleToLog } = await import('./lib/log');
  routeConsoleToLog();
  const { env, isRemoteMode, siteUrlWarning } = await import('./lib/config/env');
  try {
    env();
  } catch (error) {
    // A wrong setting (e.g. a weak SECRET) stops the start: Next.js would only log it and serve on.
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
  const warning = siteUrlWarning();
  if (warning) console.warn(warning);
  if (isRemoteMode()) return;
  const [{ getDb }, { startBackgroundJobs }, { listenToAvailability }, { registerDatabaseHooks }, { unavailablePage }] =
    await Promise.all([
      import('./lib/db/client'),
      import('./lib/engine/jobs'),
      import('./lib/site/invalidation'),
      import('./lib/http/fault-status'),
      import('./lib/http/refusal-page'),
    ]);
  // While the database is away the site's edge answers every page 503 (lib/edge/faults.mjs); this is
  // how it asks whether the database is back (as /api/health does), and the page it shows meanwhile.
  const [{ localApi }, { ApiError }] = await Promise.all([import('./lib/api/local'), import('./lib/api/errors')]);
  const probe = () =>
    localApi.health().then(
      () => true,
      (error: unknown) => !(error instanceof ApiError && error.kind === 'unavailable'),
    );
  registerDatabaseHooks({ probe, unavailablePage });
  listenToAvailability();
  const jobs = globalThis as unknown as { __backgroundJobs?: unknown };
  if (jobs.__backgroundJobs) return;
  const started = startBackgroundJobs(getDb, { windowHours: env().PAYMENT_WINDOW_HOURS });
  jobs.__backgroundJobs = started;
  // Wait a little for the first attempt, so the first visitor finds the database open; never longer.
  await Promise.race([started.started, new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
}
