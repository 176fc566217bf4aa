import type { Metadata } from 'next';
import Link from '@/components/ui/Link';
import { notFound } from '@/lib/http/fault-status';
import { getTranslations } from 'next-intl/server';
import { orNotFound, requireStaff } from '@/lib/site/backoffice';
import { may } from '@/lib/backoffice/rights';
import { parseDepartureKey } from '@/lib/backoffice/departure';
import { PrintButton } from '@/components/backoffice/PrintButton';
import { dayWithWeekday, instant } from '@/components/backoffice/format';
import { buttonClassName } from '@/components/ui/Button';
import styles from '@/components/backoffice/Backoffice.module.css';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('backoffice.departures'))('listTitle') };
}

/** The passenger list of one departure: by coach, then boarding point in boarding order, by seat. Printable; CSV. */
export default async function PassengerListPage({ params }: Props) {
  const departure = parseDepartureKey((await params).id);
  if (!departure) notFound();
  const { api, user } = await requireStaff(`/backoffice/abfahrten/${(await params).id}`, 'departures.read');
  const [t, list] = await Promise.all([
    getTranslations('backoffice'),
    orNotFound(api.departures.passengers(user, departure)),
  ]);
  const id = list.key;
  const coaches = [...new Set(list.groups.map((g) => g.coach))];

  return (
    <>
      <div className={styles.pageHead}>
        <div>
          <p className={`${styles.sub} ${styles.noPrint}`}>
            <Link href="/backoffice/abfahrten">{t('departures.back')}</Link>
          </p>
          <h1>
            {t('departures.listTitle')}: {list.title}
          </h1>
          {list.match ? (
            <p className={styles.sub} data-testid="departure-match">
              {list.match}
            </p>
          ) : null}
          <p className={styles.sub}>
            {dayWithWeekday(list.dateFrom)}
            {list.departure ? ` · ${list.departure} Uhr` : ''} · {list.code} ·{' '}
            {t('departures.summary', { persons: list.persons, boarded: list.boarded })}
          </p>
        </div>
        <div className={`${styles.actions} ${styles.noPrint}`}>
          <PrintButton label={t('departures.print')} />
          <a
            className={buttonClassName({ variant: 'outline', size: 'sm' })}
            href={`/backoffice/abfahrten/${id}/csv`}
            download
            data-testid="csv-link"
          >
            {t('departures.csv')}
          </a>
          {may(user.rights, 'checkin.scan') ? (
            <Link className={buttonClassName({ variant: 'outline', size: 'sm' })} href={`/backoffice/checkin/${id}`}>
              {t('dashboard.checkin')}
            </Link>
          ) : null}
        </div>
      </div>
      <p className={styles.printOnly}>{t('departures.printedAt', { at: instant(new Date().toISOString()) })}</p>

      {list.groups.length === 0 && list.tickets.length === 0 ? (
        <p className={styles.empty}>{t('departures.empty')}</p>
      ) : null}

      {coaches.map((coach) => (
        <section key={coach} aria-label={coach || t('departures.noCoach')} data-testid="coach-group">
          <h2 className={styles.coachHead}>{coach || t('departures.noCoach')}</h2>
          {list.groups
            .filter((g) => g.coach === coach)
            .map((g, i) => (
              <div key={i} className={styles.group} data-testid="boarding-group">
                <h3 className={styles.groupHead}>
                  <span>
                    {g.boardingPoint
                      ? `${g.boardingPoint.city}, ${g.boardingPoint.place}`
                      : t('departures.noBoardingPoint')}
                  </span>
                  {g.boardingPoint?.time ? <span className={styles.meta}>{g.boardingPoint.time} Uhr</span> : null}
                  <span className={styles.meta}>{t('departures.count', { count: g.passengers.length })}</span>
                </h3>
                <div className={styles.tableWrap}>
                  <table className={styles.table}>
                    <thead>
                      <tr>
                        <th className={styles.num}>{t('bookings.seat')}</th>
                        <th>{t('bookings.name')}</th>
                        <th>{t('bookings.processNumber')}</th>
                        <th>{t('bookings.phone')}</th>
                        <th className={styles.num}>{t('bookings.seatReturn')}</th>
                        <th>{t('bookings.boarded')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {g.passengers.map((p, j) => (
                        <tr key={j} data-testid="passenger">
                          <td className={styles.num}>
                            <strong>{p.seat ?? '–'}</strong>
                          </td>
                          <td>{p.name}</td>
                          <td className={styles.nowrap}>
                            {may(user.rights, 'bookings.read') ? (
                              <Link href={`/backoffice/buchungen/${encodeURIComponent(p.processNumber)}`}>
                                {p.processNumber}
                              </Link>
                            ) : (
                              p.processNumber
                            )}
                          </td>
                          <td className={styles.nowrap}>{p.phone}</td>
                          <td className={styles.num}>{p.seatReturn ?? '–'}</td>
                          <td>
                            {p.boardedAt ? (
                              <span className={styles.badge} data-tone="ok">
                                ✓ {instant(p.boardedAt).slice(-5)}
                              </span>
                            ) : (
                              '☐'
                            )}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </div>
            ))}
        </section>
      ))}

      {list.tickets.length ? (
        <section aria-labelledby="tickets">
          <h2 id="tickets" className={styles.coachHead}>
            {t('departures.tickets')}
          </h2>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th>{t('bookings.name')}</th>
                  <th>{t('bookings.processNumber')}</th>
                  <th className={styles.num}>{t('departures.ticketCount')}</th>
                  <th>{t('bookings.boarded')}</th>
                </tr>
              </thead>
              <tbody>
                {list.tickets.map((ticket) => (
                  <tr key={ticket.bookingId} data-testid="ticket-booking">
                    <td>{ticket.name}</td>
                    <td>{ticket.processNumber}</td>
                    <td className={styles.num}>{ticket.count}</td>
                    <td>{ticket.boardedAt ? '✓' : `${ticket.boarded}/${ticket.count}`}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
    </>
  );
}
