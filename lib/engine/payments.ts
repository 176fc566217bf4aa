/**
 * POST/GET {payments} of spec §7 on the built-in engine. `createPayment` trusts nothing the browser
 * sends: the process number must name a booking, the three return URLs must be exactly the site's
 * own paths carrying that booking's token, the payment type must be the booking's own online type,
 * and the amount must be the booking's deposit (the down payment) in cents.
 */
import { eq } from 'drizzle-orm';
import type { BookingApi } from '../api/types';
import type { EngineContext } from './index';
import { ApiError } from '../api/errors';
import { paymentRequest } from '../api/contract/schemas';
import { bookingEvents, bookings, payments } from '../db/schema';
import { safeEqual } from '../secret';
import { getProvider } from './payments/registry';
import { paymentReturnUrl, type OnlinePaymentType } from './payments/return-path';

type Payments = Pick<BookingApi, 'listPaymentTypes' | 'createPayment'>;

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
        url_success: paymentReturnUrl(ctx.siteUrl, 'success', booking.processNumber, booking.token, type),
        url_failure: paymentReturnUrl(ctx.siteUrl, 'failed', booking.processNumber, booking.token, type),
        url_push: paymentReturnUrl(ctx.siteUrl, 'push', booking.processNumber, booking.token, type),
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

      const provider = getProvider(ctx);
      const checkout = await provider.createCheckout(booking, data);
      const now = ctx.now();
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
