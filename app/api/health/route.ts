import { NextResponse } from 'next/server';
import { backendHealth } from '@/lib/api/health';

export const dynamic = 'force-dynamic';

/** Liveness and readiness: 200 once the backend is ready (lib/api/health), else 503. */
export async function GET() {
  const health = await backendHealth();
  return NextResponse.json(health, { status: health.status === 'ok' ? 200 : 503 });
}
