import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { env } from '@/lib/config/env';
import { SiteFrame } from '@/components/layout/SiteFrame';
import { ButtonLink } from '@/components/ui/Button';
import styles from '@/components/layout/Auth.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('layout');
  return { title: t('authTitle'), robots: { index: false } };
}

/**
 * Back-office login (spec §2/§6: used only for protected routes; the mechanism is not specified).
 * proxy.ts sends protected routes here with `?next=`; the sign-in itself is not enabled yet.
 */
export default async function AuthPage({ searchParams }: { searchParams: Promise<{ next?: string }> }) {
  const [{ next }, t] = await Promise.all([searchParams, getTranslations('layout')]);
  return (
    <SiteFrame variant="plain">
      <section className={styles.card} aria-labelledby="auth-title">
        <h1 id="auth-title" className={styles.title}>
          {t('authTitle')}
        </h1>
        {next ? (
          <p className={styles.requested} role="status">
            {t('authRequested')}
          </p>
        ) : null}
        <p>{t('authText')}</p>
        <form className={styles.form} aria-describedby="auth-notice">
          <label>
            <span>{t('authUser')}</span>
            <input name="username" autoComplete="username" disabled />
          </label>
          <label>
            <span>{t('authPassword')}</span>
            <input name="password" type="password" autoComplete="current-password" disabled />
          </label>
          <button type="submit" disabled className={styles.submit}>
            {t('authSubmit')}
          </button>
        </form>
        <p id="auth-notice" className={styles.notice}>
          {t('authNotice', { email: env().OPERATOR_EMAIL })}
        </p>
        <ButtonLink href="/" variant="ghost">
          {t('authBack')}
        </ButtonLink>
      </section>
    </SiteFrame>
  );
}
