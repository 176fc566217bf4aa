/**
 * The database: PGlite in a folder under DATA_DIR (default) or PostgreSQL when DATABASE_URL is set.
 * One instance per process, kept on globalThis so hot reload does not open the PGlite folder twice
 * (PGlite has no lock across processes). Migrations run on first open; an empty catalogue is seeded.
 */
import fs from 'node:fs';
import path from 'node:path';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { env, isRemoteMode } from '../config/env';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DbHandle {
  db: Db;
  driver: 'pglite' | 'pg';
  close(): Promise<void>;
}

const migrationsFolder = path.join(process.cwd(), 'lib/db/migrations');

export interface OpenOptions {
  /** A PostgreSQL URL; unset: PGlite. */
  databaseUrl?: string;
  /** PGlite folder; 'memory://' for an in-memory database (tests). */
  dataDir?: string;
  /** PostgreSQL schema to use (tests isolate themselves in one). */
  searchPath?: string;
}

/** Opens a database and brings its schema up to date. */
export async function openDatabase(options: OpenOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    const { Pool } = await import('pg');
    const pool = new Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    });
    if (options.searchPath) await pool.query(`create schema if not exists "${options.searchPath}"`);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(db as never, {
      migrationsFolder,
      ...(options.searchPath ? { migrationsSchema: options.searchPath } : {}),
    });
    return { db, driver: 'pg', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) fs.mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  return { db, driver: 'pglite', close: () => client.close() };
}

const globalForDb = globalThis as unknown as { __bookingDb?: Promise<DbHandle> };

let seedChecked: Promise<void> | undefined;

/** The process-wide database of the running app. */
export function getDb(): Promise<Db> {
  if (process.env.NEXT_PHASE === 'phase-production-build') {
    // PGlite allows one process per folder, and catalogue data must not be baked into the build:
    // pages that read data are rendered at request time (and cached), never at build time.
    throw new Error('The database is not opened during `next build`: make this route dynamic.');
  }
  if (isRemoteMode()) {
    // Stateless in remote mode: whatever asks for the database here is a bug, and no folder is created.
    return Promise.reject(
      new Error('No database in remote mode (API_BASE_URL is set): the operator’s booking system holds the data.'),
    );
  }
  if (!globalForDb.__bookingDb) {
    globalForDb.__bookingDb = (async () => {
      const config = env();
      const handle = await openDatabase({
        databaseUrl: config.DATABASE_URL,
        dataDir: path.resolve(config.DATA_DIR, 'pglite'),
      });
      const { seedIfEmpty } = await import('./seed');
      await seedIfEmpty(handle.db);
      return handle;
    })().catch((error) => {
      globalForDb.__bookingDb = undefined;
      throw error;
    });
  }
  // Once per loaded module as well: a dev server that opened the database before the seed changed
  // (hot reload keeps the handle on globalThis) still seeds an empty catalogue.
  const handle = globalForDb.__bookingDb;
  seedChecked ??= handle
    .then(async (h) => {
      const { seedIfEmpty } = await import('./seed');
      await seedIfEmpty(h.db);
    })
    .catch((error) => {
      seedChecked = undefined;
      throw error;
    });
  return seedChecked.then(() => handle).then((h) => h.db);
}
