/**
 * The incremental cache of a single instance (`cacheHandler` without REDIS_URL, ./config.ts): Next.js's
 * own (pages in memory, `isrFlushToDisk` off), with optimised images kept in memory (./images.mjs) and
 * pages stored as ASCII-only HTML (./ascii-pages.mjs).
 * Next.js's handler is not exported by name; its module is loaded by path (next is pinned).
 */
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { withImageMemory } from './images.mjs';
import { withAsciiPages } from './ascii-pages.mjs';

// Node.js hands an ES module the CommonJS exports object, the bundler its `default` already.
export default withAsciiPages(withImageMemory(fileSystemCache.default ?? fileSystemCache));
