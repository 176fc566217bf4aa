'use client';
/** Newsletter teaser (spec §1/§2): clicking the block opens the subscription dialog. */
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { NewsletterDialog } from '@/components/ui/NewsletterDialog';
import { MailIcon } from '@/components/ui/icons';
import styles from './Home.module.css';

export function NewsletterTeaser({ url, email }: { url?: string; email: string }) {
  const t = useTranslations('home');
  const [open, setOpen] = useState(false);
  return (
    <section className={styles.newsletter} aria-labelledby="newsletter-title" data-testid="newsletter">
      <button type="button" className={styles.newsletterButtonArea} onClick={() => setOpen(true)}>
        <span className={styles.newsletterIcon}>
          <MailIcon size={30} />
        </span>
        <span className={styles.newsletterText}>
          <span className={styles.eyebrowLight}>{t('newsletterEyebrow')}</span>
          <span id="newsletter-title" className={styles.newsletterTitle}>
            {t('newsletterTitle')}
          </span>
          <span>{t('newsletterText')}</span>
        </span>
        <span className={styles.newsletterCta}>{t('newsletterButton')}</span>
      </button>
      <NewsletterDialog open={open} onClose={() => setOpen(false)} url={url} email={email} />
    </section>
  );
}
