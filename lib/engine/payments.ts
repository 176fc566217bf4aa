/**
 * POST/GET {payments} of spec §7 on the built-in engine, and the payments capability around them.
 * `createPayment` trusts nothing the browser sends: the process number must name a booking, the three
 * return URLs must be exactly the site's own paths carrying that booking's token, the payment type
 * must be the booking's own online type, and the amount must be the booking's deposit (the down
 * payment) in cents. `preparePayment` composes exactly that request from the booking itself.
 */
import { eq } from 'drizzle-orm';
import type { ContractApi } from '../api/contract/calls';
import type { EngineContext } from './index';
import { ApiError } from '../api/contract/errors';
import { paymentRequest, type PaymentRequest } from '../api/contract/schemas';
import type { BookingForm } from '../booking/schema';
import { bookingEvents, bookings, payments } from '../db/schema';
import { safeEqual } from '../secret';
import { getProvider } from './payments/registry';
import { checkoutClosed } from './payments/checkouts';
import { findBookingByToken } from './payments/booking-access';
import { bookingTokenState } from './token-lifetime';
import { handlePush, handleReturn, refreshPaymentState, type PaymentView } from './payments/confirm';
import type { PushRequest } from './payments/provider';
import { isOnlinePaymentType, paymentReturnUrl, type OnlinePaymentType } from '../api/contract/site-paths';

type Payments = Pick<ContractApi, 'listPaymentTypes' | 'createPayment'>;

/** spec §9: payment labels. */
export const PAYMENT_TYPE_NAMES = {
  bill: 'Rechnung',
  debit: 'Lastschrift',
  creditcard: 'Kreditkarte',
  sofort: 'Sofortüberweisung',
} as const;

export function createPayments(ctx: EngineContext): Payments {
  return {
    listPaymentTypes: async () => ({
      data: (Object.keys(PAYMENT_TYPE_NAMES) as (keyof typeof PAYMENT_TYPE_NAMES)[]).map((payment_type) => ({
        payment_type,
        name: PAYMENT_TYPE_NAMES[payment_type],
      })),
    }),

    createPayment: async (request) => {
      const parsed = paymentRequest.safeParse(request);
      if (!parsed.success) {
        throw new ApiError(
          'invalid',
          'Invalid payment request.',
          parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
        );
      }
      const data = parsed.data.data;
      const [booking] = await ctx.db.select().from(bookings).where(eq(bookings.processNumber, data.purpose));
      if (!booking) throw new ApiError('not_found', 'No booking with this process number.');

      const type = data.payment_type as OnlinePaymentType;
      const expected = {
        url_success: paymentReturnUrl(ctx.siteUrl(), 'success', booking.processNumber, booking.token, type),
        url_failure: paymentReturnUrl(ctx.siteUrl(), 'failed', booking.processNumber, booking.token, type),
        url_push: paymentReturnUrl(ctx.serverUrl(), 'push', booking.processNumber, booking.token, type),
      };
      const wrongUrls = (Object.keys(expected) as (keyof typeof expected)[]).filter(
        (key) => !safeEqual(data[key], expected[key]),
      );
      if (wrongUrls.length) {
        throw new ApiError(
          'invalid',
          'The return URLs do not belong to this booking.',
          wrongUrls.map((key) => ({ path: `data.${key}`, message: 'payment.url' })),
        );
      }
      if (booking.paymentType !== data.payment_type) {
        throw new ApiError('invalid', 'This booking is not paid with this payment type.', [
          { path: 'data.payment_type', message: 'payment.type' },
        ]);
      }
      if (data.amount !== booking.depositCents) {
        throw new ApiError(
          'invalid',
          `The amount must be the booking's down payment of ${booking.depositCents} cents.`,
          [{ path: 'data.amount', message: 'payment.amount' }],
        );
      }
      if (booking.status !== 'confirmed')
        throw new ApiError('invalid', 'This booking is cancelled.', [
          { path: 'data.purpose', message: 'payment.cancelled' },
        ]);
      if (booking.paymentStatus !== 'open')
        throw new ApiError('invalid', 'This booking is already paid.', [
          { path: 'data.purpose', message: 'payment.paid' },
        ]);
      const now = ctx.now();
      const closed = await checkoutClosed(ctx.db, booking, now);
      if (closed)
        throw new ApiError(
          'invalid',
          closed === 'deadline'
            ? 'The payment window of this booking is over.'
            : 'The checkout of this booking was opened as often as it may be.',
          [{ path: 'data.purpose', message: 'payment.closed' }],
        );

      const provider = getProvider(ctx);
      const checkout = await provider.createCheckout(booking, data);
      await ctx.db.transaction(async (tx) => {
        const [payment] = await tx
          .insert(payments)
          .values({
            bookingId: booking.id,
            provider: provider.name,
            providerRef: checkout.ref,
            paymentType: data.payment_type,
            amountCents: data.amount,
            status: 'pending',
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: payments.id });
        await tx.insert(bookingEvents).values({
          bookingId: booking.id,
          actor: 'customer',
          type: 'payment.started',
          data: { paymentId: payment.id, paymentType: data.payment_type, amountCents: data.amount },
          at: now,
        });
      });
      return { data: { iframe_url: checkout.iframeUrl } };
    },
  };
}

