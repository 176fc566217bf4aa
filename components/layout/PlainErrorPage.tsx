'use client';
/**
 * The error pages' slim frame (spec §2): the logo as the way home, then the error screen with the
 * operator's contact. Shared by the not-found screen (NotFoundBody) and the error boundary (ErrorBody),
 * both drawn in the browser: the words every error page has and the contact (SiteContact) are read
 * here, the callers give what differs.
 */
import { useTranslations } from 'next-intl';
import { ErrorScreen, type ErrorScreenProps } from '@/components/layout/ErrorScreen';
import { useSiteContact } from '@/components/layout/SiteContact';
import styles from '@/components/layout/Frame.module.css';

export function PlainErrorPage(screen: Pick<ErrorScreenProps, 'code' | 'title' | 'text' | 'actions'>) {
  const t = useTranslations('error');
  const layout = useTranslations('layout');
  const contact = useSiteContact();
  return (
    <div className={styles.plain}>
      <header className={styles.plainBar}>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full page load: after an error the client router may be in a bad state */}
        <a href="/" aria-label={layout('homeLabel')}>
          {/* eslint-disable-next-line @next/next/no-img-element -- an SVG (never optimised): next/image's client code would load with the error page */}
          <img src="/images/logo.svg" alt="" width={188} height={44} loading="eager" decoding="async" />
        </a>
      </header>
      <main id="main" className={styles.main} data-width="form">
        <ErrorScreen
          {...screen}
          contactIntro={t('contactIntro')}
          email={contact.email}
          phone={contact.phone}
          homeLabel={t('backHome')}
        />
      </main>
    </div>
  );
}
