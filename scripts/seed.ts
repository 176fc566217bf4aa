/**
 * `npm run db:seed`: empties the configured database (DATABASE_URL, else PGlite under DATA_DIR) –
 * bookings included – and writes the demo catalogue again, relative to today.
 * Stop the app first when it runs on PGlite: a PGlite folder is open in one process at a time, and
 * while the server holds it this script refuses to run (lib/db/folder-lock).
 */
import path from 'node:path';
import { openDatabase } from '../lib/db/client';
import { DataFolderLockedError } from '../lib/db/folder-lock';
import { reseed } from '../lib/db/seed';
import { env } from '../lib/config/env';
import { berlinDay } from '../lib/db/demo/calendar';

async function main(): Promise<void> {
  const config = env();
  const target = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : path.resolve(config.DATA_DIR, 'pglite');
  const handle = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: path.resolve(config.DATA_DIR, 'pglite'),
  });
  try {
    const today = berlinDay(new Date());
    await reseed(handle.db, today);
    console.log(`Demo catalogue seeded for ${today} into ${target}.`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof DataFolderLockedError ? error.message : error);
  process.exit(1);
});
