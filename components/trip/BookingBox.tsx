import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import type { Journey } from '@/lib/api/contract/schemas';
import { durationDays, formatDate, formatPrice, tripPath } from '@/lib/format';
import { availabilityOf, isBookable, todayIso } from '@/lib/site/filters';
import { Availability } from './Availability';
import styles from './BookingBox.module.css';
import { eurosToCents } from '@/lib/api/contract/encoding';

/** The facts of a trip (date, duration, price, free seats) and the prominent book button. */
export async function BookingBox({ journey, target }: { journey: Journey; target?: '_top' | '_blank' }) {
  const [t, locale] = await Promise.all([getTranslations('trip'), getLocale()]);
  const availability = availabilityOf(journey, todayIso());
  const days = journey.adds?.days ?? durationDays(journey.date_from, journey.date_till);
  const bookHref = `${tripPath(journey.id_jrn_journey, journey.title)}/buchung`;
  return (
    <section className={styles.box} aria-labelledby="booking-box-title">
      <h2 id="booking-box-title" className="visually-hidden">
        {t('factsTitle')}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>{t('date')}</dt>
          <dd data-testid="trip-dates">
            <time dateTime={journey.date_from.slice(0, 10)}>{formatDate(journey.date_from)}</time>
            {days > 1 && (
              <>
                {' – '}
                <time dateTime={journey.date_till.slice(0, 10)}>{formatDate(journey.date_till)}</time>
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('duration')}</dt>
          <dd>{t('days', { count: days })}</dd>
        </div>
        {journey.zs.departure && (
          <div>
            <dt>{t('departure')}</dt>
            <dd>{t('clock', { time: journey.zs.departure })}</dd>
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
        <strong>{formatPrice(eurosToCents(journey.price), locale)}</strong>
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
