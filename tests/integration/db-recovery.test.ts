/**
 * Issue 12, points 1 and 9: database connections that recover. The app is started with its database
 * away; pages and API answer 503 with a retry hint (not 500, not 'not found'), /api/health says the
 * database is down, the background jobs wait. When the database comes back, the next request works
 * (no cached failure), the jobs start (the expiry sweep cancels an overdue booking), and a booking
 * goes through. A second outage in the middle of the run is survived the same way, and no booking
 * acknowledged before it is lost.
 *
 * PostgreSQL: a database of its own on the shared server, reached through a TCP proxy this test cuts
 * (the shared server is never stopped). PGlite: a data folder that cannot be opened at first.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { localApi, setLocalEngine } from '@/lib/api/local';
import { resetEnvCache } from '@/lib/config/env';
import { getDb, JOB_LOCKS, openDatabase, runExclusive } from '@/lib/db/client';
import { startBackgroundJobs, type BackgroundJobs } from '@/lib/engine/jobs';
import { setLogDestination } from '@/lib/log';
import * as health from '@/app/api/health/route';
import * as journeyList from '@/app/api/v1/journey-web-legacy/route';
import { postgresRequired } from '../helpers/db';
import { tcpProxy, type TcpProxy } from '../helpers/tcp-proxy';
import { dayTripForm, findBookableDayTrip, saveRequestFor } from '../contract/forms';

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());

async function until<T>(what: string, probe: () => Promise<T | undefined | false>, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function listRequest() {
  return journeyList.GET(new Request('http://site.test/api/v1/journey-web-legacy?category=3'), {
    params: Promise.resolve({}),
  } as never);
}

/** Forgets the app's database handle and engine, so the next call opens the database as at start-up. */
async function freshApp() {
  const handle = (globalThis as { __bookingDb?: Promise<{ close(): Promise<void> }> }).__bookingDb;
  delete (globalThis as { __bookingDb?: unknown }).__bookingDb;
  await handle?.then((h) => h.close()).catch(() => {});
  setLocalEngine(undefined);
  resetEnvCache();
}

const saved = { ...process.env };
function restoreEnv() {
  for (const key of ['DATABASE_URL', 'DATA_DIR', 'SECRET', 'SMTP_URL', 'API_BASE_URL']) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
  resetEnvCache();
}

describe('PGlite: a data folder that could not be opened is tried again', () => {
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'recover-pglite-'));
    delete process.env.DATABASE_URL;
    process.env.SECRET = 'recovery-test-secret-0123456789-abc';
    // DATA_DIR is a file at first: the folder cannot be made, the database cannot open
    process.env.DATA_DIR = path.join(dir, 'data');
    fs.writeFileSync(process.env.DATA_DIR, 'not a folder');
    await freshApp();
  });
  afterAll(async () => {
    await freshApp();
    restoreEnv();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('fails while the folder cannot be opened, and works on the next call once it can (no cached failure)', async () => {
    await expect(localApi.listCategories({})).rejects.toThrow();
    expect((await health.GET()).status).toBe(503);

    fs.rmSync(process.env.DATA_DIR!);
    const categories = await localApi.listCategories({});
    expect(categories.data.length).toBeGreaterThan(0);
    expect((await health.GET()).status).toBe(200);
  });
});

