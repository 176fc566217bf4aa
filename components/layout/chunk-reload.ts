/**
 * spec §4/§8: a failed chunk load (a deploy replaced the build the page was loaded from) reloads the
 * page, at most once per minute; the time of the last reload is kept in sessionStorage.
 */
export const CHUNK_RELOAD_KEY = 'site:chunkReloadAt';
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

export function isChunkLoadError(reason: unknown): boolean {
  if (!reason) return false;
  const error = reason as { name?: unknown; message?: unknown };
  const name = typeof error.name === 'string' ? error.name : '';
  const message = typeof error.message === 'string' ? error.message : typeof reason === 'string' ? reason : '';
  return (
    name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i.test(
      message,
    )
  );
}

/** Reloads unless a reload for the same reason happened less than a minute ago. */
export function reloadAfterChunkError(
  now: number,
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  reload: () => void,
): boolean {
  let last = 0;
  try {
    last = Number(storage.getItem(CHUNK_RELOAD_KEY)) || 0;
  } catch {
    // no storage: still allow the reload
  }
  if (now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
  try {
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    // ignore
  }
  reload();
  return true;
}
