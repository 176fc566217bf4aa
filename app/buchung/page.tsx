import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SiteFrame } from '@/components/layout/SiteFrame';
import { FindBookingForm } from '@/components/payment/find-booking/FindBookingForm';
import styles from '@/components/payment/find-booking/FindBooking.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('findBooking');
  return { title: t('metaTitle'), description: t('intro'), robots: { index: false, follow: true } };
}

/** Find my booking: process number + e-mail. */
export default async function FindBookingPage() {
  const t = await getTranslations('findBooking');
  return (
    <SiteFrame variant="payment" width="form">
      <div className={styles.page}>
        <h1>{t('title')}</h1>
        <p className={styles.intro}>{t('intro')}</p>
        <div className={styles.card}>
          <FindBookingForm />
        </div>
      </div>
    </SiteFrame>
  );
}
