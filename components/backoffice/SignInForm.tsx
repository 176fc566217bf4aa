'use client';
/** The staff sign-in form (spec §4: /auth, used only for protected routes). */
import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { signInAction, type SignInState } from './actions';
import styles from '@/components/layout/Auth.module.css';

export function SignInForm({ next }: { next: string }) {
  const t = useTranslations('backoffice.auth');
  const [state, action, pending] = useActionState<SignInState, FormData>(signInAction, { status: 'idle' });
  const failed = state.status !== 'idle';
  return (
    <form action={action} className={styles.form} aria-describedby={failed ? 'auth-error' : undefined}>
      <input type="hidden" name="next" value={next} />
      {failed ? (
        <p id="auth-error" role="alert" className={styles.error} data-status={state.status}>
          {state.message}
        </p>
      ) : null}
      <label>
        <span>{t('email')}</span>
        <input
          name="email"
          type="email"
          autoComplete="username"
          required
          maxLength={200}
          defaultValue={failed ? state.email : ''}
          aria-invalid={failed || undefined}
        />
      </label>
      <label>
        <span>{t('password')}</span>
        <input
          name="password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={200}
          aria-invalid={failed || undefined}
        />
      </label>
      <button type="submit" className={styles.submit} disabled={pending}>
        {pending ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}
