/**
 * Optimised images (`/_next/image`) in this process's memory. Next.js keeps them on disk only when
 * pages are flushed to disk too (`experimental.isrFlushToDisk`, off here: instances sharing a build
 * must not serve each other's pages), and otherwise encodes every request anew: AVIF costs about
 * 150 ms of CPU per image. With `images.customCacheHandler` it asks the incremental cache handler
 * instead; `withImageMemory` answers its image reads and writes from a bounded LRU and passes
 * everything else on. Per process: an optimised image is the same on every instance.
 */
import { LRUCache } from 'lru-cache';

/** Cache handler kind of an optimised image (Next.js's IncrementalCacheKind / CachedRouteKind 'IMAGE'). */
export const IMAGE_KIND = 'IMAGE';

const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;

export function imageMemory(maxBytes = DEFAULT_MAX_BYTES) {
  return new LRUCache({
    maxSize: maxBytes,
    sizeCalculation: (entry) => Math.max(1, entry.value.buffer?.length ?? 1),
  });
}

/** The handler class `Base` with optimised images kept in `store` (one per process by default). */
export function withImageMemory(Base, store = imageMemory()) {
  return class extends Base {
    get(key, ctx) {
      if (ctx?.kind === IMAGE_KIND) return Promise.resolve(store.get(key) ?? null);
      return super.get(key, ctx);
    }

    set(key, data, ctx) {
      if (data?.kind === IMAGE_KIND) {
        store.set(key, { value: data, lastModified: Date.now() });
        return Promise.resolve();
      }
      return super.set(key, data, ctx);
    }
  };
}
