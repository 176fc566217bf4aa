/**
 * The incremental cache in Redis (`cacheHandler` in next.config.ts when REDIS_URL is set, see
 * ./config.ts): pages, route handlers, `unstable_cache` and `fetch` data, shared by every instance,
 * and so are their tag revalidations. Failures are misses (./redis.mjs): the site keeps serving.
 * Optimised images stay in this process's memory (./images.mjs); pages are stored as ASCII-only HTML
 * (./ascii-pages.mjs).
 */
import RedisCache from '@trieb.work/nextjs-turbo-redis-cache';
import { guarded, redisCacheOptions } from './redis.mjs';
import { withImageMemory } from './images.mjs';
import { withAsciiPages } from './ascii-pages.mjs';

class IncrementalRedisCache {
  #cache;

  constructor(options) {
    this.#cache = new RedisCache({ ...options, ...redisCacheOptions() });
  }

  get(...args) {
    return guarded('get', () => this.#cache.get(...args), null);
  }

  set(...args) {
    return guarded('set', () => this.#cache.set(...args), undefined);
  }

  revalidateTag(...args) {
    return guarded('revalidateTag', () => this.#cache.revalidateTag(...args), undefined);
  }

  resetRequestCache(...args) {
    return this.#cache.resetRequestCache(...args);
  }
}

export default withAsciiPages(withImageMemory(IncrementalRedisCache));
