import type { Metadata } from 'next';
import { notFound } from '@/lib/http/fault-status';
import { getTranslations } from 'next-intl/server';
import { FindBookingScreen } from '@/components/payment/find-booking/FindBookingScreen';
import { getApi } from '@/lib/api';
import { perRequest } from '@/lib/http/per-request';

// Per request (the query, the visitor's cookies or today's date); its catalogue reads are cached.
export const instant = false;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('findBooking');
  return { title: t('metaTitle'), description: t('intro'), robots: { index: false, follow: true } };
}

/** Find my booking: process number + e-mail; only when the backend can find bookings, 404 otherwise. */
export default async function FindBookingPage() {
  await perRequest();
  if (!(await getApi()).bookings) notFound();
  return <FindBookingScreen />;
}
