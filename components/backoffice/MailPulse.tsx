'use client';
/**
 * The 'new mail' toast (spec §3 notification definitions: error, success, new mail): asks the server
 * every MAIL_PULSE_MS for the newest outbox entry and the failed ones, and tells when a mail arrived
 * in the outbox or failed since the page was opened.
 */
import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/ui/Toast';
import { mailPulseAction } from './actions';

export const MAIL_PULSE_MS = 15_000;

export function MailPulse() {
  const t = useTranslations('backoffice.toasts');
  const seen = useRef<{ latestId: number; failed: number } | null>(null);

  useEffect(() => {
    let stopped = false;
    async function look() {
      if (document.visibilityState === 'hidden' || !navigator.onLine) return;
      const result = await mailPulseAction().catch(() => null);
      if (stopped || !result?.ok) return;
      const now = result.data;
      const before = seen.current;
      seen.current = { latestId: now.latestId, failed: now.failed };
      if (!before) return;
      if (now.failed > before.failed) {
        toast({ tone: 'error', title: t('mailFailedTitle'), message: t('mailFailed', { subject: now.failedSubject }) });
      } else if (now.latestId > before.latestId) {
        toast({ tone: 'info', title: t('newMailTitle'), message: now.latestSubject });
      }
    }
    void look();
    const timer = setInterval(look, MAIL_PULSE_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [t]);
  return null;
}
