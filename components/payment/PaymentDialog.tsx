'use client';
/**
 * The payment dialog (spec §2): persistent — no close on outside click or Esc, only its own close
 * button —, at most 800 px wide, the provider's checkout in a frame 500 px high. Opening it asks the
 * server to start the booking's payment (the server composes the request, amount = the booking's
 * deposit, or takes the one the save sealed, and POSTs it to {payments}); the provider page then
 * sends the frame to the site's return page, which tells this dialog to show the result as the server
 * knows it. A backend that cannot tell (the operator's own system) gets the neutral thank-you screen.
 *   <PaymentDialog processNumber="AX-…" token="…" paymentType="creditcard" open={open} onClose={…} />
 */
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Dialog } from '@/components/ui/Dialog';
import { Button } from '@/components/ui/Button';
import { RETURN_KINDS, type ReturnKind } from '@/lib/api/contract/site-paths';
import { currentPaymentView, startPayment } from './actions';
import { PAYMENT_RETURN_MESSAGE, type PaymentReturnMessage } from './messages';
import { PaymentResult, unverifiedView, type ResultView } from './PaymentResult';
import styles from './PaymentDialog.module.css';

export interface PaymentDialogProps {
  processNumber: string;
  token: string;
  paymentType: 'debit' | 'creditcard' | 'sofort';
  /** The payment request the save sealed (a backend without the payments capability). */
  ticket?: string;
  open: boolean;
  onClose: () => void;
  /** The payment's state as the server knows it, once the checkout has come back (or it was already paid). */
  onResult?: (view: ResultView) => void;
}

type ErrorKey = 'notFound' | 'cancelled' | 'paymentTypeNotPossible' | 'checkoutClosed' | 'startFailed';
type State =
  | { step: 'loading' }
  | { step: 'checkout'; url: string }
  | { step: 'result'; view: ResultView }
  | { step: 'error'; message: ErrorKey };

const REASON_MESSAGE = {
  not_found: 'notFound',
  cancelled: 'cancelled',
  not_online: 'paymentTypeNotPossible',
  closed: 'checkoutClosed',
  start_failed: 'startFailed',
} as const;

/** The return page's kind from its path ('/payment/success-…'); a path it cannot be read from counts as a success return. */
function returnKindOf(pathname: string): ReturnKind {
  const kind = pathname.replace(/^\/payment\//, '').split('-')[0];
  return RETURN_KINDS.find((k) => k === kind) ?? 'success';
}

export function PaymentDialog({
  processNumber,
  token,
  paymentType,
  ticket,
  open,
  onClose,
  onResult,
}: PaymentDialogProps) {
  const t = useTranslations('paymentReturn');
  const [state, setState] = useState<State>({ step: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const frameRef = useRef<HTMLIFrameElement>(null);

  // Each opening (and each retry) starts a new checkout, shown as loading until it answers.
  const checkout = open ? `${attempt}|${processNumber}|${token}|${paymentType}` : null;
  const [startedFor, setStartedFor] = useState(checkout);
  if (checkout !== startedFor) {
    setStartedFor(checkout);
    if (checkout !== null) setState({ step: 'loading' });
  }

  // The caller's notification, not an input of the checkout: a new callback starts no new checkout.
  const announcePaid = useEffectEvent(() => onResult?.('paid'));

  useEffect(() => {
    if (!open) return;
    let stale = false;
    (async () => {
      const started = await startPayment({ processNumber, token, paymentType, ...(ticket && { ticket }) });
      if (stale) return;
      if (!started.ok) {
        if (started.reason === 'paid') {
          setState({ step: 'result', view: 'paid' });
          announcePaid();
        } else setState({ step: 'error', message: REASON_MESSAGE[started.reason] });
        return;
      }
      setState({ step: 'checkout', url: started.iframeUrl });
    })().catch(() => {
      if (!stale) setState({ step: 'error', message: 'startFailed' });
    });
    return () => {
      stale = true;
    };
  }, [open, attempt, processNumber, token, paymentType, ticket]);

  // The return page in the frame says "done" (a message, or its load when it is on this origin);
  // the state shown is always the server's, never the message's. Only when the backend cannot tell,
  // the return's kind picks between the neutral thank-you and 'not completed' (neither claims a payment).
  const showServerState = useCallback(
    async (kind: ReturnKind) => {
      const view = await currentPaymentView({ processNumber, token }).catch(() => null);
      const shown = view === 'unknown' ? unverifiedView(kind) : (view ?? 'failed');
      setState({ step: 'result', view: shown });
      onResult?.(shown);
    },
    [processNumber, token, onResult],
  );

  useEffect(() => {
    if (!open) return;
    const onMessage = (event: MessageEvent) => {
      if (!frameRef.current || event.source !== frameRef.current.contentWindow) return;
      const message = event.data as Partial<PaymentReturnMessage> | null;
      if (message?.type !== PAYMENT_RETURN_MESSAGE) return;
      void showServerState(RETURN_KINDS.find((k) => k === message.kind) ?? 'success');
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [open, showServerState]);

  const onFrameLoad = () => {
    try {
      // Readable only once the provider has sent the frame back to this site.
      const pathname = frameRef.current?.contentWindow?.location.pathname ?? '';
      if (pathname.startsWith('/payment/')) void showServerState(returnKindOf(pathname));
    } catch {
      // Still on the provider's origin.
    }
  };

  const retry = () => {
    setState({ step: 'loading' });
    setAttempt((n) => n + 1);
  };
  const close = () => {
    setState({ step: 'loading' });
    onClose();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title={t('dialogTitle')}
      persistent
      maxWidth={800}
      testId="payment-dialog"
      actions={
        <>
          {state.step === 'result' &&
          (state.view === 'failed' || state.view === 'open' || state.view === 'notCompleted') ? (
            <Button onClick={retry}>{t('pay')}</Button>
          ) : null}
          {state.step === 'error' && state.message === 'startFailed' ? (
            <Button onClick={retry}>{t('pay')}</Button>
          ) : null}
          <Button variant="outline" onClick={close}>
            {t('close')}
          </Button>
        </>
      }
    >
      {state.step === 'loading' ? (
        <div className={styles.placeholder} aria-busy="true">
          <span className={styles.spinner} aria-hidden="true" />
          {t('loading')}
        </div>
      ) : null}
      {state.step === 'checkout' ? (
        <iframe
          ref={frameRef}
          key={state.url}
          src={state.url}
          title={t('frameTitle')}
          className={styles.frame}
          allow="payment"
          onLoad={onFrameLoad}
        />
      ) : null}
      {state.step === 'result' ? <PaymentResult view={state.view} processNumber={processNumber} /> : null}
      {state.step === 'error' ? (
        <p className={styles.error} role="alert">
          {t(`messages.${state.message}`)}
        </p>
      ) : null}
    </Dialog>
  );
}
