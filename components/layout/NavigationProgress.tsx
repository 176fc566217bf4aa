'use client';
/**
 * Thin progress bar at the top while a page loads after a link click (spec §9: 5 s duration,
 * 200 ms throttle — fast navigations never show it). Finishes when the new path is rendered.
 */
import { useEffect, useRef, useState } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import styles from './NavigationProgress.module.css';

export const PROGRESS_DURATION_MS = 5000;
export const PROGRESS_THROTTLE_MS = 200;

function isInternalNavigation(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return url.pathname + url.search;
}

export function NavigationProgress() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const location = `${pathname}?${searchParams.toString()}`;
  const [state, setState] = useState<'idle' | 'running' | 'done'>('idle');
  const [renderedLocation, setRenderedLocation] = useState(location);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The new page is rendered: a running bar completes, one still waiting out the throttle never shows.
  if (location !== renderedLocation) {
    setRenderedLocation(location);
    setState((current) => (current === 'running' ? 'done' : 'idle'));
  }

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!isInternalNavigation(event)) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setState('running'), PROGRESS_THROTTLE_MS);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  useEffect(() => {
    clearTimeout(timer.current);
  }, [location]);

  useEffect(() => {
    if (state !== 'done') return;
    const reset = setTimeout(() => setState('idle'), 400);
    return () => clearTimeout(reset);
  }, [state]);

  if (state === 'idle') return null;
  return (
    <div
      className={styles.bar}
      data-state={state}
      style={{ animationDuration: `${PROGRESS_DURATION_MS}ms` }}
      aria-hidden="true"
    />
  );
}
