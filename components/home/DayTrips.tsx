/** A first list of the next day trips (category 3) as teaser cards. Hidden when the list is unknown or offline. */
import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import type { Journey } from '@/lib/api/contract/schemas';
import { formatDate, formatPrice, tripPath } from '@/lib/format';
import { OFFLINE_TITLE } from '@/lib/site/book-now';
import { ButtonLink } from '@/components/ui/Button';
import { SectionHead } from './SectionHead';
import styles from './Home.module.css';

const TEASER_COUNT = 6;

export async function DayTrips({ trips, overviewHref }: { trips: Journey[] | null; overviewHref: string }) {
  const visible = (trips ?? []).filter((trip) => trip.title !== OFFLINE_TITLE).slice(0, TEASER_COUNT);
  if (visible.length === 0) return null;
  const [t, locale] = await Promise.all([getTranslations('home'), getLocale()]);
  const weekday = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale === 'hr' ? 'hr-HR' : 'de-DE', {
    weekday: 'short',
    timeZone: 'UTC',
  });
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
          <li key={trip.id_jrn_journey}>
            <Link href={tripPath(trip.id_jrn_journey, trip.title)} className={styles.tripCard}>
              <span className={styles.tripImage}>
                {/* eslint-disable-next-line @next/next/no-img-element -- catalogue picture from the booking API, on any host; next/image needs each host configured */}
                <img src={trip.image} alt="" width={600} height={338} loading="lazy" />
                {trip.label ? <span className={styles.tripLabel}>{trip.label}</span> : null}
              </span>
              <span className={styles.tripBody}>
                <span className={styles.tripDate}>
                  {weekday.format(new Date(`${trip.date_from.slice(0, 10)}T00:00:00Z`))}, {formatDate(trip.date_from)}
                </span>
                <span className={styles.tripTitle}>{trip.title}</span>
                <span className={styles.tripMeta}>
                  <span className={styles.tripPrice}>
                    {t('priceFrom', { price: formatPrice(Math.round(trip.price * 100), locale) })}
                  </span>
                  <span className={trip.number > 0 ? styles.tripSeats : styles.tripSoldOut}>
                    {trip.number > 0 ? t('freeSeats', { count: trip.number }) : t('soldOut')}
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
