import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import type { Journey } from '@/lib/api/contract/schemas';
import { durationDays, formatDate, formatPrice, tripPath } from '@/lib/format';
import { availabilityOf, todayIso } from '@/lib/site/filters';
import { Availability } from './Availability';
import { TripImage } from './TripImage';
import styles from './TripCard.module.css';
import { eurosToCents } from '@/lib/api/contract/encoding';

/** A trip in a list: image, title, date DD.MM.YYYY, duration in days, price from, free seats, link. */
export async function TripCard({ journey, headingLevel = 2 }: { journey: Journey; headingLevel?: 2 | 3 }) {
  const [t, locale] = await Promise.all([getTranslations('trip'), getLocale()]);
  const href = tripPath(journey.id_jrn_journey, journey.title);
  const days = journey.adds?.days ?? durationDays(journey.date_from, journey.date_till);
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card}>
      <Link href={href} className={styles.imageLink} tabIndex={-1} aria-hidden="true">
        <TripImage src={journey.image} className={styles.image} />
        {journey.label && <span className={styles.label}>{journey.label}</span>}
      </Link>
      <div className={styles.body}>
        <p className={styles.kicker}>{[journey.category, journey.resort].filter(Boolean).join(' · ')}</p>
        <Heading className={styles.title}>
          <Link href={href} className={styles.titleLink}>
            {journey.title}
          </Link>
        </Heading>
        <p className={styles.when}>
          <time dateTime={journey.date_from.slice(0, 10)}>{formatDate(journey.date_from)}</time>
          {days > 1 && (
            <>
              {' – '}
              <time dateTime={journey.date_till.slice(0, 10)}>{formatDate(journey.date_till)}</time>
            </>
          )}
          <span className={styles.sep} aria-hidden="true">
            ·
          </span>
          {t('days', { count: days })}
        </p>
        <div className={styles.footer}>
          <Availability state={availabilityOf(journey, todayIso())} />
          <p className={styles.price}>
            <span className={styles.from}>{t('priceFrom')}</span>{' '}
            <strong>{formatPrice(eurosToCents(journey.price), locale)}</strong>
          </p>
        </div>
      </div>
    </article>
  );
}
