/**
 * The booking page /reise/{journeyId}-{title}/buchung (spec §2): every journey is booked through the
 * form its kind needs. A match-ticket journey (one with ticket dates, spec §3) gets the ticket form on
 * its dates; any other trip the nine-step trip form, with its services and boarding points loaded on
 * the server. Payment types are loaded for both.
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ApiError, getApi } from '@/lib/api';
import { tripPath } from '@/lib/format';
import { reshapeTicketDates } from '@/lib/api/reshape';
import { isTicketJourney } from '@/lib/booking/rules';
import { SiteFrame } from '@/components/layout/SiteFrame';
import { BookingApp } from '@/components/booking/BookingApp';
import type { BookingJourney } from '@/components/booking/types';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ id: string }> };

function journeyId(param: string): number | undefined {
  const match = /^(\d+)(?:-|$)/.exec(decodeURIComponent(param));
  return match ? Number(match[1]) : undefined;
}

async function loadJourney(param: string) {
  const id = journeyId(param);
  if (id === undefined) return undefined;
  const api = await getApi();
  // only an unknown trip is 'not found'; a booking system that is down shows the 503 page
  const response = await api.getJourney(id).catch((error: unknown) => {
    if (error instanceof ApiError && error.kind === 'not_found') return undefined;
    throw error;
  });
  return response?.data ?? undefined;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [journey, t] = await Promise.all([loadJourney((await params).id), getTranslations('booking')]);
  return { title: journey ? t('metaTitle', { title: journey.title }) : t('kicker'), robots: { index: false } };
}

export default async function BookingPage({ params }: Props) {
  const journey = await loadJourney((await params).id);
  if (!journey) notFound();

  const api = await getApi();
  const code = journey.date.code;
  const tickets = isTicketJourney(journey);
  // Prefilled on the server so the form shows at once; the client refreshes them through the contract.
  const [services, boarding, payments, paymentWindow] = await Promise.allSettled([
    tickets ? undefined : api.getTripServices(code),
    tickets ? undefined : api.getBoardingPoints({ idreise: code }),
    api.listPaymentTypes(),
    // Page 3 names the payment window only when the backend has one (its paymentDeadline capability).
    api.paymentDeadline?.windowHours(),
  ]);
  const value = <T,>(result: PromiseSettledResult<T>) => (result.status === 'fulfilled' ? result.value : undefined);

  const bookingJourney: BookingJourney = {
    id: journey.id_jrn_journey,
    title: journey.title,
    code,
    dateFrom: journey.date_from.slice(0, 10),
    dateTill: journey.date_till.slice(0, 10),
    tripType: journey.termin.ReiseArt,
    price: journey.price,
    freeSeats: journey.number,
    bookable: journey.Buchung,
    path: tripPath(journey.id_jrn_journey, journey.title),
  };

  return (
    // The payment layout (spec §2): the site frame without testimonials and partners; form width 900 px.
    <SiteFrame variant="payment" width="form">
      <BookingApp
        journey={bookingJourney}
        variant={tickets ? 'ticket' : 'trip'}
        ticketDates={tickets ? reshapeTicketDates(journey.dates ?? []) : undefined}
        initialServices={value(services)}
        initialBoarding={value(boarding)}
        initialPayments={value(payments)}
        paymentWindowHours={value(paymentWindow)}
      />
    </SiteFrame>
  );
}
