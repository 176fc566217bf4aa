/**
 * Spec §7, booking-system and payment calls: services, boarding points, seat plans, check, save,
 * import and payment types answer with the fields the specification names, from both
 * implementations; invalid requests are refused naming the field and change nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { deToCents, isoToDe } from '@/lib/api/contract/encoding';
import { testDrivers } from '../helpers/db';
import { implementations, openContractEnv, SITE_URL, type ContractEnv } from './harness';
import { dayTripForm, findBookableDayTrip, saveRequestFor } from './forms';

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe.each(testDrivers)('booking contract on %s', (driver) => {
  let ctx: ContractEnv;
  let trip: { idreise: string; id: number; zustieg: number };
  beforeAll(async () => {
    ctx = await openContractEnv(driver);
    trip = await findBookableDayTrip(ctx.api.local, ctx.today);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  describe.each(implementations)('%s BookingApi', (impl) => {
    const api = () => ctx.api[impl];

    it('answers a trip code with its services (leistungen.leistung) and insurances.versicherungen.versicherung', async () => {
      const services = await api().getTripServices(trip.idreise);

      expect(services.ergebnis.reise.idreise).toBe(trip.idreise);
      const coaches = services.ergebnis.leistungen.leistung.filter((l) => l.art === 'BEF');
      expect(coaches.length).toBeGreaterThan(0);
      expect(coaches[0].preis).toMatch(/^\d+,\d{2}$/);
      expect(Array.isArray(services.ergebnis.insurances.versicherungen.versicherung)).toBe(true);
    });

    it('lists the trip’s boarding points with IDZustieg, place and time', async () => {
      const boarding = await api().getBoardingPoints({ idreise: trip.idreise });

      const first = boarding.ergebnis.zustiege.zustieg[0];
      expect(first.IDZustieg).toEqual(expect.any(Number));
      expect(first.Ort).not.toBe('');
      expect(first.zeit).toMatch(/^\d{2}:\d{2}$/);
    });

    it('answers the seat plans of the outbound coach with attr.idleistung and sitzplan_bezeichnung', async () => {
      const services = await api().getTripServices(trip.idreise);
      const outbound = services.ergebnis.leistungen.leistung.find((l) => l.art === 'BEF' && l.richtung !== 'R')!;

      const plans = await api().getSeatPlans({
        idreise: trip.idreise,
        idleistung_hin: outbound.id,
        anzahl_personen: 2,
      });

      const plan = plans.ergebnis.sitzplaene.sitzplan[0];
      expect(plan.attr.idleistung).toBe(outbound.id);
      expect(plan.sitzplan_bezeichnung).not.toBe('');
      expect(plan.sitze.sitz.length).toBeGreaterThan(0);
    });

    it('checks a booking: satz.attr.typ, prices, total and the down payment (zahlungsbedingungen.anzahlung.betrag)', async () => {
      const before = await ctx.bookingCount();

      const check = await api().checkBooking({ idreise: trip.idreise, form: dayTripForm(trip.zustieg, 2) });

      expect(check.ergebnis.satz.attr.typ).toBe('BUCHUNG');
      expect(check.ergebnis.preise.preis.some((p) => p.art === 'ERM')).toBe(true);
      expect(check.ergebnis.gesamtpreis).toMatch(/^\d+,\d{2}$/);
      expect(check.ergebnis.zahlungsbedingungen?.anzahlung.betrag).toMatch(/^\d+,\d{2}$/);
      expect(await ctx.bookingCount()).toBe(before);
    });

    it('saves a booking: buchung.status erfolgt, booking with vorgang and token', async () => {
      const before = await ctx.bookingCount();

      const saved = await api().saveBooking(saveRequestFor(trip.idreise, dayTripForm(trip.zustieg, 1)));

      expect(saved.ergebnis.satz.attr.typ).toBe('BUCHUNG');
      expect(saved.ergebnis.buchung.status).toBe('erfolgt');
      expect(saved.booking?.vorgang).not.toBe('');
      expect(saved.booking?.token.length).toBeGreaterThanOrEqual(16);
      expect(await ctx.bookingCount()).toBe(before + 1);
    });

    it('returns the first booking when a save is retried with the same idempotency key', async () => {
      const before = await ctx.bookingCount();
      const request = saveRequestFor(trip.idreise, dayTripForm(trip.zustieg, 1), `contract-${impl}-${driver}-retry`);

      const first = await api().saveBooking(request);
      const retry = await api().saveBooking(request);

      expect(retry.booking?.vorgang).toBe(first.booking?.vorgang);
      expect(await ctx.bookingCount()).toBe(before + 1);
    });

    it('imports the day’s processes (art HIN, buchungvon/buchungbis today)', async () => {
      const today = isoToDe(ctx.today);

      const result = await api().importProcesses({ art: 'HIN', buchungvon: today, buchungbis: today });

      expect(result.ergebnis.importiert).toEqual(expect.any(Number));
    });

    it('lists the allowed payment types', async () => {
      const types = await api().listPaymentTypes();

      expect(types.data.map((t) => t.payment_type)).toEqual(
        expect.arrayContaining(['bill', 'debit', 'creditcard', 'sofort']),
      );
      expect(types.data[0].name).not.toBe('');
    });

    it('starts a card payment of the down payment for a saved booking and answers data.iframe_url', async () => {
      const form = { ...dayTripForm(trip.zustieg, 1), payment: 'creditcard' as const };
      const saved = await api().saveBooking(saveRequestFor(trip.idreise, form));
      const { vorgang, token } = saved.booking!;
      // spec §7: the site origin plus a payment return path
      const returnUrl = (kind: string) => `${SITE_URL}/payment/${kind}-${vorgang}-${token}-creditcard`;

      const payment = await api().createPayment({
        data: {
          payment_type: 'creditcard',
          amount: deToCents(saved.ergebnis.zahlungsbedingungen!.anzahlung.betrag),
          currency: 'EUR',
          url_success: returnUrl('success'),
          url_failure: returnUrl('failed'),
          url_push: returnUrl('push'),
          firstname: 'Anna',
          lastname: 'Huber',
          email: 'anna.huber@example.com',
          street: 'Leopoldstraße',
          housenumber: '12a',
          zip: '80802',
          city: 'München',
          country: 'DE',
          purpose: vorgang,
        },
      });

      expect(payment.data.iframe_url).toMatch(/^(https?:\/\/|\/)/);
    });

    describe('refuses invalid bookings naming the field, and books nothing', () => {
      it('an invalid birthday (31.02.2000) is notice.birthday at its path', async () => {
        const before = await ctx.bookingCount();
        const form = dayTripForm(trip.zustieg, 1);
        if (form.variant === 'trip') form.main.birthday = '31.02.2000';

        const error = await rejection(api().saveBooking(saveRequestFor(trip.idreise, form)));

        expect(error.kind).toBe('invalid');
        expect(error.fields).toContainEqual({ path: 'form.main.birthday', message: 'notice.birthday' });
        expect(await ctx.bookingCount()).toBe(before);
      });

      it('a missing email is named at form.main.email', async () => {
        const before = await ctx.bookingCount();
        const form = dayTripForm(trip.zustieg, 1);
        if (form.variant === 'trip') form.main.email = '';

        const error = await rejection(api().checkBooking({ idreise: trip.idreise, form }));

        expect(error.kind).toBe('invalid');
        expect(error.fields.map((f) => f.path)).toContain('form.main.email');
        expect(await ctx.bookingCount()).toBe(before);
      });

      it('11 travellers exceed the maximum of 10 (spec §9)', async () => {
        const before = await ctx.bookingCount();

        const error = await rejection(api().saveBooking(saveRequestFor(trip.idreise, dayTripForm(trip.zustieg, 11))));

        expect(error.kind).toBe('invalid');
        expect(error.fields.map((f) => f.message)).toContain('notice.travellerCount');
        expect(await ctx.bookingCount()).toBe(before);
      });

      it('an unknown trip code is not_found', async () => {
        const before = await ctx.bookingCount();

        expect((await rejection(api().getTripServices('GIBT-ES-NICHT'))).kind).toBe('not_found');
        expect(
          (await rejection(api().saveBooking(saveRequestFor('GIBT-ES-NICHT', dayTripForm(trip.zustieg, 1))))).kind,
        ).toBe('not_found');
        expect(await ctx.bookingCount()).toBe(before);
      });
    });
  });
});
