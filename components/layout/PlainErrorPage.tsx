'use client';
/**
 * The error pages' slim frame (spec §2): the logo as the way home, the error screen with contact data.
 * A client component, so the not-found boundary, which Next.js puts into the RSC payload of every page
 * of the segment, costs each page one reference instead of its markup: the texts (`error`, `layout`)
 * and the contact data are already in the browser for the error boundary.
 */
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { ErrorScreen, type ErrorScreenProps } from '@/components/layout/ErrorScreen';
import { useSiteContact } from '@/components/layout/SiteContact';
import styles from '@/components/layout/Frame.module.css';

export function PlainErrorPage({
  code,
  title,
  text,
  actions,
}: Pick<ErrorScreenProps, 'code' | 'title' | 'text'> & { actions?: ReactNode }) {
  const t = useTranslations('error');
  const layout = useTranslations('layout');
  const contact = useSiteContact();
  return (
    <div className={styles.plain}>
      <header className={styles.plainBar}>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full page load: after an error the client router may be in a bad state */}
        <a href="/" aria-label={layout('homeLabel')}>
          {/* eslint-disable-next-line @next/next/no-img-element -- an SVG (never optimised): next/image's client code would load on every page with this boundary */}
          <img src="/images/logo.svg" alt="" width={188} height={44} loading="eager" decoding="async" />
        </a>
      </header>
      <main id="main" className={styles.main} data-width="form">
        <ErrorScreen
          code={code}
          title={title}
          text={text}
          contactIntro={t('contactIntro')}
          email={contact.email}
          phone={contact.phone}
          homeLabel={t('backHome')}
          actions={actions}
        />
      </main>
    </div>
  );
}

/** Unknown routes (spec §2/§4/§8): status 404, the error page with contact data and a way home. */
export function NotFoundPage() {
  const t = useTranslations('error');
  return <PlainErrorPage code="404" title={t('notFoundTitle')} text={t('notFoundText')} />;
}
