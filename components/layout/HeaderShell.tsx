'use client';
/**
 * The sticky header's outer element. Over the hero (home) its background starts nearly transparent
 * and becomes opaque with scrolling (spec §2/§9); elsewhere it is solid. Navigating to / remounts it
 * at scroll 0, which resets the transparency. Its class comes from SiteHeader (a server component):
 * the header's CSS module stays out of the page's JavaScript.
 */
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { headerAlpha, headerShadowAlpha } from './scroll-math';

export function HeaderShell({
  overHero,
  className,
  children,
}: {
  overHero: boolean;
  className: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLElement>(null);
  const pathname = usePathname();

  // Marks the menu entry of the current page (the menu itself is server-rendered).
  useEffect(() => {
    const links = ref.current?.querySelectorAll<HTMLAnchorElement>('nav a[href^="/"]') ?? [];
    for (const link of Array.from(links)) {
      if (link.getAttribute('href') === pathname) link.setAttribute('aria-current', 'page');
      else link.removeAttribute('aria-current');
    }
  }, [pathname]);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      element.style.setProperty('--header-alpha', String(overHero ? headerAlpha(y) : 1));
      element.style.setProperty('--header-shadow', String(headerShadowAlpha(overHero ? y : Math.max(y, 400))));
      element.dataset.scrolled = y > 8 ? 'true' : 'false';
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [overHero]);

  // The inline menu (≥ 960 px) falls back to the hamburger when its entries do not fit next to the
  // logo and the actions (long names, e.g. in Croatian); measured again whenever sizes change.
  useLayoutEffect(() => {
    const element = ref.current;
    const list = element?.querySelector<HTMLElement>('[data-desktop-nav] > ul');
    const logo = element?.querySelector<HTMLElement>('[data-logo]');
    const actions = element?.querySelector<HTMLElement>('[data-actions]');
    if (!element || !list || !logo || !actions || typeof ResizeObserver === 'undefined') return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const available = actions.getBoundingClientRect().left - logo.getBoundingClientRect().right - 32;
      element.dataset.menu = list.getBoundingClientRect().width <= available ? 'inline' : 'overflow';
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    const observer = new ResizeObserver(schedule);
    observer.observe(element);
    observer.observe(list);
    return () => {
      observer.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <header ref={ref} className={className} data-over-hero={overHero ? 'true' : 'false'}>
      {children}
    </header>
  );
}
