import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, fireEvent, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import de from '@/messages/de.json';
import { Toaster } from '@/components/ui/Toast';
import { CHUNK_RELOAD_INTERVAL_MS, isChunkLoadError, reloadAfterChunkError } from '@/components/layout/chunk-reload';

const navigation = vi.hoisted(() => ({ pathname: '/' }));
vi.mock('next/navigation', () => ({
  usePathname: () => navigation.pathname,
  useRouter: () => ({ refresh: vi.fn(), prefetch: vi.fn(), push: vi.fn() }),
}));
const { SiteRuntime } = await import('@/components/layout/SiteRuntime');
const wrap = (ui: ReactNode) =>
  render(
    <NextIntlClientProvider locale="de" messages={de}>
      {ui}
    </NextIntlClientProvider>,
  );

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
}

describe('failed chunk loads (spec §4/§8: reload, at most once per minute)', () => {
  it('recognises chunk load failures and nothing else', () => {
    const chunk = Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /_next/static/chunks/x.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });

  it('reloads once, not again within a minute, and again after a minute', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const t0 = 1_700_000_000_000;
    expect(reloadAfterChunkError(t0, storage, reload)).toBe(true);
    expect(reloadAfterChunkError(t0 + 30_000, storage, reload)).toBe(false);
    expect(reloadAfterChunkError(t0 + CHUNK_RELOAD_INTERVAL_MS - 1, storage, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadAfterChunkError(t0 + CHUNK_RELOAD_INTERVAL_MS + 1, storage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

describe('consent-management script (spec §2: loaded on the first user interaction)', () => {
  afterEach(() => document.querySelectorAll('script[data-consent-manager]').forEach((s) => s.remove()));

  it('is not loaded before the visitor interacts, and loaded exactly once after', () => {
    wrap(<SiteRuntime consentScriptUrl="https://consent.example/cmp.js" />);
    expect(document.querySelector('script[data-consent-manager]')).toBeNull();
    fireEvent.pointerDown(window);
    fireEvent.keyDown(window, { key: 'a' });
    const scripts = document.querySelectorAll<HTMLScriptElement>('script[data-consent-manager]');
    expect(scripts).toHaveLength(1);
    expect(scripts[0].src).toBe('https://consent.example/cmp.js');
  });

  it('loads nothing when no consent script is configured', () => {
    wrap(<SiteRuntime />);
    fireEvent.pointerDown(window);
    expect(document.querySelector('script[data-consent-manager]')).toBeNull();
  });
});

describe('online/offline flag (spec §4)', () => {
  it('tells the visitor when the connection is lost and when it is back', () => {
    wrap(
      <>
        <SiteRuntime />
        <Toaster />
      </>,
    );
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Sie sind offline.');
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.getByRole('status')).toHaveTextContent('Sie sind wieder online.');
  });
});

describe('page transition (spec §2: a fade between pages)', () => {
  afterEach(() => {
    delete document.documentElement.dataset.navigated;
    navigation.pathname = '/';
  });

  it('lets the page the browser loaded show at once, and fades from the first navigation on', () => {
    const { rerender } = wrap(<SiteRuntime />);
    expect(document.documentElement.dataset.navigated).toBeUndefined();
    navigation.pathname = '/faq';
    rerender(
      <NextIntlClientProvider locale="de" messages={de}>
        <SiteRuntime />
      </NextIntlClientProvider>,
    );
    expect(document.documentElement.dataset.navigated).toBe('');
  });
});
