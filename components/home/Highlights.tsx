/** Season-start message and the mobile-ticket hint (spec §1), overlapping the hero's lower edge. */
import { getTranslations } from 'next-intl/server';
import { PhoneTicketIcon, SnowflakeIcon } from '@/components/ui/icons';
import styles from './Home.module.css';

export async function Highlights({ seasonDate }: { seasonDate?: string }) {
  const t = await getTranslations('home');
  return (
    <div className={styles.highlights}>
      <section className={styles.highlight} aria-labelledby="season-title" data-testid="season-start">
        <span className={styles.highlightIcon}>
          <SnowflakeIcon size={26} />
        </span>
        <div>
          <h2 id="season-title" className={styles.highlightTitle}>
            {t('seasonTitle')}
          </h2>
          <p>{seasonDate ? t('seasonStart', { date: seasonDate }) : t('seasonSoon')}</p>
        </div>
      </section>
      <section className={styles.highlight} aria-labelledby="mobile-ticket-title" data-testid="mobile-ticket">
        <span className={styles.highlightIcon}>
          <PhoneTicketIcon size={26} />
        </span>
        <div>
          <h2 id="mobile-ticket-title" className={styles.highlightTitle}>
            {t('mobileTicketTitle')}
          </h2>
          <p>{t('mobileTicket')}</p>
        </div>
      </section>
    </div>
  );
}
