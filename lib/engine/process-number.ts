/** Process numbers (`vorgang`) and booking tokens. */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** Human-readable and unique, from the bookings id: 'AX-2026-000123'. */
export function formatProcessNumber(year: string | number, bookingId: number): string {
  return `AX-${year}-${String(bookingId).padStart(6, '0')}`;
}

/** Takes the next bookings id up front, so the process number is known before the row is written. */
export async function nextBookingId(tx: Db): Promise<number> {
  const result = await tx.execute(sql`select nextval(pg_get_serial_sequence('bookings', 'id'))::int as id`);
  return Number(rowsOf<{ id: number }>(result)[0].id);
}

/** The booking's unguessable token: 32 random bytes, base64url. */
export function newBookingToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Rows of a raw `execute`, which node-postgres and PGlite both answer as `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
