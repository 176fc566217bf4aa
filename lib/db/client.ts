/**
 * The database: PGlite in a folder under DATA_DIR (default) or PostgreSQL when DATABASE_URL is set.
 * One instance per process, kept on globalThis so hot reload does not open the PGlite folder twice;
 * across processes the folder's lock (folder-lock.ts) refuses a second opener. Migrations run on first open; an empty catalogue is seeded.
 */
import fs from 'node:fs';
import path from 'node:path';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import * as schema from './schema';
import { logError } from '../log';
import { lockDataFolder, type FolderLock } from './folder-lock';
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
      // a server that does not answer (down, blackholed) fails the request after 5 s instead of never
      connectionTimeoutMillis: 5000,
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    });
    // An idle connection the server drops (restart, crash, network) is an 'error' event of the pool:
    // without a listener it would be an uncaught exception. The pool replaces the connection itself.
    pool.on('error', (error) => logError('db.pool', 'database connection lost (the pool reconnects)', error));
    // A connection that dies while checked out (in a query or a transaction) emits 'error' on its
    // client, not on the pool: its queries fail (the caller answers 503), the event is only logged.
    pool.on('connect', (client) => {
      client.on('error', (error) => logError('db.pool', 'database connection lost during a request', error));
    });
    try {
      if (options.searchPath) await pool.query(`create schema if not exists "${options.searchPath}"`);
      const db = drizzlePg(pool, { schema }) as unknown as Db;
      await migratePg(db as never, {
        migrationsFolder,
        ...(options.searchPath ? { migrationsSchema: options.searchPath } : {}),
      });
      drivers.set(db, 'pg');
      return { db, driver: 'pg', close: () => pool.end() };
    } catch (error) {
      // not reachable (or not migratable) now: nothing stays open, the next attempt starts afresh
      await pool.end().catch(() => {});
      throw error;
    }
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const dataDir = options.dataDir ?? 'memory://';
  let lock: FolderLock | undefined;
  if (!dataDir.startsWith('memory://')) {
    fs.mkdirSync(dataDir, { recursive: true });
    // one process per folder: a second opener fails here, before PGlite touches a file
    lock = lockDataFolder(dataDir);
  }
  try {
    const client = new PGlite(dataDir);
    await client.waitReady;
    const db = drizzlePglite(forDrizzle(client), { schema }) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder });
    drivers.set(db, 'pglite');
    return {
      db,
      driver: 'pglite',
      close: async () => {
        try {
          await client.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

/**
 * The types drizzle's PGlite session asks to have as text with every query (its column mappers
 * parse them): timestamps, intervals, dates and their arrays.
 */
const DRIZZLE_TEXT_TYPES = ['1114', '1184', '1186', '1082', '1231', '1115', '1185', '1187', '1182'];

type PGliteClient = InstanceType<typeof import('@electric-sql/pglite').PGlite>;
type QueryOptions = Parameters<PGliteClient['query']>[2];

/**
 * PGlite, for drizzle:
 *
 * - With drizzle's parsers installed once. Drizzle passes them with every query, and PGlite then
 *   copies its ~320 parsers into a new object per query: a few hundred microseconds of the main
 *   thread (where PGlite runs everything) for each statement, more than many statements take.
 *   Installed on the client once (after it is ready: its start-up sets the array parsers), the
 *   queries leave them out and parse exactly as before. Options naming other parsers are passed on.
 * - Taking turns with the rest of the server. PGlite runs each statement synchronously, and a
 *   transaction's statements, like the transactions waiting for PGlite, follow one another as promise
 *   callbacks: a queue of them ran back to back within one turn of the event loop, which meanwhile
 *   read no request and accepted no connection. With 50 clients checking prices without pause, a
 *   dozen whose connections came last waited 12 s, all the others were served 37 times meanwhile.
 *   So each transaction (or statement outside one) starts in a turn of the event loop of its own
 *   (setImmediate), once the one before it ended; between them Node reads, accepts and answers. The
 *   order stays first come, first served, as PGlite's own lock keeps it. Also one that waits behind
 *   none: the handlers of requests read in one turn reach PGlite one after the other, each alone,
 *   and starting at once they again all ran before the next request was read (measured: as before).
 */
function forDrizzle(client: PGliteClient): PGliteClient {
  const asText = (value: string) => value;
  for (const type of DRIZZLE_TEXT_TYPES) client.parsers[type] = asText;
  const installed = new Set(DRIZZLE_TEXT_TYPES);
  const lean = (options: QueryOptions): QueryOptions =>
    options?.parsers && Object.keys(options.parsers).every((type) => installed.has(type))
      ? { ...options, parsers: undefined }
      : options;

  const leanQuery =
    (target: Pick<PGliteClient, 'query'>): PGliteClient['query'] =>
    (text, params, options) =>
      target.query(text, params, lean(options));

  let previous: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const turn = previous.then(() => new Promise<void>((resolve) => setImmediate(resolve))).then(work);
    previous = turn.catch(() => undefined);
    return turn;
  };

  const clientQuery = leanQuery(client);
  const query: PGliteClient['query'] = (text, params, options) => inTurn(() => clientQuery(text, params, options));
  const transaction: PGliteClient['transaction'] = (callback) =>
    inTurn(() =>
      client.transaction((tx) =>
        callback(
          new Proxy(tx, {
            get: (target, key) => (key === 'query' ? leanQuery(target) : Reflect.get(target, key, target)),
          }),
        ),
      ),
    );
  const exec: PGliteClient['exec'] = (text, options) => inTurn(() => client.exec(text, options));
  return new Proxy(client, {
    get(target, key) {
      if (key === 'query') return query;
      if (key === 'transaction') return transaction;
      if (key === 'exec') return exec;
      const value: unknown = Reflect.get(target, key, target);
      // PGlite's methods keep private state per instance: they run on the client, not the proxy
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

const drivers = new WeakMap<Db, DbHandle['driver']>();

/** Which driver a database opened here runs on. */
export function driverOf(db: Db): DbHandle['driver'] | undefined {
  return drivers.get(db);
}

/** Keys of the jobs that run on one instance at a time (PostgreSQL advisory locks). */
export const JOB_LOCKS = { expirySweep: 7_412_001, outbox: 7_412_002 } as const;

/**
 * Runs `job` unless another instance runs it right now (on PostgreSQL: a transaction-scoped
 * advisory lock, released when the job ends or its connection dies; `job` uses its own
 * connections). PGlite serves one process, where a flag per job suffices. Answers undefined when
 * the job was skipped.
 */
export async function runExclusive<T>(db: Db, lock: number, job: () => Promise<T>): Promise<T | undefined> {
  if (running.has(lock)) return undefined;
  running.add(lock);
  try {
    if (driverOf(db) !== 'pg') return await job();
    return await db.transaction(async (tx) => {
      const result: unknown = await tx.execute(sql`select pg_try_advisory_xact_lock(${lock}) as locked`);
      const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { locked: boolean }[];
      if (!rows[0]?.locked) return undefined;
      return job();
    });
  } finally {
    running.delete(lock);
  }
}

const running = new Set<number>();

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
