import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { env } from '@/lib/config/env';
import { SiteFrame } from '@/components/layout/SiteFrame';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { SignInForm } from '@/components/backoffice/SignInForm';
import { backofficeApi, currentStaff } from '@/lib/site/backoffice';
import { safeNextPath } from '@/lib/auth/guard';
import styles from '@/components/layout/Auth.module.css';
import { perRequest } from '@/lib/http/per-request';

// Per request (the query, the visitor's cookies); allowed to block while it renders.
export const instant = false;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('backoffice.auth');
  return { title: t('title'), robots: { index: false } };
}

/**
 * Back-office sign-in (spec §2/§6: used only for protected routes). proxy.ts sends protected routes
 * here with `?next=`; after sign-in the staff member goes back there. A signed-in user goes on at once.
 * In remote mode there is no back office here: the operator's own system has it.
 */
export default async function AuthPage({
  searchParams,
}: {
  searchParams: Promise<{ next?: string; abgemeldet?: string }>;
}) {
  await perRequest();
  const [{ next, abgemeldet }, t] = await Promise.all([searchParams, getTranslations('backoffice.auth')]);
  const available = (await backofficeApi()) !== null;
  if (available && (await currentStaff())) redirect(safeNextPath(next));
  return (
    <SiteFrame variant="plain">
      <section className={styles.card} aria-labelledby="auth-title">
        <h1 id="auth-title" className={styles.title}>
          {t('title')}
        </h1>
        {abgemeldet ? (
          <p className={styles.signedOut} role="status">
            {t('signedOut')}
          </p>
        ) : next ? (
          <p className={styles.requested} role="status">
            {t('requested')}
          </p>
        ) : null}
        <p>{t('intro')}</p>
        {available ? (
          <SignInForm next={safeNextPath(next)} />
        ) : (
          <p className={styles.notice}>{t('remote', { email: env().OPERATOR_EMAIL })}</p>
        )}
        <p className={styles.notice}>{t('help', { email: env().OPERATOR_EMAIL })}</p>
        <ButtonLink href="/" variant="ghost">
          {t('back')}
        </ButtonLink>
      </section>
    </SiteFrame>
  );
}
