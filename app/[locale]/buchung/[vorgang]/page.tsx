import type { Metadata } from 'next';
import Link from '@/components/ui/Link';
import { notFound } from '@/lib/http/fault-status';
import { getTranslations } from 'next-intl/server';
import { SiteFrame } from '@/components/layout/SiteFrame';
import { BookingStatus } from '@/components/payment/find-booking/BookingStatus';
import { FindBookingScreen } from '@/components/payment/find-booking/FindBookingScreen';
import styles from '@/components/payment/find-booking/FindBooking.module.css';
import { headers } from 'next/headers';
import { getApi } from '@/lib/api';
import { EXPIRED } from '@/lib/api/types';
import { LinkExpired } from '@/components/payment/find-booking/LinkExpired';
import { safeDecode } from '@/lib/api/contract/site-paths';
import { tokenAttempt, tokenFound } from '@/lib/site/find-booking';
import { clientAddress } from '@/lib/http/client';
import { perRequest } from '@/lib/http/per-request';

// Per request (the query, the visitor's cookies or today's date); its catalogue reads are cached.
export const instant = false;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('findBooking');
  return { title: t('metaTitle'), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

/**
 * A booking's own page (/buchung/{vorgang}?token=…): reached from the search form or the mails.
 * Only when the backend can find bookings (its `bookings` capability); 404 otherwise. Wrong tokens are
 * rate-limited per client address.
 */
export default async function BookingPage({
  params,
  searchParams,
}: {
  params: Promise<{ vorgang: string }>;
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  await perRequest();
  const api = await getApi();
  if (!api.bookings) notFound();
  const [{ vorgang }, query, t] = await Promise.all([params, searchParams, getTranslations('findBooking')]);
  const token = typeof query.token === 'string' ? query.token : '';
  // Wrong tokens count per client address: past the limit no lookup, the form says how long to wait.
  const address = clientAddress(await headers());
  const allowed = await tokenAttempt(address);
  if (!allowed.ok) return <FindBookingScreen retryAfterSeconds={allowed.retryAfterSeconds} />;
  const booking = token ? await api.bookings.get({ processNumber: safeDecode(vorgang), token }) : null;

  if (!booking) return <FindBookingScreen initialError />;
  await tokenFound(address);
  // issue 26: the trip is long over, the link opens nothing any more (410, and says so)
  if (booking === EXPIRED) return <LinkExpired />;

  return (
    <SiteFrame variant="payment" width="form">
      <div className={styles.page}>
        <BookingStatus booking={booking} canPayOnline={Boolean(api.payments)} />
        <Link href="/buchung" className={styles.back}>
          {t('searchAnother')}
        </Link>
      </div>
    </SiteFrame>
  );
}
