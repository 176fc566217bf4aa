/**
 * The booking page /reise/{journeyId}-{title}/buchung (spec §2): every journey is booked through the
 * form its kind needs. A match-ticket journey (one with ticket dates, spec §3) gets the ticket form on
 * its dates; any other trip the nine-step trip form, with its services and boarding points loaded on
 * the server. Payment types are loaded for both. Free places are the visitor's: their own hold on the
 * trip counts as free to them (lib/site/visitor), so it never makes the page say 'nicht mehr buchbar'.
 */
import { cache } from 'react';
import type { Metadata } from 'next';
import { notFound } from '@/lib/http/fault-status';
import { getLocale, getTranslations } from 'next-intl/server';
import { getApi } from '@/lib/api';
import { getTripUncached } from '@/lib/site/catalogue';
import { parseTripParam } from '@/lib/site/filters';
import { bookableForVisitor, readBoardingPoints, readPaymentTypes, readTripServices } from '@/lib/site/booking';
import { currentVisitor } from '@/lib/site/visitor';
import { todayIso } from '@/lib/booking/rules';
import { SiteFrame } from '@/components/layout/SiteFrame';
import { BookingApp } from '@/components/booking/BookingApp';
import { bookingJourneyOf } from '@/components/booking/types';
import { perRequest } from '@/lib/http/per-request';

// Per request (the query, the visitor's cookies or today's date); its catalogue reads are cached.
export const instant = false;

type Props = { params: Promise<{ id: string }> };

/** The trip read live (free places now); only an unknown trip is 'not found', a booking system that is down shows the 503 page. */
const loadJourney = cache(async (param: string) => {
  const trip = parseTripParam(param);
  if (trip?.kind !== 'id') return undefined;
  return (await getTripUncached(trip.id, await getLocale())) ?? undefined;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [journey, t] = await Promise.all([loadJourney((await params).id), getTranslations('booking')]);
  return { title: journey ? t('metaTitle', { title: journey.title }) : t('kicker'), robots: { index: false } };
}

export default async function BookingPage({ params }: Props) {
  await perRequest();
  const journey = await loadJourney((await params).id);
  if (!journey) notFound();

  const api = await getApi();
  const code = journey.code;
  const tickets = journey.isTicketTrip;
  const visitor = await currentVisitor({ write: false });
  // Prefilled on the server so the form shows at once; the client refreshes them through its server actions.
  const [services, boarding, payments, paymentWindow] = await Promise.allSettled([
    tickets ? undefined : readTripServices(api, code, await getLocale(), visitor.holdFor(code)),
    tickets ? undefined : readBoardingPoints(api, code),
    readPaymentTypes(api),
    // Page 3 names the payment window only when the backend has one (its paymentDeadline capability).
    api.paymentDeadline?.windowHours(),
  ]);
  const value = <T,>(result: PromiseSettledResult<T>) => (result.status === 'fulfilled' ? result.value : undefined);

  const bookingJourney = {
    ...bookingJourneyOf(journey),
    bookable: bookableForVisitor(journey, value(services), todayIso()),
  };

  return (
    // The payment layout (spec §2): the site frame without testimonials and partners; the form 900 px wide,
    // the trip form's first page with its running total beside it on a desk (BookingFlow).
    <SiteFrame variant="payment" width="middle">
      <BookingApp
        journey={bookingJourney}
        variant={tickets ? 'ticket' : 'trip'}
        ticketDates={tickets ? journey.ticketDates : undefined}
        initialServices={value(services)}
        initialBoarding={value(boarding)}
        initialPayments={value(payments)}
        paymentWindowHours={value(paymentWindow)}
      />
    </SiteFrame>
  );
}