type Key = { processNumber: string; token: string };

export type PreparedPayment =
  | { ok: true; request: PaymentRequest }
  | { ok: false; reason: 'not_found' | 'paid' | 'cancelled' | 'not_online' | 'closed' };

/**
 * The POST {payments} request for a booking, composed from the booking itself: the browser only names
 * the booking (process number + token) and the payment type it shows; payer data, amount (the
 * deposit in cents) and the return URLs come from here, and `createPayment` checks them again.
 */
export async function preparePayment(ctx: EngineContext, key: Key, paymentType: string): Promise<PreparedPayment> {
  const booking = await findBookingByToken(ctx.db, key.processNumber, key.token);
  if (!booking) return { ok: false, reason: 'not_found' };
  if (booking.status !== 'confirmed') return { ok: false, reason: 'cancelled' };
  if (booking.paymentStatus !== 'open') return { ok: false, reason: 'paid' };
  // issue 26: the pay link of a trip long over opens no checkout (the payment window closed long before)
  if ((await bookingTokenState(ctx.db, booking, ctx.now())) !== 'live') return { ok: false, reason: 'closed' };
  const type = booking.paymentType;
  if (!isOnlinePaymentType(type) || type !== paymentType) return { ok: false, reason: 'not_online' };
  // issue 11: no checkout after the payment window, and only so many within it
  if (await checkoutClosed(ctx.db, booking, ctx.now())) return { ok: false, reason: 'closed' };
  const main = (booking.form as BookingForm).main;
  return {
    ok: true,
    request: {
      data: {
        payment_type: type,
        amount: booking.depositCents,
        currency: 'EUR',
        url_success: paymentReturnUrl(ctx.siteUrl(), 'success', booking.processNumber, booking.token, type),
        url_failure: paymentReturnUrl(ctx.siteUrl(), 'failed', booking.processNumber, booking.token, type),
        url_push: paymentReturnUrl(ctx.serverUrl(), 'push', booking.processNumber, booking.token, type),
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

/**
 * The payments capability: what the site's payment dialog, return pages and push endpoint need
 * beyond spec §7. A payment counts only after the provider's verified push (payments/confirm.ts).
 */
export function createPaymentCapability(ctx: EngineContext) {
  return {
    prepare: (key: Key, paymentType: string) => preparePayment(ctx, key, paymentType),

    /** The booking's payment state after asking the provider about open payments; null for a wrong key. */
    async state(key: Key): Promise<PaymentView | null> {
      const booking = await findBookingByToken(ctx.db, key.processNumber, key.token);
      return booking ? (await refreshPaymentState(ctx, booking, 'return')).view : null;
    },

    /** A return page (/payment/success-…, failed-…, push-… opened in a browser); null when forged. */
    async handleReturn(path: string) {
      const outcome = await handleReturn(ctx, path);
      if (!outcome) return null;
      const { booking, kind, view } = outcome;
      return {
        kind,
        view,
        processNumber: booking.processNumber,
        token: booking.token,
        paymentType: booking.paymentType,
      };
    },

    handlePush: (path: string, push: PushRequest) => handlePush(ctx, path, push),
  };
}
