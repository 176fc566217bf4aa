/** Types of ./incremental.mjs (plain JavaScript, loaded by Next.js at run time) for the tests. */
export default class IncrementalRedisCache {
  constructor(options: object);
  get(key: string, ctx: object): Promise<unknown>;
  set(key: string, data: unknown, ctx: object): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}
