'use client';
/**
 * The site's link: next/link that prefetches its page when a visitor reaches for it (pointer over it,
 * a touch, keyboard focus), not when it scrolls into view.
 *
 * next/link prefetches every link that enters the viewport: on the home page that was 21 pages, 42
 * requests and 220 KB right after load, each decoded on the main thread (10–20 ms a response on a
 * slow phone). The spec's idle prefetch (idle-prefetch.ts, §2/§9) loads the links in view, one per idle
 * period; this adds the one the visitor is about to follow, at once. `prefetch={false}` keeps a link
 * from being prefetched at all, as with next/link.
 *
 * Every link of the site imports this module (ESLint forbids next/link elsewhere).
 */
import NextLink from 'next/link';
import { useState, type ComponentProps, type FocusEvent, type MouseEvent, type TouchEvent } from 'react';

export type LinkProps = ComponentProps<typeof NextLink>;

export default function Link({ prefetch, onMouseEnter, onTouchStart, onFocus, ...props }: LinkProps) {
  // next/link's own prefetch (a visible link, as this one is while it is pointed at) from then on
  const [intent, setIntent] = useState(false);
  const onIntent = () => setIntent(true);
  return (
    <NextLink
      {...props}
      prefetch={intent ? prefetch : false}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        onIntent();
        onMouseEnter?.(event);
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        onIntent();
        onTouchStart?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        onIntent();
        onFocus?.(event);
      }}
    />
  );
}
