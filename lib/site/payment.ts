/**
 * Online payment of a booking (spec §7: POST {payments} → data.iframe_url, shown in the payment
 * dialog). The browser never chooses the amount, the payer or the return URLs; where the request
 * comes from depends on the backend:
 *
 * - With the payments capability (the built-in engine) the backend composes it from the stored
 *   booking (`payments.prepare`).
 * - Without it (the operator's own system, spec §7 only) the site has no booking to look up and keeps
 *   no state. So the save composes the request on the server (`sealedPaymentRequest`): the payer from
 *   the form it has just saved, the amount from a check it ran itself, the return URLs from SITE_URL
 *   and the booking's process number and token. It hands the request to the browser sealed with an
 *   HMAC of the site's SECRET (a "payment ticket"); `paymentRequestFor` sends it on only when the
 *   seal verifies. A changed amount or URL breaks the seal; a retry after a failed payment starts a
 *   fresh checkout with the same request. Several instances must share SECRET (lib/secret).
 */
import 'server-only';
import type { BookingApi, BookingKey, PaymentRefusal } from '../api/types';
import { paymentRequest, type PaymentRequest } from '../api/contract/schemas';
import { isOnlinePaymentType, paymentReturnUrl, type OnlinePaymentType } from '../api/contract/site-paths';
import type { BookingForm } from '../booking/schema';
import { hmac, verifyHmac } from '../secret';
import { env } from '../config/env';

/** Separates this use of SECRET from every other (lib/secret `hmac`). */
const SEAL_PURPOSE = 'payment-ticket';

/** The POST {payments} request of spec §7 for a saved booking, or undefined when its data cannot make one. */
export function composePaymentRequest(input: {
  siteUrl: string;
  booking: BookingKey;
  form: BookingForm;
  paymentType: OnlinePaymentType;
  /** The down payment in cents (lib/booking/down-payment). */
  amountCents: number;
}): PaymentRequest | undefined {
  const { siteUrl, booking, form, paymentType, amountCents } = input;
  // Remote mode: the operator's system pushes from outside, so the push too goes to the public origin
  // (SITE_URL, else a host the edge allowed; lib/http/origin), never to a host a client named.
  const url = (kind: 'success' | 'failed' | 'push') =>
    paymentReturnUrl(siteUrl, kind, booking.processNumber, booking.token, paymentType);
  const parsed = paymentRequest.safeParse({
    data: {
      payment_type: paymentType,
      amount: Math.round(amountCents),
      currency: 'EUR',
      url_success: url('success'),
      url_failure: url('failed'),
      url_push: url('push'),
      firstname: form.main.firstname,
      lastname: form.main.lastname,
      email: form.main.email,
      street: form.main.street,
      housenumber: form.main.street_nr,
      zip: form.main.zip,
      city: form.main.city,
      country: 'DE',
      purpose: booking.processNumber,
    },
  });
  return parsed.success ? parsed.data : undefined;
}

/**
 * The request, sealed for the browser to carry: base64url(JSON) '.' HMAC. The JSON carries when the
 * ticket expires (`exp`, Unix seconds): the payment window after the save (PAYMENT_WINDOW_HOURS), by
 * which the booking system has cancelled an unpaid booking anyway, so a ticket found later in a
 * browser's storage or history starts no checkout (issue 26).
 */
export function sealPaymentRequest(request: PaymentRequest, now: Date = new Date()): string {
  const exp = Math.floor(now.getTime() / 1000) + Math.round(env().PAYMENT_WINDOW_HOURS * 3600);
  const payload = Buffer.from(JSON.stringify({ ...request, exp }), 'utf8').toString('base64url');
  return `${payload}.${hmac(SEAL_PURPOSE, payload)}`;
}

/** The sealed request; 'expired' past its `exp` (or without one); null when this site did not seal it. */
function readTicket(ticket: string, now: Date): PaymentRequest | 'expired' | null {
  if (ticket.length > 8_000) return null;
  const dot = ticket.lastIndexOf('.');
  if (dot <= 0) return null;
  const payload = ticket.slice(0, dot);
  if (!verifyHmac(SEAL_PURPOSE, payload, ticket.slice(dot + 1))) return null;
  try {
    const sealed: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const exp = (sealed as { exp?: unknown } | null)?.exp;
    // sealed before tickets had an expiry: as good as expired
    if (typeof exp !== 'number' || now.getTime() >= exp * 1000) return 'expired';
    // the schema keeps what a request has and drops `exp`
    const parsed = paymentRequest.safeParse(sealed);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The sealed request, or null when the ticket was not sealed by this site (changed, forged, other SECRET) or has expired. */
export function openPaymentTicket(ticket: string, now: Date = new Date()): PaymentRequest | null {
  const request = readTicket(ticket, now);
  return request === 'expired' ? null : request;
}

/**
 * The payment request for 'Zahlung ausführen': the backend's own (payments capability), else the one
 * the save sealed for this booking and payment type.
 */
export async function paymentRequestFor(
  api: BookingApi,
  key: BookingKey,
  paymentType: string,
  ticket: string | undefined,
  now: Date = new Date(),
): Promise<{ ok: true; request: PaymentRequest } | { ok: false; reason: PaymentRefusal }> {
  if (api.payments) return api.payments.prepare(key, paymentType);
  const request = ticket ? readTicket(ticket, now) : null;
  // past the payment window the booking system has cancelled an unpaid booking: its checkout is closed
  if (request === 'expired') return { ok: false, reason: 'closed' };
  if (!request || request.data.purpose !== key.processNumber) {
    return { ok: false, reason: 'not_found' };
  }
  if (!isOnlinePaymentType(paymentType) || request.data.payment_type !== paymentType) {
    return { ok: false, reason: 'not_online' };
  }
  return { ok: true, request };
}
