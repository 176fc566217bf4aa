import type { Metadata } from 'next';
import Link from '@/components/ui/Link';
import { getTranslations } from 'next-intl/server';
import { requireStaff } from '@/lib/site/backoffice';
import { dayWithWeekday } from '@/components/backoffice/format';
import { ListTable, PageHead } from '@/components/backoffice/Page';
import styles from '@/components/backoffice/Backoffice.module.css';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('backoffice.nav'))('departures') };
}

/** Departures with bookings, soonest first: the way to a passenger list and the check-in. */
export default async function DeparturesPage() {
  const { api, user } = await requireStaff('/backoffice/abfahrten', 'departures.read');
  const [t, rows] = await Promise.all([getTranslations('backoffice'), api.departures.list(user)]);
  return (
    <>
      <PageHead title={t('departures.title')} sub={t('departures.intro')} />
      <ListTable
        empty={t('departures.none')}
        head={
          <>
            <th>{t('departures.date')}</th>
            <th>{t('bookings.trip')}</th>
            <th className={styles.num}>{t('dashboard.bookings')}</th>
            <th className={styles.num}>{t('dashboard.persons')}</th>
            <th>{t('departures.lists')}</th>
          </>
        }
      >
        {rows.map((d) => (
          <tr key={d.key} data-testid={`departure-${d.key}`}>
            <td className={styles.nowrap}>{dayWithWeekday(d.dateFrom)}</td>
            <td>
              {d.title}
              {d.match ? <div>{d.match}</div> : null}
              <div className={styles.meta}>{d.code}</div>
            </td>
            <td className={styles.num} data-label={t('dashboard.bookings')}>
              {d.bookings}
            </td>
            <td className={styles.num} data-label={t('dashboard.persons')}>
              {d.persons}
            </td>
            <td>
              <div className={styles.links}>
                <Link href={`/backoffice/abfahrten/${d.key}`}>{t('dashboard.passengerList')}</Link>
                <Link href={`/backoffice/checkin/${d.key}`}>{t('dashboard.checkin')}</Link>
              </div>
            </td>
          </tr>
        ))}
      </ListTable>
    </>
  );
}
