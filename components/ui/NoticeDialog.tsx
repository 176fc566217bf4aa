'use client';
/**
 * Notice dialog, title 'Achtung' (spec §2/§8), e.g. for HINWEIS records:
 *   <NoticeDialog open={Boolean(text)} message={text} onClose={() => setText(null)} />
 */
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Dialog } from './Dialog';
import { Button } from './Button';

export function NoticeDialog({
  open,
  onClose,
  message,
  title,
}: {
  open: boolean;
  onClose: () => void;
  message: ReactNode;
  title?: ReactNode;
}) {
  const t = useTranslations('dialogs');
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={title ?? t('notice')}
      tone="warning"
      testId="notice-dialog"
      actions={<Button onClick={onClose}>{t('ok')}</Button>}
    >
      {typeof message === 'string' ? <p style={{ whiteSpace: 'pre-line' }}>{message}</p> : message}
    </Dialog>
  );
}
