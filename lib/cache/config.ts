/**
 * The shared cache of several instances (issue 13): with REDIS_URL set, next.config.ts spreads
 * `cacheHandlerConfig()` into the config, and Next.js keeps its incremental cache (`cacheHandler`:
 * pages, `unstable_cache`, `fetch`) and its `'use cache'` entries (`cacheHandlers`) in Redis, with
 * the tag revalidations every instance sees (./incremental.mjs, ./use-cache.mjs). Next's own
 * in-process memory cache is switched off, so no instance answers from a copy another one expired.
 * Without REDIS_URL: Next.js's own caches in this process (one instance), through ./local.mjs.
 * Either handler keeps optimised images in memory (./images.mjs; next.config.ts sets
 * `images.customCacheHandler`, or Next.js would encode every image request anew).
 */
import path from 'node:path';
import type { NextConfig } from 'next';

export type CacheHandlerConfig = Pick<NextConfig, 'cacheHandler' | 'cacheHandlers' | 'cacheMaxMemorySize'>;

export function cacheHandlerConfig(
  env: Record<string, string | undefined> = process.env,
  root = process.cwd(),
): CacheHandlerConfig {
  if (!env.REDIS_URL?.trim()) return { cacheHandler: path.join(root, 'lib/cache/local.mjs') };
  const useCache = path.join(root, 'lib/cache/use-cache.mjs');
  return {
    cacheHandler: path.join(root, 'lib/cache/incremental.mjs'),
    cacheHandlers: { default: useCache, remote: useCache },
    cacheMaxMemorySize: 0,
  };
}
