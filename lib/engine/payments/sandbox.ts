/**
 * The built-in sandbox provider, site side: the adapter the site talks to. The provider's own side
 * (its checkout page and ledger) is `sandbox-server.ts`; both share the database only because the
 * sandbox is served by this app, the adapter reads the ledger as a real adapter would call an API.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { sandboxPayments } from '../../db/schema';
import type { Db } from '../../db/client';
import type { PaymentProvider, ProviderPaymentState } from './provider';
import { SIGNATURE_HEADER, verifyPushSignature } from './signature';

export const SANDBOX_CHECKOUT_PATH = '/sandbox/checkout/';

export function createSandboxProvider(deps: { db: Db; now: () => Date }): PaymentProvider {
  const { db, now } = deps;
  return {
    name: 'sandbox',

    async createCheckout(_booking, request) {
      const id = `sbx_${randomBytes(18).toString('base64url')}`;
      await db.insert(sandboxPayments).values({
        id,
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
        status: 'created',
        createdAt: now(),
        updatedAt: now(),
      });
      // Relative: the frame loads it from whatever origin the visitor uses.
      return { ref: id, iframeUrl: `${SANDBOX_CHECKOUT_PATH}${id}` };
    },

    async getPaymentState(ref) {
      const [row] = await db
        .select({ status: sandboxPayments.status })
        .from(sandboxPayments)
        .where(eq(sandboxPayments.id, ref));
      return toProviderState(row?.status);
    },

    async refund(ref) {
      const [row] = await db
        .select({ status: sandboxPayments.status })
        .from(sandboxPayments)
        .where(eq(sandboxPayments.id, ref));
      if (!row) throw new Error(`sandbox: unknown payment ${ref}`);
      if (row.status === 'refunded') return;
      const updated = await db
        .update(sandboxPayments)
        .set({ status: 'refunded', updatedAt: now() })
        .where(and(eq(sandboxPayments.id, ref), eq(sandboxPayments.status, 'succeeded')))
        .returning({ id: sandboxPayments.id });
      if (updated.length === 0) throw new Error(`sandbox: payment ${ref} cannot be refunded (status ${row.status})`);
    },

    async verifyPush({ headers, body }) {
      if (!verifyPushSignature(headers.get(SIGNATURE_HEADER), body, now())) return null;
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
