import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { CONTRACT_ACCESS_PARAM } from './contract-access';
import { bookByApi, dayTrips, pick, type BookableTrip } from './booking-flow';

/**
 * Several instances (issue 13): two `next start` of the e2e build on one PostgreSQL database and one
 * Redis (REDIS_URL: the shared cache of lib/cache). A booking on instance A must change the free seats
 * instance B shows, although B had the trip page's data cached (for up to CATALOGUE_REVALIDATE,
 * 60 s): A's tag expiry reaches B through Redis within about a second.
 *
 * The spec starts both instances itself (ports from the project's metadata, playwright.config.ts), on
 * a fresh database of its own and a key prefix of its own, and removes both afterwards: the other
 * projects' servers need neither PostgreSQL nor Redis. PostgreSQL (E2E_POSTGRES_URL, else
 * DATABASE_URL's server, else postgres://postgres@127.0.0.1:5432) and Redis (TEST_REDIS_URL, else
 * redis://127.0.0.1:6379) run on the development and CI machines: without them the spec fails loudly.
 */

const run = randomBytes(4).toString('hex');
const database = `e2e_two_${run}`;
const keyPrefix = `e2e-two-${run}`;
const secret = randomBytes(24).toString('hex');
const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

/** A connection URL to the PostgreSQL server, on its `postgres` database (to create and drop ours). */
function postgresAdminUrl(): string {
  const url = new URL(
    process.env.E2E_POSTGRES_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  );
  url.pathname = '/postgres';
  return url.toString();
}

function databaseUrl(): string {
  const url = new URL(postgresAdminUrl());
  url.pathname = `/${database}`;
  return url.toString();
}

async function postgres<T>(work: (client: import('pg').Client) => Promise<T>): Promise<T> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: postgresAdminUrl(), connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL at ${postgresAdminUrl()} is unreachable (${(error as Error).message}): the two-instance test needs it.`,
      { cause: error },
    );
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function assertRedis(): Promise<void> {
  const { Redis } = await import('ioredis');
  const client = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 2000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.ping();
  } catch (error) {
    throw new Error(
      `Redis at ${redisUrl} is unreachable (${(error as Error).message}): the two-instance test needs it.`,
      {
        cause: error,
      },
    );
  } finally {
    client.disconnect();
  }
}

/** Removes this run's keys (the cache entries and the handlers' tag maps). */
async function removeKeys(): Promise<void> {
  const { Redis } = await import('ioredis');
  const client = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  try {
    for await (const keys of client.scanStream({ match: `${keyPrefix}:*`, count: 500 }) as AsyncIterable<string[]>)
      if (keys.length) await client.unlink(...keys);
  } finally {
    client.disconnect();
  }
}

interface Instance {
  url: string;
  dataDir: string;
  child: ChildProcess;
  output: string[];
}

/** `next start` of the build on `port`, with the shared database and cache; resolves once it is healthy. */
async function start(port: number, name: string): Promise<Instance> {
  const url = `http://127.0.0.1:${port}`;
  const dataDir = `.data-e2e-two-${name}`;
  const child = spawn(process.execPath, ['server.mjs', '-p', String(port)], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl(),
      REDIS_URL: redisUrl,
      CACHE_KEY_PREFIX: keyPrefix,
      // both instances sign and check the same links and revalidation requests
      SECRET: secret,
      DATA_DIR: dataDir,
      API_BASE_URL: '',
      SITE_URL: url,
      CONTRACT_ACCESS_PARAM,
      NEXT_TELEMETRY_DISABLED: '1',
      ABUSE_LIMIT_FACTOR: '100',
    },
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => output.push(...chunk.toString().split('\n').filter(Boolean).slice(-50));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const instance = { url, dataDir, child, output };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${name} (${url}) exited with ${child.exitCode}:\n${output.slice(-30).join('\n')}`);
    const healthy = await fetch(`${url}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (healthy) return instance;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop(instance);
  throw new Error(`${name} (${url}) did not become healthy:\n${output.slice(-30).join('\n')}`);
}

/** Ends the instance's process group (npx and the next-server it started). */
function stop(instance: Instance): void {
  try {
    if (instance.child.pid && instance.child.exitCode === null) process.kill(-instance.child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

/** The free places the trip page shows ('noch 12 Plätze frei'). */
async function shownFree(page: Page, url: string): Promise<number> {
  await page.goto(url);
  const badge = page.locator('[data-availability]').first();
  await expect(badge).toBeVisible();
  return Number(((await badge.textContent()) ?? '').replace(/\D/g, ''));
}

const instances: Instance[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({}, testInfo) => {
  test.setTimeout(240_000);
  const ports = testInfo.project.metadata.ports as [number, number];
  await assertRedis();
  await postgres(async (client) => {
    await client.query(`drop database if exists "${database}" with (force)`);
    await client.query(`create database "${database}"`);
  });
  // One after the other: the first migrates and seeds the empty database.
  instances.push(await start(ports[0], 'a'));
  instances.push(await start(ports[1], 'b'));
});

test.afterAll(async () => {
  instances.forEach(stop);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await postgres((client) => client.query(`drop database if exists "${database}" with (force)`));
  await removeKeys();
  for (const { dataDir } of instances) fs.rmSync(dataDir, { recursive: true, force: true });
});

test('a booking on one instance changes the free seats the other shows', async ({ page, request }, testInfo) => {
  const [a, b] = instances;
  const trip: BookableTrip = pick(await dayTrips(request), 0, testInfo.project.name);
  const onB = `${b.url}/reise/${trip.id}-reise`;

  // B renders the trip page and caches its data.
  const before = await shownFree(page, onB);
  expect(before).toBe(trip.free);
  expect(await shownFree(page, onB)).toBe(before);

  // Booked on A (the project's baseURL) through the contract API, as another site of the operator would.
  expect(testInfo.project.use.baseURL).toBe(a.url);
  await bookByApi(request, trip);
  const booked = Date.now();

  // B shows one seat less long before its cached data would age out.
  await expect.poll(() => shownFree(page, onB), { timeout: 10_000, intervals: [100] }).toBe(before - 1);
  const ms = Date.now() - booked;
  testInfo.annotations.push({ type: 'propagation', description: `${ms} ms from the booking on A to B's page` });
  console.log(`two instances: B showed the booking made on A after ${ms} ms`);
});
