/**
 * Whether React runs in the browser yet: false on the server and during hydration, true from the
 * render after. What only the browser knows (storage, a working click handler) waits for it, so the
 * server's HTML and the first client render stay the same.
 *   const hydrated = useHydrated();
 */
import { useSyncExternalStore } from 'react';

const nothingToSubscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToSubscribe,
    () => true,
    () => false,
  );
}
