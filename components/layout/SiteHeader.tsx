/**
 * The sticky header (spec §2/§9): 90 px on desktop, 60 px on mobile; logo, the menu (inline ≥ 960 px,
 * drawer below), the book-now button (hidden in the offline state) and the language switcher.
 */
import Link from '@/components/ui/Link';
import { getLocale, getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import type { FrameData } from '@/lib/site/catalogue';
import { buttonClassName } from '@/components/ui/Button';
import { HeaderShell } from './HeaderShell';
import { LogoLink } from './LogoLink';
import { DesktopNav } from './DesktopNav';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MobileMenu } from './MobileMenu';
import styles from './Header.module.css';
import { SkipLink } from './SkipLink';

export async function SiteHeader({
  data,
  overHero = false,
  showMenu = true,
}: {
  data: FrameData;
  overHero?: boolean;
  showMenu?: boolean;
}) {
  const [t, locale] = await Promise.all([getTranslations('nav'), getLocale()]);
  return (
    <HeaderShell overHero={overHero} className={styles.header}>
      <SkipLink className={styles.skipLink}>{t('skipToContent')}</SkipLink>
      <div className={styles.inner}>
        <LogoLink label={t('homeLabel')} />
        {showMenu ? <DesktopNav items={data.mainMenu} label={t('mainNav')} /> : <div className={styles.spacer} />}
        <div className={styles.actions} data-actions="">
          {showMenu && data.bookNowHref ? (
            <Link
              href={data.bookNowHref}
              className={`${buttonClassName({ variant: 'primary', size: 'sm' })} ${styles.bookNow}`}
              data-testid="header-book-now"
            >
              {t('bookNow')}
            </Link>
          ) : null}
          <LanguageSwitcher locale={locale as Locale} />
          {showMenu ? <MobileMenu items={data.mainMenu} bookNowHref={data.bookNowHref} /> : null}
        </div>
      </div>
    </HeaderShell>
  );
}
