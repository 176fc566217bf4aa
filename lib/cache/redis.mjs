/**
 * What both Redis cache handlers share (./incremental.mjs for `cacheHandler`, ./use-cache.mjs for
 * `cacheHandlers`): their options, read from the environment, and the guard that keeps the site
 * serving when Redis fails. Plain JavaScript: Next.js loads the handlers by path at run time.
 *
 * The handlers are @trieb.work/nextjs-turbo-redis-cache's: entries live in Redis under the key
 * prefix, tag revalidations are written to Redis and announced over Pub/Sub, so every instance
 * drops what another one expired within milliseconds.
 */

/** How long one cache operation may take before the request goes on without the shared cache. */
const OPERATION_TIMEOUT_MS = 1000;
/** After a failure, Redis is left alone this long: pages don't wait for a server that is down. */
const PAUSE_AFTER_FAILURE_MS = 10_000;
/** A failing Redis is reported at most this often, not on every request. */
const WARN_INTERVAL_MS = 60_000;

/**
 * The library's options: the server of REDIS_URL, its database from the URL's path (as ioredis
 * reads it for the rate limits; the library would otherwise pick database 1 outside Vercel), and
 * CACHE_KEY_PREFIX as the key prefix (unset: the build's id, so a new build starts empty).
 */
export function redisCacheOptions(env = process.env) {
  const redisUrl = env.REDIS_URL?.trim();
  if (!redisUrl) throw new Error('The Redis cache handlers need REDIS_URL.');
  const database = Number(new URL(redisUrl).pathname.slice(1) || 0);
  const prefix = env.CACHE_KEY_PREFIX?.trim();
  return {
    redisUrl,
    database: Number.isSafeInteger(database) ? database : 0,
    ...(prefix ? { keyPrefix: prefix.endsWith(':') ? prefix : `${prefix}:` } : {}),
  };
}

// The library refuses to start unless Redis publishes keyspace events (`notify-keyspace-events Exe`),
// which managed Redis often does not allow to configure. They only tidy its in-memory tag map after
// keys expire; invalidations travel over its own channel. Checked only when asked for.
process.env.SKIP_KEYSPACE_CONFIG_CHECK ??= 'true';

let lastWarning = 0;
let pausedUntil = 0;

/** Reports a failing Redis, at most once a minute. */
function warn(operation, error) {
  const now = Date.now();
  if (now - lastWarning < WARN_INTERVAL_MS) return;
  lastWarning = now;
  const reason = error instanceof Error ? error.message : String(error);
  console.warn(`Redis cache unavailable (${operation}: ${reason}): serving without the shared cache.`);
}

/**
 * Runs one cache operation; when it fails or takes longer than OPERATION_TIMEOUT_MS, logs a warning
 * and answers `fallback` (a miss for reads), so pages render from the data source instead. After a
 * failure the operations answer `fallback` at once for PAUSE_AFTER_FAILURE_MS, then Redis is tried
 * again. Invalidations missed meanwhile: entries age out with their own lifetime.
 */
export async function guarded(operation, run, fallback) {
  if (Date.now() < pausedUntil) return fallback;
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${OPERATION_TIMEOUT_MS} ms`)), OPERATION_TIMEOUT_MS);
    timer.unref?.();
  });
  try {
    return await Promise.race([Promise.resolve().then(run), timeout]);
  } catch (error) {
    pausedUntil = Date.now() + PAUSE_AFTER_FAILURE_MS;
    warn(operation, error);
    return fallback;
  } finally {
    clearTimeout(timer);
  }
}
