/**
 * A booking through the site's own server code (lib/site/booking, lib/site/payment) in front of the
 * operator's booking system (the fake of e2e/operator-api, spoken to by `http`): the save sends the
 * server's mail templates, never the browser's texts; paid online, the server composes POST {payments}
 * from a check of its own and seals it, so the browser can change neither amount nor URLs.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// The save expires the booked trip's cached pages (its free places changed), outside Next.js here.
vi.mock('next/cache', async (original) => ({ ...(await original<object>()), revalidateTag: vi.fn() }));
import { revalidateTag } from 'next/cache';
import { createHttpApi } from '@/lib/api/http';
import type { BookingApi } from '@/lib/api/types';
import type { BookingFormInput } from '@/lib/booking/schema';
import { save, type SaveInput } from '@/lib/site/booking';
import { openPaymentTicket, paymentRequestFor } from '@/lib/site/payment';
import { env } from '@/lib/config/env';
import { createOperatorApi, type OperatorApi, type RecordedRequest } from '@/e2e/operator-api/server';
import en from '@/messages/en.json';
import { dayTripForm } from './forms';

const BOOKING = 'vendorbooking';
const PAYMENTS = 'paycorp';
const SITE = 'https://alpen.example';

let fake: OperatorApi;
let api: BookingApi;

function received(path: string, method: string): RecordedRequest[] {
  return fake.requests.filter((r) => r.path === `/api/v1/${path}` && r.method === method);
}

/** The fake's first day trip (9 days ahead: no invoice) and a form paying by `payment`. */
async function dayTrip(payment: BookingFormInput['payment'], travellers = 2) {
  const trip = (await api.listJourneys({ category: 3 })).data[0];
  const form = { ...dayTripForm(302, travellers), payment };
  const input: SaveInput = {
    journeyId: trip.id_jrn_journey,
    idreise: trip.date.code,
    form,
    consents: { agb: true, datenschutz: true },
    idempotencyKey: `remote-${payment}-${Date.now()}`,
  };
  return { trip, input };
}

const deDate = (iso: string) => iso.slice(0, 10).split('-').reverse().join('.');

