'use client';
/**
 * A question before something is lost (spec §8 "changes delete all form data"): what the change
 * removes, then 'Ändern' or 'Abbrechen'. Cancel (and Esc, and ×) keeps everything as it was.
 *   <ConfirmDialog open={Boolean(pending)} message={text} onConfirm={apply} onCancel={() => setPending(null)} />
 */
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Dialog } from './Dialog';
import { Button } from './Button';

export function ConfirmDialog({
  open,
  message,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  message: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useTranslations('dialogs');
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onCancel())}
      title={t('dataLoss.title')}
      tone="warning"
      testId="confirm-dialog"
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('dataLoss.cancel')}
          </Button>
          <Button onClick={onConfirm}>{t('dataLoss.confirm')}</Button>
        </>
      }
    >
      {typeof message === 'string' ? <p>{message}</p> : message}
      <p>{t('dataLoss.question')}</p>
    </Dialog>
  );
}
