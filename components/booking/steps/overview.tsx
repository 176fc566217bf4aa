'use client';
/** Step 9 of the trip form (spec §2): every step's choice at a glance, a comment, the names confirmed. */
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import type { TripFormValues } from '@/lib/booking/form';
import type { StepId } from '@/lib/booking/steps';
import { CheckboxField } from '../fields';
import type { BookingJourney } from '../types';
import { tripDates } from './trip-dates';
import styles from '../steps.module.css';

const SUMMARISED = ['count', 'rooms', 'extras', 'boarding', 'seats', 'registrant', 'travellers', 'payment'] as const;

export interface OverviewStepProps {
  journey: BookingJourney;
  roomsNotNeeded: boolean;
  /** The stepper's short summary of a step. */
  summary: (id: StepId) => ReactNode;
}

export function OverviewStep({ journey, roomsNotNeeded, summary }: OverviewStepProps) {
  const t = useTranslations('booking');
  const { register } = useFormContext<TripFormValues>();
  return (
    <div className={styles.stack}>
      <dl className={styles.overview}>
        <div>
          <dt>{t('tripDate')}</dt>
          <dd>{tripDates(journey)}</dd>
        </div>
        {SUMMARISED.filter((id) => !(id === 'rooms' && roomsNotNeeded)).map((id) => (
          <div key={id}>
            <dt>{t(`stepName.${id}`)}</dt>
            <dd>{summary(id) || '–'}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.field}>
        <label htmlFor="field-comment" className={styles.controlLabel}>
          {t('comment')}
        </label>
        <textarea id="field-comment" className={styles.textarea} rows={3} maxLength={2000} {...register('comment')} />
      </div>
      <CheckboxField name="names_confirmed">{t('namesConfirmed')}</CheckboxField>
    </div>
  );
}
