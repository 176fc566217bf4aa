/**
 * The incremental cache in Redis (lib/cache/incremental.mjs) when Redis does not answer: every read
 * is a miss within about a second, writes and expiries are dropped, one warning is logged – the pages
 * render from the data source instead of failing. Needs no Redis (a port nobody listens on).
 */
import net from 'node:net';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type IncrementalRedisCache from '@/lib/cache/incremental.mjs';

/** A local port that refuses connections: taken for a moment, then released. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let cache: IncrementalRedisCache;
const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
const error = vi.spyOn(console, 'error').mockImplementation(() => {});

beforeAll(async () => {
  process.env.REDIS_URL = `redis://127.0.0.1:${await closedPort()}`;
  process.env.CACHE_KEY_PREFIX = 'down-test';
  const { default: Cache } = await import('@/lib/cache/incremental.mjs');
  cache = new Cache({});
});

afterAll(() => {
  warn.mockRestore();
  error.mockRestore();
});

it('answers misses quickly and warns when Redis is down', async () => {
  const started = Date.now();
  expect(await cache.get('trip-7', { kind: 'FETCH', tags: ['journey:7'], softTags: [] })).toBeNull();
  await cache.set(
    'trip-7',
    { kind: 'FETCH', data: { headers: {}, body: '{}', status: 200, url: '' }, revalidate: 60 },
    {
      fetchCache: true,
      tags: ['journey:7'],
    },
  );
  await cache.revalidateTag(['journey:7']);
  expect(await cache.get('trip-7', { kind: 'FETCH', tags: ['journey:7'], softTags: [] })).toBeNull();
  expect(Date.now() - started).toBeLessThan(2500);
  expect(warn.mock.calls.map(([message]) => String(message))).toContainEqual(
    expect.stringMatching(/^Redis cache unavailable/),
  );
});
