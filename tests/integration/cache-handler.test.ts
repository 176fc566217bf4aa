/**
 * The cache handlers in Redis (lib/cache/incremental.mjs, lib/cache/use-cache.mjs) against a real
 * server: what one instance stores is there for the next request, and a tag it expires is gone
 * (for `unstable_cache` data and `'use cache'` entries alike). Like the rate limits'
 * Redis suite, it runs with TEST_REDIS_URL and is required in CI (tests/helpers/redis.ts).
 * How a booking on one instance reaches another: e2e/two-instances.spec.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type IncrementalRedisCache from '@/lib/cache/incremental.mjs';
import type useCacheHandler from '@/lib/cache/use-cache.mjs';
import { assertRedisReachable, redisRequired, testPrefix, testRedisUrl } from '../helpers/redis';

const fetchEntry = (body: string) => ({
  kind: 'FETCH',
  data: { headers: {}, body, status: 200, url: '' },
  revalidate: 60,
});
const fetchContext = { kind: 'FETCH', tags: ['journey:7'], softTags: [], revalidate: 60 };

describe.runIf(redisRequired)('the cache handlers in Redis', () => {
  const prefix = testPrefix();
  let cache: IncrementalRedisCache;
  let useCache: typeof useCacheHandler;

  beforeAll(async () => {
    const url = testRedisUrl();
    await assertRedisReachable(url);
    process.env.REDIS_URL = url;
    process.env.CACHE_KEY_PREFIX = prefix;
    const { default: Cache } = await import('@/lib/cache/incremental.mjs');
    cache = new Cache({});
    useCache = (await import('@/lib/cache/use-cache.mjs')).default;
  });

  afterAll(async () => {
    const { Redis } = await import('ioredis');
    const client = new Redis(testRedisUrl());
    const keys = await client.keys(`${prefix}:*`);
    if (keys.length) await client.unlink(...keys);
    client.disconnect();
  });

  it('serves what was stored until its tag expires', async () => {
    await cache.set('trip-7', fetchEntry('{"free":21}'), { fetchCache: true, tags: ['journey:7'], revalidate: 60 });
    const hit = (await cache.get('trip-7', fetchContext)) as { value: { data: { body: string } } } | null;
    expect(hit?.value.data.body).toBe('{"free":21}');

    await cache.revalidateTag(['journey:7'], { expire: 0 });
    expect(await cache.get('trip-7', fetchContext)).toBeNull();
  });

  it("keeps 'use cache' entries until their tag expires", async () => {
    const now = Date.now();
    const entry = {
      value: new Blob(['<p>noch 21 Plätze frei</p>']).stream(),
      tags: ['journey:8'],
      stale: 30,
      timestamp: now,
      expire: 3600,
      revalidate: 60,
    };
    await useCache.set('trip-8', Promise.resolve(entry));
    const hit = await useCache.get('trip-8', []);
    expect(hit && (await new Response(hit.value).text())).toBe('<p>noch 21 Plätze frei</p>');

    await useCache.updateTags(['journey:8'], { expire: 0 });
    expect(await useCache.getExpiration(['journey:8'])).toBeGreaterThanOrEqual(now);
    expect(await useCache.get('trip-8', [])).toBeUndefined();
  });
});
