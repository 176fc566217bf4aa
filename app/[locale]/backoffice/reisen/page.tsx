import type { Metadata } from 'next';
import Link from '@/components/ui/Link';
import { getTranslations } from 'next-intl/server';
import { requireStaff } from '@/lib/site/backoffice';
import { OnlineToggle } from '@/components/backoffice/TripControls';
import { day } from '@/components/backoffice/format';
import { ListTable, PageHead, SearchForm } from '@/components/backoffice/Page';
import styles from '@/components/backoffice/Backoffice.module.css';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('backoffice.nav'))('trips') };
}

/** Trips for the buyers: online or offline, free places, the way to their services. */
export default async function TripsPage({ searchParams }: { searchParams: Promise<{ q?: string }> }) {
  const { q = '' } = await searchParams;
  const query = q.slice(0, 100);
  const { api, user } = await requireStaff('/backoffice/reisen', 'trips.read');
  const [t, rows] = await Promise.all([getTranslations('backoffice'), api.trips.list(user, query)]);
  return (
    <>
      <PageHead title={t('trips.title')} sub={t('trips.intro')} />
      <SearchForm
        action="/backoffice/reisen"
        query={query}
        placeholder={t('trips.searchPlaceholder')}
        label={t('trips.searchLabel')}
        button={t('bookings.search')}
      />
      <ListTable
        empty={t('trips.none')}
        head={
          <>
            <th>{t('departures.date')}</th>
            <th>{t('bookings.trip')}</th>
            <th className={styles.num}>{t('trips.free')}</th>
            <th>{t('bookings.state')}</th>
            <th>
              <span className="visually-hidden">{t('trips.change')}</span>
            </th>
          </>
        }
      >
        {rows.map((trip, i) => (
          <tr key={`${trip.journeyId}-${trip.ticketDateId ?? ''}`} data-testid={`trip-${trip.journeyId}`}>
            <td className={styles.nowrap}>
              {day(trip.dateFrom)}
              {trip.dateTill !== trip.dateFrom ? ` – ${day(trip.dateTill)}` : ''}
            </td>
            <td>
              <Link href={`/backoffice/reisen/${trip.journeyId}`}>{trip.title}</Link>
              {trip.match ? <div>{trip.match}</div> : null}
              <div className={styles.meta}>{trip.code}</div>
            </td>
            <td className={styles.num} data-label={t('trips.free')}>
              {trip.free}
            </td>
            <td>
              <span className={styles.badge} data-tone={trip.online ? 'ok' : 'warn'}>
                {trip.online ? t('trips.online') : t('trips.offline')}
              </span>
            </td>
            <td>
              {/* The matches of a ticket journey go online together: one switch, on its first row. */}
              {rows.findIndex((r) => r.journeyId === trip.journeyId) === i ? (
                <OnlineToggle journeyId={trip.journeyId} online={trip.online} title={trip.title} />
              ) : null}
            </td>
          </tr>
        ))}
      </ListTable>
    </>
  );
}
