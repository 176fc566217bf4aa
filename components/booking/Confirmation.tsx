'use client';
/**
 * Page 3 'Buchung abgeschlossen' (spec §2, §8): thank-you text with e-mail and process number, the
 * confirmation PDF, and either the transfer instructions (invoice) or 'Zahlung ausführen'.
 */
import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { PaymentTerms } from '@/lib/api/model';
import { downPaymentCents } from '@/lib/booking/down-payment';
import type { PaymentType } from '@/lib/booking/schema';
import { formatDate, formatPrice } from '@/lib/format';
import { PaymentDialog } from '@/components/payment/PaymentDialog';
import styles from './Summary.module.css';

export interface ConfirmationProps {
  processNumber: string;
  token: string;
  email: string;
  pdfUrl?: string;
  paymentType: PaymentType;
  terms: PaymentTerms | null;
  totalCents: number;
  /** Set when the booking system cancels online bookings left unpaid for this long. */
  paymentWindowHours?: number;
  /** The payment request the save sealed, for a booking system without the payments capability. */
  paymentTicket?: string;
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
      ) : (
        <>
          {paymentWindowHours ? (
            <p className={styles.muted}>{t('payWithin', { amount, hours: paymentWindowHours })}</p>
          ) : null}
          <div className={styles.bookRow}>
            <button type="button" className={styles.book} onClick={() => setPaying(true)}>
              {t('pay')}
            </button>
            <PaymentDialog
              processNumber={processNumber}
              token={token}
              paymentType={paymentType}
              ticket={paymentTicket}
              open={paying}
              onClose={() => setPaying(false)}
            />
          </div>
        </>
      )}
    </section>
  );
}
