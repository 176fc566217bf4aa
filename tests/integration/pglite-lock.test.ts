/**
 * Issue 12, point 2: one process per PGlite folder. While a process holds the folder, a second
 * opener – in-process, `npm run db:seed`, `npm run mail:failed` – fails at once with a message naming
 * the holder, and the first keeps every booking. A lock left by a process that is gone is taken over.
 */
import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DbHandle } from '@/lib/db/client';
import { DataFolderLockedError } from '@/lib/db/folder-lock';
import { bookings } from '@/lib/db/schema';
import { allConsents, bookingSystem, DAY_TRIP, seedFixtures, tripForm } from '../helpers/fixtures';

const run = promisify(execFile);
const BOOKINGS = 12;

describe('PGlite data folder lock', () => {
  let root: string;
  let folder: string;
  let first: DbHandle;
  const acknowledged: string[] = [];

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-lock-'));
    folder = path.join(root, 'pglite');
    first = await openDatabase({ dataDir: folder });
    await seedFixtures(first.db);
    const engine = bookingSystem(first.db, { now: () => new Date() });
    for (let i = 0; i < BOOKINGS; i++) {
      const saved = await engine.saveBooking({
        idreise: DAY_TRIP.code,
        form: tripForm({ travellers: [{}] }),
        consents: allConsents,
      });
      acknowledged.push(saved.booking!.vorgang);
    }
  });
  afterAll(async () => {
    await first?.close().catch(() => {});
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('refuses a second opener in this process at once, naming the holder', async () => {
    const started = Date.now();
    const error = await openDatabase({ dataDir: folder }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataFolderLockedError);
    expect((error as Error).message).toMatch(new RegExp(`in use by another process \\(pid ${process.pid}`));
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('makes `npm run db:seed` and `npm run mail:failed` refuse while the folder is held', async () => {
    const env = { ...process.env, DATA_DIR: root, DATABASE_URL: '', SECRET: 'lock-test-secret-0123456789-abcdefgh' };
    for (const script of ['scripts/seed.ts', 'scripts/mail-failed.ts']) {
      const result = await run('npx', ['tsx', script], { env, cwd: process.cwd() }).then(
        () => ({ code: 0, stderr: '' }),
        (error: { code: number; stderr: string }) => error,
      );
      expect(result.code, script).not.toBe(0);
      expect(result.stderr, script).toContain('is in use by another process');
      expect(result.stderr, script).toContain('stop that process first');
    }
  });

  it('leaves the first process every booking, and the folder opens again once it is closed', async () => {
    const [{ n }] = await first.db.select({ n: count() }).from(bookings);
    expect(n).toBe(BOOKINGS);
    await first.close();
    expect(fs.existsSync(`${folder}.lock`)).toBe(false);

    const again = await openDatabase({ dataDir: folder });
    try {
      const stored = await again.db.select({ processNumber: bookings.processNumber }).from(bookings);
      expect(stored.map((b) => b.processNumber).sort()).toEqual([...acknowledged].sort());
    } finally {
      await again.close();
    }
  });

  it('takes over the lock of a process that is gone (kill -9, a crash)', async () => {
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    const pid = Number(gone.stdout.toString());
    fs.writeFileSync(
      `${folder}.lock`,
      JSON.stringify({ pid, host: os.hostname(), started: '1', command: 'next start', since: '2026-01-01' }),
    );
    const handle = await openDatabase({ dataDir: folder });
    const [{ n }] = await handle.db.select({ n: count() }).from(bookings);
    expect(n).toBe(BOOKINGS);
    await handle.close();
  });
});
