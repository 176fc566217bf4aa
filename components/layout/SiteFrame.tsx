/**
 * The layouts of the public site (spec §2) as one server component that pages wrap themselves in:
 *
 *   <SiteFrame>…</SiteFrame>                     default: sticky header, footer, testimonials + partners
 *   <SiteFrame hero={<Hero … />}>…</SiteFrame>   default with the hero image under the header (home only)
 *   <SiteFrame variant="payment">                like default, without testimonials and partner blocks
 *   <SiteFrame variant="plain">                  slim bar with logo and language, no menu, small footer
 *   <SiteFrame variant="frame">                  external frame (embedded in an iframe): content only
 *   <SiteFrame variant="empty">                  nothing around the content
 *   <SiteFrame variant="driver">                 driver evaluation: plain white, rendered per request (no-store)
 *
 * `width` limits the content: 'content' 1300 px (default), 'middle' 1200 px, 'form' 900 px, 'full'.
 * The ticket layout (full image + side drawer) is `<TicketFrame>` in ./TicketFrame.
 */
import type { ReactNode } from 'react';
import { connection } from 'next/server';
import { getLocale, getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { getFrameData, getToday, type FrameData } from '@/lib/site/catalogue';
import { SiteHeader } from './SiteHeader';
import { SiteFooter } from './SiteFooter';
import { Testimonials } from './Testimonials';
import { Partners } from './Partners';
import { LogoLink } from './LogoLink';
import { LanguageSwitcher } from './LanguageSwitcher';
import { SkierAnimation } from './SkierAnimation';
import { Img } from '@/components/ui/Img';
import styles from './Frame.module.css';

export type FrameVariant = 'default' | 'payment' | 'plain' | 'frame' | 'empty' | 'driver';
export type FrameWidth = 'content' | 'middle' | 'form' | 'full';

export interface SiteFrameProps {
  variant?: FrameVariant;
  /** Hero element shown under the transparent header (home only). */
  hero?: ReactNode;
  width?: FrameWidth;
  className?: string;
  children: ReactNode;
}

const EMPTY_FRAME: FrameData = { mainMenu: [], footerMenus: [], bookNowHref: undefined };

function Main({
  width = 'content',
  withTop,
  className,
  children,
}: {
  width?: FrameWidth;
  withTop: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <main
      id="main"
      tabIndex={-1}
      className={[styles.main, withTop ? styles.withTop : '', className ?? ''].filter(Boolean).join(' ')}
      data-width={width}
    >
      {children}
    </main>
  );
}

export async function SiteFrame({ variant = 'default', hero, width, className, children }: SiteFrameProps) {
  if (variant === 'empty') return <>{children}</>;

  if (variant === 'frame' || variant === 'driver') {
    // spec §2: the driver evaluation is never cached; reading the connection makes it per-request.
    if (variant === 'driver') await connection();
    return (
      <div className={variant === 'driver' ? styles.driver : styles.frame}>
        <Main width={width ?? (variant === 'driver' ? 'form' : 'full')} withTop={false} className={className}>
          {children}
        </Main>
      </div>
    );
  }

  if (variant === 'plain') {
    const [t, locale] = await Promise.all([getTranslations('layout'), getLocale()]);
    return (
      <div className={styles.plain}>
        <header className={styles.plainBar}>
          <LogoLink label={t('homeLabel')} src="/images/logo.svg" />
          <LanguageSwitcher locale={locale as Locale} />
        </header>
        <Main width={width ?? 'form'} withTop={false} className={className}>
          {children}
        </Main>
        <footer className={styles.plainFooter}>
          {t('plainFooter', { year: Number((await getToday()).slice(0, 4)) })}
        </footer>
      </div>
    );
  }

  const locale = (await getLocale()) as Locale;
  const data = await getFrameData(locale).catch(() => EMPTY_FRAME);
  return (
    <div className={styles.site}>
      <SiteHeader data={data} overHero={Boolean(hero)} />
      {hero}
      <Main width={width} withTop={!hero} className={className}>
        {children}
      </Main>
      {variant === 'default' ? (
        <div className={styles.preFooter}>
          <Testimonials />
          <Partners />
        </div>
      ) : null}
      <SiteFooter data={data} />
      {/* The payment layout (the booking form) has no skier: nothing may glide over its buttons (issue 11). */}
      {variant === 'default' ? (
        <SkierAnimation>
          <Img
            src="/images/skier.svg"
            alt=""
            aria-hidden="true"
            className={styles.skier}
            width={150}
            height={105}
            loading="eager"
            data-testid="skier"
          />
        </SkierAnimation>
      ) : null}
    </div>
  );
}
