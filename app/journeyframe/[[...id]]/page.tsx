import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { PageFrame } from '@/components/content/PageFrame';
import { TripDetails } from '@/components/trip/TripDetails';
import { Availability } from '@/components/trip/Availability';
import { formatDate, formatPrice, tripPath } from '@/lib/format';
import { getTripBoardingPoints, listTrips, resolveTrip } from '@/lib/site/catalogue';
import { DAY_TRIP_CATEGORY, availabilityOf, todayIso } from '@/lib/site/filters';
import { pageMetadata } from '@/lib/seo/metadata';
import styles from './page.module.css';
import { eurosToCents } from '@/lib/api/contract/encoding';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ id?: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const [t, locale] = await Promise.all([getTranslations('trip'), getLocale()]);
  const resolved = id?.[0] ? await resolveTrip(id[0]) : null;
  return {
    ...pageMetadata({
      title: resolved?.journey.title ?? t('frameTitle'),
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
  const { id } = await params;
  if ((id?.length ?? 0) > 1) notFound();
  const [t, locale] = await Promise.all([getTranslations('trip'), getLocale()]);

  if (id?.[0]) {
    const resolved = await resolveTrip(id[0]);
    if (!resolved) notFound();
    const boardingPoints = await getTripBoardingPoints(resolved.journey);
    return (
      <PageFrame variant="bare" wide>
        <h1 className={styles.title}>
          <Link href={resolved.canonicalPath} target="_blank">
            {resolved.journey.title}
          </Link>
        </h1>
        <TripDetails journey={resolved.journey} boardingPoints={boardingPoints} target="_blank" />
      </PageFrame>
    );
  }

  const { data } = await listTrips({ category: DAY_TRIP_CATEGORY, page: 1, withIntro: false });
  const today = todayIso();
  return (
    <PageFrame variant="bare">
      <h1 className={styles.title}>{t('frameTitle')}</h1>
      <ul className={styles.list}>
        {data.map((journey) => (
          <li key={journey.id_jrn_journey}>
            <Link href={tripPath(journey.id_jrn_journey, journey.title)} target="_blank" className={styles.row}>
              <span className={styles.date}>{formatDate(journey.date_from)}</span>
              <span className={styles.name}>{journey.title}</span>
              <Availability state={availabilityOf(journey, today)} />
              <strong className={styles.price}>{formatPrice(eurosToCents(journey.price), locale)}</strong>
            </Link>
          </li>
        ))}
      </ul>
    </PageFrame>
  );
}
