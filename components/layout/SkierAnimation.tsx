'use client';
/**
 * spec §2: a skier glides across the bottom of the screen once the visitor scrolls beyond 1000 px.
 * `children` is the skier picture, rendered on the server (SiteFrame) and shown only from then on.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { SKIER_THRESHOLD } from './scroll-math';

export function SkierAnimation({ children }: { children: ReactNode }) {
  const [run, setRun] = useState(false);
  useEffect(() => {
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const check = () => {
      if (window.scrollY > SKIER_THRESHOLD) {
        setRun(true);
        window.removeEventListener('scroll', check);
      }
    };
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, []);
  return run ? children : null;
}
