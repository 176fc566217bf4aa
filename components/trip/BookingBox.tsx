import Link from '@/components/ui/Link';
import { getLocale, getTranslations } from 'next-intl/server';
import type { TripSummary } from '@/lib/api/model';
import { formatDate, formatPrice, tripPath } from '@/lib/format';
import { availabilityOf, isBookable } from '@/lib/site/filters';
import { getToday } from '@/lib/site/catalogue';
import { Availability } from './Availability';
import styles from './BookingBox.module.css';

/** The facts of a trip (date, duration, price, free seats) and the prominent book button. */
export async function BookingBox({ trip, target }: { trip: TripSummary; target?: '_top' | '_blank' }) {
  const [t, locale] = await Promise.all([getTranslations('trip'), getLocale()]);
  const availability = availabilityOf(trip, await getToday());
  const days = trip.days;
  const bookHref = `${tripPath(trip.id, trip.slug)}/buchung`;
  return (
    <section className={styles.box} aria-labelledby="booking-box-title">
      <h2 id="booking-box-title" className="visually-hidden">
        {t('factsTitle')}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>{t('date')}</dt>
          <dd data-testid="trip-dates">
            <time dateTime={trip.startDate}>{formatDate(trip.startDate)}</time>
            {days > 1 && (
              <>
                {' – '}
                <time dateTime={trip.endDate}>{formatDate(trip.endDate)}</time>
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('duration')}</dt>
          <dd>{t('days', { count: days })}</dd>
        </div>
        {trip.schedule.departure && (
          <div>
            <dt>{t('departure')}</dt>
            <dd>{t('clock', { time: trip.schedule.departure })}</dd>
          </div>
        )}
        <div>
          <dt>{t('availabilityLabel')}</dt>
          <dd>
            <Availability state={availability} large />
          </dd>
        </div>
      </dl>
      <p className={styles.price}>
        <span>{t('priceFrom')}</span>
        <strong>{formatPrice(trip.priceCents, locale)}</strong>
        <span>{t('perPerson')}</span>
      </p>
      {isBookable(availability) ? (
        <Link href={bookHref} className={styles.book} target={target} prefetch={false} data-testid="book-button">
          {t('book')}
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path fill="currentColor" d="M13.2 5.3 19.9 12l-6.7 6.7-1.4-1.4 4.3-4.3H4v-2h12.1l-4.3-4.3 1.4-1.4Z" />
          </svg>
        </Link>
      ) : (
        <p className={styles.unavailable} role="status">
          {availability.kind === 'soldout' ? t('soldOutNote') : t('closedNote')}
        </p>
      )}
      <p className={styles.note}>{t('mobileTicket')}</p>
    </section>
  );
}

/**
 * Issue 27: on a phone the booking box is above the long trip text, and its button scrolls away.
 * This bar (price and "Jetzt buchen") sticks to the bottom of the screen while the trip page is
 * read, and comes to rest at the page's end; CSS only (position: sticky), hidden from 960 px on,
 * where the booking box itself stays in view beside the text.
 */
export async function StickyBookBar({ trip }: { trip: TripSummary }) {
  const [t, locale] = await Promise.all([getTranslations('trip'), getLocale()]);
  if (!isBookable(availabilityOf(trip, await getToday()))) return null;
  return (
    <div className={styles.bar} data-testid="sticky-book-bar">
      <p className={styles.barPrice}>
        <span>{t('priceFrom')}</span> <strong>{formatPrice(trip.priceCents, locale)}</strong>{' '}
        <span>{t('perPerson')}</span>
      </p>
      <Link href={`${tripPath(trip.id, trip.slug)}/buchung`} className={styles.barBook} prefetch={false}>
        {t('book')}
      </Link>
    </div>
  );
}
