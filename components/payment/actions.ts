'use server';
/**
 * Server actions of the payment dialog. The browser only names the booking (process number + token)
 * and the payment type it shows; the backend composes the payment request (payer, amount = the
 * booking's deposit in cents, return URLs) and this action sends it to {payments} (spec §7), where
 * it is checked again. Without the backend's payments capability no payment starts here.
 */
import { ApiError, getApi } from '@/lib/api';
import type { PaymentRefusal, PaymentView } from '@/lib/api/types';

export type StartedPayment = { ok: true; iframeUrl: string } | { ok: false; reason: PaymentRefusal | 'start_failed' };

export async function startPayment(input: {
  processNumber: string;
  token: string;
  paymentType: string;
}): Promise<StartedPayment> {
  const api = await getApi();
  if (!api.payments) return { ok: false, reason: 'not_found' };
  const key = { processNumber: String(input.processNumber), token: String(input.token) };
  const prepared = await api.payments.prepare(key, String(input.paymentType));
  if (!prepared.ok) return prepared;
  try {
    const response = await api.createPayment(prepared.request);
    return { ok: true, iframeUrl: response.data.iframe_url };
  } catch (error) {
    // The backend refused the request itself (e.g. the type is no longer possible); anything else may pass on retry.
    if (error instanceof ApiError && error.kind === 'invalid') return { ok: false, reason: 'not_online' };
    console.error('[payments] starting a payment failed:', error);
    return { ok: false, reason: 'start_failed' };
  }
}

/** The booking's payment state as the backend knows it (it asks the provider about open payments first). */
export async function currentPaymentView(input: { processNumber: string; token: string }): Promise<PaymentView | null> {
  const { payments } = await getApi();
  if (!payments) return null;
  return payments.state({ processNumber: String(input.processNumber), token: String(input.token) });
}
