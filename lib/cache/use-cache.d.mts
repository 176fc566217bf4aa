/** Types of ./use-cache.mjs (plain JavaScript, loaded by Next.js at run time) for the tests. */
import type { CacheHandler } from 'next/dist/server/lib/cache-handlers/types';

declare const useCacheHandler: CacheHandler;
export default useCacheHandler;
