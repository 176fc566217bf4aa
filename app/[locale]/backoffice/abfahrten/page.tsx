import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { requireStaff } from '@/lib/site/backoffice';
import { dayWithWeekday } from '@/components/backoffice/format';
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
      <div className={styles.pageHead}>
        <div>
          <h1>{t('departures.title')}</h1>
          <p className={styles.sub}>{t('departures.intro')}</p>
        </div>
      </div>
      {rows.length === 0 ? (
        <p className={styles.empty}>{t('departures.none')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={`${styles.table} ${styles.cards}`}>
            <thead>
              <tr>
                <th>{t('departures.date')}</th>
                <th>{t('bookings.trip')}</th>
                <th className={styles.num}>{t('dashboard.bookings')}</th>
                <th className={styles.num}>{t('dashboard.persons')}</th>
                <th>{t('departures.lists')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((d) => (
                <tr key={d.journeyId}>
                  <td className={styles.nowrap}>{dayWithWeekday(d.dateFrom)}</td>
                  <td>
                    {d.title}
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
                      <Link href={`/backoffice/abfahrten/${d.journeyId}`}>{t('dashboard.passengerList')}</Link>
                      <Link href={`/backoffice/checkin/${d.journeyId}`}>{t('dashboard.checkin')}</Link>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
