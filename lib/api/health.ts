/**
 * Readiness of the configured backend, for /api/health: the built-in engine is ready once its
 * database is open, migrated and seeded. In remote mode the site has no database (it is stateless)
 * and is ready once it runs; the operator's booking system is not asked (its outages show per page).
 */
import 'server-only';
import { sql } from 'drizzle-orm';
import { isRemoteMode } from '../config/env';

export async function backendHealth(): Promise<{ status: 'ok' | 'unavailable'; backend: 'engine' | 'remote' }> {
  if (isRemoteMode()) return { status: 'ok', backend: 'remote' };
  try {
    const { getDb } = await import('../db/client');
    const db = await getDb();
    await db.execute(sql`select 1`);
    return { status: 'ok', backend: 'engine' };
  } catch {
    return { status: 'unavailable', backend: 'engine' };
  }
}
