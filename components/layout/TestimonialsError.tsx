'use client';
/** spec §8: testimonials failed to load → the red dialog, once per browser session. */
import { useEffect, useState } from 'react';
import { ErrorDialog } from '@/components/ui/ErrorDialog';

const SHOWN_KEY = 'site:testimonialsErrorShown';

export function TestimonialsError() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    try {
      if (sessionStorage.getItem(SHOWN_KEY)) return;
      sessionStorage.setItem(SHOWN_KEY, '1');
    } catch {
      // without storage the dialog simply shows every time
    }
    setOpen(true);
  }, []);
  return <ErrorDialog open={open} onClose={() => setOpen(false)} />;
}
