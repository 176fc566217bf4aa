/** A first list of the next day trips (category 3) as teaser cards. Hidden when the list is unknown or offline. */
import Link from '@/components/ui/Link';
import { getLocale, getTranslations } from 'next-intl/server';
import type { TripSummary } from '@/lib/api/model';
import { formatDate, formatPrice, tripPath } from '@/lib/format';
import { OFFLINE_TITLE } from '@/lib/site/book-now';
import { availabilityOf } from '@/lib/site/filters';
import { getToday } from '@/lib/site/catalogue';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { TripImage } from '@/components/trip/TripImage';
import { SectionHead } from './SectionHead';
import styles from './Home.module.css';

const TEASER_COUNT = 6;

export async function DayTrips({ trips, overviewHref }: { trips: TripSummary[] | null; overviewHref: string }) {
  const visible = (trips ?? []).filter((trip) => trip.title !== OFFLINE_TITLE).slice(0, TEASER_COUNT);
  if (visible.length === 0) return null;
  const [t, ta, locale] = await Promise.all([
    getTranslations('home'),
    getTranslations('trip.availability'),
    getLocale(),
  ]);
  const weekday = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale === 'hr' ? 'hr-HR' : 'de-DE', {
    weekday: 'short',
    timeZone: 'UTC',
  });
  const today = await getToday();
  // The trip page's rule (lib/site/filters): a trip closed for online sale shows no free places.
  const seats = (trip: TripSummary): { text: string; bookable: boolean } => {
    const state = availabilityOf(trip, today);
    if (state.kind === 'free' || state.kind === 'few')
      return { text: t('freeSeats', { count: state.seats }), bookable: true };
    return { text: state.kind === 'soldout' ? t('soldOut') : ta('closed'), bookable: false };
  };
  return (
    <section className={styles.section} aria-labelledby="daytrips-title" data-testid="day-trips">
      <div className={styles.sectionHeadRow}>
        <SectionHead id="daytrips-title" eyebrow={t('dayTripsEyebrow')} title={t('dayTripsTitle')} />
        <ButtonLink href={overviewHref} variant="outline" size="sm" className={styles.allLink}>
          {t('dayTripsAll')}
        </ButtonLink>
      </div>
      <ul className={styles.tripGrid}>
        {visible.map((trip) => (
          <li key={trip.id}>
            <Link href={tripPath(trip.id, trip.slug)} className={styles.tripCard}>
              <span className={styles.tripImage}>
                <TripImage src={trip.image} />
                {trip.label ? <span className={styles.tripLabel}>{trip.label}</span> : null}
              </span>
              <span className={styles.tripBody}>
                <span className={styles.tripDate}>
                  {weekday.format(new Date(`${trip.startDate}T00:00:00Z`))}, {formatDate(trip.startDate)}
                </span>
                <span className={styles.tripTitle}>{trip.title}</span>
                <span className={styles.tripMeta}>
                  <span className={styles.tripPrice}>
                    {t('priceFrom', { price: formatPrice(trip.priceCents, locale) })}
                  </span>
                  <span className={seats(trip).bookable ? styles.tripSeats : styles.tripSoldOut}>
                    {seats(trip).text}
                  </span>
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
