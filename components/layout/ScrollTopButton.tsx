'use client';
/**
 * Scroll-to-top button at the footer (spec §2). Its class comes from the footer (a server component):
 * a CSS module imported here would put all its class names into every page's JavaScript.
 */
import { ArrowUpIcon } from '@/components/ui/icons';

export function ScrollTopButton({ label, className }: { label: string; className: string }) {
  return (
    <button
      type="button"
      className={className}
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
