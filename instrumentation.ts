/**
 * Runs once when a server process starts: opens the database (migrations, demo catalogue on an empty
 * database) before the first visitor arrives, and starts the mail outbox poller so retries resume
 * after a restart instead of waiting for the next booking. Never during `next build`.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const [{ getDb }, { startOutboxWorker, deliverSoon }] = await Promise.all([import('./lib/db/client'), import('./lib/engine/mail/outbox')]);
  try {
    const db = await getDb();
    startOutboxWorker(db);
    deliverSoon(db);
  } catch (error) {
    console.error('[startup] database not ready:', error);
  }
}
