'use client';
/**
 * Newsletter subscription dialog (spec §2): the sign-up frame (NEWSLETTER_URL, 565 px high) only
 * with the mail cookie consent, otherwise the prompt 'Wir brauchen ihre Einwilligung' with a button
 * that gives the consent. Without a configured URL it says the sign-up is unavailable. Its words come
 * from the server as props (the home page's, see NewsletterTeaser), so no other page ships them.
 *   <NewsletterDialog open={open} onClose={() => setOpen(false)} url={newsletterUrl} texts={texts} />
 */
import { useSyncExternalStore } from 'react';
import { Dialog } from './Dialog';
import { Button } from './Button';
import { giveMailConsent, hasMailConsent, subscribeMailConsent } from './consent';
import styles from './NewsletterDialog.module.css';

export const NEWSLETTER_FRAME_HEIGHT = 565;

/** The dialog's words, translated on the server (`unavailable` with the operator's e-mail in it). */
export interface NewsletterDialogTexts {
  title: string;
  frameTitle: string;
  consentTitle: string;
  consentText: string;
  consentButton: string;
  doubleOptIn: string;
  unavailable: string;
}

export function NewsletterDialog({
  open,
  onClose,
  url,
  texts,
}: {
  open: boolean;
  onClose: () => void;
  url?: string;
  texts: NewsletterDialogTexts;
}) {
  // The cookie is read on every render, so opening the dialog sees a consent given meanwhile in the
  // consent manager; unknown on the server.
  const consent = useSyncExternalStore(
    subscribeMailConsent,
    () => hasMailConsent(),
    () => false,
  );

  let body: React.ReactNode;
  if (!url) {
    body = <p data-testid="newsletter-unavailable">{texts.unavailable}</p>;
  } else if (!consent) {
    body = (
      <div className={styles.consent} data-testid="newsletter-consent">
        <h3 className={styles.consentTitle}>{texts.consentTitle}</h3>
        <p>{texts.consentText}</p>
        <Button onClick={giveMailConsent}>{texts.consentButton}</Button>
      </div>
    );
  } else {
    body = (
      <>
        <p className={styles.hint}>{texts.doubleOptIn}</p>
        <iframe
          src={url}
          title={texts.frameTitle}
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
      title={texts.title}
      maxWidth={consent && url ? 640 : 500}
      testId="newsletter-dialog"
    >
      <div className={styles.scrollIn}>{body}</div>
    </Dialog>
  );
}
