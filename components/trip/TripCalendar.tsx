import Link from '@/components/ui/Link';
import { getLocale, getTranslations } from 'next-intl/server';
import type { TripSummary } from '@/lib/api/model';
import { formatDate, formatPrice, tripPath } from '@/lib/format';
import { availabilityOf, departuresByDay, monthGrid, monthKey, todayIso } from '@/lib/site/filters';
import { Availability } from './Availability';
import styles from './TripCalendar.module.css';

const intlLocale: Record<string, string> = { de: 'de-DE', en: 'en-GB', hr: 'hr-HR' };

/**
 * A month of departures: a calendar grid (Monday first) in which every day with departures links to
 * its trips, and below it the agenda of those days with each trip.
 */
export async function TripCalendar({
  year,
  month,
  trips: monthTrips,
  previousHref,
  nextHref,
}: {
  year: number;
  month: number;
  trips: TripSummary[];
  previousHref?: string;
  nextHref?: string;
}) {
  const [t, locale] = await Promise.all([getTranslations('calendar'), getLocale()]);
  const loc = intlLocale[locale] ?? 'de-DE';
  const monthLabel = new Intl.DateTimeFormat(loc, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
  const weekdays = Array.from({ length: 7 }, (_, i) => new Date(Date.UTC(2024, 0, 1 + i))); // 1 Jan 2024 was a Monday
  const weekdayShort = new Intl.DateTimeFormat(loc, { weekday: 'short', timeZone: 'UTC' });
  const weekdayLong = new Intl.DateTimeFormat(loc, { weekday: 'long', timeZone: 'UTC' });
  const days = departuresByDay(monthTrips.filter((trip) => trip.startDate.startsWith(monthKey(year, month))));
  const today = todayIso();

  return (
    <div className={styles.calendar}>
      <div className={styles.toolbar}>
        {previousHref ? (
          <Link href={previousHref} className={styles.step} rel="prev">
            <span aria-hidden="true">‹</span> <span className={styles.stepText}>{t('previous')}</span>
          </Link>
        ) : (
          <span className={`${styles.step} ${styles.disabled}`} aria-hidden="true">
            <span>‹</span> <span className={styles.stepText}>{t('previous')}</span>
          </span>
        )}
        <h2 className={styles.month} aria-live="polite">
          {monthLabel}
        </h2>
        {nextHref ? (
          <Link href={nextHref} className={styles.step} rel="next">
            <span className={styles.stepText}>{t('next')}</span> <span aria-hidden="true">›</span>
          </Link>
        ) : (
          <span className={`${styles.step} ${styles.disabled}`} aria-hidden="true">
            <span className={styles.stepText}>{t('next')}</span> <span>›</span>
          </span>
        )}
      </div>

      <table className={styles.grid} aria-label={t('gridLabel', { month: monthLabel })}>
        <thead>
          <tr>
            {weekdays.map((d) => (
              <th key={d.toISOString()} scope="col" abbr={weekdayLong.format(d)}>
                {weekdayShort.format(d)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(year, month).map((week, w) => (
            <tr key={w}>
              {week.map((day, i) => {
                if (!day) return <td key={`empty-${i}`} className={styles.outside} />;
                const trips = days.get(day) ?? [];
                const dayNumber = Number(day.slice(8));
                const classes = [
                  styles.day,
                  trips.length ? styles.has : '',
                  day === today ? styles.today : '',
                  day < today ? styles.past : '',
                ].join(' ');
                return (
                  <td key={day} className={classes}>
                    {trips.length > 0 ? (
                      // the name is the hidden text, not an aria-label: axe wants a link's name to contain what it reads
                      <a href={`#tag-${day}`} className={styles.dayLink}>
                        <span className={styles.number} aria-hidden="true">
                          {dayNumber}
                        </span>
                        <span className={styles.count} aria-hidden="true">
                          {trips.length}
                        </span>
                        <span className="visually-hidden">
                          {t('dayLink', { date: formatDate(day), count: trips.length })}
                        </span>
                      </a>
                    ) : (
                      <span className={styles.number}>{dayNumber}</span>
                    )}
                    {trips.length > 0 && (
                      <ul className={styles.cellTrips} aria-hidden="true">
                        {trips.slice(0, 2).map((trip) => (
                          <li key={trip.id}>
                            <Link href={tripPath(trip.id, trip.slug)} tabIndex={-1}>
                              {trip.resort || trip.title}
                            </Link>
                          </li>
                        ))}
                        {trips.length > 2 && <li className={styles.more}>{t('more', { count: trips.length - 2 })}</li>}
                      </ul>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>

      <section className={styles.agenda} aria-labelledby="calendar-agenda">
        <h2 id="calendar-agenda" className={styles.agendaTitle}>
          {t('agendaTitle', { month: monthLabel })}
        </h2>
        {days.size === 0 ? (
          <p className={styles.none}>{t('none')}</p>
        ) : (
          <ol className={styles.days}>
            {[...days.entries()].map(([day, trips]) => (
              <li key={day} id={`tag-${day}`} className={styles.agendaDay}>
                <h3 className={styles.agendaDate}>
                  <span>{weekdayLong.format(new Date(`${day}T00:00:00Z`))}</span> {formatDate(day)}
                </h3>
                <ul className={styles.agendaTrips}>
                  {trips.map((trip) => (
                    <li key={trip.id}>
                      <Link href={tripPath(trip.id, trip.slug)} className={styles.agendaLink}>
                        <span className={styles.agendaName}>
                          <strong>{trip.title}</strong>
                          <span>
                            {[trip.category, trip.days > 1 ? t('until', { date: formatDate(trip.endDate) }) : null]
                              .filter(Boolean)
                              .join(' · ')}
                          </span>
                        </span>
                        <span className={styles.agendaMeta}>
                          <Availability state={availabilityOf(trip, today)} />
                          <strong>{formatPrice(trip.priceCents, locale)}</strong>
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
