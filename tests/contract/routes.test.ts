/**
 * The route handlers as HTTP: status codes, error bodies that name the field (and never show a
 * stack trace), cache headers, and a database left untouched by every refused request.
 */
import { Writable } from 'node:stream';
import { setLogDestination } from '@/lib/log';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setLocalEngine } from '@/lib/api/local';
import { resetEnvCache } from '@/lib/config/env';
import { CATALOGUE_CACHE } from '@/lib/api/route-helpers';
import { testDrivers } from '../helpers/db';
import { CONTRACT_ACCESS, openContractEnv, request, type ContractEnv } from './harness';
import { dayTripForm, findBookableDayTrip, saveRequestFor } from './forms';

describe.each(testDrivers)('contract routes on %s', (driver) => {
  let ctx: ContractEnv;
  let trip: { idreise: string; id: number; zustieg: number };
  beforeAll(async () => {
    ctx = await openContractEnv(driver);
    trip = await findBookableDayTrip(ctx.api.local, ctx.today);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  describe('refused requests answer 400/404 and book nothing', () => {
    it('malformed JSON is 400 invalid_json', async () => {
      const before = await ctx.bookingCount();

      const response = await request('PUT', 'booking/buchung', '{"idreise": "X", form: ');

      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: 'invalid_json', message: expect.any(String) });
      expect(await ctx.bookingCount()).toBe(before);
    });

    it('a body without idreise and form is 400 naming both fields', async () => {
      const before = await ctx.bookingCount();

      const response = await request('POST', 'booking/buchung', {});
      const body = await response.json();

      expect(response.status).toBe(400);
      expect(body.error).toBe('invalid');
      expect(body.fields.map((f: { path: string }) => f.path)).toEqual(expect.arrayContaining(['idreise', 'form']));
      expect(await ctx.bookingCount()).toBe(before);
    });

    it('an email without @ is 400 with notice.email at form.main.email', async () => {
      const before = await ctx.bookingCount();
      const form = dayTripForm(trip.zustieg, 1);
      if (form.variant === 'trip') form.main.email = 'kein-at-zeichen';

      const response = await request('PUT', 'booking/buchung', saveRequestFor(trip.idreise, form));

      expect(response.status).toBe(400);
      expect((await response.json()).fields).toContainEqual({ path: 'form.main.email', message: 'notice.email' });
      expect(await ctx.bookingCount()).toBe(before);
    });

    it('birthday 31.02.2000 is 400 with notice.birthday at form.teilnehmer.0.birthday', async () => {
      const before = await ctx.bookingCount();
      const form = dayTripForm(trip.zustieg, 1);
      if (form.variant === 'trip') form.teilnehmer[0].birthday = '31.02.2000';

      const response = await request('PUT', 'booking/buchung', saveRequestFor(trip.idreise, form));

      expect(response.status).toBe(400);
      expect((await response.json()).fields).toContainEqual({
        path: 'form.teilnehmer.0.birthday',
        message: 'notice.birthday',
      });
      expect(await ctx.bookingCount()).toBe(before);
    });

    it('11 travellers are 400 with notice.travellerCount', async () => {
      const before = await ctx.bookingCount();

      const response = await request(
        'PUT',
        'booking/buchung',
        saveRequestFor(trip.idreise, dayTripForm(trip.zustieg, 11)),
      );

      expect(response.status).toBe(400);
      const fields: { path: string; message: string }[] = (await response.json()).fields;
      expect(fields).toContainEqual({ path: 'form.teilnehmer_count', message: 'notice.travellerCount' });
      expect(await ctx.bookingCount()).toBe(before);
    });

    it('an unknown trip code is 404, for its services and for a save', async () => {
      const before = await ctx.bookingCount();

      const services = await request('GET', 'booking/buchung/GIBT-ES-NICHT');
      const save = await request(
        'PUT',
        'booking/buchung',
        saveRequestFor('GIBT-ES-NICHT', dayTripForm(trip.zustieg, 1)),
      );

      expect(services.status).toBe(404);
      expect((await services.json()).error).toBe('not_found');
      expect(save.status).toBe(404);
      expect(await ctx.bookingCount()).toBe(before);
    });

    it('an unknown journey id is 404', async () => {
      const response = await request('GET', 'journey-web-legacy/987654321');

      expect(response.status).toBe(404);
      expect((await response.json()).error).toBe('not_found');
    });

    it('a seat plan request without idleistung_hin is 400 naming it', async () => {
      const response = await request('GET', `booking/sitzplatz?idreise=${encodeURIComponent(trip.idreise)}`);

      expect(response.status).toBe(400);
      expect((await response.json()).fields.map((f: { path: string }) => f.path)).toContain('idleistung_hin');
    });
  });

  describe('writes need the access parameter (CONTRACT_ACCESS_PARAM); reads stay public', () => {
    const stored = async () => ({ bookings: await ctx.bookingCount(), holds: await ctx.holdCount() });
    const save = () => saveRequestFor(trip.idreise, dayTripForm(trip.zustieg, 1));
    const check = () => ({ idreise: trip.idreise, form: dayTripForm(trip.zustieg, 1) });

    it.each([
      ['without the parameter', null],
      ['with a wrong value', 'guessed-key'],
    ])('refuses a save and a check %s with 401, storing nothing', async (_, access) => {
      const before = await stored();

      const saved = await request('PUT', 'booking/buchung', save(), {}, access);
      const checked = await request('POST', 'booking/buchung', check(), {}, access);

      expect(saved.status).toBe(401);
      expect(await saved.json()).toEqual({ error: 'unauthorized', message: expect.any(String) });
      expect(checked.status).toBe(401);
      expect(await stored()).toEqual(before);
    });

    it('refuses a payment and the import without the parameter with 401', async () => {
      const payment = await request('POST', 'payments', { data: {} }, {}, null);
      const imported = await request(
        'GET',
        'booking/import/vorgang?art=HIN&buchungvon=01.01.2026&buchungbis=01.01.2026',
        undefined,
        {},
        null,
      );

      expect(payment.status).toBe(401);
      expect(imported.status).toBe(401);
    });

    it('refuses every write with 403 while no access parameter is configured, even one that sends the old value', async () => {
      const before = await stored();
      const configured = process.env.CONTRACT_ACCESS_PARAM;
      delete process.env.CONTRACT_ACCESS_PARAM;
      resetEnvCache();
      try {
        const saved = await request('PUT', 'booking/buchung', save());
        const checked = await request('POST', 'booking/buchung', check());

        expect(saved.status).toBe(403);
        expect((await saved.json()).error).toBe('forbidden');
        expect(checked.status).toBe(403);
        expect(await stored()).toEqual(before);
      } finally {
        process.env.CONTRACT_ACCESS_PARAM = configured;
        resetEnvCache();
      }
    });

    it('saves with the configured parameter', async () => {
      const before = await ctx.bookingCount();

      const saved = await request('PUT', 'booking/buchung', save(), {}, CONTRACT_ACCESS.value);

      expect(saved.status).toBe(200);
      expect(await ctx.bookingCount()).toBe(before + 1);
    });

    it('answers reads without the parameter', async () => {
      const services = await request('GET', `booking/buchung/${encodeURIComponent(trip.idreise)}`, undefined, {}, null);
      const catalogue = await request('GET', 'journey-web-legacy?category=3', undefined, {}, null);

      expect(services.status).toBe(200);
      expect(catalogue.status).toBe(200);
    });
  });

  it('takes the Idempotency-Key header as the key of a save whose body has none', async () => {
    const before = await ctx.bookingCount();
    const body = saveRequestFor(trip.idreise, dayTripForm(trip.zustieg, 1));
    const headers = { 'Idempotency-Key': `header-key-${driver}-0001` };

    const first = await (await request('PUT', 'booking/buchung', body, headers)).json();
    const retry = await (await request('PUT', 'booking/buchung', body, headers)).json();

    expect(retry.booking.vorgang).toBe(first.booking.vorgang);
    expect(await ctx.bookingCount()).toBe(before + 1);
  });

  it('lets CDNs cache catalogue reads but never bookings or payments', async () => {
    const catalogue = await request('GET', 'journey-web-legacy?category=3');
    const services = await request('GET', `booking/buchung/${encodeURIComponent(trip.idreise)}`);
    const paymentTypes = await request('GET', 'payments');

    expect(catalogue.status).toBe(200);
    expect(catalogue.headers.get('Cache-Control')).toBe(CATALOGUE_CACHE);
    expect(CATALOGUE_CACHE).toBe('public, s-maxage=60, stale-while-revalidate=300');
    expect(services.headers.get('Cache-Control')).toBe('no-store');
    expect(paymentTypes.headers.get('Cache-Control')).toBe('no-store');
  });

  it('answers an unexpected failure with 500 "Internal error", logging it but never showing the stack', async () => {
    const lines: string[] = [];
    setLogDestination(
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    const broken = { ...ctx.engine };
    broken.listCountries = async () => {
      throw new Error('connection to server at 10.0.0.7 lost\n    at Pool.query (pg/lib/pool.js:42)');
    };
    setLocalEngine(broken);
    try {
      const response = await request('GET', 'country-web');
      const text = await response.text();

      expect(response.status).toBe(500);
      expect(JSON.parse(text)).toEqual({ error: 'internal', message: 'Internal error' });
      expect(text).not.toContain('10.0.0.7');
      expect(text).not.toContain('pool.js');
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      // logged for the operator (a structured line), not shown to the caller
      expect(lines.join('')).toContain('"msg":"GET /api/v1/country-web failed"');
    } finally {
      setLocalEngine(ctx.engine);
      setLogDestination(undefined);
    }
  });
});
