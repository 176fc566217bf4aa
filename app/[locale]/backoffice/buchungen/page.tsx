import type { Metadata } from 'next';
import Link from '@/components/ui/Link';
import { getTranslations } from 'next-intl/server';
import { requireStaff } from '@/lib/site/backoffice';
import { BookingStatus, PaymentBadge } from '@/components/backoffice/Badges';
import { day, euro, instant } from '@/components/backoffice/format';
import { ListTable, PageHead, SearchForm } from '@/components/backoffice/Page';
import styles from '@/components/backoffice/Backoffice.module.css';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('backoffice.nav'))('bookings') };
}

/** Bookings: search by process number, name, e-mail or trip; newest first. */
export default async function BookingsPage({ searchParams }: { searchParams: Promise<{ q?: string }> }) {
  const { q = '' } = await searchParams;
  const query = q.slice(0, 100);
  const { api, user } = await requireStaff(
    `/backoffice/buchungen${query ? `?q=${encodeURIComponent(query)}` : ''}`,
    'bookings.read',
  );
  const [t, rows] = await Promise.all([getTranslations('backoffice'), api.bookings.search(user, query)]);
  return (
    <>
      <PageHead
        title={t('bookings.title')}
        sub={query ? t('bookings.results', { count: rows.length, query }) : t('bookings.latest')}
      />
      <SearchForm
        action="/backoffice/buchungen"
        query={query}
        placeholder={t('bookings.searchPlaceholder')}
        label={t('bookings.searchLabel')}
        button={t('bookings.search')}
      />
      <ListTable
        empty={t('bookings.none')}
        head={
          <>
            <th>{t('bookings.processNumber')}</th>
            <th>{t('bookings.name')}</th>
            <th>{t('bookings.trip')}</th>
            <th className={styles.num}>{t('bookings.persons')}</th>
            <th className={styles.num}>{t('bookings.total')}</th>
            <th>{t('bookings.state')}</th>
            <th>{t('bookings.createdAt')}</th>
          </>
        }
      >
        {rows.map((b) => (
          <tr key={b.bookingId}>
            <td className={styles.nowrap}>
              <Link href={`/backoffice/buchungen/${encodeURIComponent(b.processNumber)}`}>{b.processNumber}</Link>
            </td>
            <td>
              {b.name}
              <div className={styles.meta}>{b.email}</div>
            </td>
            <td>
              {b.trip}
              {b.match ? <div className={styles.meta}>{b.match}</div> : null}
              <div className={styles.meta} data-testid="booking-day">
                {day(b.dateFrom)}
              </div>
            </td>
            <td className={styles.num} data-label={t('bookings.persons')}>
              {b.persons}
            </td>
            <td className={styles.num} data-label={t('bookings.total')}>
              {euro(b.totalCents)}
            </td>
            <td>
              <BookingStatus status={b.status} /> <PaymentBadge status={b.paymentStatus} type={b.paymentType} />
            </td>
            <td className={styles.nowrap}>{instant(b.createdAt)}</td>
          </tr>
        ))}
      </ListTable>
    </>
  );
}
