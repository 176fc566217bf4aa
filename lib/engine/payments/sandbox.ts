/**
 * The built-in sandbox provider, site side: the adapter the engine talks to. The provider itself (its
 * API, ledger and checkout page) is lib/payments-sandbox, a third party that only happens to be served
 * by this app; the adapter calls its API and verifies its signed notifications as it would a real one's.
 */
import type { Db } from '../../db/client';
import { createSandboxPayment, refundSandboxPayment, sandboxPaymentStatus } from '../../payments-sandbox/api';
import { SIGNATURE_HEADER, verifyPushSignature } from '../../payments-sandbox/signature';
import type { PaymentProvider, ProviderPaymentState } from './provider';

export function createSandboxProvider(deps: { db: Db; now: () => Date }): PaymentProvider {
  return {
    name: 'sandbox',

    async createCheckout(_booking, request) {
      const created = await createSandboxPayment(deps, {
        amountCents: request.amount,
        currency: request.currency,
        paymentType: request.payment_type,
        purpose: request.purpose,
        urlSuccess: request.url_success,
        urlFailure: request.url_failure,
        urlPush: request.url_push,
        payer: {
          firstname: request.firstname,
          lastname: request.lastname,
          email: request.email,
          street: request.street,
          housenumber: request.housenumber,
          zip: request.zip,
          city: request.city,
          country: request.country,
        },
      });
      return { ref: created.id, iframeUrl: created.checkoutUrl };
    },

    async getPaymentState(ref) {
      return toProviderState(await sandboxPaymentStatus(deps, ref));
    },

    refund: (ref) => refundSandboxPayment(deps, ref),

    async verifyPush({ headers, body }) {
      if (!verifyPushSignature(headers.get(SIGNATURE_HEADER), body, deps.now())) return null;
      try {
        const parsed = JSON.parse(body) as { id?: unknown };
        return typeof parsed.id === 'string' ? { ref: parsed.id } : null;
      } catch {
        return null;
      }
    },
  };
}

function toProviderState(status: string | undefined): ProviderPaymentState {
  switch (status) {
    case 'succeeded':
      return 'succeeded';
    case 'declined':
      return 'failed';
    case 'refunded':
      return 'refunded';
    default:
      return 'pending';
  }
}
