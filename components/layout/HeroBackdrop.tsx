'use client';
/**
 * The hero picture: fades and blurs with the scroll position (divisors in scroll-math). The picture
 * itself comes rendered from the server (Hero), so no image component ships to the browser.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { heroBlur, heroOpacity, RESIZE_DELAY_MS } from './scroll-math';
import styles from './Hero.module.css';

export function HeroBackdrop({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let width = window.innerWidth;
    let frame = 0;
    let resizeTimer: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      element.style.opacity = String(heroOpacity(y, width));
      const blur = heroBlur(y, width);
      element.style.filter = blur > 0.05 ? `blur(${blur.toFixed(2)}px)` : '';
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    const onResize = () => {
      clearTimeout(resizeTimer);
      resizeTimer = setTimeout(() => {
        width = window.innerWidth;
        update();
      }, RESIZE_DELAY_MS);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onResize);
      clearTimeout(resizeTimer);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <div ref={ref} className={styles.backdrop} aria-hidden="true">
      {children}
    </div>
  );
}
