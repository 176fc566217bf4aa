'use client';
/**
 * Page 3 'Buchung abgeschlossen' (spec §2, §8): thank-you text with e-mail and process number, the
 * confirmation PDF, and the payment as it really stands (issue 11): the transfer instructions
 * (invoice); 'Zahlung erhalten' once an online payment is in, with no request to pay; otherwise the
 * request and 'Zahlung ausführen'. The state is the server's (`paymentState`), never the browser's.
 */
import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { PaymentView } from '@/lib/booking/payment-types';
import type { StoredConfirmation } from '@/lib/booking/session';
import { downPaymentCents } from '@/lib/booking/down-payment';
import { formatDate, formatPrice } from '@/lib/format';
import { PaymentDialog } from '@/components/payment/PaymentDialog';
import type { ResultView } from '@/components/payment/PaymentResult';
import { CheckCircleIcon } from '@/components/ui/icons';
import styles from './Summary.module.css';

export interface ConfirmationProps extends StoredConfirmation {
  /** Set when the booking system cancels online bookings left unpaid for this long. */
  paymentWindowHours?: number;
  /**
   * The payment state as the server knows it: 'unknown' when the backend cannot tell (the operator's
   * own system), undefined while it is asked.
   */
  paymentState?: PaymentView | 'unknown';
  /** The payment dialog came back with a result, or was closed: the state is asked again. */
  onPaymentChange?: (view?: ResultView) => void;
  onClose: () => void;
}

export function Confirmation({
  processNumber,
  token,
  email,
  pdfUrl,
  paymentType,
  terms,
  totalCents,
  paymentWindowHours,
  paymentTicket,
  paymentState,
  onPaymentChange,
  onClose,
}: ConfirmationProps) {
  const t = useTranslations('booking.done');
  const locale = useLocale();
  const [paying, setPaying] = useState(false);
  const amount = formatPrice(downPaymentCents(terms, totalCents), locale);
  const balance = terms?.restCents ?? 0;
  const depositDue = terms ? formatDate(terms.depositDue) : undefined;

  return (
    <section className={`${styles.card} ${styles.done}`} aria-label={t('title')}>
      <p className={styles.lead}>{t('thanks')}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('processNumber')}</dt>
          <dd data-testid="process-number" className={styles.processNumber}>
            {processNumber}
          </dd>
        </div>
        <div>
          <dt>{t('email')}</dt>
          <dd>{email}</dd>
        </div>
      </dl>
      {pdfUrl && (
        <p>
          <a className={styles.pdfLink} href={pdfUrl} target="_blank" rel="noopener" download>
            {t('pdf')}
          </a>
        </p>
      )}

      {paymentType === 'bill' ? (
        <div className={styles.transfer}>
          <h3 className={styles.subTitle}>{t('transferTitle')}</h3>
          <p>{t('transferIntro', { amount, date: depositDue ?? '' })}</p>
          <dl className={styles.bank}>
            <div>
              <dt>{t('bank.holderLabel')}</dt>
              <dd>{t('bank.holder')}</dd>
            </div>
            <div>
              <dt>{t('bank.ibanLabel')}</dt>
              <dd>{t('bank.iban')}</dd>
            </div>
            <div>
              <dt>{t('bank.bicLabel')}</dt>
              <dd>{t('bank.bic')}</dd>
            </div>
            <div>
              <dt>{t('bank.purposeLabel')}</dt>
              <dd>{processNumber}</dd>
            </div>
            <div>
              <dt>{t('bank.amountLabel')}</dt>
              <dd>{amount}</dd>
            </div>
            <div>
              <dt>{t('bank.dueLabel')}</dt>
              <dd>{depositDue ?? '–'}</dd>
            </div>
          </dl>
          {terms && balance > 0 && (
            <p className={styles.muted}>
              {t('balanceLater', {
                amount: formatPrice(balance, locale),
                date: terms.restDue ? formatDate(terms.restDue) : '',
              })}
            </p>
          )}
          <div className={styles.bookRow}>
            <button type="button" className={styles.secondary} onClick={onClose}>
              {t('close')}
            </button>
          </div>
        </div>
      ) : paymentState === undefined ? (
        <p className={styles.muted} aria-busy="true">
          {t('paymentLoading')}
        </p>
      ) : paymentState === 'paid' ? (
        <div className={styles.paid} data-testid="payment-received">
          <h3 className={styles.paidTitle}>
            <CheckCircleIcon aria-hidden="true" /> {t('paidTitle')}
          </h3>
          <p>{t('paidText')}</p>
        </div>
      ) : paymentState === 'cancelled' || paymentState === 'refunded' ? (
        <p className={styles.muted} data-testid="payment-state">
          {t(paymentState)}
        </p>
      ) : (
        <>
          {paymentState === 'failed' && <p className={styles.muted}>{t('failed')}</p>}
          {paymentState === 'pending' && <p className={styles.muted}>{t('pending')}</p>}
          {paymentWindowHours ? (
            <p className={styles.muted}>{t('payWithin', { amount, hours: paymentWindowHours })}</p>
          ) : null}
          <div className={styles.bookRow}>
            <button type="button" className={styles.book} onClick={() => setPaying(true)}>
              {t('pay')}
            </button>
          </div>
        </>
      )}
      {paymentType !== 'bill' && (
        // Mounted beside the states, not in one: a payment that comes in leaves the dialog open on its result.
        <PaymentDialog
          processNumber={processNumber}
          token={token}
          paymentType={paymentType}
          ticket={paymentTicket}
          open={paying}
          onResult={onPaymentChange}
          onClose={() => {
            setPaying(false);
            onPaymentChange?.();
          }}
        />
      )}
    </section>
  );
}
