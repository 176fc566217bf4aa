/**
 * Runs once when a server process starts: opens the database (migrations, demo catalogue on an empty
 * database) before the first visitor arrives, starts the mail outbox poller so retries resume
 * after a restart instead of waiting for the next booking, and the sweep that cancels online bookings
 * left unpaid past PAYMENT_WINDOW_HOURS. Never during `next build`, and not in remote mode
 * (API_BASE_URL): there the operator's booking system does all of it and the site keeps no state.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { env, isRemoteMode, siteUrlWarning } = await import('./lib/config/env');
  const warning = siteUrlWarning();
  if (warning) console.warn(warning);
  if (isRemoteMode()) return;
  const [{ getDb }, { startOutboxWorker, deliverSoon }, { startExpiryWorker }] = await Promise.all([
    import('./lib/db/client'),
    import('./lib/engine/mail/outbox'),
    import('./lib/engine/expiry'),
  ]);
  try {
    const db = await getDb();
    startOutboxWorker(db);
    deliverSoon(db);
    startExpiryWorker(db, env().PAYMENT_WINDOW_HOURS);
  } catch (error) {
    console.error('[startup] database not ready:', error);
  }
}
