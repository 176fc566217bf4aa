import { getTranslations } from 'next-intl/server';
import { SiteFrame } from '@/components/layout/SiteFrame';
import Link from '@/components/ui/Link';
import styles from './FindBooking.module.css';

/** A booking link whose token no longer opens anything (issue 26): the trip is long over. */
export async function LinkExpired() {
  const [t, tf] = await Promise.all([getTranslations('documentLink'), getTranslations('findBooking')]);
  return (
    <SiteFrame variant="payment" width="form">
      <div className={styles.page} data-testid="link-expired">
        <h1>{t('goneTitle')}</h1>
        <p className={styles.intro}>{t('goneText')}</p>
        <Link href="/buchung" className={styles.back}>
          {tf('searchAnother')}
        </Link>
      </div>
    </SiteFrame>
  );
}
