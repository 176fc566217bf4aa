/**
 * Test databases: PGlite in memory always, and PostgreSQL when DATABASE_URL is set. In CI (env `CI`)
 * PostgreSQL is required (ARCHITECTURE: the suite runs on both, always in CI): without DATABASE_URL,
 * or with a server that does not answer, the PostgreSQL suites fail loudly instead of being skipped.
 * Outside CI without DATABASE_URL they run on PGlite only.
 * Each PostgreSQL test database is its own schema, dropped after, so parallel runs don't collide.
 */
import { randomBytes } from 'node:crypto';
import { openDatabase, type Db } from '@/lib/db/client';

export type Driver = 'pglite' | 'pg';

/** PostgreSQL must be part of this run: it is configured, or this is CI. */
export const postgresRequired = !!process.env.DATABASE_URL || !!process.env.CI;

/** The drivers this run covers: `describe.each(testDrivers)`. */
export const testDrivers: Driver[] = postgresRequired ? ['pglite', 'pg'] : ['pglite'];

export interface TestDb {
  db: Db;
  driver: Driver;
  close(): Promise<void>;
}

/** The URL without its password, for error messages. */
function redacted(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparsable DATABASE_URL)';
  }
}

async function openPostgres(): Promise<TestDb> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    throw new Error(
      'PostgreSQL is required in CI, but DATABASE_URL is not set: the PostgreSQL suites cannot run. ' +
        'Set DATABASE_URL to a reachable server (e.g. postgres://postgres@127.0.0.1:5432/test).',
    );
  }
  const schemaName = `t_${randomBytes(6).toString('hex')}`;
  let handle: Awaited<ReturnType<typeof openDatabase>>;
  try {
    handle = await openDatabase({ databaseUrl: url, searchPath: schemaName });
  } catch (error) {
    const reason = error instanceof Error ? error.message || error.name : String(error);
    throw new Error(
      `PostgreSQL at ${redacted(url)} is unreachable (${reason})` +
        (process.env.CI ? ': in CI the PostgreSQL suites must run, so they fail instead of skipping.' : '.'),
      { cause: error },
    );
  }
  return {
    db: handle.db,
    driver: 'pg',
    close: async () => {
      const { Client } = await import('pg');
      await handle.close();
      const client = new Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema if exists "${schemaName}" cascade`);
      await client.end();
    },
  };
}

export async function openTestDb(driver: Driver): Promise<TestDb> {
  if (driver === 'pg') return openPostgres();
  const handle = await openDatabase({ dataDir: 'memory://' });
  return { db: handle.db, driver, close: handle.close };
}
