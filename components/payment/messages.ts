/** The message the payment return page posts to the dialog that framed it (a trigger only: the dialog asks the server). */
export const PAYMENT_RETURN_MESSAGE = 'alpenexpress:payment-return';

export interface PaymentReturnMessage {
  type: typeof PAYMENT_RETURN_MESSAGE;
  processNumber: string;
}
