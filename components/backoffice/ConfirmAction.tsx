'use client';
/**
 * A button that asks first (one of the back office's dialogs) and then runs a server action: a
 * success toast and a fresh page when it worked, an error toast with the server's message when not.
 */
import { useState, useTransition, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Button, type ButtonVariant } from '@/components/ui/Button';
import { toast } from '@/components/ui/Toast';
import type { StaffResult } from '@/lib/site/backoffice';
import { StaffDialog, type StaffDialogKind } from './StaffDialog';

export interface ConfirmActionProps {
  action: () => Promise<StaffResult<unknown>>;
  dialog: StaffDialogKind;
  values?: Record<string, string | number>;
  title?: string;
  text?: string;
  success: string;
  variant?: ButtonVariant;
  size?: 'sm' | 'md';
  testId?: string;
  children: ReactNode;
}

export function ConfirmAction({
  action,
  dialog,
  values,
  title,
  text,
  success,
  variant = 'outline',
  size = 'sm',
  testId,
  children,
}: ConfirmActionProps) {
  const [open, setOpen] = useState(false);
  const [pending, start] = useTransition();
  const router = useRouter();
  const t = useTranslations('backoffice.errors');
  const run = () =>
    start(async () => {
      const result = await action().catch(() => null);
      setOpen(false);
      if (result?.ok) {
        toast({ tone: 'success', message: success });
        router.refresh();
      } else {
        toast({ tone: 'error', message: result?.message ?? t('failed') });
      }
    });
  return (
    <>
      <Button variant={variant} size={size} onClick={() => setOpen(true)} disabled={pending} data-testid={testId}>
        {children}
      </Button>
      <StaffDialog
        kind={dialog}
        open={open}
        values={values}
        title={title}
        text={text}
        busy={pending}
        onConfirm={run}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
