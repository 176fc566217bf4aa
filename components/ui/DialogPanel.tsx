'use client';
/** The dialog itself on Radix Dialog (focus trap, Esc, aria wiring), loaded by Dialog when first opened. */
import * as RadixDialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { AlertIcon, CheckCircleIcon, CloseIcon, InfoIcon } from './icons';
import type { DialogProps } from './Dialog';
import styles from './Dialog.module.css';

const TONE_ICON = { default: InfoIcon, warning: AlertIcon, error: AlertIcon, success: CheckCircleIcon } as const;

export default function DialogPanel({
  open,
  onOpenChange,
  title,
  children,
  actions,
  tone = 'default',
  maxWidth = 500,
  persistent = false,
  testId,
}: DialogProps) {
  const t = useTranslations('dialogs');
  const Icon = TONE_ICON[tone];
  const block = (event: Event) => {
    if (persistent) event.preventDefault();
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={styles.content}
          data-tone={tone}
          style={{ maxWidth }}
          onPointerDownOutside={block}
          onInteractOutside={block}
          onEscapeKeyDown={block}
          {...(children ? {} : { 'aria-describedby': undefined })}
          data-testid={testId}
        >
          <div className={styles.header}>
            <Icon size={22} className={styles.icon} />
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            {persistent ? null : (
              <RadixDialog.Close className={styles.close} aria-label={t('close')}>
                <CloseIcon size={20} />
              </RadixDialog.Close>
            )}
          </div>
          {children ? (
            <RadixDialog.Description asChild>
              <div className={styles.body}>{children}</div>
            </RadixDialog.Description>
          ) : null}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
