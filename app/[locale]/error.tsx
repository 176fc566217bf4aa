'use client';
/**
 * The error boundary of every page (spec §2). Next.js loads a boundary's code with every page, so this
 * is only the loader: the error page itself (components/layout/ErrorBody) loads when an error shows.
 * Should that load fail too (the network is gone), the error reaches app/global-error.tsx, which
 * needs nothing loaded.
 */
import { lazy, Suspense } from 'react';

const ErrorBody = lazy(() => import('@/components/layout/ErrorBody'));

export default function ErrorPage(props: { error: unknown; retry: () => void }) {
  return (
    <Suspense fallback={null}>
      <ErrorBody {...props} />
    </Suspense>
  );
}
