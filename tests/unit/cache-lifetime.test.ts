import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * How long cached pages and their data live (lib/site/catalogue): a remote booking system tells the
 * site nothing about its changes, so there the lifetime is REMOTE_CACHE_SECONDS (the former name
 * SITE_DATA_TTL still works); the built-in engine expires a trip's pages itself and lists age out
 * after a minute.
 */
const cacheLife = vi.hoisted(() => vi.fn());
const cacheTag = vi.hoisted(() => vi.fn());
vi.mock('next/cache', () => ({ cacheLife, cacheTag, revalidateTag: vi.fn() }));
const api = vi.hoisted(() => ({ listArticles: vi.fn(async () => ({ data: [] })) }));
vi.mock('@/lib/api', () => ({ getApi: async () => api, ApiError: class extends Error {} }));

import { resetEnvCache } from '@/lib/config/env';
import { listArticles, remoteCacheSeconds } from '@/lib/site/catalogue';

function withEnv(vars: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(vars)) vi.stubEnv(name, value);
  resetEnvCache();
}

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvCache();
  cacheLife.mockClear();
});

describe('the lifetime of cached reads', () => {
  it('is REMOTE_CACHE_SECONDS in remote mode, else the former SITE_DATA_TTL, else 30 seconds', () => {
    withEnv({ REMOTE_CACHE_SECONDS: '5', SITE_DATA_TTL: '9' });
    expect(remoteCacheSeconds()).toBe(5);
    withEnv({ REMOTE_CACHE_SECONDS: '', SITE_DATA_TTL: '9' });
    expect(remoteCacheSeconds()).toBe(9);
    withEnv({ REMOTE_CACHE_SECONDS: '', SITE_DATA_TTL: '' });
    expect(remoteCacheSeconds()).toBe(30);
  });

  it('refreshes remote data after those seconds, and keeps it long enough to stay in prerendered pages', async () => {
    withEnv({ API_BASE_URL: 'http://operator.test/api/v1', REMOTE_CACHE_SECONDS: '1' });
    await listArticles();
    // Next.js leaves entries staler than 30 s or expiring within 5 min out of prerendered pages.
    expect(cacheLife).toHaveBeenLastCalledWith({ stale: 30, revalidate: 1, expire: 300 });
    expect(cacheTag).toHaveBeenLastCalledWith('articles');
  });

  it('keeps content of the built-in engine ten minutes', async () => {
    withEnv({ API_BASE_URL: '' });
    await listArticles();
    expect(cacheLife).toHaveBeenLastCalledWith(expect.objectContaining({ revalidate: 600 }));
  });
});
