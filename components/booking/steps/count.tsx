'use client';
/** Step 1 of the trip form (spec §2): the trip's date and price per person, and how many travel. */
import { useLocale, useTranslations } from 'next-intl';
import { formatPrice } from '@/lib/format';
import type { BookingJourney } from '../types';
import { tripDates } from './trip-dates';
import styles from '../steps.module.css';

export interface CountStepProps {
  journey: BookingJourney;
  count: number;
  maxTravellers: number;
  /** A smaller count may ask first (TripForm's warning before typed travellers are deleted). */
  onCount: (count: number) => void;
}

export function CountStep({ journey, count, maxTravellers, onCount }: CountStepProps) {
  const t = useTranslations('booking');
  const locale = useLocale();
  return (
    <div className={styles.stack}>
      <dl className={styles.facts}>
        <div>
          <dt>{t('tripDate')}</dt>
          <dd>{tripDates(journey)}</dd>
        </div>
        <div>
          <dt>{t('pricePerPerson')}</dt>
          <dd>{formatPrice(journey.priceCents, locale)}</dd>
        </div>
      </dl>
      <div className={styles.field}>
        <label htmlFor="field-teilnehmer_count" className={styles.controlLabel}>
          {t('count')} <span aria-hidden="true">*</span>
        </label>
        <select
          id="field-teilnehmer_count"
          className={`${styles.select} ${styles.narrow}`}
          value={count}
          onChange={(e) => onCount(Number(e.target.value))}
        >
          {Array.from({ length: maxTravellers }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {t('people', { count: n })}
            </option>
          ))}
        </select>
        {maxTravellers < 10 && <p className={styles.muted}>{t('fewSeats', { count: maxTravellers })}</p>}
      </div>
    </div>
  );
}
