/**
 * `npm run user:create -- --email <e> --password <p> [--name <n>] [--rights admin,buchhaltung,buyer,gruppen]`:
 * creates a back-office user in the configured database (DATABASE_URL, else PGlite under DATA_DIR)
 * with any subset of the rights of spec §6 (all false unless named). The way to the first admin, who
 * then creates further users in the back office. Stop the app first when it runs on PGlite: a PGlite
 * folder is open in one process at a time.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../lib/db/client';
import { env } from '../lib/config/env';
import { createEngine } from '../lib/engine';
import { parseRights, RIGHTS } from '../lib/backoffice/rights';
import { BackofficeError } from '../lib/backoffice/types';

const USAGE = `usage: npm run user:create -- --email <e-mail> --password <password> [--name <name>] [--rights ${RIGHTS.join(',')}]`;

const REASONS: Record<string, string> = {
  userExists: 'a user with this e-mail address exists already',
  passwordTooShort: 'the password needs 12 to 128 characters',
  passwordWeak: 'the password is too easy to guess (a leaked password or a variant of one)',
  emailInvalid: 'not a valid e-mail address',
  nameMissing: 'the name is empty',
};

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      rights: { type: 'string', default: '' },
    },
  });
  if (!values.email || !values.password) throw new Error(USAGE);
  const rights = parseRights(values.rights ?? '');
  const config = env();
  const handle = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: path.resolve(config.DATA_DIR, 'pglite'),
  });
  try {
    const engine = createEngine(handle.db, { siteUrl: config.SITE_URL });
    const user = await engine.backoffice.users.create(null, {
      email: values.email,
      password: values.password,
      name: values.name ?? values.email.split('@')[0],
      rights,
    });
    const named = RIGHTS.filter((r) => user.rights[r]);
    console.log(`User ${user.email} created with rights: ${named.length ? named.join(', ') : 'none'}.`);
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  if (error instanceof BackofficeError) console.error(`Not created: ${REASONS[error.messageKey] ?? error.messageKey}.`);
  else console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
