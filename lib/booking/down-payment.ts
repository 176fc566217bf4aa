/**
 * The down payment (spec §7: POST {payments} asks for "the down payment, rounded", in cents): the
 * check's `zahlungsbedingungen.anzahlung.betrag`, or the total when the booking system names no terms.
 * Page 3 shows this amount and the server asks the provider for it.
 */
import { deToCents } from '../api/contract/encoding';
import type { PaymentTerms } from '../api/contract/schemas';

export function downPaymentCents(terms: PaymentTerms | null | undefined, total: string): number {
  return deToCents(terms?.anzahlung.betrag ?? total);
}
