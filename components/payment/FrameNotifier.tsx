'use client';
/** On the return page inside the payment dialog's frame: tells the dialog the provider is done. */
import { useEffect } from 'react';
import type { ReturnKind } from '@/lib/api/contract/site-paths';
import { PAYMENT_RETURN_MESSAGE, type PaymentReturnMessage } from './messages';

export function FrameNotifier({ kind, processNumber }: { kind: ReturnKind; processNumber?: string }) {
  useEffect(() => {
    if (window.parent === window) return;
    const message: PaymentReturnMessage = {
      type: PAYMENT_RETURN_MESSAGE,
      kind,
      ...(processNumber && { processNumber }),
    };
    // Only a trigger without secrets: the dialog asks the server for the state itself.
    window.parent.postMessage(message, '*');
  }, [kind, processNumber]);
  return null;
}
