import { getLocale, getTranslations } from 'next-intl/server';
import { formatDate, formatPrice } from '@/lib/format';
import type { TicketOffer } from '@/lib/site/filters';
import styles from './TicketDates.module.css';

/** Match dates with their prices ('inkl.' part shown apart, spec §3) and free tickets. */
export async function TicketDates({ offers }: { offers: TicketOffer[] }) {
  const [t, locale] = await Promise.all([getTranslations('ticket'), getLocale()]);
  return (
    <ul className={styles.list} data-testid="ticket-dates">
      {offers.map((offer) => (
        <li key={offer.id} className={styles.item}>
          <div className={styles.head}>
            <time dateTime={offer.date} className={styles.date}>
              {formatDate(offer.date)}
              {offer.date.length > 10 && ` · ${t('kickoff', { time: timeOf(offer.date) })}`}
            </time>
            <strong className={styles.title}>{offer.title}</strong>
          </div>
          <ul className={styles.prices}>
            {offer.prices.map((price, index) => (
              <li key={index}>
                <span>
                  {price.label}
                  {price.included && <small>{price.included}</small>}
                </span>
                <strong>{formatPrice(price.cents, locale)}</strong>
              </li>
            ))}
          </ul>
          {offer.free !== undefined && (
            <p className={offer.free > 0 ? styles.free : styles.soldout}>
              {offer.free > 0 ? t('free', { count: offer.free }) : t('soldout')}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Time of an ISO timestamp in the operator's time zone, 'HH:MM'. */
function timeOf(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit' }).format(
    date,
  );
}
