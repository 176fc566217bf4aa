/**
 * Test databases: PGlite in memory always, and PostgreSQL when DATABASE_URL is set (CI sets it).
 * Each PostgreSQL test database is its own schema, dropped after, so parallel runs don't collide.
 */
import { randomBytes } from 'node:crypto';
import { openDatabase, type Db } from '@/lib/db/client';

export type Driver = 'pglite' | 'pg';

/** The drivers this run covers: `describe.each(testDrivers)`. */
export const testDrivers: Driver[] = process.env.DATABASE_URL ? ['pglite', 'pg'] : ['pglite'];

export interface TestDb {
  db: Db;
  driver: Driver;
  close(): Promise<void>;
}

export async function openTestDb(driver: Driver): Promise<TestDb> {
  if (driver === 'pg') {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('DATABASE_URL is not set');
    const schemaName = `t_${randomBytes(6).toString('hex')}`;
    const handle = await openDatabase({ databaseUrl: url, searchPath: schemaName });
    return {
      db: handle.db,
      driver,
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
  const handle = await openDatabase({ dataDir: 'memory://' });
  return { db: handle.db, driver, close: handle.close };
}
