/**
 * Payment types (spec §5 "Payment method availability", §7 {payments}, §9): the four types the site
 * knows, the online ones paid through the provider, and the invoice rule: invoice ('bill') only when
 * the trip starts more than 14 days away. The form offers and the engine accepts by these rules.
 */
import { daysBetween } from '../days';

export const PAYMENT_TYPES = ['bill', 'debit', 'creditcard', 'sofort'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** Paid through the payment provider (`POST {payments}`); invoice is paid by transfer later. */
export const ONLINE_PAYMENT_TYPES = ['debit', 'creditcard', 'sofort'] as const satisfies readonly PaymentType[];

/** spec §5/§9: invoice only if the trip starts more than this many days away. */
export const INVOICE_MIN_DAYS_AHEAD = 14;

export function isPaymentType(value: unknown): value is PaymentType {
  return typeof value === 'string' && (PAYMENT_TYPES as readonly string[]).includes(value);
}

/** The types a `GET {payments}` list names that the site knows, in the list's order. */
export function knownPaymentTypes(list: readonly { payment_type: string }[]): PaymentType[] {
  return list.map((p) => p.payment_type).filter(isPaymentType);
}

/** spec §5: invoice only if the trip (or match) starting on `startIso` is more than 14 days away from `today`. */
export function invoiceAllowed(startIso: string, today: string): boolean {
  return daysBetween(today, startIso) > INVOICE_MIN_DAYS_AHEAD;
}

/** spec §5: the offered payment types, without invoice when the start is 14 days away or closer. */
export function availablePaymentTypes(offered: readonly PaymentType[], startIso: string, today: string): PaymentType[] {
  const invoice = invoiceAllowed(startIso, today);
  return offered.filter((type) => type !== 'bill' || invoice);
}

/** A booking's payment state as the backend knows it after asking the provider, never a URL's claim. */
export type PaymentView =
  | 'paid'
  | 'refunded'
  | 'cancelled'
  /** Invoice: paid by transfer, nothing to do online. */
  | 'bill'
  /** The latest online payment is still being processed by the provider. */
  | 'pending'
  /** The latest online payment failed or was cancelled. */
  | 'failed'
  /** No online payment yet. */
  | 'open';
