/**
 * The route handlers as HTTP: status codes, error bodies that name the field (and never show a
 * stack trace), cache headers, and a database left untouched by every refused request.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLocalEngine } from '@/lib/api/local';
import { CATALOGUE_CACHE } from '@/lib/api/route-helpers';
import { testDrivers } from '../helpers/db';
import { openContractEnv, request, type ContractEnv } from './harness';
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
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
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
      expect(log).toHaveBeenCalled();
    } finally {
      setLocalEngine(ctx.engine);
      log.mockRestore();
    }
  });
});
