/**
 * Marks what follows as made per request: never prerendered, never cached as a page (Next.js Cache
 * Components; `connection()`). Outside a request (unit tests calling a route handler, scripts)
 * there is nothing to mark, and it does nothing.
 */
import { unstable_rethrow } from 'next/navigation';
import { connection } from 'next/server';

export async function perRequest(): Promise<void> {
  try {
    await connection();
  } catch (error) {
    // Next.js's own signals (this render is dynamic, postponed) go on; "no request here" ends here.
    unstable_rethrow(error);
  }
}
