'use client';
/**
 * The error page's content (spec §2): 'Ups, hier ist ein Fehler aufgetreten.' with contact data, a
 * retry and the way home. When the booking system cannot be reached (an 'unavailable' ApiError,
 * recognised by its digest: Next.js hides the message in production), the page says so and asks to
 * try again in a few minutes. Loaded by the error boundary (app/[locale]/error.tsx) when it shows.
 */
import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { PlainErrorPage } from '@/components/layout/PlainErrorPage';
import { Button } from '@/components/ui/Button';
import { UNAVAILABLE_DIGEST } from '@/lib/api/errors';

export default function ErrorBody({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useTranslations('error');
  const unavailable =
    typeof error === 'object' && error !== null && 'digest' in error && error.digest === UNAVAILABLE_DIGEST;

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <PlainErrorPage
      code={unavailable ? '503' : '500'}
      title={unavailable ? t('unavailableTitle') : t('errorTitle')}
      text={unavailable ? t('unavailableText') : t('errorText')}
      actions={
        <Button variant="outline" size="lg" onClick={() => retry()}>
          {t('retry')}
        </Button>
      }
    />
  );
}
