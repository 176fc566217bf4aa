/**
 * The bench's own PostgreSQL database: created fresh (`bench_<random>`) on the server of
 * DATABASE_URL, given to the bench's `next start` (which migrates and seeds it on start-up), and
 * dropped afterwards. The ticket rush sets a match's stock through lib/db directly.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { openDatabase } from '@/lib/db/client';
import { bookings, ticketDates } from '@/lib/db/schema';
import { onCleanup } from './cleanup';

async function admin<T>(serverUrl: string, run: (client: import('pg').Client) => Promise<T>): Promise<T> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: serverUrl, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export function redacted(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/** Creates `bench_<random>` next to the database of `serverUrl`; returns its URL and a drop function. */
export async function createBenchDatabase(
  serverUrl: string,
): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const name = `bench_${randomBytes(5).toString('hex')}`;
  try {
    await admin(serverUrl, (c) => c.query(`create database "${name}"`));
  } catch (error) {
    throw new Error(`cannot create a database on ${redacted(serverUrl)}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  const drop = () => admin(serverUrl, (c) => c.query(`drop database if exists "${name}" with (force)`)).then(() => {});
  const unregister = onCleanup(`drop database ${name}`, drop);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      unregister();
      await drop();
    },
  };
}

export interface TicketStock {
  capacity: number;
  taken: number;
  /** Bookings of this match date and the tickets in them. */
  bookings: number;
  tickets: number;
}

async function withDb<T>(databaseUrl: string, run: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>) {
  const handle = await openDatabase({ databaseUrl });
  try {
    return await run(handle.db);
  } finally {
    await handle.close();
  }
}

export function ticketStock(databaseUrl: string, dateId: number): Promise<TicketStock> {
  return withDb(databaseUrl, async (db) => {
    const [date] = await db.select().from(ticketDates).where(eq(ticketDates.id, dateId));
    if (!date) throw new Error(`no ticket date ${dateId}`);
    const [sold] = await db
      .select({
        bookings: sql<number>`count(*)::int`,
        tickets: sql<number>`coalesce(sum((${bookings.form}->>'teilnehmer_count')::int), 0)::int`,
      })
      .from(bookings)
      .where(and(eq(bookings.ticketDateId, dateId), eq(bookings.status, 'confirmed')));
    return { capacity: date.capacity, taken: date.taken, bookings: sold.bookings, tickets: sold.tickets };
  });
}

/** Leaves exactly `left` tickets of the match date on sale (capacity = taken + left). */
export async function leaveTickets(databaseUrl: string, dateId: number, left: number): Promise<TicketStock> {
  await withDb(databaseUrl, (db) =>
    db
      .update(ticketDates)
      .set({ capacity: sql`${ticketDates.taken} + ${left}` })
      .where(eq(ticketDates.id, dateId)),
  );
  return ticketStock(databaseUrl, dateId);
}
