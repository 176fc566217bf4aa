import Link from '@/components/ui/Link';
import { getLocale, getTranslations } from 'next-intl/server';
import type { TripSummary } from '@/lib/api/model';
import { formatDate, formatPrice, tripPath } from '@/lib/format';
import { availabilityOf } from '@/lib/site/filters';
import { getToday } from '@/lib/site/catalogue';
import { Availability } from './Availability';
import { TripImage } from './TripImage';
import styles from './TripCard.module.css';

/** A trip in a list: image, title, date DD.MM.YYYY, duration in days, price from, free seats, link. */
export async function TripCard({
  trip,
  headingLevel = 2,
  eager = false,
}: {
  trip: TripSummary;
  headingLevel?: 2 | 3;
  /** on screen when the page opens (the first row of a list): the picture is not lazy */
  eager?: boolean;
}) {
  const [t, locale] = await Promise.all([getTranslations('trip'), getLocale()]);
  const href = tripPath(trip.id, trip.slug);
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card}>
      <Link href={href} className={styles.imageLink} tabIndex={-1} aria-hidden="true">
        <TripImage src={trip.image} className={styles.image} eager={eager} />
        {trip.label && <span className={styles.label}>{trip.label}</span>}
      </Link>
      <div className={styles.body}>
        <p className={styles.kicker}>{[trip.category, trip.resort].filter(Boolean).join(' · ')}</p>
        <Heading className={styles.title}>
          <Link href={href} className={styles.titleLink}>
            {trip.title}
          </Link>
        </Heading>
        <p className={styles.when}>
          <time dateTime={trip.startDate}>{formatDate(trip.startDate)}</time>
          {trip.days > 1 && (
            <>
              {' – '}
              <time dateTime={trip.endDate}>{formatDate(trip.endDate)}</time>
            </>
          )}
          <span className={styles.sep} aria-hidden="true">
            ·
          </span>
          {t('days', { count: trip.days })}
        </p>
        <div className={styles.footer}>
          <Availability state={availabilityOf(trip, await getToday())} />
          <p className={styles.price}>
            <span className={styles.from}>{t('priceFrom')}</span>{' '}
            <strong>{formatPrice(trip.priceCents, locale)}</strong>
          </p>
        </div>
      </div>
    </article>
  );
}
