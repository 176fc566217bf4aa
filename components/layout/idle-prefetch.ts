/**
 * "Links are prefetched when idle (timeout 2000 ms)" (spec §2/§9), as quicklink does it: a link is
 * prefetched once it is in the viewport, one link per idle period of the browser.
 *
 * The page's links are observed once the browser is first idle. Each that is (or scrolls) into view
 * is queued, and the queue hands one URL to `prefetch` per idle callback, so the decoding of the
 * responses never piles up into one long task. A link that never shows is never fetched: the footer's
 * legal pages and the trip cards further down cost a phone nothing until the visitor scrolls to them.
 * Pointing at or touching any link prefetches it at once (components/ui/Link).
 *
 * quicklink itself prefetches with `<link rel=prefetch>` of the HTML page; Next.js needs its router's
 * own prefetch (the RSC payload), which quicklink cannot call, so the same idea is written here.
 */
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;
/** At most this many pages per page view. */
export const MAX_PREFETCH = 24;

const LINK_SELECTOR = 'header a[href^="/"], footer a[href^="/"], main a[href^="/"]';

/** The URL to prefetch for a link, or null for a link that is not a page of this site to prefetch. */
export function prefetchableHref(anchor: HTMLAnchorElement, currentPath: string): string | null {
  // the page, without the place in it: `/article/1-impressum#kontakt` is `/article/1-impressum`
  const href = anchor.getAttribute('href')?.split('#')[0];
  if (!href || href.startsWith('//') || href.startsWith('/api/')) return null;
  if (anchor.target === '_blank' || anchor.hasAttribute('download')) return null;
  return href === currentPath ? null : href;
}

/** Data saver on or a 2G connection: prefetch nothing (the visitor pays for every byte). */
function constrainedConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } })
    .connection;
  return Boolean(connection?.saveData || /2g/.test(connection?.effectiveType ?? ''));
}

type Cancel = () => void;

function whenIdle(run: () => void): Cancel {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(run, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(run, PREFETCH_IDLE_TIMEOUT_MS);
  return () => clearTimeout(timer);
}

/** Starts prefetching the visible links of the current page; returns the function that stops it. */
export function prefetchVisibleLinksWhenIdle(prefetch: (href: string) => void, currentPath: string): Cancel {
  if (typeof IntersectionObserver === 'undefined' || constrainedConnection()) return () => {};
  const queued = new Set<string>();
  const queue: string[] = [];
  let cancelIdle: Cancel | null = null;

  const drain = () => {
    cancelIdle = null;
    const href = queue.shift();
    if (href) prefetch(href);
    if (queue.length) cancelIdle = whenIdle(drain);
  };

  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      const href = prefetchableHref(entry.target as HTMLAnchorElement, currentPath);
      if (!href || queued.has(href) || queued.size >= MAX_PREFETCH) continue;
      queued.add(href);
      queue.push(href);
    }
    if (queue.length && !cancelIdle) cancelIdle = whenIdle(drain);
  });

  const cancelStart = whenIdle(() => {
    for (const anchor of Array.from(document.querySelectorAll<HTMLAnchorElement>(LINK_SELECTOR)))
      observer.observe(anchor);
  });

  return () => {
    cancelStart();
    cancelIdle?.();
    observer.disconnect();
  };
}
