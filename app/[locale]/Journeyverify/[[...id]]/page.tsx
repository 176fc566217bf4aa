import type { Metadata } from 'next';
import Link from '@/components/ui/Link';
import { notFound } from '@/lib/http/fault-status';
import { getLocale, getTranslations } from 'next-intl/server';
import { PageFrame } from '@/components/content/PageFrame';
import { Availability } from '@/components/trip/Availability';
import { formatDate, tripPath } from '@/lib/format';
import { getTripUncached, resolveTrip } from '@/lib/site/catalogue';
import { availabilityOf, isBookable, parseTripParam, todayIso } from '@/lib/site/filters';
import styles from './page.module.css';
import { perRequest } from '@/lib/http/per-request';

// Per request: the trip is read live, bypassing every cache (getTripUncached).
export const instant = false;

type Props = { params: Promise<{ id?: string[] }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('trip.verify');
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** /Journeyverify/:id? – checks that a trip still exists and can be booked, and says so. */
export default async function JourneyVerifyPage({ params }: Props) {
  await perRequest();
  const { id } = await params;
  if ((id?.length ?? 0) > 1) notFound();
  const [t, locale] = await Promise.all([getTranslations('trip.verify'), getLocale()]);
  const parsed = parseTripParam(id?.[0]);
  // Fixed variants resolve through the (cached) list; a trip id is read live.
  const trip = !parsed
    ? null
    : parsed.kind === 'id'
      ? await getTripUncached(parsed.id, locale)
      : ((await resolveTrip(id?.[0], locale))?.trip ?? null);
  const state = trip ? availabilityOf(trip, todayIso()) : undefined;
  const ok = state ? isBookable(state) : false;

  return (
    <PageFrame variant="bare">
      <section className={`${styles.result} ${ok ? styles.ok : styles.no}`} data-bookable={ok} aria-live="polite">
        <h1 className={styles.title}>{!trip ? t('notFound') : ok ? t('bookable') : t('notBookable')}</h1>
        {trip && state && (
          <>
            <p className={styles.trip}>
              <strong>{trip.title}</strong> · {formatDate(trip.startDate)}
            </p>
            <Availability state={state} large />
            <p className={styles.links}>
              <Link href={tripPath(trip.id, trip.slug)} target="_top">
                {t('toTrip')}
              </Link>
              {ok && (
                <Link href={`${tripPath(trip.id, trip.slug)}/buchung`} target="_top" className={styles.book}>
                  {t('book')}
                </Link>
              )}
            </p>
          </>
        )}
        {!trip && (
          <p className={styles.links}>
            <Link href="/reiseuebersicht" target="_top">
              {t('allTrips')}
            </Link>
          </p>
        )}
        <p className={styles.checked}>
          {t('checkedAt', {
            time: new Intl.DateTimeFormat('de-DE', {
              timeZone: 'Europe/Berlin',
              hour: '2-digit',
              minute: '2-digit',
              second: '2-digit',
            }).format(new Date()),
          })}
        </p>
      </section>
    </PageFrame>
  );
}
