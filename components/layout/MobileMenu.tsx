'use client';
/**
 * Hamburger + drawer with the menu for xs/sm (spec §2). The drawer (Radix Dialog: focus trap, Esc to
 * close, focus back to the hamburger) is a module of its own that loads when a visitor points at,
 * focuses or taps the hamburger, so no page carries the dialog code in its first load. The drawer
 * closes on navigation.
 */
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { ResolvedMenuNode } from '@/lib/api/model';
import { MenuIcon } from '@/components/ui/icons';
import styles from './MobileMenu.module.css';

const loadDrawer = () => import('./MobileDrawer');
const MobileDrawer = lazy(loadDrawer);

export function MobileMenu({ items, bookNowHref }: { items: ResolvedMenuNode[]; bookNowHref?: string }) {
  const t = useTranslations('nav');
  const pathname = usePathname();
  const drawerId = useId();
  const hamburger = useRef<HTMLButtonElement>(null);
  // Open only on the page it was opened on: a navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  // Mounted from the first opening on (and kept, so a closed drawer opens again at once).
  const [used, setUsed] = useState(false);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);
  const prefetch = () => void loadDrawer();

  return (
    <>
      <button
        ref={hamburger}
        type="button"
        className={styles.hamburger}
        aria-label={t('openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? drawerId : undefined}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setUsed(true);
          setOpen(!open);
        }}
      >
        <MenuIcon size={26} />
      </button>
      {used ? (
        <Suspense fallback={null}>
          <MobileDrawer
            id={drawerId}
            open={open}
            onOpenChange={setOpen}
            items={items}
            bookNowHref={bookNowHref}
            trigger={hamburger}
          />
        </Suspense>
      ) : null}
    </>
  );
}
