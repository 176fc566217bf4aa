/**
 * The thank-you screen (spec §2/§4): payment received, or not completed. Server- and client-safe
 * (no state): the return page renders it on the server, the payment dialog inside its frame.
 *   <PaymentResult view="paid" processNumber="AX-2026-000123">{actions}</PaymentResult>
 */
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { PaymentView } from '@/lib/api/types';
import { AlertIcon, CheckCircleIcon, ClockIcon, InfoIcon } from '@/components/ui/icons';
import styles from './PaymentResult.module.css';

const TONE: Record<PaymentView, 'success' | 'warning' | 'info'> = {
  paid: 'success',
  pending: 'info',
  failed: 'warning',
  open: 'warning',
  refunded: 'info',
  cancelled: 'info',
  bill: 'info',
};

export function PaymentResult({
  view,
  processNumber,
  children,
}: {
  view: PaymentView;
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
