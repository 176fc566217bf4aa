'use client';
/**
 * The language switcher's menu (spec §2), see LanguageSwitcher: choosing a language stores the cookie
 * through the server action and refreshes the page, so the menus are loaded again in the new language.
 * The flags come rendered from the server (no image component in the browser).
 */
import { useEffect, useId, useRef, useState, useTransition, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { setLocale } from '@/lib/i18n/actions';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { ChevronDownIcon } from '@/components/ui/icons';
import styles from './LanguageSwitcher.module.css';

export function LanguageMenu({
  locale,
  compact,
  flags,
}: {
  locale: Locale;
  compact: boolean;
  flags: Record<Locale, ReactNode>;
}) {
  const t = useTranslations('language');
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const choose = (next: Locale) => {
    setOpen(false);
    startTransition(async () => {
      await setLocale(next);
      router.refresh();
    });
  };

  return (
    <div className={styles.root} ref={rootRef} data-compact={compact ? 'true' : 'false'}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`${t('label')}: ${t(locale)}`}
        aria-busy={pending}
        onClick={() => setOpen((value) => !value)}
      >
        {flags[locale]}
        <span className={styles.label}>{t(locale)}</span>
        <ChevronDownIcon size={16} className={styles.chevron} />
      </button>
      <ul id={listId} className={styles.list} hidden={!open}>
        {LOCALES.filter((l) => l !== locale).map((l) => (
          <li key={l}>
            <button type="button" lang={l} className={styles.option} onClick={() => choose(l)}>
              {flags[l]}
              <span>{t(l)}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
