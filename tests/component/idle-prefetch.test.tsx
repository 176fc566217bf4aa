import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { MAX_PREFETCH, prefetchableHref, prefetchVisibleLinksWhenIdle } from '@/components/layout/idle-prefetch';

// next/link stands in as a plain anchor that shows which prefetch setting it was given.
vi.mock('next/link', () => ({
  default: ({ prefetch, href, ...props }: ComponentProps<'a'> & { prefetch?: boolean | null; href: string }) => (
    <a href={href} data-prefetch={String(prefetch)} {...props} />
  ),
}));
const { default: Link } = await import('@/components/ui/Link');

/** The browser's idle callbacks, run when the test says the browser is idle. */
let idle: (() => void)[] = [];
const runIdle = () => {
  const due = idle;
  idle = [];
  for (const run of due) run();
};
/** The one IntersectionObserver of a run: what it observes, and a way to show elements. */
let observed: Element[] = [];
let show: (elements: Element[]) => void = () => {};

class FakeIntersectionObserver {
  constructor(callback: (entries: { target: Element; isIntersecting: boolean }[]) => void) {
    show = (elements) => callback(elements.map((target) => ({ target, isIntersecting: true })));
  }
  observe(element: Element) {
    observed.push(element);
  }
  unobserve(element: Element) {
    observed = observed.filter((e) => e !== element);
  }
  disconnect() {
    observed = [];
  }
}

function page(links: string) {
  document.body.innerHTML = `<header>${links.split('|')[0]}</header><main>${links.split('|')[1] ?? ''}</main><footer>${links.split('|')[2] ?? ''}</footer>`;
}
const anchor = (href: string) => document.querySelector<HTMLAnchorElement>(`a[href="${href}"]`)!;

beforeEach(() => {
  idle = [];
  observed = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
  vi.stubGlobal('cancelIdleCallback', () => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('idle prefetch of the links a visitor can see (spec §2/§9: "Links are prefetched when idle")', () => {
  it('prefetches visible links one per idle period, and never a link that does not show', () => {
    page('<a href="/faq">FAQ</a>|<a href="/reise/1001-a">Trip</a>|<a href="/article/1-impressum">Impressum</a>');
    const prefetch = vi.fn();
    prefetchVisibleLinksWhenIdle(prefetch, '/');
    expect(observed).toHaveLength(0); // nothing before the browser is idle

    runIdle();
    expect(observed.map((a) => a.getAttribute('href'))).toEqual(['/faq', '/reise/1001-a', '/article/1-impressum']);
    show([anchor('/faq'), anchor('/reise/1001-a')]);
    expect(prefetch).not.toHaveBeenCalled(); // queued until the next idle period

    runIdle();
    expect(prefetch.mock.calls).toEqual([['/faq']]);
    runIdle();
    expect(prefetch.mock.calls).toEqual([['/faq'], ['/reise/1001-a']]);
    runIdle();
    expect(prefetch).toHaveBeenCalledTimes(2); // the footer link never scrolled into view

    show([anchor('/article/1-impressum')]);
    runIdle();
    expect(prefetch).toHaveBeenLastCalledWith('/article/1-impressum');
  });

  it('fetches each page once, and at most MAX_PREFETCH pages', () => {
    const many = Array.from({ length: MAX_PREFETCH + 6 }, (_, i) => `<a href="/reise/${i}-x">${i}</a>`).join('');
    page(`<a href="/reise/0-x">again</a>|${many}`);
    const prefetch = vi.fn();
    prefetchVisibleLinksWhenIdle(prefetch, '/');
    runIdle();
    show([...observed]);
    for (let i = 0; i < MAX_PREFETCH + 10; i++) runIdle();
    expect(prefetch).toHaveBeenCalledTimes(MAX_PREFETCH);
    expect(new Set(prefetch.mock.calls.map(([href]) => href)).size).toBe(MAX_PREFETCH);
  });

  it('prefetches nothing with data saver on, or once stopped', () => {
    page('<a href="/faq">FAQ</a>');
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    const prefetch = vi.fn();
    prefetchVisibleLinksWhenIdle(prefetch, '/');
    runIdle();
    expect(observed).toHaveLength(0);
    vi.stubGlobal('navigator', { ...navigator, connection: { effectiveType: '4g' } });

    const stop = prefetchVisibleLinksWhenIdle(prefetch, '/');
    runIdle();
    show([anchor('/faq')]);
    stop();
    expect(observed).toHaveLength(0);
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('prefetches the page without its fragment; leaves out the current page, new tabs, downloads, the API and other hosts', () => {
    page(
      '<a href="/faq#zahlung">x</a><a href="/reiseuebersicht/3-x?seite=2">x</a><a href="/reiseuebersicht/3-x">x</a>' +
        '<a href="/reiseuebersicht/3-x#filter">x</a><a href="/agb.pdf" download>x</a><a href="/webcam" target="_blank">x</a>' +
        '<a href="/api/v1/x">x</a><a href="//cdn.example/x">x</a>',
    );
    const hrefs = Array.from(document.querySelectorAll('a')).map((a) => prefetchableHref(a, '/reiseuebersicht/3-x'));
    expect(hrefs).toEqual(['/faq', '/reiseuebersicht/3-x?seite=2', null, null, null, null, null, null]);
  });
});

describe("the site's Link: prefetch on intent, not on sight", () => {
  it('does not prefetch while only visible, and does once pointed at, touched or focused', () => {
    render(
      <>
        <Link href="/faq">FAQ</Link>
        <Link href="/reisekalender">Kalender</Link>
        <Link href="/sitemap">Sitemap</Link>
        <Link href="/buchung/x" prefetch={false}>
          Buchen
        </Link>
      </>,
    );
    const link = (name: string) => screen.getByRole('link', { name });
    for (const name of ['FAQ', 'Kalender', 'Sitemap', 'Buchen'])
      expect(link(name)).toHaveAttribute('data-prefetch', 'false');

    fireEvent.mouseEnter(link('FAQ'));
    fireEvent.touchStart(link('Kalender'));
    fireEvent.focus(link('Sitemap'));
    fireEvent.mouseEnter(link('Buchen'));
    // next/link's default prefetch from then on; a link that must never be prefetched stays so
    expect(link('FAQ')).toHaveAttribute('data-prefetch', 'undefined');
    expect(link('Kalender')).toHaveAttribute('data-prefetch', 'undefined');
    expect(link('Sitemap')).toHaveAttribute('data-prefetch', 'undefined');
    expect(link('Buchen')).toHaveAttribute('data-prefetch', 'false');
  });
});
