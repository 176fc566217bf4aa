/** The message the payment return page posts to the dialog that framed it (a trigger only: the dialog asks the server). */
import type { ReturnKind } from '@/lib/api/contract/site-paths';

export const PAYMENT_RETURN_MESSAGE = 'alpenexpress:payment-return';

export interface PaymentReturnMessage {
  type: typeof PAYMENT_RETURN_MESSAGE;
  /** Which return page: used only when the backend cannot tell the payment's state. */
  kind: ReturnKind;
  /** Unknown on the return page of a backend that cannot tell which booking a path names. */
  processNumber?: string;
}
