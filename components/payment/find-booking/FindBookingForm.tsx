'use client';
/** The find-my-booking form: process number + e-mail → the booking's page, or one neutral message. */
import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';
import { findBookingAction, type FindBookingState } from './actions';
import styles from './FindBooking.module.css';

export function FindBookingForm({ initialError = false }: { initialError?: boolean }) {
  const t = useTranslations('findBooking');
  const [state, action, pending] = useActionState<FindBookingState, FormData>(findBookingAction, { status: 'idle' });
  const showError = state.status === 'not_found' || (initialError && state.status === 'idle');
  return (
    <form action={action} className={styles.form} noValidate={false}>
      <label className={styles.field}>
        <span>{t('processNumber')}</span>
        <input
          name="processNumber"
          required
          autoComplete="off"
          spellCheck={false}
          placeholder={t('processNumberPlaceholder')}
          defaultValue={state.status === 'not_found' ? state.processNumber : ''}
        />
      </label>
      <label className={styles.field}>
        <span>{t('email')}</span>
        <input
          name="email"
          type="email"
          required
          autoComplete="email"
          defaultValue={state.status === 'not_found' ? state.email : ''}
        />
      </label>
      {showError ? (
        <p className={styles.error} role="alert">
          {t('notFound')}
        </p>
      ) : null}
      <Button type="submit" disabled={pending}>
        {pending ? t('searching') : t('submit')}
      </Button>
    </form>
  );
}
