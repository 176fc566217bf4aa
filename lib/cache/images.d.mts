/** Types of ./images.mjs (plain JavaScript, loaded by Next.js at run time) for the tests. */
import type { LRUCache } from 'lru-cache';

export const IMAGE_KIND: 'IMAGE';
interface Entry {
  value: { kind: string; buffer?: Buffer };
  lastModified: number;
}
interface Handler {
  get(key: string, ctx?: { kind?: string }): Promise<unknown>;
  set(key: string, data: unknown, ctx?: object): Promise<void>;
}
export function imageMemory(maxBytes?: number): LRUCache<string, Entry>;
export function withImageMemory<B extends new (...args: never[]) => Handler>(
  Base: B,
  store?: LRUCache<string, Entry>,
): new (...args: ConstructorParameters<B>) => Omit<InstanceType<B>, 'get' | 'set'> & {
  get(key: string, ctx?: { kind?: string }): Promise<Entry | null>;
  set(key: string, data: unknown, ctx?: object): Promise<void>;
};
