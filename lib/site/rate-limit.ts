/**
 * Rate limits of the site (rate-limiter-flexible), one store for all instances:
 *
 * - Redis when `REDIS_URL` is set (ioredis),
 * - else PostgreSQL when the app runs on it (`DATABASE_URL`; table `rate_limits`, made on first use),
 * - else memory: PGlite means one process, so its memory is the whole site.
 *
 * When the shared store fails (Redis or PostgreSQL down), each instance falls back to its own memory
 * limits (the library's insurance limiter): the limits hold per instance instead of failing open.
 * Keys are hashed before they are stored: no client address or e-mail address lands in the store.
 *
 *   const verdict = await limit('price-check', clientAddress(await headers())); // lib/http/client
 *   if (!verdict.ok) → 429, `Retry-After: verdict.retryAfterSeconds`, a translated message
 *
 * `limit` spends a point and answers whether the caller was still within the limit; `refund` gives
 * it back (find my booking spends a point on every lookup, atomically, so parallel guesses count,
 * and refunds it when the lookup found the booking: only misses remain); `peek` only looks.
 */
import 'server-only';
import { createHash } from 'node:crypto';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { env } from '../config/env';
import { logError, logWarn } from '../log';

export interface LimitRule {
  /** What may be spent … */
  points: number;
  /** … per this many seconds. */
  durationSeconds: number;
  /** Once over the limit, refused for this long (default: until the window ends). */
  blockSeconds?: number;
}

/** The site's limits. Each bucket is counted apart; a key is a client address, an address with an e-mail address, or a token. */
export const RULES = {
  /** Find my booking: misses per client address. */
  'find-booking': { points: 10, durationSeconds: 15 * 60, blockSeconds: 15 * 60 },
  /**
   * Find my booking: misses per client address and e-mail address together (the process number is
   * the part that is guessed). Not per e-mail address alone: then anyone could lock a customer out of
   * their booking by missing five times with their address (issue 26).
   */
  'find-booking-pair': { points: 5, durationSeconds: 15 * 60, blockSeconds: 15 * 60 },
  /** Booking documents by token (PDF, calendar, the booking's page): wrong tokens per client address. */
  'booking-token': { points: 20, durationSeconds: 15 * 60, blockSeconds: 15 * 60 },
  /**
   * Rendered booking documents (PDF, calendar file) per client address, right token or wrong: each is
   * made anew per request, so even a valid link cannot be fetched without end (issue 26).
   */
  document: { points: 60, durationSeconds: 60 * 60 },
  /** … and per booking token: a customer opens their PDF a few times, not hundreds. */
  'document-token': { points: 20, durationSeconds: 60 * 60 },
  /** Price checks (each places or renews a hold) per client address. */
  'price-check': { points: 30, durationSeconds: 60 },
  /** Saves per client address. */
  save: { points: 10, durationSeconds: 60 },
  /**
   * The contract server's check and save (/api/v1, behind the access parameter) per client address:
   * a partner site's visitors all come from its server, so these are wider than the site's own.
   */
  'api-check': { points: 300, durationSeconds: 60 },
  'api-save': { points: 60, durationSeconds: 60 },
  /**
   * Staff sign-in (lib/site/staff-sign-in), spent before the password is checked, so parallel guesses
   * count: per e-mail address and client address (blocks the guesser, not the owner elsewhere) …
   */
  'signin-pair': { points: 5, durationSeconds: 15 * 60, blockSeconds: 15 * 60 },
  /** … per client address (many e-mail addresses from one place; each try costs a password hash) … */
  'signin-address': { points: 20, durationSeconds: 15 * 60, blockSeconds: 15 * 60 },
  /** … and per e-mail address from anywhere: past this, each try waits a little, it is never refused. */
  'signin-email': { points: 10, durationSeconds: 15 * 60 },
  /** Booking history import (a list of process numbers and tokens checked at once) per client address. */
  'import-processes': { points: 10, durationSeconds: 60, blockSeconds: 5 * 60 },
} satisfies Record<string, LimitRule>;

export type Bucket = keyof typeof RULES;

export type LimitResult = { ok: true; remaining: number } | { ok: false; retryAfterSeconds: number };

export type LimitStore =
  | { kind: 'memory' }
  | { kind: 'postgres'; url: string; schema?: string }
  | { kind: 'redis'; url: string; prefix?: string };

export interface RateLimiter {
  readonly store: LimitStore['kind'];
  /** Spends `points` (default 1) of the bucket for `key`; over the limit → refused with the wait. */
  limit(bucket: Bucket, key: string, points?: number): Promise<LimitResult>;
  /** Whether `key` is within the bucket's limit now, without spending anything. */
  peek(bucket: Bucket, key: string): Promise<LimitResult>;
  /** Gives `points` (default 1) back to `key`, e.g. when the attempt it paid for succeeded. */
  refund(bucket: Bucket, key: string, points?: number): Promise<void>;
  /** Forgets what `key` spent. */
  reset(bucket: Bucket, key: string): Promise<void>;
  close(): Promise<void>;
}

