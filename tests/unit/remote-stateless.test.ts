/**
 * In remote mode (API_BASE_URL) the site is stateless: it opens no database and creates no data
 * folder – not through getApi(), not at start-up (instrumentation), not for its secret key, not for
 * the health check, and not through the engine's contract routes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createOperatorApi, type OperatorApi } from '@/e2e/operator-api/server';
import { resetEnvCache } from '@/lib/config/env';

const dbModule = vi.hoisted(() => ({ loaded: false }));
// Loading the database module at all would be the first step to opening one.
vi.mock('@/lib/db/client', async (importOriginal) => {
  dbModule.loaded = true;
  return importOriginal();
});

let fake: OperatorApi;
let dataDir: string;
const saved = { ...process.env };

beforeAll(async () => {
  fake = createOperatorApi({ bookingSegment: 'vendorbooking', paymentsSegment: 'paycorp' });
  const origin = await fake.listen(0);
  dataDir = path.join(os.tmpdir(), `remote-stateless-${process.pid}-${Date.now()}`, 'data');
  Object.assign(process.env, {
    API_BASE_URL: `${origin}/api/v1`,
    API_BOOKING_SEGMENT: 'vendorbooking',
    API_PAYMENTS_SEGMENT: 'paycorp',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SECRET: '',
  });
  resetEnvCache();
});

afterAll(async () => {
  await fake.close();
  for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
  Object.assign(process.env, saved);
  resetEnvCache();
});

describe('remote mode', () => {
  it('reads and writes through the remote without loading the database module', async () => {
    const { getApi } = await import('@/lib/api');

    const api = await getApi();
    const categories = await api.listCategories({ journeyCount: true });
    const trip = (await api.listJourneys({ category: 3 })).data[0];
    await api.getTripServices(trip.date.code);

    expect(categories.data.map((c) => c.name)).toContain('Skitagesfahrten');
    expect(fake.requests.map((r) => r.path)).toContain('/api/v1/journey/category-web');
    expect(dbModule.loaded).toBe(false);
    expect(fs.existsSync(dataDir)).toBe(false);
  });

  it('starts no database and no background jobs', async () => {
    vi.stubEnv('NEXT_RUNTIME', 'nodejs');
    try {
      const { register } = await import('@/instrumentation');
      await register();
    } finally {
      vi.unstubAllEnvs();
    }

    expect(dbModule.loaded).toBe(false);
    expect(fs.existsSync(dataDir)).toBe(false);
  });

  it('keeps a generated secret in memory instead of writing it into DATA_DIR', async () => {
    const { secretKey, hmac, verifyHmac } = await import('@/lib/secret');

    expect(secretKey()).toHaveLength(32);
    expect(verifyHmac('test', 'data', hmac('test', 'data'))).toBe(true);
    expect(fs.existsSync(dataDir)).toBe(false);
  });

  it('is healthy without a database', async () => {
    const { GET } = await import('@/app/api/health/route');

    const response = await GET();

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', backend: 'remote' });
  });

  it('answers the engine’s contract routes with 501 and refuses to open a database anyone asks for', async () => {
    const route = await import('@/app/api/v1/country-web/route');
    const { getDb } = await import('@/lib/db/client');

    const response = await route.GET(new Request('http://site.test/api/v1/country-web'), {
      params: Promise.resolve({}),
    } as never);

    expect(response.status).toBe(501);
    await expect(getDb()).rejects.toThrow(/remote mode/);
    expect(fs.existsSync(dataDir)).toBe(false);
    expect(fs.existsSync(path.dirname(dataDir))).toBe(false);
  }, 30_000); // loads the database module and its drivers: seconds on a busy 2-core machine
});
