'use client';
/** The find-my-booking form: process number + e-mail → the booking's page, or one neutral message. */
import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';
import { findBookingAction, type FindBookingState } from './actions';
import styles from './FindBooking.module.css';

/** `retryAfterSeconds`: the lookup was refused for too many misses (rate limit); say how long to wait. */
export function FindBookingForm({
  initialError = false,
  retryAfterSeconds,
}: {
  initialError?: boolean;
  retryAfterSeconds?: number;
}) {
  const t = useTranslations('findBooking');
  const [state, action, pending] = useActionState<FindBookingState, FormData>(findBookingAction, { status: 'idle' });
  const wait =
    state.status === 'rate_limited' ? state.retryAfterSeconds : state.status === 'idle' ? retryAfterSeconds : undefined;
  const showError = wait === undefined && (state.status === 'not_found' || (initialError && state.status === 'idle'));
  const typed = state.status === 'idle' ? undefined : state;
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
          defaultValue={typed?.processNumber ?? ''}
        />
      </label>
      <label className={styles.field}>
        <span>{t('email')}</span>
        <input name="email" type="email" required autoComplete="email" defaultValue={typed?.email ?? ''} />
      </label>
      {showError ? (
        <p className={styles.error} role="alert">
          {t('notFound')}
        </p>
      ) : null}
      {wait !== undefined ? (
        <p className={styles.error} role="alert" data-testid="find-booking-rate-limited">
          {t('tooManyAttempts', { minutes: Math.max(1, Math.ceil(wait / 60)) })}
        </p>
      ) : null}
      <Button type="submit" disabled={pending}>
        {pending ? t('searching') : t('submit')}
      </Button>
    </form>
  );
}
