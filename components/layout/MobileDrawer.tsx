'use client';
/**
 * The drawer of the hamburger menu (spec §2), loaded only when a visitor reaches for the hamburger
 * (MobileMenu): Radix Dialog gives the focus trap and Esc to close; the focus goes back to the
 * hamburger, which lives outside this module.
 */
import type { RefObject } from 'react';
import Link from '@/components/ui/Link';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import type { ResolvedMenuNode } from '@/lib/api/model';
import { isExternalLink } from '@/lib/site/menu';
import { CloseIcon } from '@/components/ui/icons';
import { buttonClassName } from '@/components/ui/Button';
import styles from './MobileMenu.module.css';

function Entry({ node, onNavigate, depth }: { node: ResolvedMenuNode; onNavigate: () => void; depth: number }) {
  const t = useTranslations('nav');
  const label =
    node.href === '#' || node.href === '' ? (
      <span className={styles.group}>{node.name}</span>
    ) : node.href === null ? (
      <span className={styles.placeholder} aria-disabled="true" title={t('placeholder')}>
        {node.name}
        <small>{t('placeholderShort')}</small>
      </span>
    ) : isExternalLink(node.href) ? (
      <a href={node.href} className={styles.link} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
        {node.name}
      </a>
    ) : (
      <Link href={node.href} className={styles.link} onClick={onNavigate}>
        {node.name}
      </Link>
    );
  return (
    <li className={depth > 0 ? styles.child : undefined}>
      {label}
      {node.children.length > 0 ? (
        <ul className={styles.sublist}>
          {node.children.map((child) => (
            <Entry key={child.id} node={child} onNavigate={onNavigate} depth={depth + 1} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

export default function MobileDrawer({
  id,
  open,
  onOpenChange,
  items,
  bookNowHref,
  trigger,
}: {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  items: ResolvedMenuNode[];
  bookNowHref?: string;
  /** The hamburger: gets the focus back when the drawer closes (Radix does this only for its own Trigger). */
  trigger: RefObject<HTMLButtonElement | null>;
}) {
  const t = useTranslations('nav');
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          id={id}
          className={styles.drawer}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
        >
          <div className={styles.head}>
            <Dialog.Title className={styles.title}>{t('menu')}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={t('closeMenu')}>
              <CloseIcon size={24} />
            </Dialog.Close>
          </div>
          <nav aria-label={t('mainNav')} className={styles.nav}>
            <ul className={styles.list}>
              <li>
                <Link href="/" className={styles.link} onClick={close}>
                  {t('home')}
                </Link>
              </li>
              {items.map((node) => (
                <Entry key={node.id} node={node} onNavigate={close} depth={0} />
              ))}
            </ul>
          </nav>
          {bookNowHref ? (
            <div className={styles.footer}>
              <Link
                href={bookNowHref}
                className={buttonClassName({ variant: 'primary', size: 'lg', fullWidth: true })}
                onClick={close}
              >
                {t('bookNow')}
              </Link>
            </div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
