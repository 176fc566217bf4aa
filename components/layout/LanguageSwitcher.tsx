/**
 * Language switcher (spec §2): flag and label of the current language, listing the other languages.
 * The flags render here (on the server); the menu itself is the client component LanguageMenu.
 */
import { Img } from '@/components/ui/Img';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { LanguageMenu } from './LanguageMenu';
import styles from './LanguageSwitcher.module.css';

const FLAGS: Record<Locale, string> = {
  de: '/images/flags/de.svg',
  en: '/images/flags/gb.svg',
  hr: '/images/flags/hr.svg',
};

export function LanguageSwitcher({ locale, compact = false }: { locale: Locale; compact?: boolean }) {
  const flags = Object.fromEntries(
    LOCALES.map((l) => [
      l,
      // Only the current language's flag shows before the menu opens: the others are not preloaded
      // (an eager image is, by React) and so do not compete with the page's largest paint.
      <Img
        key={l}
        src={FLAGS[l]}
        alt=""
        width={22}
        height={16}
        className={styles.flag}
        loading={l === locale ? 'eager' : 'lazy'}
      />,
    ]),
  ) as Record<Locale, React.ReactNode>;
  return <LanguageMenu locale={locale} compact={compact} flags={flags} />;
}
