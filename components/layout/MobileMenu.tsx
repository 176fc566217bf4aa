'use client';
/**
 * Hamburger + drawer with the menu for xs/sm (spec §2). Radix Dialog gives the focus trap, Esc to
 * close and the return of focus to the hamburger. The drawer closes on navigation.
 */
import { useState } from 'react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import type { ResolvedMenuNode } from '@/lib/api/model';
import { isExternalLink } from '@/lib/site/menu';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';
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

export function MobileMenu({ items, bookNowHref }: { items: ResolvedMenuNode[]; bookNowHref?: string }) {
  const t = useTranslations('nav');
  const pathname = usePathname();
  // Open only on the page it was opened on: a navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={styles.hamburger} aria-label={t('openMenu')}>
        <MenuIcon size={26} />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.drawer} aria-describedby={undefined}>
          <div className={styles.head}>
            <Dialog.Title className={styles.title}>{t('menu')}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={t('closeMenu')}>
              <CloseIcon size={24} />
            </Dialog.Close>
          </div>
          <nav aria-label={t('mainNav')} className={styles.nav}>
            <ul className={styles.list}>
              <li>
                <Link href="/" className={styles.link} onClick={() => setOpen(false)}>
                  {t('home')}
                </Link>
              </li>
              {items.map((node) => (
                <Entry key={node.id} node={node} onNavigate={() => setOpen(false)} depth={0} />
              ))}
            </ul>
          </nav>
          {bookNowHref ? (
            <div className={styles.footer}>
              <Link
                href={bookNowHref}
                className={buttonClassName({ variant: 'primary', size: 'lg', fullWidth: true })}
                onClick={() => setOpen(false)}
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
