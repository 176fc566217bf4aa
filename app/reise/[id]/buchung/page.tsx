/**
 * The trip booking page /reise/{journeyId}-{title}/buchung (spec §2): loads the journey and the trip's
 * services, boarding points and payment types on the server and hands them to the client form.
 */
import { cache } from 'react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getApi } from '@/lib/api';
import { getTripUncached } from '@/lib/site/catalogue';
import { parseTripParam } from '@/lib/site/filters';
import { readBoardingPoints, readPaymentTypes, readTripServices } from '@/lib/site/booking';
import { tripPath } from '@/lib/format';
import { SiteFrame } from '@/components/layout/SiteFrame';
import { BookingApp } from '@/components/booking/BookingApp';
import type { BookingJourney } from '@/components/booking/types';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ id: string }> };

/** The trip read live (free places now); only an unknown trip is 'not found', a booking system that is down shows the 503 page. */
const loadJourney = cache(async (param: string) => {
  const trip = parseTripParam(param);
  if (trip?.kind !== 'id') return undefined;
  return (await getTripUncached(trip.id)) ?? undefined;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [journey, t] = await Promise.all([loadJourney((await params).id), getTranslations('booking')]);
  return { title: journey ? t('metaTitle', { title: journey.title }) : t('kicker'), robots: { index: false } };
}

export default async function BookingPage({ params }: Props) {
  const journey = await loadJourney((await params).id);
  if (!journey) notFound();

  const api = await getApi();
  const code = journey.code;
  // Prefilled on the server so the form shows at once; the client refreshes them through its server actions.
  const [services, boarding, payments, paymentWindow] = await Promise.allSettled([
    readTripServices(api, code),
    readBoardingPoints(api, code),
    readPaymentTypes(api),
    // Page 3 names the payment window only when the backend has one (its paymentDeadline capability).
    api.paymentDeadline?.windowHours(),
  ]);
  const value = <T,>(result: PromiseSettledResult<T>) => (result.status === 'fulfilled' ? result.value : undefined);

  const bookingJourney: BookingJourney = {
    id: journey.id,
    title: journey.title,
    code,
    dateFrom: journey.startDate,
    dateTill: journey.endDate,
    isDayTrip: journey.isDayTrip,
    priceCents: journey.priceCents,
    freeSeats: journey.freePlaces,
    bookable: journey.bookableOnline,
    path: tripPath(journey.id, journey.title),
  };

  return (
    // The payment layout (spec §2): the site frame without testimonials and partners; form width 900 px.
    <SiteFrame variant="payment" width="form">
      <BookingApp
        journey={bookingJourney}
        initialServices={value(services)}
        initialBoarding={value(boarding)}
        initialPayments={value(payments)}
        paymentWindowHours={value(paymentWindow)}
      />
    </SiteFrame>
  );
}
