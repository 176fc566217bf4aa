/** Status badges of bookings, payments and mails (server components). */
import { useTranslations } from 'next-intl';
import styles from './Backoffice.module.css';

export function BookingStatus({ status }: { status: 'confirmed' | 'cancelled' }) {
  const t = useTranslations('backoffice.status');
  return (
    <span className={styles.badge} data-tone={status === 'cancelled' ? 'error' : 'ok'}>
      {t(status)}
    </span>
  );
}

export function PaymentBadge({ status, type }: { status: string; type: string }) {
  const t = useTranslations('backoffice.status');
  const tone = status === 'paid' ? 'ok' : status === 'refunded' ? undefined : 'warn';
  const key = ['open', 'paid', 'refunded'].includes(status) ? status : 'open';
  return (
    <span
      className={styles.badge}
      data-tone={tone}
      title={t(`type.${['bill', 'debit', 'creditcard', 'sofort'].includes(type) ? type : 'bill'}`)}
    >
      {t(`payment.${key}`)}
    </span>
  );
}

export function MailStatus({ status }: { status: string }) {
  const t = useTranslations('backoffice.status.mail');
  const tone = status === 'SENT' ? 'ok' : status === 'FAILED' ? 'error' : 'warn';
  const key = ['WAITING', 'RETRY', 'SENT', 'FAILED'].includes(status) ? status : 'WAITING';
  return (
    <span className={styles.badge} data-tone={tone}>
      {t(key)}
    </span>
  );
}
