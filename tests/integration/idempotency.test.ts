/**
 * Issue 12, point 10: an idempotency key used again with a different body is refused with 422
 * (Stripe's rule), without the first booking or its token; the same body still gets the first
 * booking. Through the contract route (Idempotency-Key header and body field), the in-process API
 * and the booking form's server code, and for two saves racing with one key.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { save as siteSave } from '@/lib/site/booking';
import { testDrivers } from '../helpers/db';
import { openContractEnv, request, type ContractEnv } from '../contract/harness';
import { dayTripForm, findBookableDayTrip, saveRequestFor } from '../contract/forms';

describe.each(testDrivers)('idempotency keys on %s', (driver) => {
  let ctx: ContractEnv;
  let trip: { idreise: string; id: number; zustieg: number };
  beforeAll(async () => {
    ctx = await openContractEnv(driver);
    trip = await findBookableDayTrip(ctx.api.local, ctx.today);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const formFor = (firstname: string) => {
    const form = dayTripForm(trip.zustieg, 1);
    if (form.variant === 'trip') form.teilnehmer[0].firstname = firstname;
    return form;
  };

  it('refuses the same key with another body over HTTP: 422, nothing of the first booking, nothing stored', async () => {
    const key = `idem-${driver}-http-0001`;
    const first = await request('PUT', 'booking/buchung', saveRequestFor(trip.idreise, formFor('Anna')), {
      'Idempotency-Key': key,
    });
    expect(first.status).toBe(200);
    const booked = (await first.json()) as { booking: { vorgang: string; token: string } };
    const count = await ctx.bookingCount();

    const same = await request('PUT', 'booking/buchung', saveRequestFor(trip.idreise, formFor('Anna')), {
      'Idempotency-Key': key,
    });
    expect(same.status).toBe(200);
    expect(((await same.json()) as typeof booked).booking).toEqual(booked.booking);

    const other = await request('PUT', 'booking/buchung', saveRequestFor(trip.idreise, formFor('Mallory')), {
      'Idempotency-Key': key,
    });
    expect(other.status).toBe(422);
    const text = await other.text();
    expect(JSON.parse(text)).toMatchObject({ error: 'idempotency_mismatch' });
    expect(text).not.toContain(booked.booking.token);
    expect(text).not.toContain(booked.booking.vorgang);
    expect(await ctx.bookingCount()).toBe(count);
  });

  it('refuses it in-process too, and the booking form gets a translated message instead of the booking', async () => {
    const key = `idem-${driver}-local-0001`;
    await ctx.api.local.saveBooking(saveRequestFor(trip.idreise, formFor('Berta'), key));
    const error = await ctx.api.local
      .saveBooking(saveRequestFor(trip.idreise, formFor('Bertram'), key))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('idempotency_mismatch');
    expect((error as ApiError).status).toBe(422);

    const viaForm = await siteSave(
      ctx.api.local,
      'de',
      {
        journeyId: trip.id,
        idreise: trip.idreise,
        form: formFor('Bertram'),
        consents: { agb: true, datenschutz: true, anhang: true, produktinfo: true },
        idempotencyKey: key,
      },
      'http://localhost:3000',
    );
    expect(viaForm).toMatchObject({ ok: false, message: expect.stringContaining('anderen Angaben') });
    expect(JSON.stringify(viaForm)).not.toMatch(/token/i);
  });

  it('lets exactly one of two racing saves with one key and different bodies book; the other gets 422', async () => {
    const key = `idem-${driver}-race-0001`;
    const count = await ctx.bookingCount();
    const results = await Promise.allSettled([
      ctx.api.local.saveBooking(saveRequestFor(trip.idreise, formFor('Carla'), key)),
      ctx.api.local.saveBooking(saveRequestFor(trip.idreise, formFor('Carlo'), key)),
    ]);
    const booked = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(booked).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(((refused[0] as PromiseRejectedResult).reason as ApiError).kind).toBe('idempotency_mismatch');
    expect(await ctx.bookingCount()).toBe(count + 1);
  });
});
