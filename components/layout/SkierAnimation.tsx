'use client';
/** spec §2: a skier glides across the bottom of the screen once the visitor scrolls beyond 1000 px. */
import { useEffect, useState } from 'react';
import Image from 'next/image';
import { SKIER_THRESHOLD } from './scroll-math';
import styles from './Frame.module.css';

export function SkierAnimation() {
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
  if (!run) return null;
  return (
    <Image
      src="/images/skier.svg"
      alt=""
      aria-hidden="true"
      className={styles.skier}
      width={150}
      height={105}
      loading="eager"
      data-testid="skier"
    />
  );
}
