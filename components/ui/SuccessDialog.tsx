'use client';
/**
 * Success dialog (spec §2/§8). Defaults: title 'Buchung abgeschlossen', text 'Vielen Dank für Ihre
 * Buchung! Sie erhalten in Kürze eine Bestätigung per E-Mail.'
 *   <SuccessDialog open={done} onClose={() => setDone(false)} />
 */
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Dialog } from './Dialog';
import { Button } from './Button';

export function SuccessDialog({
  open,
  onClose,
  title,
  message,
  actions,
}: {
  open: boolean;
  onClose: () => void;
  title?: ReactNode;
  message?: ReactNode;
  actions?: ReactNode;
}) {
  const t = useTranslations('dialogs');
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={title ?? t('successTitle')}
      tone="success"
      testId="success-dialog"
      actions={actions ?? <Button onClick={onClose}>{t('ok')}</Button>}
    >
      {message === undefined ? <p>{t('successText')}</p> : typeof message === 'string' ? <p>{message}</p> : message}
    </Dialog>
  );
}