if (postgresRequired)
  describe('PostgreSQL: started while the database is away', () => {
    const dbName = `recover_${randomBytes(5).toString('hex')}`;
    let proxy: TcpProxy;
    let jobs: BackgroundJobs;
    let adminUrl: URL;
    const log: string[] = [];
    const acknowledged: string[] = [];

    async function admin<T>(run: (client: import('pg').Client) => Promise<T>, database = 'test'): Promise<T> {
      const { Client } = await import('pg');
      const url = new URL(adminUrl);
      url.pathname = `/${database}`;
      const client = new Client({ connectionString: url.toString() });
      await client.connect();
      try {
        return await run(client);
      } finally {
        await client.end();
      }
    }

    async function book(payment: 'bill' | 'creditcard' = 'bill') {
      const trip = await findBookableDayTrip(localApi, today());
      const form = dayTripForm(trip.zustieg, 1);
      form.payment = payment;
      const result = await localApi.saveBooking(saveRequestFor(trip.idreise, form));
      expect(result.booking?.vorgang).toBeTruthy();
      acknowledged.push(result.booking!.vorgang);
      return result.booking!.vorgang;
    }

    beforeAll(async () => {
      const base = process.env.DATABASE_URL;
      if (!base) throw new Error('PostgreSQL is required in CI, but DATABASE_URL is not set.');
      adminUrl = new URL(base);
      await admin(async (c) => {
        await c.query(`create database ${dbName}`);
      });
      proxy = await tcpProxy({ host: adminUrl.hostname, port: Number(adminUrl.port || 5432) });
      const appUrl = new URL(adminUrl);
      appUrl.host = `127.0.0.1:${proxy.port}`;
      appUrl.pathname = `/${dbName}`;
      process.env.DATABASE_URL = appUrl.toString();
      process.env.SECRET = 'recovery-test-secret-0123456789-abc';
      delete process.env.SMTP_URL;
      setLogDestination(
        new Writable({
          write(chunk, _encoding, done) {
            log.push(String(chunk));
            done();
          },
        }),
      );
      await freshApp();
    });
    afterAll(async () => {
      jobs?.stop();
      // The proxy first: a job still in flight holds a pooled connection through it, and closing the
      // pool waits for that connection (once for the whole hook timeout in CI). Cut, it errors at once.
      await proxy?.close();
      await freshApp();
      setLogDestination(undefined);
      restoreEnv();
      await admin(async (c) => {
        await c.query(`drop database if exists ${dbName} with (force)`);
      });
    });

    it('answers 503 with a retry hint while the database is away, and health says so', async () => {
      jobs = startBackgroundJobs(getDb, { windowHours: 24, sweepMs: 300, retryMs: { first: 100, max: 400 } });

      const down = await health.GET();
      expect(down.status).toBe(503);
      expect(down.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await down.json()).toMatchObject({ status: 'unavailable', database: 'down' });

      const list = await listRequest();
      expect(list.status).toBe(503);
      expect(Number(list.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await list.json()).toMatchObject({ error: 'unavailable', message: expect.stringMatching(/try again/i) });

      const error = await localApi.getJourney(1).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).kind).toBe('unavailable');
    });

    it('recovers when the database comes back: health, pages, the background jobs and a booking', async () => {
      await proxy.up();
      await until('the background jobs', () => jobs.started.then(() => true), 90_000);
      const up = await health.GET();
      expect(up.status).toBe(200);
      expect(await up.json()).toMatchObject({ status: 'ok', database: 'up' });
      expect((await listRequest()).status).toBe(200);

      await book();

      // the expiry sweep runs: an online booking left unpaid past the window is cancelled
      const overdue = await book('creditcard');
      await admin(async (c) => {
        await c.query(`update bookings set created_at = now() - interval '3 days' where process_number = $1`, [
          overdue,
        ]);
      }, dbName);
      await until('the sweep to cancel the overdue booking', () =>
        admin(
          async (c) =>
            (await c.query(`select status from bookings where process_number = $1`, [overdue])).rows[0]?.status ===
            'cancelled',
          dbName,
        ),
      );
    });

    it('survives an outage in the middle of the run: 503 while it lasts, then bookings again, none lost', async () => {
      await proxy.down();
      await until('health to report the outage', async () => (await health.GET()).status === 503, 20_000);
      expect((await listRequest()).status).toBe(503);
      const refused = await localApi.saveBooking(saveRequestFor('X', dayTripForm(1, 1))).catch((e: unknown) => e);
      expect((refused as ApiError).kind).toBe('unavailable');

      await proxy.up();
      await until('health to recover', async () => (await health.GET()).status === 200, 20_000);
      await book();

      const stored = await admin(
        async (c) => (await c.query(`select process_number from bookings`)).rows.map((r) => r.process_number),
        dbName,
      );
      expect(stored.sort()).toEqual([...acknowledged].sort());
      // the dropped connections were logged by the pool's 'error' listener, not thrown
      expect(log.join('')).toMatch(/"key":"db\.(pool|unavailable)"/);
    });

    it('runs a background job on one instance at a time (advisory lock)', async () => {
      const url = process.env.DATABASE_URL!;
      // A lock of this test's own, the way JOB_LOCKS' are taken: the background jobs of other tests'
      // instances on the same database may hold the expiry sweep's at any moment.
      const lock = JOB_LOCKS.expirySweep + 900;
      const [a, b] = await Promise.all([openDatabase({ databaseUrl: url }), openDatabase({ databaseUrl: url })]);
      try {
        let release!: () => void;
        const gate = new Promise<void>((resolve) => (release = resolve));
        let running!: () => void;
        const started = new Promise<void>((resolve) => (running = resolve));
        const first = runExclusive(a.db, lock, async () => {
          running();
          await gate;
          return 'ran';
        });
        // the first instance holds the lock (however slow the machine) before the second tries
        await started;
        const second = await runExclusive(b.db, lock, async () => 'ran too');
        release();
        expect(await first).toBe('ran');
        expect(second).toBeUndefined();
        // once the first has finished, the lock is free again
        expect(await runExclusive(b.db, lock, async () => 'later')).toBe('later');
      } finally {
        await Promise.all([a.close(), b.close()]);
      }
    });
  });
