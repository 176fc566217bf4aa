import Link from '@/components/ui/Link';
import { getTranslations } from 'next-intl/server';
import { requireStaff } from '@/lib/site/backoffice';
import { may } from '@/lib/backoffice/rights';
import type { CoachLoad } from '@/lib/backoffice/types';
import { day, dayWithWeekday, euro, instant } from '@/components/backoffice/format';
import { PageHead } from '@/components/backoffice/Page';
import styles from '@/components/backoffice/Backoffice.module.css';

/** spec §3: the back office opens on the dashboard. */
export default async function DashboardPage() {
  const { api, user } = await requireStaff('/backoffice');
  const [t, data] = await Promise.all([getTranslations('backoffice'), api.dashboard(user)]);
  // The direction is added unless the coach's name already says it ('Hinfahrt München – Kaprun').
  const coachLabel = (c: CoachLoad) => {
    const direction = c.direction ? t(c.direction === 'H' ? 'dashboard.outbound' : 'dashboard.return') : '';
    return direction && !c.name.toLowerCase().includes(direction.toLowerCase()) ? `${c.name} · ${direction}` : c.name;
  };
  const nothing = !data.departures && !data.lastWeek && !data.revenue && !data.unpaid && !data.mails;

  return (
    <>
      <PageHead title={t('dashboard.title')} sub={<>{t('dashboard.greeting', { name: user.name })}</>} />

      {nothing ? <p className={styles.empty}>{t('dashboard.noRights')}</p> : null}

      {data.lastWeek || data.revenue || data.unpaid || data.mails ? (
        <div className={styles.grid}>
          {data.lastWeek ? (
            <section className={styles.card} aria-labelledby="week">
              <h2 id="week">{t('dashboard.lastWeek')}</h2>
              <dl className={styles.figures} data-testid="figures-week">
                <div>
                  <dt>{t('dashboard.bookings')}</dt>
                  <dd>{data.lastWeek.bookings}</dd>
                </div>
                <div>
                  <dt>{t('dashboard.persons')}</dt>
                  <dd>{data.lastWeek.persons}</dd>
                </div>
                <div>
                  <dt>{t('dashboard.cancelled')}</dt>
                  <dd>{data.lastWeek.cancelled}</dd>
                </div>
              </dl>
            </section>
          ) : null}
          {data.revenue ? (
            <section className={styles.card} aria-labelledby="revenue">
              <h2 id="revenue">{t('dashboard.revenue')}</h2>
              <dl className={styles.figures} data-testid="figures-revenue">
                <div>
                  <dt>{t('dashboard.booked')}</dt>
                  <dd>{euro(data.revenue.bookedCents)}</dd>
                </div>
                <div>
                  <dt>{t('dashboard.received')}</dt>
                  <dd>{euro(data.revenue.receivedCents)}</dd>
                </div>
                <div>
                  <dt>{t('dashboard.refunded')}</dt>
                  <dd>{euro(data.revenue.refundedCents)}</dd>
                </div>
              </dl>
            </section>
          ) : null}
          {data.unpaid ? (
            <section className={styles.card} aria-labelledby="unpaid">
              <h2 id="unpaid">{t('dashboard.unpaid')}</h2>
              <dl
                className={`${styles.figures} ${data.unpaid.overdueCount ? styles.alert : ''}`}
                data-testid="figures-unpaid"
              >
                <div>
                  <dt>{t('dashboard.open')}</dt>
                  <dd>{data.unpaid.count}</dd>
                </div>
                <div>
                  <dt>{t('dashboard.overdue')}</dt>
                  <dd>{data.unpaid.overdueCount}</dd>
                </div>
                <div>
                  <dt>{t('dashboard.openAmount')}</dt>
                  <dd>{euro(data.unpaid.openCents)}</dd>
                </div>
              </dl>
            </section>
          ) : null}
          {data.mails ? (
            <section className={styles.card} aria-labelledby="mails">
              <h2 id="mails">{t('dashboard.mails')}</h2>
              <dl className={`${styles.figures} ${data.mails.failed ? styles.alert : ''}`} data-testid="figures-mails">
                <div>
                  <dt>{t('dashboard.failed')}</dt>
                  <dd>{data.mails.failed}</dd>
                </div>
                <div>
                  <dt>{t('dashboard.retrying')}</dt>
                  <dd>{data.mails.retrying}</dd>
                </div>
                <div>
                  <dt>{t('dashboard.waiting')}</dt>
                  <dd>{data.mails.waiting}</dd>
                </div>
              </dl>
            </section>
          ) : null}
        </div>
      ) : null}

      {data.departures ? (
        <section className={`${styles.card} ${styles.wide}`} aria-labelledby="departures" style={{ marginBottom: 20 }}>
          <h2 id="departures">{t('dashboard.departures')}</h2>
          {data.departures.length === 0 ? (
            <p className={styles.meta}>{t('dashboard.noDepartures')}</p>
          ) : (
            <ul className={styles.departures}>
              {data.departures.map((d) => (
                <li key={d.key} className={styles.departure} data-testid={`departure-${d.key}`}>
                  <header>
                    <div>
                      <strong>{d.title}</strong>
                      {d.match ? <span className={styles.matchTitle}>{d.match}</span> : null}
                      <span className={styles.meta}>
                        {dayWithWeekday(d.dateFrom)}
                        {d.departure ? ` · ${d.departure} Uhr` : ''} · {d.code}
                      </span>
                    </div>
                    {d.bookable ? null : (
                      <span className={styles.badge} data-tone="warn">
                        {t('trips.offline')}
                      </span>
                    )}
                  </header>
                  <div className={styles.load}>
                    {d.coaches.map((c) => (
                      <div key={c.serviceId} className={styles.loadRow} data-testid={`coach-${c.serviceId}`}>
                        <span>{coachLabel(c)}</span>
                        <span className={styles.nowrap}>
                          {t('dashboard.seatsSold', { sold: c.sold, capacity: c.capacity })}
                        </span>
                        <meter
                          min={0}
                          max={Math.max(c.capacity, 1)}
                          value={c.sold}
                          high={Math.max(c.capacity, 1) * 0.9}
                          aria-label={coachLabel(c)}
                        />
                      </div>
                    ))}
                  </div>
                  <p className={styles.meta}>
                    {t('dashboard.bookingsPersons', { bookings: d.bookings, persons: d.persons })}
                  </p>
                  <div className={styles.links}>
                    {may(user.rights, 'departures.read') ? (
                      <>
                        <Link href={`/backoffice/abfahrten/${d.key}`}>{t('dashboard.passengerList')}</Link>
                        <Link href={`/backoffice/checkin/${d.key}`}>{t('dashboard.checkin')}</Link>
                      </>
                    ) : null}
                    {may(user.rights, 'trips.read') ? (
                      <Link href={`/backoffice/reisen/${d.journeyId}`}>{t('dashboard.trip')}</Link>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}

      <div className={styles.grid}>
        {data.unpaid && data.unpaid.items.length ? (
          <section className={styles.card} aria-labelledby="unpaid-list">
            <h2 id="unpaid-list">{t('dashboard.unpaidList')}</h2>
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th>{t('bookings.processNumber')}</th>
                    <th>{t('bookings.name')}</th>
                    <th className={styles.num}>{t('bookings.amount')}</th>
                    <th>{t('dashboard.due')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.unpaid.items.map((b) => (
                    <tr key={b.bookingId}>
                      <td className={styles.nowrap}>
                        {may(user.rights, 'bookings.read') ? (
                          <Link href={`/backoffice/buchungen/${encodeURIComponent(b.processNumber)}`}>
                            {b.processNumber}
                          </Link>
                        ) : (
                          b.processNumber
                        )}
                      </td>
                      <td>
                        {b.name}
                        <div className={styles.meta}>{b.trip}</div>
                      </td>
                      <td className={styles.num}>{euro(b.amountCents)}</td>
                      <td className={styles.nowrap}>
                        {b.due.length > 10 ? instant(b.due) : day(b.due)}{' '}
                        {b.overdue ? (
                          <span className={styles.badge} data-tone="error">
                            {t('dashboard.overdueBadge')}
                          </span>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        ) : null}
        {data.mails && data.mails.items.length ? (
          <section className={styles.card} aria-labelledby="failed-list">
            <h2 id="failed-list">{t('dashboard.failedList')}</h2>
            <ul className={styles.events}>
              {data.mails.items.map((m) => (
                <li key={m.id}>
                  <span className={styles.meta}>{instant(m.createdAt)}</span>
                  <span>
                    <Link href={`/backoffice/mails/${m.id}`}>{m.subject}</Link>
                    <div className={styles.meta}>
                      {m.to} · {m.lastError}
                    </div>
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </>
  );
}
