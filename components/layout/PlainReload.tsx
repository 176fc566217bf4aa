'use client';
/** /plain (spec §2): forces a full page load of its target instead of a client-side navigation. */
import { useEffect } from 'react';

export function PlainReload({ target }: { target: string }) {
  useEffect(() => {
    window.location.replace(target);
  }, [target]);
  return null;
}
