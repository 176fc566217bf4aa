import { getTranslations } from 'next-intl/server';
import { SiteFrame } from '@/components/layout/SiteFrame';
import { FindBookingForm } from './FindBookingForm';
import styles from './FindBooking.module.css';

/**
 * 'Find my booking' (process number + e-mail); `initialError` when a booking link did not match,
 * `retryAfterSeconds` when this client tried too many wrong links (rate limit).
 */
export async function FindBookingScreen({
  initialError = false,
  retryAfterSeconds,
}: {
  initialError?: boolean;
  retryAfterSeconds?: number;
}) {
  const t = await getTranslations('findBooking');
  return (
    <SiteFrame variant="payment" width="form">
      <div className={styles.page}>
        <h1>{t('title')}</h1>
        <p className={styles.intro}>{t('intro')}</p>
        <div className={styles.card}>
          <FindBookingForm initialError={initialError} retryAfterSeconds={retryAfterSeconds} />
        </div>
      </div>
    </SiteFrame>
  );
}
