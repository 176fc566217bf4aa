/**
 * Redis for the tests of what the site keeps in Redis (rate limits). Like PostgreSQL
 * (tests/helpers/db.ts): the Redis suites run when TEST_REDIS_URL is set, and in CI (env `CI`) they
 * are required: without a reachable server they fail loudly instead of being skipped.
 * Each suite uses its own key prefix, so parallel runs don't collide.
 */
import { randomBytes } from 'node:crypto';

/** Redis must be part of this run: it is configured, or this is CI. */
export const redisRequired = !!process.env.TEST_REDIS_URL || !!process.env.CI;

/** The server the Redis suites use. */
export function testRedisUrl(): string {
  const url = process.env.TEST_REDIS_URL ?? (process.env.CI ? 'redis://127.0.0.1:6379' : undefined);
  if (!url) throw new Error('Redis suites need TEST_REDIS_URL (e.g. redis://127.0.0.1:6379).');
  return url;
}

/** Fails loudly when the server does not answer (in CI the Redis suites must run). */
export async function assertRedisReachable(url: string): Promise<void> {
  const { Redis } = await import('ioredis');
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 2000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.ping();
  } catch (error) {
    throw new Error(
      `Redis at ${url} is unreachable (${(error as Error).message})` +
        (process.env.CI ? ': in CI the Redis suites must run, so they fail instead of skipping.' : '.'),
      { cause: error },
    );
  } finally {
    client.disconnect();
  }
}

/** A key prefix of its own for one suite. */
export function testPrefix(): string {
  return `t_${randomBytes(6).toString('hex')}`;
}
