/**
 * "Find my booking" on the built-in engine: process number + the booker's e-mail lead to the
 * booking's key (process number + token), and the key to what the booking's own page shows, with the
 * payment state as the provider reports it now. Any wrong pair gets the same neutral `null`.
 */
import type { EngineContext } from './index';
import { loadBookingDocument } from './documents';
import { calendarUrl, confirmationPdfUrl } from './links';
import { findBookingByEmail, findBookingByToken } from './payments/booking-access';
import { refreshPaymentState } from './payments/confirm';
import { paymentDeadline } from './payments/deadline';
import { isOnlinePaymentType } from '../api/contract/site-paths';
import { bookingTokenState, LINK_EXPIRED } from './token-lifetime';

type Key = { processNumber: string; token: string };

export function createBookingLookup(ctx: EngineContext) {
  return {
    async find(processNumber: string, email: string): Promise<Key | null> {
      const booking = await findBookingByEmail(ctx.db, processNumber, email);
      return booking ? { processNumber: booking.processNumber, token: booking.token } : null;
    },

    async get(key: Key) {
      const booking = await findBookingByToken(ctx.db, key.processNumber, key.token);
      if (!booking) return null;
      // issue 26: long after the return the token opens nothing; a cancelled booking still shows its
      // state, but no longer its documents (they answer 410).
      const state = await bookingTokenState(ctx.db, booking, ctx.now());
      if (state === 'expired') return LINK_EXPIRED;
      const { view } = await refreshPaymentState(ctx, booking, 'return');
      const document = await loadBookingDocument(ctx.db, booking.id);
      if (!document) return null;
      return {
        document,
        view,
        // expiry.ts cancels an online booking still unpaid at this moment.
        paymentDeadline: isOnlinePaymentType(booking.paymentType) ? paymentDeadline(booking.createdAt) : null,
        // Relative links: the visitor may use another origin than SITE_URL.
        documents:
          state === 'live'
            ? {
                confirmationPdf: confirmationPdfUrl('', booking.processNumber, booking.token),
                calendar: calendarUrl('', booking.processNumber, booking.token),
              }
            : null,
      };
    },
  };
}