const TABLE = 'rate_limits';

function hashed(key: string): string {
  return createHash('sha256').update(key).digest('base64url').slice(0, 32);
}

function retryAfter(msBeforeNext: number): number {
  return Math.max(1, Math.ceil(msBeforeNext / 1000));
}

/** A refusal of the library: a RateLimiterRes (over the limit), anything else is a store failure. */
function isRefusal(error: unknown): error is { msBeforeNext: number } {
  return typeof error === 'object' && error !== null && 'msBeforeNext' in error && !(error instanceof Error);
}

function memoryOptions(bucket: string, rule: LimitRule) {
  return {
    keyPrefix: bucket,
    points: rule.points,
    duration: rule.durationSeconds,
    blockDuration: rule.blockSeconds ?? 0,
  };
}

interface Backend {
  /** Resolves once the store can be used (PostgreSQL: its table exists); rejects while it is away. */
  ready(): Promise<void>;
  make(bucket: Bucket, rule: LimitRule): RateLimiterAbstract;
  close(): Promise<void>;
}

async function redisBackend(store: Extract<LimitStore, { kind: 'redis' }>): Promise<Backend> {
  // Loaded only when configured: a site without REDIS_URL never opens a Redis connection.
  const { Redis } = await import('ioredis');
  const client = new Redis(store.url, {
    // fail fast while Redis is away, so the insurance limiter answers instead of requests waiting
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
  });
  client.on('error', (error) => logError('rate-limit.redis', 'rate limit store (Redis) unreachable', error));
  let firstConnect: Promise<void> | undefined;
  return {
    async ready() {
      // the first call after start-up waits briefly for the connection instead of falling back at once
      firstConnect ??= new Promise<void>((resolve) => {
        if (client.status === 'ready') return resolve();
        const done = () => {
          clearTimeout(timer);
          client.off('ready', done);
          resolve();
        };
        const timer = setTimeout(done, 1000);
        client.once('ready', done);
      });
      await firstConnect;
    },
    make: (bucket, rule) =>
      new RateLimiterRedis({
        storeClient: client,
        keyPrefix: `${store.prefix ?? 'rl'}:${bucket}`,
        points: rule.points,
        duration: rule.durationSeconds,
        blockDuration: rule.blockSeconds ?? 0,
        insuranceLimiter: new RateLimiterMemory(memoryOptions(bucket, rule)),
      }),
    close: async () => {
      client.disconnect();
    },
  };
}

async function postgresBackend(store: Extract<LimitStore, { kind: 'postgres' }>): Promise<Backend> {
  const { Pool } = await import('pg');
  const pool = new Pool({ connectionString: store.url, max: 3, connectionTimeoutMillis: 2000 });
  const lost = (error: Error) =>
    logError('rate-limit.postgres', 'rate limit store (PostgreSQL) connection lost', error);
  pool.on('error', lost);
  pool.on('connect', (client) => client.on('error', lost));
  const table = store.schema ? `"${store.schema}"."${TABLE}"` : `"${TABLE}"`;
  let created: Promise<void> | undefined;
  return {
    ready() {
      // made once; tried again on the next call while the database was away
      created ??= pool
        .query(
          `create table if not exists ${table} (key varchar(255) primary key, points integer not null default 0, expire bigint)`,
        )
        .then(() => undefined)
        .catch((error: unknown) => {
          // another instance made it at the same moment
          if ((error as { code?: string }).code === '23505') return;
          created = undefined;
          throw error;
        });
      return created;
    },
    make: (bucket, rule) =>
      new RateLimiterPostgres({
        storeClient: pool,
        storeType: 'pool',
        tableName: TABLE,
        ...(store.schema && { schemaName: store.schema }),
        tableCreated: true,
        clearExpiredByTimeout: true,
        keyPrefix: bucket,
        points: rule.points,
        duration: rule.durationSeconds,
        blockDuration: rule.blockSeconds ?? 0,
        insuranceLimiter: new RateLimiterMemory(memoryOptions(bucket, rule)),
      }),
    close: () => pool.end(),
  };
}

const memoryBackend: Backend = {
  ready: async () => {},
  make: (bucket, rule) => new RateLimiterMemory(memoryOptions(bucket, rule)),
  close: async () => {},
};

