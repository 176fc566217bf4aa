'use server';
/**
 * Server actions of the payment dialog. The browser only names the booking (process number + token),
 * the payment type it shows and, for the operator's own system, the payment ticket the save sealed.
 * The request for {payments} (spec §7: payer, amount = the down payment in cents, return URLs) is the
 * backend's own or the sealed one (lib/site/payment), never the browser's.
 */
import { z } from 'zod';
import { ApiError, getApi } from '@/lib/api';
import type { PaymentRefusal, PaymentView } from '@/lib/api/types';
import { paymentRequestFor } from '@/lib/site/payment';
import { unsafeTextPath } from '@/lib/http/input';
import { logError } from '@/lib/log';
import { actionArgs, plain, shortText } from '@/lib/http/action-args';

const bookingKey = { processNumber: shortText, token: shortText };
const startArgs = z.tuple([
  plain(z.object({ ...bookingKey, paymentType: shortText, ticket: z.string().max(20_000).optional() })),
]);
const viewArgs = z.tuple([plain(z.object(bookingKey))]);

export type StartedPayment = { ok: true; iframeUrl: string } | { ok: false; reason: PaymentRefusal | 'start_failed' };

export async function startPayment(input: {
  processNumber: string;
  token: string;
  paymentType: string;
  /** The sealed request from the save (a backend without the payments capability). */
  ticket?: string;
}): Promise<StartedPayment> {
  actionArgs(startArgs, [input]);
  // The request boundary: text no booking can have names none (and must not reach the database).
  if (unsafeTextPath(input) !== null) return { ok: false, reason: 'not_found' };
  const api = await getApi();
  const key = { processNumber: String(input.processNumber), token: String(input.token) };
  const ticket = typeof input.ticket === 'string' ? input.ticket : undefined;
  const prepared = await paymentRequestFor(api, key, String(input.paymentType), ticket);
  if (!prepared.ok) return prepared;
  try {
    const response = await api.createPayment(prepared.request);
    return { ok: true, iframeUrl: response.data.iframe_url };
  } catch (error) {
    // The backend refused the request itself (e.g. the type is no longer possible); anything else may pass on retry.
    if (error instanceof ApiError && error.kind === 'invalid') return { ok: false, reason: 'not_online' };
    logError('payments.start', 'starting a payment failed', error);
    return { ok: false, reason: 'start_failed' };
  }
}

/**
 * The booking's payment state as the backend knows it (it asks the provider about open payments
 * first); 'unknown' when the backend cannot tell (no payments capability), null for a wrong key.
 */
export async function currentPaymentView(input: {
  processNumber: string;
  token: string;
}): Promise<PaymentView | 'unknown' | null> {
  actionArgs(viewArgs, [input]);
  if (unsafeTextPath(input) !== null) return null;
  const { payments } = await getApi();
  if (!payments) return 'unknown';
  return payments.state({ processNumber: String(input.processNumber), token: String(input.token) });
}
