/**
 * `npm run mail:failed`: the mails that did not go out although they were tried – given up (FAILED,
 * after GIVE_UP_AFTER_DAYS of attempts) and still retrying – with booking, kind, attempts and the
 * last error; the recipient masked. Until the back office exists, this is the operator's list.
 * `npm run mail:failed -- --retry` puts the given-up ones back in the queue (the running server
 * sends them at its next poll). Exit code 1 when a mail was given up, so a cron job can alert.
 *
 * On PostgreSQL it runs beside the server. On PGlite the data folder is the server's alone (its lock
 * refuses a second opener): stop the server first, or read the server's log ('mail given up').
 */
import path from 'node:path';
import { openDatabase } from '../lib/db/client';
import { env } from '../lib/config/env';
import { retryFailedMails, undeliveredMails } from '../lib/engine/mail/outbox';

async function main(): Promise<number> {
  const config = env();
  const handle = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: path.resolve(config.DATA_DIR, 'pglite'),
  });
  try {
    const mails = await undeliveredMails(handle.db);
    if (mails.length === 0) {
      console.log('Every mail that was tried has been delivered.');
      return 0;
    }
    console.table(
      mails.map((m) => ({
        id: m.id,
        booking: m.processNumber ?? '–',
        kind: m.kind,
        to: m.to,
        status: m.status,
        attempts: m.attempts,
        written: m.createdAt.toISOString(),
        next: m.status === 'FAILED' ? '–' : m.nextAttemptAt.toISOString(),
        lastError: (m.lastError ?? '').slice(0, 80),
      })),
    );
    const failed = mails.filter((m) => m.status === 'FAILED').length;
    if (process.argv.includes('--retry') && failed > 0) {
      console.log(`${await retryFailedMails(handle.db)} given-up mail(s) queued again.`);
      return 0;
    }
    if (failed > 0) console.log(`${failed} mail(s) given up: npm run mail:failed -- --retry sends them again.`);
    return failed > 0 ? 1 : 0;
  } finally {
    await handle.close();
  }
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  });