/** A limiter on the given store with the given rules (the app's is `appLimiter()`; tests make their own). */
export function createRateLimiter(store: LimitStore, rules: Record<Bucket, LimitRule> = RULES): RateLimiter {
  const backend: Promise<Backend> =
    store.kind === 'redis'
      ? redisBackend(store)
      : store.kind === 'postgres'
        ? postgresBackend(store)
        : Promise.resolve(memoryBackend);

  const limiters = new Map<Bucket, RateLimiterAbstract>();
  const fallback = new Map<Bucket, RateLimiterAbstract>();
  const fallbackFor = (bucket: Bucket) => {
    let limiter = fallback.get(bucket);
    if (!limiter) {
      limiter = memoryBackend.make(bucket, rules[bucket]);
      fallback.set(bucket, limiter);
    }
    return limiter;
  };
  /** The store's limiter; while the store cannot even be prepared, this instance's memory limits. */
  const pick = async (bucket: Bucket): Promise<RateLimiterAbstract> => {
    const b = await backend;
    try {
      await b.ready();
    } catch (error) {
      logError(`rate-limit.${store.kind}`, 'rate limit store unavailable, limiting per instance', error);
      return fallbackFor(bucket);
    }
    let limiter = limiters.get(bucket);
    if (!limiter) {
      limiter = b.make(bucket, rules[bucket]);
      limiters.set(bucket, limiter);
    }
    return limiter;
  };

  return {
    store: store.kind,
    async limit(bucket, key, points = 1) {
      const limiter = await pick(bucket);
      try {
        const res = await limiter.consume(hashed(key), points);
        return { ok: true, remaining: res.remainingPoints };
      } catch (error) {
        if (isRefusal(error)) return { ok: false, retryAfterSeconds: retryAfter(error.msBeforeNext) };
        // a store failure the insurance did not answer: count in this instance's memory
        logWarn(`rate-limit.${store.kind}`, 'rate limit store failed, limiting per instance');
        return createMemoryVerdict(
          await fallbackFor(bucket)
            .consume(hashed(key), points)
            .catch((e: unknown) => e),
        );
      }
    },
    async peek(bucket, key) {
      const rule = rules[bucket];
      const limiter = await pick(bucket);
      const res = await limiter.get(hashed(key)).catch(() => fallbackFor(bucket).get(hashed(key)));
      if (res && res.consumedPoints >= rule.points) {
        return { ok: false, retryAfterSeconds: retryAfter(res.msBeforeNext) };
      }
      return { ok: true, remaining: rule.points - (res?.consumedPoints ?? 0) };
    },
    async refund(bucket, key, points = 1) {
      const limiter = await pick(bucket);
      await limiter.reward(hashed(key), points).catch(() => fallbackFor(bucket).reward(hashed(key), points));
    },
    async reset(bucket, key) {
      const limiter = await pick(bucket);
      await limiter.delete(hashed(key)).catch(() => fallbackFor(bucket).delete(hashed(key)));
    },
    close: async () => (await backend).close(),
  };
}

function createMemoryVerdict(res: unknown): LimitResult {
  if (isRefusal(res)) return { ok: false, retryAfterSeconds: retryAfter(res.msBeforeNext) };
  return { ok: true, remaining: (res as { remainingPoints?: number }).remainingPoints ?? 0 };
}

/** The store the configuration asks for: Redis (REDIS_URL), PostgreSQL (DATABASE_URL), else memory. */
export function configuredStore(): LimitStore {
  const config = env();
  if (config.REDIS_URL) return { kind: 'redis', url: config.REDIS_URL };
  if (config.DATABASE_URL && !config.API_BASE_URL) return { kind: 'postgres', url: config.DATABASE_URL };
  return { kind: 'memory' };
}

const globalForLimits = globalThis as unknown as { __siteRateLimiter?: RateLimiter };

/** The app's limiter on the configured store (one per process). */
export function appLimiter(): RateLimiter {
  const factor = env().ABUSE_LIMIT_FACTOR;
  const rules = Object.fromEntries(
    Object.entries(RULES).map(([bucket, rule]) => [bucket, { ...rule, points: rule.points * factor }]),
  ) as Record<Bucket, LimitRule>;
  globalForLimits.__siteRateLimiter ??= createRateLimiter(configuredStore(), rules);
  return globalForLimits.__siteRateLimiter;
}

/** TEST ONLY: use this limiter (e.g. a fresh memory one) as the app's; `undefined` → the configured one. */
export function setAppLimiter(next: RateLimiter | undefined): void {
  globalForLimits.__siteRateLimiter = next;
}

/** Spends a point of `bucket` for `key` on the app's limiter. */
export function limit(bucket: Bucket, key: string, points?: number): Promise<LimitResult> {
  return appLimiter().limit(bucket, key, points);
}

/** Gives back what an attempt of `key` spent in `bucket` (it succeeded). */
export function refund(bucket: Bucket, key: string, points?: number): Promise<void> {
  return appLimiter().refund(bucket, key, points);
}
