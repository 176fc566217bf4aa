/** Types of ./redis.mjs (plain JavaScript, loaded by Next.js at run time) for the tests. */
export interface RedisCacheOptions {
  redisUrl: string;
  database: number;
  keyPrefix?: string;
}

export function redisCacheOptions(env?: Record<string, string | undefined>): RedisCacheOptions;

export function guarded<T, F>(operation: string, run: () => T | Promise<T>, fallback: F): Promise<T | F>;
