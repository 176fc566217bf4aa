/**
 * `npm run bookings:overdue`: the invoice bookings past their due date without a recorded payment
 * (lib/engine/invoices), the most overdue first, from the configured database (DATABASE_URL, else
 * PGlite under DATA_DIR). `--json` prints them as JSON. Stop the app first when it runs on PGlite:
 * a PGlite folder is open in one process at a time.
 */
import path from 'node:path';
import { openDatabase } from '../lib/db/client';
import { env } from '../lib/config/env';
import { berlinDay } from '../lib/db/demo/calendar';
import { overdueInvoices } from '../lib/engine/invoices';

const euros = (cents: number) => `${(cents / 100).toFixed(2).replace('.', ',')} €`;

async function main(): Promise<void> {
  const config = env();
  const handle = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: path.resolve(config.DATA_DIR, 'pglite'),
  });
  try {
    const today = berlinDay(new Date());
    const overdue = await overdueInvoices(handle.db, today);
    if (process.argv.includes('--json')) {
      console.log(JSON.stringify(overdue, null, 2));
      return;
    }
    if (overdue.length === 0) {
      console.log(`No invoice booking is overdue on ${today}.`);
      return;
    }
    console.log(`${overdue.length} invoice booking(s) overdue on ${today}:`);
    console.table(
      overdue.map((o) => ({
        booking: o.processNumber,
        'due since': o.dueSince,
        days: o.daysOverdue,
        due: euros(o.dueCents),
        total: euros(o.totalCents),
        trip: `${o.trip.title} (${o.trip.dateFrom})`,
        email: o.email,
      })),
    );
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
