/**
 * The down payment (spec §7: POST {payments} asks for "the down payment, rounded", in cents): the
 * check's deposit (`zahlungsbedingungen.anzahlung.betrag`), or the total when the booking system
 * names no terms. Page 3 shows this amount and the server asks the provider for it.
 */
import type { PaymentTerms } from '../api/model';

export function downPaymentCents(
  terms: Pick<PaymentTerms, 'depositCents'> | null | undefined,
  totalCents: number,
): number {
  return terms?.depositCents ?? totalCents;
}
