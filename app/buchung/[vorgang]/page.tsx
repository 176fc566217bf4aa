import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { SiteFrame } from '@/components/layout/SiteFrame';
import { BookingStatus } from '@/components/payment/find-booking/BookingStatus';
import { FindBookingScreen } from '@/components/payment/find-booking/FindBookingScreen';
import styles from '@/components/payment/find-booking/FindBooking.module.css';
import { findBookingByToken } from '@/lib/engine/payments/booking-access';
import { refreshPaymentState } from '@/lib/engine/payments/confirm';
import { paymentContext } from '@/lib/engine/payments/runtime';
import { safeDecode } from '@/lib/engine/payments/return-path';
import { loadBookingDocument } from '@/lib/pdf/booking-document';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('findBooking');
  return { title: t('metaTitle'), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

/** A booking's own page (/buchung/{vorgang}?token=…): reached from the search form or the mails. */
export default async function BookingPage({
  params,
  searchParams,
}: {
  params: Promise<{ vorgang: string }>;
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const [{ vorgang }, query, t] = await Promise.all([params, searchParams, getTranslations('findBooking')]);
  const token = typeof query.token === 'string' ? query.token : '';
  const ctx = await paymentContext();
  const booking = token ? await findBookingByToken(ctx.db, safeDecode(vorgang), token) : undefined;

  if (!booking) return <FindBookingScreen initialError />;

  const { view } = await refreshPaymentState(ctx, booking, 'return');
  const doc = (await loadBookingDocument(ctx.db, booking.id))!;
  return (
    <SiteFrame variant="payment" width="form">
      <div className={styles.page}>
        <BookingStatus doc={doc} view={view} />
        <Link href="/buchung" className={styles.back}>
          {t('searchAnother')}
        </Link>
      </div>
    </SiteFrame>
  );
}
