import { NextResponse } from 'next/server';
import { getDb } from '@/lib/db/client';
import { sql } from 'drizzle-orm';

export const dynamic = 'force-dynamic';

/** Liveness and readiness: answers 200 once the database is open, migrated and seeded. */
export async function GET() {
  try {
    const db = await getDb();
    await db.execute(sql`select 1`);
    return NextResponse.json({ status: 'ok' });
  } catch {
    return NextResponse.json({ status: 'unavailable' }, { status: 503 });
  }
}
