'use client';
/**
 * The red error dialog (spec §8): title from `forms.fehler` ('Fehler'), default text 'Es ist eine
 * Fehler in der Verbindung zur Datenbank aufgettreten.' (verbatim, as the specification quotes it).
 *   <ErrorDialog open={failed} onClose={() => setFailed(false)} />
 */
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Dialog } from './Dialog';
import { Button } from './Button';

export function ErrorDialog({
  open,
  onClose,
  title,
  message,
}: {
  open: boolean;
  onClose: () => void;
  title?: ReactNode;
  message?: ReactNode;
}) {
  const t = useTranslations();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={title ?? t('forms.fehler')}
      tone="error"
      testId="error-dialog"
      actions={
        <Button variant="secondary" onClick={onClose}>
          {t('dialogs.ok')}
        </Button>
      }
    >
      {message === undefined ? <p>{t('dialogs.dbError')}</p> : typeof message === 'string' ? <p>{message}</p> : message}
    </Dialog>
  );
}
