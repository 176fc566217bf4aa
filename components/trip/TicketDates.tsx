import { getLocale, getTranslations } from 'next-intl/server';
import { formatDate, formatPrice, formatTimeOfDay } from '@/lib/format';
import type { TicketDate } from '@/lib/api/model';
import styles from './TicketDates.module.css';

/** Match dates with their prices ('inkl.' part shown apart, spec §3) and free tickets. */
export async function TicketDates({ dates }: { dates: TicketDate[] }) {
  const [t, locale] = await Promise.all([getTranslations('ticket'), getLocale()]);
  return (
    <ul className={styles.list} data-testid="ticket-dates">
      {dates.map((entry) => (
        <li key={entry.id} className={styles.item}>
          <div className={styles.head}>
            <time dateTime={entry.date} className={styles.date}>
              {formatDate(entry.date)}
              {formatTimeOfDay(entry.date) && ` · ${t('kickoff', { time: formatTimeOfDay(entry.date) })}`}
            </time>
            <strong className={styles.title}>{entry.title}</strong>
          </div>
          <ul className={styles.prices}>
            {entry.prices.map((price, index) => (
              <li key={index}>
                <span>
                  {price.name}
                  {price.note && <small>{price.note}</small>}
                </span>
                <strong>{formatPrice(price.priceCents, locale)}</strong>
              </li>
            ))}
          </ul>
          {entry.freeTickets !== undefined && (
            <p className={entry.freeTickets > 0 ? styles.free : styles.soldout}>
              {entry.freeTickets > 0 ? t('free', { count: entry.freeTickets }) : t('soldout')}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
