/**
 * The shared cache of several instances (issue 13, lib/cache): only with REDIS_URL does Next.js get
 * the Redis handlers, for its incremental cache and for `'use cache'` alike; their options come from
 * the environment, and a failing Redis makes cache misses, never failing pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cacheHandlerConfig } from '@/lib/cache/config';
import { guarded, redisCacheOptions } from '@/lib/cache/redis.mjs';
import { IMAGE_KIND, imageMemory, withImageMemory } from '@/lib/cache/images.mjs';

describe('cacheHandlerConfig', () => {
  it('leaves Next.js its own caches without REDIS_URL, through the handler that keeps images', () => {
    const local = { cacheHandler: path.join('/srv/site', 'lib/cache/local.mjs') };
    expect(cacheHandlerConfig({}, '/srv/site')).toEqual(local);
    expect(cacheHandlerConfig({ REDIS_URL: '' }, '/srv/site')).toEqual(local);
    expect(cacheHandlerConfig({ REDIS_URL: '  ' }, '/srv/site')).toEqual(local);
    expect(fs.existsSync(cacheHandlerConfig({}).cacheHandler!)).toBe(true);
  });

  it('puts the incremental cache and both use-cache handlers in Redis with REDIS_URL', () => {
    const config = cacheHandlerConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }, '/srv/site');
    expect(config).toEqual({
      cacheHandler: path.join('/srv/site', 'lib/cache/incremental.mjs'),
      cacheHandlers: {
        default: path.join('/srv/site', 'lib/cache/use-cache.mjs'),
        remote: path.join('/srv/site', 'lib/cache/use-cache.mjs'),
      },
      cacheMaxMemorySize: 0,
    });
  });

  it('names handler files that exist', () => {
    const config = cacheHandlerConfig({ REDIS_URL: 'redis://127.0.0.1:6379' });
    for (const file of [config.cacheHandler, config.cacheHandlers?.default, config.cacheHandlers?.remote])
      expect(fs.existsSync(file!), file).toBe(true);
  });

  describe('next.config.ts', () => {
    afterEach(() => {
      vi.unstubAllEnvs();
      vi.resetModules();
    });

    it('has the local handler without REDIS_URL, and lets it keep optimised images', async () => {
      vi.stubEnv('REDIS_URL', '');
      const config = (await import('@/next.config')).default;
      expect(config.cacheHandler).toMatch(/lib\/cache\/local\.mjs$/);
      expect(config.cacheHandlers).toBeUndefined();
      expect(config.images?.customCacheHandler).toBe(true);
    });

    it('has the Redis handlers with REDIS_URL', async () => {
      vi.stubEnv('REDIS_URL', 'redis://127.0.0.1:6379');
      const config = (await import('@/next.config')).default;
      expect(config.cacheHandler).toMatch(/lib\/cache\/incremental\.mjs$/);
      expect(config.cacheHandlers).toEqual({
        default: expect.stringMatching(/lib\/cache\/use-cache\.mjs$/),
        remote: expect.stringMatching(/lib\/cache\/use-cache\.mjs$/),
      });
    });
  });
});

describe('redisCacheOptions', () => {
  it('reads the server, its database and the key prefix', () => {
    expect(redisCacheOptions({ REDIS_URL: 'redis://cache.internal:6380/2', CACHE_KEY_PREFIX: 'shop' })).toEqual({
      redisUrl: 'redis://cache.internal:6380/2',
      database: 2,
      keyPrefix: 'shop:',
    });
  });

  it('uses database 0 and leaves the prefix to the build id when none is set', () => {
    expect(redisCacheOptions({ REDIS_URL: 'redis://127.0.0.1:6379' })).toEqual({
      redisUrl: 'redis://127.0.0.1:6379',
      database: 0,
    });
  });

  it('refuses to run without REDIS_URL', () => {
    expect(() => redisCacheOptions({})).toThrow(/REDIS_URL/);
  });
});

describe('guarded', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('answers what Redis answers', async () => {
    await expect(guarded('get', async () => 'entry', null)).resolves.toBe('entry');
  });

  it('makes a failure a miss with one warning, and leaves Redis alone for a while after', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(guarded('get', () => Promise.reject(new Error('ECONNREFUSED')), null)).resolves.toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toMatch(/Redis cache unavailable \(get: ECONNREFUSED\)/);

    const run = vi.fn(async () => 'entry');
    await expect(guarded('get', run, null)).resolves.toBeNull();
    expect(run).not.toHaveBeenCalled();

    vi.advanceTimersByTime(10_001);
    await expect(guarded('get', run, null)).resolves.toBe('entry');
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('does not wait longer than a second for an answer', async () => {
    vi.useFakeTimers({ now: Date.now() + 3_600_000 });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const pending = guarded('set', () => new Promise(() => {}), undefined);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(pending).resolves.toBeUndefined();
  });
});

describe('optimised images in memory (lib/cache/images.mjs)', () => {
  class Base {
    calls: string[] = [];
    get(key: string) {
      this.calls.push(`get ${key}`);
      return Promise.resolve({ value: { kind: 'APP_PAGE' }, lastModified: 1 });
    }
    set(key: string) {
      this.calls.push(`set ${key}`);
      return Promise.resolve();
    }
  }
  const image = (bytes: number) => ({ kind: IMAGE_KIND, buffer: Buffer.alloc(bytes), extension: 'avif', etag: 'e' });

  it('answers image reads from what it stored, and passes pages on to the handler it wraps', async () => {
    const cache = new (withImageMemory(Base, imageMemory()))();
    expect(await cache.get('img', { kind: IMAGE_KIND })).toBeNull();
    await cache.set('img', image(10), {});
    const hit = await cache.get('img', { kind: IMAGE_KIND });
    expect(hit?.value.kind).toBe(IMAGE_KIND);
    expect(hit?.lastModified).toBeGreaterThan(0);
    await cache.set('/de/faq', { kind: 'APP_PAGE' }, {});
    await cache.get('/de/faq', { kind: 'APP_PAGE' });
    expect(cache.calls).toEqual(['set /de/faq', 'get /de/faq']);
  });

  it('keeps no more bytes than its bound, dropping the least recently used image', async () => {
    const cache = new (withImageMemory(Base, imageMemory(100)))();
    await cache.set('a', image(60), {});
    await cache.set('b', image(60), {});
    expect(await cache.get('a', { kind: IMAGE_KIND })).toBeNull();
    expect(await cache.get('b', { kind: IMAGE_KIND })).not.toBeNull();
  });
});
