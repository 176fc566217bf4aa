import { NextResponse } from 'next/server';
import { getApi } from '@/lib/api';
import { RETRY_AFTER_UNAVAILABLE_SECONDS } from '@/lib/api/route-helpers';
import { perRequest } from '@/lib/http/per-request';

/**
 * Liveness and readiness: 200 while the backend answers (the built-in engine: its database open,
 * migrated, seeded and answering a query now), 503 with Retry-After while it does not. Asked anew on
 * every call: a database that comes back is reported at once. A backend without a health capability
 * (a remote booking system) keeps no storage here.
 */
export async function GET() {
  await perRequest();
  const api = await getApi();
  if (!api.health)
    return NextResponse.json({ status: 'ok', backend: 'remote' }, { headers: { 'Cache-Control': 'no-store' } });
  try {
    await api.health();
    return NextResponse.json(
      { status: 'ok', backend: 'engine', database: 'up' },
      { headers: { 'Cache-Control': 'no-store' } },
    );
  } catch {
    return NextResponse.json(
      { status: 'unavailable', backend: 'engine', database: 'down' },
      {
        status: 503,
        headers: { 'Cache-Control': 'no-store', 'Retry-After': String(RETRY_AFTER_UNAVAILABLE_SECONDS) },
      },
    );
  }
}
