'use client';

import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The chip row scrolls sideways on phones: brings the active chip into view on load, so a visitor on
 * page "Skitagesfahrten" sees that chip highlighted instead of the first few only. Scrolls the row itself,
 * never the page.
 */
export function ChipScroller({ className, children }: { className: string; children: ReactNode }) {
  const ref = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const list = ref.current;
    const active = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !active || list.scrollWidth <= list.clientWidth) return;
    const overflowRight = active.offsetLeft + active.offsetWidth - (list.scrollLeft + list.clientWidth);
    if (overflowRight > 0 || active.offsetLeft < list.scrollLeft) {
      list.scrollLeft = Math.max(0, active.offsetLeft - (list.clientWidth - active.offsetWidth) / 2);
    }
  }, []);
  return (
    <ul ref={ref} className={className}>
      {children}
    </ul>
  );
}
