import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { TicketFrame } from '@/components/layout/TicketFrame';
import { TicketChooser } from '@/components/content/TicketChooser';
import { BookingApp } from '@/components/booking/BookingApp';
import { bookingJourneyOf } from '@/components/booking/types';
import { MatchTrips, type MatchTripOption } from '@/components/ticket/MatchTrips';
import { getApi } from '@/lib/api';
import { formatPrice, tripPath } from '@/lib/format';
import { getTicketOffers, type TicketOffers } from '@/lib/site/catalogue';
import { readPaymentTypes } from '@/lib/site/booking';
import { todayIso, tripToMatch } from '@/lib/site/filters';
import { pageMetadata } from '@/lib/seo/metadata';
import styles from './page.module.css';
import { logError } from '@/lib/log';
import { perRequest } from '@/lib/http/per-request';

// Per request (the query, the visitor's cookies or today's date); its catalogue reads are cached.
export const instant = false;

export async function generateMetadata(): Promise<Metadata> {
  const [t, locale] = await Promise.all([getTranslations('ticket'), getLocale()]);
  return pageMetadata({ title: t('title'), description: t('description'), path: '/ticketpage', locale });
}

const NO_OFFERS: TicketOffers = { journey: null, dates: [], trips: [], failed: true };

/**
 * /ticketpage – the ticket layout (spec §2): a full picture with the side drawer in which the visitor
 * picks Ticket (the ticket form on the match dates of category 11, pages 1–3 in the drawer) or Fahrt
 * (the bus trip to a match, booked with the trip form).
 */
export default async function TicketPage() {
  await perRequest();
  const [t, locale, api] = await Promise.all([getTranslations('ticket'), getLocale(), getApi()]);
  const offers = await getTicketOffers(locale).catch((error: unknown) => {
    // spec §7: a failed list is an empty list; the drawer says why.
    logError('site.ticket-dates', 'ticket dates could not be loaded', error);
    return NO_OFFERS;
  });
  const { journey, dates } = offers;
  const [payments, paymentWindow] = await Promise.allSettled([
    journey ? readPaymentTypes(api) : undefined,
    api.paymentDeadline?.windowHours(),
  ]);
  const value = <T,>(result: PromiseSettledResult<T>) => (result.status === 'fulfilled' ? result.value : undefined);

  const ticketPanel = offers.failed ? (
    <p className={styles.problem} role="alert">
      {t('datesFailed')}
    </p>
  ) : journey && dates.length > 0 ? (
    <BookingApp
      journey={bookingJourneyOf(journey)}
      variant="ticket"
      ticketDates={dates}
      embedded
      initialPayments={value(payments)}
      paymentWindowHours={value(paymentWindow)}
    />
  ) : (
    <p className={styles.none}>{t('noDates')}</p>
  );

  const today = todayIso();
  const matches: MatchTripOption[] = dates.map((date) => {
    const trip = tripToMatch(offers.trips, date, today);
    return {
      id: date.id,
      title: date.title,
      date: date.date,
      trip: trip && {
        title: trip.title,
        href: tripPath(trip.id, trip.slug),
        bookHref: `${tripPath(trip.id, trip.slug)}/buchung`,
        price: formatPrice(trip.priceCents, locale),
        ...(trip.schedule.departure ? { departure: trip.schedule.departure } : {}),
      },
    };
  });
  const tripPanel = offers.failed ? (
    <p className={styles.problem} role="alert">
      {t('datesFailed')}
    </p>
  ) : (
    <MatchTrips matches={matches} />
  );

  return (
    <TicketFrame
      image={journey?.image || '/images/trips/allianz-arena.svg'}
      title={t('title')}
      intro={<p>{t('intro')}</p>}
      drawerTitle={t('drawerTitle')}
    >
      <TicketChooser
        labels={{ group: t('chooseLabel'), ticket: t('chooseTicket'), trip: t('chooseTrip') }}
        ticket={ticketPanel}
        trip={tripPanel}
      />
    </TicketFrame>
  );
}
