'use server';
/**
 * Server actions of the payment dialog. The browser only names the booking (process number + token);
 * payer data, amount (the booking's deposit in cents) and the return URLs come from the server, which
 * sends the payment request to {payments} through getApi() (the engine checks it again).
 */
import { getApi, ApiError } from '@/lib/api';
import { findBookingByToken } from '@/lib/engine/payments/booking-access';
import { refreshPaymentState, type PaymentView } from '@/lib/engine/payments/confirm';
import { paymentReturnUrl, isOnlinePaymentType } from '@/lib/engine/payments/return-path';
import { paymentContext } from '@/lib/engine/payments/runtime';
import type { PaymentRequest } from '@/lib/api/contract/schemas';
import type { BookingForm } from '@/lib/booking/schema';

type PreparedPayment =
  { ok: true; request: PaymentRequest } | { ok: false; reason: 'not_found' | 'paid' | 'cancelled' | 'not_online' };

export type StartedPayment =
  { ok: true; url: string } | { ok: false; reason: 'not_found' | 'paid' | 'cancelled' | 'not_online' | 'failed' };

async function preparePayment(input: {
  processNumber: string;
  token: string;
  paymentType: string;
}): Promise<PreparedPayment> {
  const ctx = await paymentContext();
  const booking = await findBookingByToken(ctx.db, String(input.processNumber), String(input.token));
  if (!booking) return { ok: false, reason: 'not_found' };
  if (booking.status !== 'confirmed') return { ok: false, reason: 'cancelled' };
  if (booking.paymentStatus !== 'open') return { ok: false, reason: 'paid' };
  const type = booking.paymentType;
  if (!isOnlinePaymentType(type) || type !== input.paymentType) return { ok: false, reason: 'not_online' };
  const main = (booking.form as BookingForm).main;
  return {
    ok: true,
    request: {
      data: {
        payment_type: type,
        amount: booking.depositCents,
        currency: 'EUR',
        url_success: paymentReturnUrl(ctx.siteUrl, 'success', booking.processNumber, booking.token, type),
        url_failure: paymentReturnUrl(ctx.siteUrl, 'failed', booking.processNumber, booking.token, type),
        url_push: paymentReturnUrl(ctx.siteUrl, 'push', booking.processNumber, booking.token, type),
        firstname: main.firstname,
        lastname: main.lastname,
        email: booking.email,
        street: main.street,
        housenumber: main.street_nr,
        zip: main.zip,
        city: main.city,
        country: 'DE',
        purpose: booking.processNumber,
      },
    },
  };
}

/** Starts the checkout of the booking's down payment: answers the provider page for the dialog's frame. */
export async function startPayment(input: {
  processNumber: string;
  token: string;
  paymentType: string;
}): Promise<StartedPayment> {
  const prepared = await preparePayment(input);
  if (!prepared.ok) return prepared;
  try {
    const response = await (await getApi()).createPayment(prepared.request);
    return { ok: true, url: response.data.iframe_url };
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'invalid') return { ok: false, reason: 'not_online' };
    console.error('[payment] start failed:', error);
    return { ok: false, reason: 'failed' };
  }
}

/** The booking's payment state as the server knows it (asks the provider about open payments first). */
export async function currentPaymentView(input: { processNumber: string; token: string }): Promise<PaymentView | null> {
  const ctx = await paymentContext();
  const booking = await findBookingByToken(ctx.db, String(input.processNumber), String(input.token));
  if (!booking) return null;
  return (await refreshPaymentState(ctx, booking, 'return')).view;
}
