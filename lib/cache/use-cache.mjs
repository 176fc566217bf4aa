/**
 * The `'use cache'` handler in Redis (`cacheHandlers.default` and `.remote` in next.config.ts when
 * REDIS_URL is set, see ./config.ts): cached components and functions, and their tags' expiry,
 * shared by every instance. Failures are misses (./redis.mjs): the site keeps serving.
 */
import { getRedisCacheComponentsHandler } from '@trieb.work/nextjs-turbo-redis-cache';
import { guarded, redisCacheOptions } from './redis.mjs';

const cache = getRedisCacheComponentsHandler(redisCacheOptions());

/** @type {import('next/dist/server/lib/cache-handlers/types').CacheHandler} */
const useCacheHandler = {
  get: (cacheKey, softTags) => guarded('get', () => cache.get(cacheKey, softTags), undefined),
  set: (cacheKey, pendingEntry) => guarded('set', () => cache.set(cacheKey, pendingEntry), undefined),
  refreshTags: () => guarded('refreshTags', () => cache.refreshTags(), undefined),
  getExpiration: (tags) => guarded('getExpiration', () => cache.getExpiration(tags), 0),
  updateTags: (tags, durations) => guarded('updateTags', () => cache.updateTags(tags, durations), undefined),
};

export default useCacheHandler;
