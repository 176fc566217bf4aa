'use client';
/** Scroll-to-top button at the footer (spec §2). */
import { ArrowUpIcon } from '@/components/ui/icons';
import styles from './Footer.module.css';

export function ScrollTopButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      className={styles.toTop}
      aria-label={label}
      title={label}
      onClick={() => {
        const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
      }}
    >
      <ArrowUpIcon size={22} />
    </button>
  );
}