beforeAll(async () => {
  // lib/secret: the seal's key (without SECRET the key would be written into DATA_DIR).
  process.env.SECRET = 'remote-booking-test-secret-0123456789';
  fake = createOperatorApi({ bookingSegment: BOOKING, paymentsSegment: PAYMENTS });
  const origin = await fake.listen(0);
  api = createHttpApi({
    baseUrl: `${origin}/api/v1`,
    bookingSegment: BOOKING,
    paymentsSegment: PAYMENTS,
    timeoutMs: 2_000,
    retryDelayMs: 5,
  });
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => fake.reset());

describe('a booking on the operator’s system through the site’s server code', () => {
  it('sends the mail templates in the visitor’s language, not the texts a forged request carries', async () => {
    const { trip, input } = await dayTrip('bill');
    const forged = { ...input, args: { subject: 'Phish', message: 'http://phish.example' }, argsCustomer: 'x' };

    const result = await save(api, 'en', forged, SITE);

    expect(result.ok && result.data.outcome).toBe('booked');
    expect(revalidateTag).toHaveBeenCalledWith(`journey:${trip.id_jrn_journey}`, { expire: 0 });
    const [booking] = fake.bookings;
    const date = deDate(trip.date_from);
    expect(booking.argsCustomer).toEqual({
      subject: en.bookingMail.customer.subject.replace('{title}', trip.title).replace('{date}', date),
      message: expect.stringContaining(`thank you for booking the trip “${trip.title}” on ${date}.`),
      attachments: [],
    });
    expect(booking.args).toMatchObject({ subject: `Online-Buchung ${trip.title} ${date}` });
    expect(JSON.stringify(received(`${BOOKING}/buchung`, 'PUT'))).not.toContain('phish');
  });

  it('paid by invoice: no payment request, and the save is the only call', async () => {
    const { input } = await dayTrip('bill');

    const result = await save(api, 'de', input, SITE);

    expect(result.ok && result.data.booking?.paymentTicket).toBeUndefined();
    expect(received(`${BOOKING}/buchung`, 'POST')).toHaveLength(0);
    expect(received(`${BOOKING}/buchung`, 'PUT')).toHaveLength(1);
  });

  it('paid by card: checks, saves, and seals POST {payments} with the down payment and the site’s return URLs', async () => {
    const { trip, input } = await dayTrip('creditcard');

    const result = await save(api, 'de', input, SITE);

    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [check] = received(`${BOOKING}/buchung`, 'POST');
    expect(check.body).toMatchObject({ idreise: trip.date.code, form: { payment: 'creditcard' } });
    const { processNumber: vorgang, token, paymentTicket } = result.data.booking!;
    const request = openPaymentTicket(paymentTicket!);
    // 2 × 54,00 € + 2 × 5,00 € boarding at Freising: a day trip is paid in full at once.
    expect(fake.bookings[0].gesamtpreis).toBe('118,00');
    expect(request).toEqual({
      data: {
        payment_type: 'creditcard',
        amount: 11800,
        currency: 'EUR',
        url_success: `${SITE}/payment/success-${vorgang}-${token}-creditcard`,
        url_failure: `${SITE}/payment/failed-${vorgang}-${token}-creditcard`,
        url_push: `${SITE}/payment/push-${vorgang}-${token}-creditcard`,
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

    // 'Zahlung ausführen': the sealed request goes to {payments} as it is.
    const prepared = await paymentRequestFor(api, { processNumber: vorgang, token }, 'creditcard', paymentTicket);
    expect(prepared).toEqual({ ok: true, request });
    const payment = await api.createPayment(request!);
    expect(received(PAYMENTS, 'POST')[0].body).toEqual(request);
    expect(payment.data.iframe_url).toMatch(/\/paycorp-checkout\/[0-9a-f]+$/);
  });

  it('refuses a ticket whose amount the browser changed, one for another booking and one for another type', async () => {
    const { input } = await dayTrip('creditcard');
    const result = await save(api, 'de', input, SITE);
    if (!result.ok) throw new Error(result.message);
    const {
      processNumber: vorgang,
      token,
      paymentTicket: ticket,
    } = result.data.booking! as {
      processNumber: string;
      token: string;
      paymentTicket: string;
    };
    const [payload, seal] = ticket.split('.');
    const request = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    request.data.amount = 100;
    const cheaper = `${Buffer.from(JSON.stringify(request)).toString('base64url')}.${seal}`;
    const key = { processNumber: vorgang, token };

    expect(await paymentRequestFor(api, key, 'creditcard', cheaper)).toEqual({ ok: false, reason: 'not_found' });
    expect(await paymentRequestFor(api, key, 'creditcard', undefined)).toEqual({ ok: false, reason: 'not_found' });
    expect(await paymentRequestFor(api, { processNumber: 'OP-1', token }, 'creditcard', ticket)).toEqual({
      ok: false,
      reason: 'not_found',
    });
    expect(await paymentRequestFor(api, key, 'sofort', ticket)).toEqual({ ok: false, reason: 'not_online' });
  });

  it('refuses a sealed ticket past the payment window (issue 26): the checkout is closed', async () => {
    const { input } = await dayTrip('creditcard');
    const result = await save(api, 'de', input, SITE);
    if (!result.ok) throw new Error(result.message);
    const { processNumber, token, paymentTicket } = result.data.booking! as {
      processNumber: string;
      token: string;
      paymentTicket: string;
    };
    const key = { processNumber, token };
    const hours = env().PAYMENT_WINDOW_HOURS;
    const at = (h: number) => new Date(Date.now() + h * 3_600_000);

    expect(await paymentRequestFor(api, key, 'creditcard', paymentTicket, at(hours - 0.1))).toMatchObject({ ok: true });
    expect(await paymentRequestFor(api, key, 'creditcard', paymentTicket, at(hours + 0.1))).toEqual({
      ok: false,
      reason: 'closed',
    });
    expect(openPaymentTicket(paymentTicket, at(hours + 0.1))).toBeNull();
  });

  it('paid by card on a trip that cannot take the group: the check’s notice, and nothing is saved', async () => {
    const { input } = await dayTrip('creditcard', 2);
    const full = (await api.listJourneys({ category: 3 })).data[1]; // 4 seats free
    const tooMany = { ...input, journeyId: full.id_jrn_journey, idreise: full.date.code, form: dayTripForm(302, 5) };
    tooMany.form.payment = 'creditcard';

    const result = await save(api, 'de', tooMany, SITE);

    expect(result.ok && result.data).toEqual({
      outcome: 'notice',
      notice: { text: expect.stringContaining('nicht mehr genügend') },
    });
    expect(received(`${BOOKING}/buchung`, 'PUT')).toHaveLength(0);
  });
});
