/**
 * The sandbox provider's API, as a real provider's REST API would offer it to the site's adapter
 * (lib/engine/payments/sandbox.ts): create a payment and get its checkout page, read a payment's
 * state, refund it. The ledger (`sandbox_payments`) is the provider's own; it only lives in the app's
 * database because the app serves the sandbox.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sandboxPayments } from '../db/schema';

/** The provider's checkout page, shown in the payment dialog's frame (app/sandbox/checkout/[id]). */
export const SANDBOX_CHECKOUT_PATH = '/sandbox/checkout/';

export interface SandboxDeps {
  db: Db;
  now: () => Date;
}

export interface NewSandboxPayment {
  amountCents: number;
  currency: string;
  paymentType: string;
  purpose: string;
  urlSuccess: string;
  urlFailure: string;
  urlPush: string;
  payer: {
    firstname: string;
    lastname: string;
    email: string;
    street: string;
    housenumber: string;
    zip: string;
    city: string;
    country: string;
  };
}

/** The ledger's states: created → (pending_confirmation →) succeeded | declined; succeeded → refunded. */
export type SandboxStatus = 'created' | 'pending_confirmation' | 'succeeded' | 'declined' | 'refunded';

/** Opens a payment; answers its id and the checkout page (relative: the frame loads it from the visitor's origin). */
export async function createSandboxPayment(
  deps: SandboxDeps,
  payment: NewSandboxPayment,
): Promise<{ id: string; checkoutUrl: string }> {
  const id = `sbx_${randomBytes(18).toString('base64url')}`;
  const now = deps.now();
  await deps.db.insert(sandboxPayments).values({ id, ...payment, status: 'created', createdAt: now, updatedAt: now });
  return { id, checkoutUrl: `${SANDBOX_CHECKOUT_PATH}${id}` };
}

/** The payment's state, or undefined for an unknown id. */
export async function sandboxPaymentStatus(deps: SandboxDeps, id: string): Promise<SandboxStatus | undefined> {
  const [row] = await deps.db
    .select({ status: sandboxPayments.status })
    .from(sandboxPayments)
    .where(eq(sandboxPayments.id, id));
  return row?.status as SandboxStatus | undefined;
}

/** Gives a succeeded payment's money back; a refunded one stays refunded. Throws for anything else. */
export async function refundSandboxPayment(deps: SandboxDeps, id: string): Promise<void> {
  const status = await sandboxPaymentStatus(deps, id);
  if (!status) throw new Error(`sandbox: unknown payment ${id}`);
  if (status === 'refunded') return;
  const updated = await deps.db
    .update(sandboxPayments)
    .set({ status: 'refunded', updatedAt: deps.now() })
    .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.status, 'succeeded')))
    .returning({ id: sandboxPayments.id });
  if (updated.length === 0) throw new Error(`sandbox: payment ${id} cannot be refunded (status ${status})`);
}
