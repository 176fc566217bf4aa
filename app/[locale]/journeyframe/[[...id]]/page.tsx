import type { Metadata } from 'next';
import Link from '@/components/ui/Link';
import { notFound } from '@/lib/http/fault-status';
import { getLocale, getTranslations } from 'next-intl/server';
import { PageFrame } from '@/components/content/PageFrame';
import { TripDetails } from '@/components/trip/TripDetails';
import { Availability } from '@/components/trip/Availability';
import { formatDate, formatPrice, tripPath } from '@/lib/format';
import { getTripBoardingPoints, listTrips, resolveTrip } from '@/lib/site/catalogue';
import { DAY_TRIP_CATEGORY } from '@/lib/site/book-now';
import { availabilityOf, todayIso } from '@/lib/site/filters';
import { pageMetadata } from '@/lib/seo/metadata';
import styles from './page.module.css';
import { perRequest } from '@/lib/http/per-request';

// Per request (the query, the visitor's cookies or today's date); its catalogue reads are cached.
export const instant = false;

type Props = { params: Promise<{ id?: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const [t, locale] = await Promise.all([getTranslations('trip'), getLocale()]);
  const resolved = id?.[0] ? await resolveTrip(id[0], locale) : null;
  return {
    ...pageMetadata({
      title: resolved?.trip.title ?? t('frameTitle'),
      description: t('frameTitle'),
      path: resolved?.canonicalPath ?? '/reiseuebersicht',
      locale,
      noindex: true,
    }),
  };
}

/**
 * /journeyframe/:id? – a trip (or, without id, the next day trips) in the external frame layout:
 * no header or footer, for partner sites that embed it. Links leave the frame.
 */
export default async function JourneyFramePage({ params }: Props) {
  await perRequest();
  const { id } = await params;
  if ((id?.length ?? 0) > 1) notFound();
  const [t, locale] = await Promise.all([getTranslations('trip'), getLocale()]);

  if (id?.[0]) {
    const resolved = await resolveTrip(id[0], locale);
    if (!resolved) notFound();
    const boardingPoints = await getTripBoardingPoints(resolved.trip);
    return (
      <PageFrame variant="bare" wide>
        <h1 className={styles.title}>
          <Link href={resolved.canonicalPath} target="_blank">
            {resolved.trip.title}
          </Link>
        </h1>
        <TripDetails trip={resolved.trip} boardingPoints={boardingPoints} target="_blank" />
      </PageFrame>
    );
  }

  const { trips } = await listTrips({ locale, category: DAY_TRIP_CATEGORY, page: 1, withIntro: false });
  const today = todayIso();
  return (
    <PageFrame variant="bare">
      <h1 className={styles.title}>{t('frameTitle')}</h1>
      <ul className={styles.list}>
        {trips.map((trip) => (
          <li key={trip.id}>
            <Link href={tripPath(trip.id, trip.slug)} target="_blank" className={styles.row}>
              <span className={styles.date}>{formatDate(trip.startDate)}</span>
              <span className={styles.name}>{trip.title}</span>
              <Availability state={availabilityOf(trip, today)} />
              <strong className={styles.price}>{formatPrice(trip.priceCents, locale)}</strong>
            </Link>
          </li>
        ))}
      </ul>
    </PageFrame>
  );
}
