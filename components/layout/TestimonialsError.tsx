'use client';
/**
 * spec §8: testimonials failed to load → the red dialog, once per browser session. The dialog's code
 * loads only when it is to be shown.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useHydrated } from '@/components/ui/hydration';

const ErrorDialog = lazy(() => import('@/components/ui/ErrorDialog').then((m) => ({ default: m.ErrorDialog })));

const SHOWN_KEY = 'site:testimonialsErrorShown';

function shownThisSession(): boolean {
  try {
    return sessionStorage.getItem(SHOWN_KEY) !== null;
  } catch {
    return false; // without storage the dialog simply shows every time
  }
}

function rememberShown(): void {
  try {
    sessionStorage.setItem(SHOWN_KEY, '1');
  } catch {
    // storage full or disabled: the dialog shows again on the next page
  }
}

export function TestimonialsError() {
  const hydrated = useHydrated();
  // Decided once, in the browser (sessionStorage): undefined until then, so the server renders it closed.
  const [open, setOpen] = useState<boolean>();
  if (hydrated && open === undefined) setOpen(!shownThisSession());

  useEffect(() => {
    if (open) rememberShown();
  }, [open]);

  // Once shown it stays mounted (closed), like any other dialog.
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <ErrorDialog open={open === true} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
