/**
 * The sandbox provider's own side: what a real provider runs on its servers. It keeps its ledger
 * (`sandbox_payments`), takes the payer's input from its checkout page, and on completion calls the
 * site's push URL server-to-server with a signed notification before it sends the frame to the
 * success or failure URL — exactly the order of a real provider, so the site's handling is the same.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sandboxPayments } from '../db/schema';
import { evaluateCard, type CardInput, type CardProblem } from './cards';
import { checkIban } from './iban';
import { SIGNATURE_HEADER, signPush } from './signature';
import { logError } from '../log';

export type SandboxRow = typeof sandboxPayments.$inferSelect;

/** Sends a signed notification to the push URL; tests replace it to call the handler in-process. */
export type PushSender = (url: string, body: string, signature: string) => Promise<void>;

export interface SandboxServerDeps {
  db: Db;
  now: () => Date;
  sendPush?: PushSender;
}

export type SandboxResult =
  /** Finished: the frame navigates to this URL (the site's success or failure return). */
  | { kind: 'redirect'; url: string }
  /** A second step is needed (3-D Secure, bank TAN). */
  | { kind: 'confirm' }
  /** Input problems; the payment stays open. */
  | { kind: 'invalid'; problems: string[] }
  | { kind: 'not_found' };

const OPEN = ['created', 'pending_confirmation'];

export const defaultPushSender: PushSender = async (url, body, signature) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
    body,
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`push answered ${response.status}`);
};

export async function getSandboxPayment(db: Db, id: string): Promise<SandboxRow | undefined> {
  if (!/^sbx_[A-Za-z0-9_-]{10,64}$/.test(id)) return undefined;
  const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
  return row;
}

/** Where the frame goes for a payment that is already finished; undefined while it is open. */
function finishedRedirect(row: SandboxRow): SandboxResult | undefined {
  if (row.status === 'succeeded' || row.status === 'refunded') return { kind: 'redirect', url: row.urlSuccess };
  if (row.status === 'declined') return { kind: 'redirect', url: row.urlFailure };
  return undefined;
}

/** Moves an open payment to its final state (once), notifies the site, and answers the redirect. */
async function finish(
  deps: SandboxServerDeps,
  row: SandboxRow,
  status: 'succeeded' | 'declined',
): Promise<SandboxResult> {
  const updated = await deps.db
    .update(sandboxPayments)
    .set({ status, updatedAt: deps.now() })
    .where(and(eq(sandboxPayments.id, row.id), inArray(sandboxPayments.status, OPEN)))
    .returning();
  if (updated.length === 0) {
    // A double submit: the first one finished it; send the frame where that one went.
    const current = await getSandboxPayment(deps.db, row.id);
    return (current && finishedRedirect(current)) ?? { kind: 'not_found' };
  }
  await notify(deps, updated[0]);
  return { kind: 'redirect', url: status === 'succeeded' ? row.urlSuccess : row.urlFailure };
}

/**
 * The push: a signed notification naming the payment. A failed push is only logged: the site also
 * asks for the payment's state when the frame arrives at the return URL.
 */
export async function notify(deps: SandboxServerDeps, row: SandboxRow): Promise<void> {
  const body = JSON.stringify({
    id: row.id,
    status: row.status,
    purpose: row.purpose,
    amount: row.amountCents,
    currency: row.currency,
  });
  try {
    await (deps.sendPush ?? defaultPushSender)(row.urlPush, body, signPush(body, deps.now()));
  } catch (error) {
    logError('sandbox.push', `sandbox push for ${row.id} failed`, error);
  }
}

async function openPayment(
  deps: SandboxServerDeps,
  id: string,
  paymentType: string,
): Promise<SandboxRow | SandboxResult> {
  const row = await getSandboxPayment(deps.db, id);
  if (!row) return { kind: 'not_found' };
  const done = finishedRedirect(row);
  if (done) return done;
  if (row.paymentType !== paymentType) return { kind: 'invalid', problems: ['method'] };
  return row;
}

const isResult = (value: SandboxRow | SandboxResult): value is SandboxResult => 'kind' in value;

/** Card payment with the test numbers (see cards.ts). */
export async function payByCard(deps: SandboxServerDeps, id: string, card: CardInput): Promise<SandboxResult> {
  const row = await openPayment(deps, id, 'creditcard');
  if (isResult(row)) return row;
  if (row.status !== 'created') return { kind: 'confirm' };
  const result = evaluateCard(card, deps.now());
  if ('problems' in result) return { kind: 'invalid', problems: result.problems satisfies CardProblem[] };
  if (result.outcome === 'needs_confirmation') {
    await deps.db
      .update(sandboxPayments)
      .set({ status: 'pending_confirmation', updatedAt: deps.now() })
      .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.status, 'created')));
    return { kind: 'confirm' };
  }
  return finish(deps, row, result.outcome);
}

/** The second step of a 3-D Secure card or of an instant transfer: approve (with a TAN) or cancel. */
export async function confirmSecondStep(
  deps: SandboxServerDeps,
  id: string,
  input: { approve: boolean; tan?: string },
): Promise<SandboxResult> {
  const row = await getSandboxPayment(deps.db, id);
  if (!row) return { kind: 'not_found' };
  const done = finishedRedirect(row);
  if (done) return done;
  if (row.status !== 'pending_confirmation') return { kind: 'invalid', problems: ['step'] };
  if (!input.approve) return finish(deps, row, 'declined');
  if (row.paymentType === 'sofort' && !/^\d{6}$/.test(input.tan?.trim() ?? ''))
    return { kind: 'invalid', problems: ['tan'] };
  return finish(deps, row, 'succeeded');
}

/** SEPA direct debit: account holder, a valid IBAN (checksum) and the accepted mandate. */
export async function payBySepa(
  deps: SandboxServerDeps,
  id: string,
  input: { holder: string; iban: string; mandate: boolean },
): Promise<SandboxResult> {
  const row = await openPayment(deps, id, 'debit');
  if (isResult(row)) return row;
  const problems: string[] = [];
  if (input.holder.trim().length < 2) problems.push('holder');
  const iban = checkIban(input.iban);
  if (!iban.ok) problems.push(iban.reason === 'not_sepa' ? 'iban_not_sepa' : 'iban');
  if (!input.mandate) problems.push('mandate');
  if (problems.length) return { kind: 'invalid', problems };
  return finish(deps, row, 'succeeded');
}

/** Instant transfer, first step: the simulated online-banking login. */
export async function sofortLogin(
  deps: SandboxServerDeps,
  id: string,
  input: { bank: string; user: string; pin: string },
): Promise<SandboxResult> {
  const row = await openPayment(deps, id, 'sofort');
  if (isResult(row)) return row;
  const problems: string[] = [];
  if (!input.bank.trim()) problems.push('bank');
  if (input.user.trim().length < 3) problems.push('user');
  if (!/^\d{4,6}$/.test(input.pin.trim())) problems.push('pin');
  if (problems.length) return { kind: 'invalid', problems };
  await deps.db
    .update(sandboxPayments)
    .set({ status: 'pending_confirmation', updatedAt: deps.now() })
    .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.status, 'created')));
  return { kind: 'confirm' };
}

/** The payer gives up: the payment is declined and the frame goes to the failure URL. */
export async function cancelCheckout(deps: SandboxServerDeps, id: string): Promise<SandboxResult> {
  const row = await getSandboxPayment(deps.db, id);
  if (!row) return { kind: 'not_found' };
  return finishedRedirect(row) ?? finish(deps, row, 'declined');
}
