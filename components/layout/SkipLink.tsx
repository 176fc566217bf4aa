'use client';
/**
 * "Skip to content" (WCAG 2.4.1). Pages the visitor has left stay in the document, hidden (Next.js
 * keeps them in React Activity for Back and Forward), each with its own <main id="main">: a plain
 * `#main` link could land in a hidden one. This one focuses the <main> that is shown.
 */
import type { MouseEvent } from 'react';

function visibleMain(): HTMLElement | undefined {
  return [...document.querySelectorAll<HTMLElement>('main')].find((main) =>
    typeof main.checkVisibility === 'function' ? main.checkVisibility() : main.offsetParent !== null,
  );
}

export function SkipLink({ className, children }: { className?: string; children: React.ReactNode }) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = visibleMain();
    if (!main) return;
    event.preventDefault();
    if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
    main.focus();
    main.scrollIntoView();
  };
  return (
    <a href="#main" className={className} onClick={skip}>
      {children}
    </a>
  );
}
