/**
 * The thank-you screen (spec §2/§4): payment received, or not completed. Server- and client-safe
 * (no state): the return page renders it on the server, the payment dialog inside its frame.
 * `view` is the backend's payment state, or, where the backend cannot tell (the operator's own
 * system, no payments capability), 'submitted' / 'notCompleted' by the return page's kind: a neutral
 * thank-you that claims no payment received.
 *   <PaymentResult view="paid" processNumber="AX-2026-000123">{actions}</PaymentResult>
 */
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { PaymentView } from '@/lib/api/types';
import type { ReturnKind } from '@/lib/api/contract/site-paths';
import { AlertIcon, CheckCircleIcon, ClockIcon, InfoIcon } from '@/components/ui/icons';
import styles from './PaymentResult.module.css';

/** What the screen shows: the backend's payment state, or an unverified return (see above). */
export type ResultView = PaymentView | 'submitted' | 'notCompleted';

/** The screen for a return page whose payment the backend cannot confirm: only 'failed' says anything. */
export function unverifiedView(kind: ReturnKind): ResultView {
  return kind === 'failed' ? 'notCompleted' : 'submitted';
}

const TONE: Record<ResultView, 'success' | 'warning' | 'info'> = {
  paid: 'success',
  pending: 'info',
  failed: 'warning',
  open: 'warning',
  refunded: 'info',
  cancelled: 'info',
  bill: 'info',
  submitted: 'info',
  notCompleted: 'warning',
};

export function PaymentResult({
  view,
  processNumber,
  children,
}: {
  view: ResultView;
  processNumber?: string;
  children?: ReactNode;
}) {
  const t = useTranslations('paymentReturn');
  const tone = TONE[view];
  const Icon =
    view === 'paid' ? CheckCircleIcon : view === 'pending' ? ClockIcon : tone === 'warning' ? AlertIcon : InfoIcon;
  return (
    <section className={styles.result} data-tone={tone} data-view={view} role="status" aria-live="polite">
      <Icon size={48} className={styles.icon} />
      <h1 className={styles.title}>{t(`views.${view}.title`)}</h1>
      <p className={styles.text}>{t(`views.${view}.text`)}</p>
      {processNumber ? <p className={styles.process}>{t('processNumber', { processNumber })}</p> : null}
      {children ? <div className={styles.actions}>{children}</div> : null}
    </section>
  );
}
