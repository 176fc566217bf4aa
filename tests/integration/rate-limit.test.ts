/**
 * The site's rate limiter on each store: memory (PGlite, one process), PostgreSQL (DATABASE_URL) and
 * Redis (TEST_REDIS_URL). PostgreSQL and Redis are required in CI: their suites fail loudly there
 * when the server is missing (tests/helpers/db.ts, tests/helpers/redis.ts).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimiter, type Bucket, type LimitRule, type LimitStore } from '@/lib/site/rate-limit';
import { postgresRequired } from '../helpers/db';
import { assertRedisReachable, redisRequired, testPrefix, testRedisUrl } from '../helpers/redis';

const rules: Record<Bucket, LimitRule> = {
  'find-booking': { points: 3, durationSeconds: 60, blockSeconds: 120 },
  'find-booking-pair': { points: 2, durationSeconds: 60 },
  'booking-token': { points: 5, durationSeconds: 60 },
  document: { points: 5, durationSeconds: 60 },
  'document-token': { points: 5, durationSeconds: 60 },
  'price-check': { points: 2, durationSeconds: 1 },
  save: { points: 4, durationSeconds: 60 },
  'api-check': { points: 4, durationSeconds: 60 },
  'api-save': { points: 4, durationSeconds: 60 },
  'signin-pair': { points: 4, durationSeconds: 60 },
  'signin-address': { points: 4, durationSeconds: 60 },
  'signin-email': { points: 4, durationSeconds: 60 },
  'import-processes': { points: 4, durationSeconds: 60 },
};

type Setup = { store: () => Promise<LimitStore>; shared: boolean; cleanup?: () => Promise<void> };

const pgSchema = `t_${randomBytes(6).toString('hex')}`;
const setups: [string, Setup][] = [['memory', { store: async () => ({ kind: 'memory' }), shared: false }]];
if (postgresRequired)
  setups.push([
    'postgres',
    {
      shared: true,
      store: async () => {
        const url = process.env.DATABASE_URL;
        if (!url) throw new Error('PostgreSQL is required in CI, but DATABASE_URL is not set.');
        const { Client } = await import('pg');
        const client = new Client({ connectionString: url, connectionTimeoutMillis: 3000 });
        try {
          await client.connect();
        } catch (error) {
          throw new Error(`PostgreSQL at ${url} is unreachable: the PostgreSQL suite must run.`, { cause: error });
        }
        await client.query(`create schema if not exists "${pgSchema}"`);
        await client.end();
        return { kind: 'postgres', url, schema: pgSchema };
      },
      cleanup: async () => {
        const { Client } = await import('pg');
        const client = new Client({ connectionString: process.env.DATABASE_URL });
        await client.connect();
        await client.query(`drop schema if exists "${pgSchema}" cascade`);
        await client.end();
      },
    },
  ]);
const redisPrefix = testPrefix();
if (redisRequired)
  setups.push([
    'redis',
    {
      shared: true,
      store: async () => {
        const url = testRedisUrl();
        await assertRedisReachable(url);
        return { kind: 'redis', url, prefix: redisPrefix };
      },
      cleanup: async () => {
        const { Redis } = await import('ioredis');
        const client = new Redis(testRedisUrl());
        const keys = await client.keys(`${redisPrefix}:*`);
        if (keys.length) await client.del(...keys);
        client.disconnect();
      },
    },
  ]);

describe.each(setups)('rate limiter on %s', (kind, setup) => {
  let store: LimitStore;
  const opened: { close(): Promise<void> }[] = [];
  const make = () => {
    const limiter = createRateLimiter(store, rules);
    opened.push(limiter);
    return limiter;
  };
  const key = () => `client-${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    store = await setup.store();
  });
  afterAll(async () => {
    await Promise.all(opened.map((l) => l.close()));
    await setup.cleanup?.();
  });

  it('answers ok within the limit and refuses past it, with the wait', async () => {
    const limiter = make();
    expect(limiter.store).toBe(kind);
    const k = key();
    for (let i = 0; i < 3; i++) expect((await limiter.limit('find-booking', k)).ok).toBe(true);
    const refused = await limiter.limit('find-booking', k);
    expect(refused.ok).toBe(false);
    // blocked for the rule's blockSeconds once over the limit
    if (!refused.ok) expect(refused.retryAfterSeconds).toBeGreaterThan(60);
    if (!refused.ok) expect(refused.retryAfterSeconds).toBeLessThanOrEqual(120);
  });

  it('counts each key and each bucket apart', async () => {
    const limiter = make();
    const [a, b] = [key(), key()];
    for (let i = 0; i < 2; i++) await limiter.limit('find-booking-pair', a);
    expect((await limiter.limit('find-booking-pair', a)).ok).toBe(false);
    expect((await limiter.limit('find-booking-pair', b)).ok).toBe(true);
    expect((await limiter.limit('save', a)).ok).toBe(true);
  });

  it('peeks without spending, and refuses once the points are spent', async () => {
    const limiter = make();
    const k = key();
    for (let i = 0; i < 5; i++) expect((await limiter.peek('find-booking-pair', k)).ok).toBe(true);
    await limiter.limit('find-booking-pair', k);
    expect(await limiter.peek('find-booking-pair', k)).toEqual({ ok: true, remaining: 1 });
    await limiter.limit('find-booking-pair', k);
    const verdict = await limiter.peek('find-booking-pair', k);
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) expect(verdict.retryAfterSeconds).toBeGreaterThan(0);
    await limiter.reset('find-booking-pair', k);
    expect((await limiter.peek('find-booking-pair', k)).ok).toBe(true);
  });

  it('gives refunded points back (an attempt that succeeded does not count)', async () => {
    const limiter = make();
    const k = key();
    for (let i = 0; i < 10; i++) {
      expect((await limiter.limit('find-booking-pair', k)).ok).toBe(true);
      await limiter.refund('find-booking-pair', k);
    }
    await limiter.limit('find-booking-pair', k);
    await limiter.limit('find-booking-pair', k);
    expect((await limiter.limit('find-booking-pair', k)).ok).toBe(false);
  });

  it('lets the key in again when its window has passed', async () => {
    const limiter = make();
    const k = key();
    await limiter.limit('price-check', k);
    await limiter.limit('price-check', k);
    expect((await limiter.limit('price-check', k)).ok).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await limiter.limit('price-check', k)).ok).toBe(true);
  });

  if (setup.shared)
    it('shares the counts between instances (two limiters on one store)', async () => {
      const [first, second] = [make(), make()];
      const k = key();
      await first.limit('save', k);
      await second.limit('save', k);
      await first.limit('save', k);
      await second.limit('save', k);
      expect((await first.limit('save', k)).ok).toBe(false);
      expect((await second.peek('save', k)).ok).toBe(false);
    });

  if (kind === 'postgres')
    it('stores no client address or e-mail address, only hashes', async () => {
      const limiter = make();
      await limiter.limit('find-booking-pair', 'visitor@example.com');
      const { Client } = await import('pg');
      const client = new Client({ connectionString: process.env.DATABASE_URL });
      await client.connect();
      const { rows } = await client.query(`select key from "${pgSchema}".rate_limits`);
      await client.end();
      expect(rows.length).toBeGreaterThan(0);
      expect(JSON.stringify(rows)).not.toContain('visitor');
    });

  if (kind === 'redis')
    it('stores no client address or e-mail address, only hashes', async () => {
      const limiter = make();
      await limiter.limit('find-booking-pair', 'visitor@example.com');
      const { Redis } = await import('ioredis');
      const client = new Redis(testRedisUrl());
      const keys = await client.keys(`${redisPrefix}:*`);
      client.disconnect();
      expect(keys.length).toBeGreaterThan(0);
      expect(keys.join(' ')).not.toContain('visitor');
    });
});

describe('rate limiter with its store away', () => {
  it.each<[string, LimitStore]>([
    ['postgres', { kind: 'postgres', url: 'postgres://postgres@127.0.0.1:1/none' }],
    ['redis', { kind: 'redis', url: 'redis://127.0.0.1:1', prefix: 'away' }],
  ])('still limits per instance when %s does not answer', async (_kind, store) => {
    const limiter = createRateLimiter(store, rules);
    try {
      const answers = [];
      for (let i = 0; i < 5; i++) answers.push((await limiter.limit('find-booking', 'c1')).ok);
      expect(answers).toEqual([true, true, true, false, false]);
    } finally {
      await limiter.close();
    }
  });
});
