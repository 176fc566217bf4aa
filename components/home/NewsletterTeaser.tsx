'use client';
/**
 * Newsletter teaser (spec §1/§2): clicking the block opens the subscription dialog, whose code (with
 * the dialog library) loads only when a visitor points at, focuses or clicks the block.
 */
import { lazy, Suspense, useState } from 'react';
import { MailIcon } from '@/components/ui/icons';
import type { NewsletterDialogTexts } from '@/components/ui/NewsletterDialog';
import styles from './Newsletter.module.css';

const loadDialog = () => import('@/components/ui/NewsletterDialog').then((m) => ({ default: m.NewsletterDialog }));
const NewsletterDialog = lazy(loadDialog);

/** The teaser's and its dialog's words, translated on the server (no other page ships them). */
export interface NewsletterTeaserTexts {
  eyebrow: string;
  title: string;
  text: string;
  button: string;
  dialog: NewsletterDialogTexts;
}

export function NewsletterTeaser({ url, texts }: { url?: string; texts: NewsletterTeaserTexts }) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing keeps it and opening again is immediate.
  const [used, setUsed] = useState(false);
  const prefetch = () => void loadDialog();
  return (
    <section className={styles.newsletter} aria-labelledby="newsletter-title" data-testid="newsletter">
      <button
        type="button"
        className={styles.newsletterButtonArea}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <span className={styles.newsletterIcon}>
          <MailIcon size={30} />
        </span>
        <span className={styles.newsletterText}>
          <span className={styles.eyebrow}>{texts.eyebrow}</span>
          <span id="newsletter-title" className={styles.newsletterTitle}>
            {texts.title}
          </span>
          <span>{texts.text}</span>
        </span>
        <span className={styles.newsletterCta}>{texts.button}</span>
      </button>
      {used ? (
        <Suspense fallback={null}>
          <NewsletterDialog open={open} onClose={() => setOpen(false)} url={url} texts={texts.dialog} />
        </Suspense>
      ) : null}
    </section>
  );
}
