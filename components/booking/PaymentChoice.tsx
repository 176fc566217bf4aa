'use client';
/**
 * Payment type (spec §5, §9): the types the server allows, invoice ('Rechnung') only when the trip
 * starts more than 14 days away.
 */
import { useTranslations } from 'next-intl';
import type { PaymentType } from '@/lib/booking/schema';
import { FieldError } from './fields';
import styles from './steps.module.css';

export interface PaymentChoiceProps {
  offered: readonly PaymentType[];
  allowed: readonly PaymentType[];
  value: string;
  onChange: (type: PaymentType) => void;
  error?: string;
  loading?: boolean;
}

export function PaymentChoice({ offered, allowed, value, onChange, error, loading }: PaymentChoiceProps) {
  const t = useTranslations('payment');
  const invoiceHidden = offered.includes('bill') && !allowed.includes('bill');
  return (
    <fieldset
      className={styles.plainFieldset}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? 'field-payment-error' : undefined}
    >
      <legend className={styles.controlLabel}>
        {t('legend')} <span aria-hidden="true">*</span>
      </legend>
      {loading && <p className={styles.muted}>{t('loading')}</p>}
      <div className={styles.radioCards}>
        {allowed.map((type, i) => (
          <label key={type} className={styles.radioCard}>
            <input
              type="radio"
              name="payment"
              id={i === 0 ? 'field-payment' : undefined}
              value={type}
              checked={value === type}
              onChange={() => onChange(type)}
            />
            <span>
              <span className={styles.radioTitle}>{t(type)}</span>
              <span className={styles.muted}>{t(`describe.${type}`)}</span>
            </span>
          </label>
        ))}
      </div>
      {invoiceHidden && <p className={styles.muted}>{t('invoiceNotAvailable')}</p>}
      <FieldError id="field-payment-error" message={error} />
    </fieldset>
  );
}
