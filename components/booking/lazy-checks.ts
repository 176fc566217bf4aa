/**
 * Loads ./form-checks (the booking forms' zod schemas) on first use and keeps it: the forms'
 * resolvers wait for it on their first validation, and the booking page asks for it as soon as the
 * browser is idle after hydration, so the first validation does not wait in practice.
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';

type FormChecks = typeof import('./form-checks');

let loaded: FormChecks | undefined;
let loading: Promise<FormChecks> | undefined;
const listeners = new Set<() => void>();

export function loadFormChecks(): Promise<FormChecks> {
  loading ??= import('./form-checks').then(
    (checks) => {
      loaded = checks;
      listeners.forEach((listener) => listener());
      return checks;
    },
    (error: unknown) => {
      loading = undefined; // a failed chunk load is tried again on the next use
      throw error;
    },
  );
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const PREFETCH_IDLE_TIMEOUT_MS = 1000;

/**
 * The form checks once loaded (undefined before, and always while rendering on the server); asks
 * for them when the browser is idle after the component came up.
 */
export function useFormChecks(): FormChecks | undefined {
  useEffect(() => {
    if (loaded) return;
    const load = () => void loadFormChecks().catch(() => undefined);
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(load, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(load, 0);
    return () => clearTimeout(timer);
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => loaded,
    () => undefined,
  );
}

/** A resolver that loads the form checks on its first call and then runs `pick(checks)`. */
export function lazyResolver<Values extends FieldValues, Parsed>(
  pick: (checks: FormChecks) => Resolver<Values, unknown, Parsed>,
): Resolver<Values, unknown, Parsed> {
  return async (values, context, options) => pick(loaded ?? (await loadFormChecks()))(values, context, options);
}
