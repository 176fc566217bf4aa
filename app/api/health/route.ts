import { NextResponse } from 'next/server';
import { getApi } from '@/lib/api';

export const dynamic = 'force-dynamic';

/**
 * Liveness and readiness: 200 once the backend is ready (the built-in engine: its database open,
 * migrated and seeded). A backend without a health capability keeps no storage of its own here.
 */
export async function GET() {
  const api = await getApi();
  const backend = api.health ? 'engine' : 'remote';
  try {
    await api.health?.();
    return NextResponse.json({ status: 'ok', backend });
  } catch {
    return NextResponse.json({ status: 'unavailable', backend }, { status: 503 });
  }
}
