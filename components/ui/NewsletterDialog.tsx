'use client';
/**
 * Newsletter subscription dialog (spec §2): the sign-up frame (NEWSLETTER_URL, 565 px high) only
 * with the mail cookie consent, otherwise the prompt 'Wir brauchen ihre Einwilligung' with a button
 * that gives the consent. Without a configured URL it says the sign-up is unavailable.
 *   <NewsletterDialog open={open} onClose={() => setOpen(false)} url={newsletterUrl} email={operatorEmail} />
 */
import { useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import { Dialog } from './Dialog';
import { Button } from './Button';
import { giveMailConsent, hasMailConsent, subscribeMailConsent } from './consent';
import styles from './NewsletterDialog.module.css';

export const NEWSLETTER_FRAME_HEIGHT = 565;

export function NewsletterDialog({
  open,
  onClose,
  url,
  email,
}: {
  open: boolean;
  onClose: () => void;
  url?: string;
  email: string;
}) {
  const t = useTranslations('newsletter');
  // The cookie is read on every render, so opening the dialog sees a consent given meanwhile in the
  // consent manager; unknown on the server.
  const consent = useSyncExternalStore(
    subscribeMailConsent,
    () => hasMailConsent(),
    () => false,
  );

  let body: React.ReactNode;
  if (!url) {
    body = <p data-testid="newsletter-unavailable">{t('unavailable', { email })}</p>;
  } else if (!consent) {
    body = (
      <div className={styles.consent} data-testid="newsletter-consent">
        <h3 className={styles.consentTitle}>{t('consentTitle')}</h3>
        <p>{t('consentText')}</p>
        <Button onClick={giveMailConsent}>{t('consentButton')}</Button>
      </div>
    );
  } else {
    body = (
      <>
        <p className={styles.hint}>{t('doubleOptIn')}</p>
        <iframe
          src={url}
          title={t('frameTitle')}
          className={styles.frame}
          style={{ height: NEWSLETTER_FRAME_HEIGHT }}
          data-testid="newsletter-frame"
        />
      </>
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t('title')}
      maxWidth={consent && url ? 640 : 500}
      testId="newsletter-dialog"
    >
      <div className={styles.scrollIn}>{body}</div>
    </Dialog>
  );
}
