'use client';
/**
 * The not-found boundary's screen (app/[locale]/not-found.tsx). Next.js puts that boundary into the RSC
 * payload of every page of the segment, and its client code into every page's first load. So it is
 * a client component without props, one reference in the payload instead of its whole markup (and no
 * preload of its logo on every page), whose body (NotFoundBody) loads only when it shows.
 */
import { lazy, Suspense } from 'react';

const NotFoundBody = lazy(() => import('./NotFoundBody'));

export function NotFoundScreen() {
  return (
    <Suspense fallback={null}>
      <NotFoundBody />
    </Suspense>
  );
}
