import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FindBookingScreen } from '@/components/payment/find-booking/FindBookingScreen';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('findBooking');
  return { title: t('metaTitle'), description: t('intro'), robots: { index: false, follow: true } };
}

/** Find my booking: process number + e-mail. */
export default function FindBookingPage() {
  return <FindBookingScreen />;
}
