'use client';
/**
 * spec §2: 'Ups, hier ist ein Fehler aufgetreten.' with contact data, a retry and the way home. When
 * the booking system cannot be reached (an 'unavailable' ApiError, recognised by its digest: Next.js
 * hides the message in production), the page says so and asks to try again in a few minutes.
 */
import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { ErrorScreen } from '@/components/layout/ErrorScreen';
import { useSiteContact } from '@/components/layout/SiteContact';
import { Button } from '@/components/ui/Button';
import { UNAVAILABLE_DIGEST } from '@/lib/api/errors';
import styles from '@/components/layout/Frame.module.css';

export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useTranslations('error');
  const layout = useTranslations('layout');
  const contact = useSiteContact();
  const unavailable =
    typeof error === 'object' && error !== null && 'digest' in error && error.digest === UNAVAILABLE_DIGEST;

  useEffect(() => {
    console.error(error);
  }, [error]);

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
          code={unavailable ? '503' : '500'}
          title={unavailable ? t('unavailableTitle') : t('errorTitle')}
          text={unavailable ? t('unavailableText') : t('errorText')}
          contactIntro={t('contactIntro')}
          email={contact.email}
          phone={contact.phone}
          homeLabel={t('backHome')}
          actions={
            <Button variant="outline" size="lg" onClick={() => retry()}>
              {t('retry')}
            </Button>
          }
        />
      </main>
    </div>
  );
}
