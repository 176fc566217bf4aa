import type { Metadata } from 'next';
import Link from '@/components/ui/Link';
import { notFound } from '@/lib/http/fault-status';
import { getTranslations } from 'next-intl/server';
import { orNotFound, requireStaff } from '@/lib/site/backoffice';
import { tripPath } from '@/lib/format';
import { OnlineToggle, ServiceControls } from '@/components/backoffice/TripControls';
import { day } from '@/components/backoffice/format';
import { buttonClassName } from '@/components/ui/Button';
import styles from '@/components/backoffice/Backoffice.module.css';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('backoffice.nav'))('trips') };
}

/** One trip's services (rooms, extras, coaches) with capacity, sold and free; close, open, change free places. */
export default async function TripPage({ params }: Props) {
  const id = Number((await params).id);
  if (!Number.isInteger(id) || id <= 0) notFound();
  const { api, user } = await requireStaff(`/backoffice/reisen/${id}`, 'trips.read');
  const [t, trip] = await Promise.all([getTranslations('backoffice'), orNotFound(api.trips.get(user, id))]);
  const kinds = ['BEF', 'UNT', 'SON'] as const;
  return (
    <>
      <div className={styles.pageHead}>
        <div>
          <p className={styles.sub}>
            <Link href="/backoffice/reisen">{t('trips.back')}</Link>
          </p>
          <h1>
            {trip.title}{' '}
            <span className={styles.badge} data-tone={trip.online ? 'ok' : 'warn'}>
              {trip.online ? t('trips.online') : t('trips.offline')}
            </span>
          </h1>
          <p className={styles.sub}>
            {day(trip.dateFrom)}
            {trip.dateTill !== trip.dateFrom ? ` – ${day(trip.dateTill)}` : ''} · {trip.code} ·{' '}
            {t('trips.freeTotal', { free: trip.free })}
          </p>
        </div>
        <div className={styles.actions}>
          <Link
            className={buttonClassName({ variant: 'ghost', size: 'sm' })}
            href={tripPath(trip.journeyId, trip.title)}
            target="_blank"
          >
            {t('trips.publicPage')}
          </Link>
          <OnlineToggle journeyId={trip.journeyId} online={trip.online} title={trip.title} />
        </div>
      </div>
      {kinds.map((kind) => {
        const list = trip.services.filter((s) => s.art === kind);
        if (!list.length) return null;
        return (
          <section key={kind} className={styles.card} style={{ marginBottom: 16 }} aria-labelledby={`kind-${kind}`}>
            <h2 id={`kind-${kind}`}>{t(`trips.kind.${kind}`)}</h2>
            <div className={styles.tableWrap}>
              <table className={`${styles.table} ${styles.cards}`}>
                <thead>
                  <tr>
                    <th>{t('trips.service')}</th>
                    <th className={styles.num}>{t('trips.capacity')}</th>
                    <th className={styles.num}>{t('trips.taken')}</th>
                    <th className={styles.num}>{t('trips.free')}</th>
                    <th>{t('trips.change')}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((s) => (
                    <tr key={s.serviceId} data-testid={`service-${s.serviceId}`}>
                      <td>
                        {s.name}
                        {s.direction ? (
                          <div className={styles.meta}>
                            {t(s.direction === 'H' ? 'dashboard.outbound' : 'dashboard.return')}
                          </div>
                        ) : null}
                        {s.closed ? (
                          <span className={styles.badge} data-tone="error">
                            {t('trips.closedBadge')}
                          </span>
                        ) : null}
                        {s.blockedSeats ? (
                          <div className={styles.meta}>
                            {t('trips.blocked', { count: s.blockedSeats, seats: s.seats ?? 0 })}
                          </div>
                        ) : null}
                      </td>
                      <td className={styles.num} data-label={t('trips.capacity')}>
                        {s.capacity}
                      </td>
                      <td className={styles.num} data-label={t('trips.taken')}>
                        {s.taken}
                      </td>
                      <td className={styles.num} data-label={t('trips.free')}>
                        <strong>{s.free}</strong>
                      </td>
                      <td>
                        <ServiceControls serviceId={s.serviceId} name={s.name} free={s.free} closed={s.closed} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        );
      })}
    </>
  );
}
