'use client';
/**
 * The back office's dialogs (spec §3 notification definitions: yes/no/cancel, delete, restore, sync,
 * inactive, empty), 500 px wide like every dialog of the site (spec §9). Title, text and buttons come
 * from `backoffice.dialogs.{kind}`; `values` fill the text's placeholders.
 */
import { useTranslations } from 'next-intl';
import { Dialog } from '@/components/ui/Dialog';
import { Button } from '@/components/ui/Button';

export type StaffDialogKind = 'yesNoCancel' | 'delete' | 'restore' | 'sync' | 'inactive' | 'empty';

const TONE = {
  yesNoCancel: 'default',
  delete: 'warning',
  restore: 'default',
  sync: 'default',
  inactive: 'warning',
  empty: 'default',
} as const;

export interface StaffDialogProps {
  kind: StaffDialogKind;
  open: boolean;
  values?: Record<string, string | number>;
  /** The kind's own title and text, unless the caller names what exactly it asks. */
  title?: string;
  text?: string;
  busy?: boolean;
  /** Yes (or the kind's main action). */
  onConfirm: () => void;
  /** No: only the yes/no/cancel dialog has a third answer. */
  onDecline?: () => void;
  onCancel: () => void;
}

export function StaffDialog({
  kind,
  open,
  values = {},
  title,
  text,
  busy,
  onConfirm,
  onDecline,
  onCancel,
}: StaffDialogProps) {
  const t = useTranslations(`backoffice.dialogs.${kind}`);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onCancel();
      }}
      title={title ?? t('title', values)}
      tone={TONE[kind]}
      testId={`dialog-${kind}`}
      persistent={busy}
      actions={
        kind === 'empty' ? (
          <Button onClick={onConfirm}>{t('confirm')}</Button>
        ) : (
          <>
            <Button variant="ghost" onClick={onCancel} disabled={busy}>
              {t('cancel')}
            </Button>
            {kind === 'yesNoCancel' ? (
              <Button variant="outline" onClick={onDecline ?? onCancel} disabled={busy}>
                {t('no')}
              </Button>
            ) : null}
            <Button
              variant={kind === 'delete' || kind === 'inactive' ? 'primary' : 'secondary'}
              onClick={onConfirm}
              disabled={busy}
            >
              {t('confirm')}
            </Button>
          </>
        )
      }
    >
      <p style={{ margin: 0 }}>{text ?? t('text', values)}</p>
    </Dialog>
  );
}
