/** The text over the hero image: season chip, title, intro and the two calls to action. */
import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { ArrowRightIcon, SnowflakeIcon } from '@/components/ui/icons';
import styles from './HomeHero.module.css';

export async function HomeHero({
  bookNowHref,
  offlinePhone,
  overviewHref,
}: {
  bookNowHref?: string;
  offlinePhone: string;
  overviewHref: string;
}) {
  const t = await getTranslations('home');
  return (
    <div className={styles.content}>
      <p className={styles.eyebrow}>
        <SnowflakeIcon size={16} />
        {t('heroEyebrow')}
      </p>
      <h1 className={styles.title}>{t('heroTitle')}</h1>
      <p className={styles.text}>{t('heroText')}</p>
      <div className={styles.actions}>
        {bookNowHref ? (
          <ButtonLink href={bookNowHref} size="lg" data-testid="home-book-now">
            {t('bookNow')}
            <ArrowRightIcon size={18} />
          </ButtonLink>
        ) : null}
        <ButtonLink href={overviewHref} size="lg" variant="light">
          {t('heroSecondary')}
        </ButtonLink>
      </div>
      {bookNowHref ? null : <p className={styles.season}>{t('bookingOffline', { phone: offlinePhone })}</p>}
    </div>
  );
}
