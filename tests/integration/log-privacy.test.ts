/**
 * Issue 12, point 8: structured logs without secrets or personal data, at a bounded rate. A save that
 * the database refuses used to log the driver's error with the query's parameters: the booking
 * token, the e-mail address, the phone number and the birthdays. Here a save fails in the database
 * (a check constraint added for the test refuses every booking row) and is logged where the site
 * logs it – the engine boundary, the booking form's server code, the contract route and Next.js's
 * own console.error – and the captured log holds none of it. A burst of the same failure writes a
 * few lines, not one per failure.
 */
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localApi } from '@/lib/api/local';
import { logError, routeConsoleToLog, setLogDestination } from '@/lib/log';
import { save as siteSave } from '@/lib/site/booking';
import { testDrivers } from '../helpers/db';
import { openContractEnv, request, type ContractEnv } from '../contract/harness';
import { dayTripForm, findBookableDayTrip, saveRequestFor } from '../contract/forms';

const PERSONAL = {
  email: 'geheim.person@example.org',
  phone: '0171 9876543',
  birthday: '23.11.1971',
  lastname: 'Geheimnisträger',
  street: 'Verschwiegene Gasse',
};

describe.each(testDrivers)('log privacy on %s', (driver) => {
  let ctx: ContractEnv;
  let trip: { idreise: string; id: number; zustieg: number };
  const captured: string[] = [];
  const stderr: string[] = [];
  let restoreStderr: () => void;

  function form() {
    const value = dayTripForm(trip.zustieg, 1);
    if (value.variant !== 'trip') throw new Error('a trip form');
    value.main = { ...value.main, email: PERSONAL.email, phone: PERSONAL.phone, birthday: PERSONAL.birthday };
    value.main.lastname = PERSONAL.lastname;
    value.main.street = PERSONAL.street;
    value.teilnehmer[0] = { ...value.teilnehmer[0], lastname: PERSONAL.lastname, birthday: PERSONAL.birthday };
    return value;
  }

  beforeAll(async () => {
    ctx = await openContractEnv(driver);
    trip = await findBookableDayTrip(ctx.api.local, ctx.today);
    // every booking row is refused by the database, after the query was sent with all its parameters
    await ctx.db.execute(sql`alter table bookings add constraint refuse_all check (id < 0)`);
    setLogDestination(
      new Writable({
        write(chunk, _encoding, done) {
          captured.push(String(chunk));
          done();
        },
      }),
    );
    routeConsoleToLog();
    const write = process.stderr.write.bind(process.stderr);
    process.stderr.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
      stderr.push(String(chunk));
      return write(chunk, ...rest);
    }) as typeof process.stderr.write;
    restoreStderr = () => {
      process.stderr.write = write;
    };
  });
  afterAll(async () => {
    restoreStderr?.();
    setLogDestination(undefined);
    await ctx?.close();
  });

  it('logs a failed save without token, e-mail, phone, birthday, name or address', async () => {
    // the engine boundary, as every page and action reaches it
    const direct = await localApi.saveBooking(saveRequestFor(trip.idreise, form(), `priv-${driver}-1`)).catch((e) => e);
    expect(direct).toBeInstanceOf(Error);
    expect(String((direct as Error).message)).not.toContain(PERSONAL.email);

    // the booking form's server code: a translated message for the visitor, a log line for the operator
    const viaForm = await siteSave(
      localApi,
      'de',
      {
        journeyId: trip.id,
        idreise: trip.idreise,
        form: form(),
        consents: { agb: true, datenschutz: true, anhang: true, produktinfo: true },
        idempotencyKey: `priv-${driver}-2`,
      },
      'http://localhost:3000',
    );
    expect(viaForm.ok).toBe(false);

    // the contract route
    const response = await request('PUT', 'booking/buchung', saveRequestFor(trip.idreise, form(), `priv-${driver}-3`));
    expect(response.status).toBe(500);
    expect(await response.text()).not.toContain(PERSONAL.email);

    // Next.js logs a failed page or action with console.error(error): the raw driver error, as it was
    const raw = await ctx.engine.saveBooking(saveRequestFor(trip.idreise, form(), `priv-${driver}-4`)).catch((e) => e);
    expect(String(raw?.message ?? raw)).toContain(PERSONAL.email); // what reached the log before
    console.error('⨯', raw);

    const log = captured.join('') + stderr.join('');
    expect(log).toContain('database query failed');
    for (const value of Object.values(PERSONAL)) expect(log, value).not.toContain(value);
    // no booking token (43 characters of base64url) and no query parameters
    expect(log).not.toMatch(/[A-Za-z0-9_-]{43}/);
    expect(log).not.toMatch(/params:\s*[^[\s]/);
    for (const line of captured) expect(() => JSON.parse(line)).not.toThrow();
  });

  it('writes a burst of the same failure as a few lines with a count, not one stack per failure', async () => {
    const before = captured.join('').length;
    const error = new Error('connect ECONNREFUSED 127.0.0.1:5432');
    for (let i = 0; i < 2000; i++) {
      logError('test.burst', 'database not reachable', error);
      console.error('⨯', error);
    }
    const written = captured.join('').slice(before);
    expect(written.length).toBeLessThan(5_000);
    expect(written.split('\n').filter(Boolean).length).toBeLessThanOrEqual(2);
  });
});
