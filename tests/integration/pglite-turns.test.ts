/**
 * PGlite runs on the server's main thread (lib/db/client.ts, forDrizzle): its transactions take
 * turns with the rest of the server. Before, transactions queued for PGlite ran back to back within
 * one turn of the event loop; under load a visitor whose connection came in meanwhile waited for the
 * whole queue (12 s with 50 clients checking prices without pause).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, type TestDb } from '../helpers/db';

describe('PGlite between transactions', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lets the event loop turn between queued transactions, first come first served', async () => {
    const QUEUED = 20;
    const finished: number[] = [];
    // What a request arriving meanwhile gets to run: a callback of the event loop's next turn,
    // scheduled when the first transaction ends. It sees how many had ended by then.
    let endedBeforeOthersRan: number | undefined;
    const queued = Array.from({ length: QUEUED }, (_, i) =>
      t.db
        .transaction(async (tx) => {
          await tx.execute(sql`select ${i}::int as n`);
          await tx.execute(sql`select pg_sleep(0)`);
        })
        .then(() => {
          finished.push(i);
          if (i === 0) setImmediate(() => (endedBeforeOthersRan = finished.length));
        }),
    );
    await Promise.all(queued);
    expect(finished).toEqual(Array.from({ length: QUEUED }, (_, i) => i));
    expect(endedBeforeOthersRan).toBeLessThanOrEqual(2);
  });

  it('lets it turn also when each transaction starts as the one before it ended (one request after the other)', async () => {
    // Request handlers read in one turn reach the database one after the other: none waits behind
    // another, yet without a turn in between they all ran before the next request was read.
    const finished: number[] = [];
    let endedBeforeOthersRan: number | undefined;
    for (let i = 0; i < 10; i++) {
      await t.db.transaction(async (tx) => tx.execute(sql`select ${i}::int as n`));
      finished.push(i);
      if (i === 0) setImmediate(() => (endedBeforeOthersRan = finished.length));
    }
    expect(endedBeforeOthersRan).toBeLessThanOrEqual(2);
  });

  it('lets it turn between single statements as well', async () => {
    const finished: number[] = [];
    let endedBeforeOthersRan: number | undefined;
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.db.execute(sql`select ${i}::int as n`).then(() => {
          finished.push(i);
          if (i === 0) setImmediate(() => (endedBeforeOthersRan = finished.length));
        }),
      ),
    );
    expect(endedBeforeOthersRan).toBeLessThanOrEqual(2);
  });

  it('still rolls back a failed transaction and goes on with the next', async () => {
    await t.db.execute(sql`create table if not exists turn_probe (n int primary key)`);
    const failing = t.db.transaction(async (tx) => {
      await tx.execute(sql`insert into turn_probe values (1)`);
      await tx.execute(sql`insert into turn_probe values (1)`);
    });
    const next = t.db.transaction(async (tx) => tx.execute(sql`insert into turn_probe values (2)`));
    await expect(failing).rejects.toThrow();
    await next;
    const rows = await t.db.execute(sql`select n from turn_probe order by n`);
    expect((rows as unknown as { rows: { n: number }[] }).rows.map((r) => r.n)).toEqual([2]);
  });
});
