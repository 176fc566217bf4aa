/**
 * The payment provider adapter (pretix's payment plugins): everything the site needs from a
 * provider, behind one interface, so the sandbox can be swapped for a real provider by configuration
 * (PAYMENT_PROVIDER). The site never trusts a notification's content: `verifyPush` only proves the
 * notification came from the provider and names the payment; `getPaymentState` is the truth.
 */
import type { PaymentRequest } from '../../api/contract/schemas';
import type { Db } from '../../db/client';
import type { BookingRow } from './booking-access';

/** What the provider says about a payment. */
export type ProviderPaymentState = 'pending' | 'succeeded' | 'failed' | 'refunded';

export interface PushRequest {
  headers: Headers;
  /** The raw body exactly as received (signatures cover the bytes, not a re-serialisation). */
  body: string;
}

export interface Checkout {
  /** The provider's id of the payment. */
  ref: string;
  /** The page shown in the payment dialog's frame. */
  iframeUrl: string;
}

export interface PaymentProvider {
  readonly name: string;
  createCheckout(booking: BookingRow, request: PaymentRequest['data']): Promise<Checkout>;
  getPaymentState(ref: string): Promise<ProviderPaymentState>;
  /** Gives the money back; calling it again for a refunded payment does nothing. */
  refund(ref: string): Promise<void>;
  /** The payment a genuine notification is about, or null for a forged/stale one. */
  verifyPush(request: PushRequest): Promise<{ ref: string } | null>;
}

/** What payment code needs of the engine: the database, the clock, the public origin. */
export interface PaymentContext {
  db: Db;
  now: () => Date;
  /** The public origin for the link being made now. */
  siteUrl: () => string;
  /** Tests inject a provider; otherwise the configured one is used. */
  provider?: PaymentProvider;
}
