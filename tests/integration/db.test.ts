import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDb, testDrivers, type TestDb } from '../helpers/db';

describe.each(testDrivers)('database on %s', (driver) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb(driver);
  });
  afterAll(async () => t?.close());

  it('runs the migrations so every table of the engine exists', async () => {
    const result = await t.db.execute(sql`select count(*)::int as n from bookings`);
    expect((result as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0);
  });
});
