import type { Metadata } from 'next';
import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { TicketFrame } from '@/components/layout/TicketFrame';
import { RichText } from '@/components/content/RichText';
import { TicketChooser } from '@/components/content/TicketChooser';
import { TicketDates } from '@/components/trip/TicketDates';
import { env } from '@/lib/config/env';
import { formatDate, formatPrice, tripPath } from '@/lib/format';
import { getArticle, getTicketOffers } from '@/lib/site/catalogue';
import { isLocale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo/metadata';
import styles from './page.module.css';
import { logError } from '@/lib/log';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const [t, locale] = await Promise.all([getTranslations('ticket'), getLocale()]);
  return pageMetadata({ title: t('title'), description: t('description'), path: '/ticketpage', locale });
}

/**
 * /ticketpage – the ticket layout: a full picture with the side drawer in which the visitor picks
 * Ticket (the match dates of category 11 with their prices) or Fahrt (the bus trip). The ticket
 * booking form itself opens later; until then the drawer says so and names the contact.
 */
export default async function TicketPage() {
  const [t, locale] = await Promise.all([getTranslations('ticket'), getLocale()]);
  const [{ trip, dates }, info] = await Promise.all([
    getTicketOffers().catch((error: unknown) => {
      logError('site.ticket-dates', 'ticket dates could not be loaded', error);
      return { trip: null, dates: [] };
    }),
    getArticle('ticketinfo', isLocale(locale) ? locale : 'de').catch(() => null),
  ]);
  const { OPERATOR_EMAIL: email, OPERATOR_PHONE: phone } = env();
  const contact = (
    <div className={styles.soon} role="note">
      <strong>{t('soonTitle')}</strong>
      <p>{t('soonText')}</p>
      <p className={styles.contact}>
        <a href={`mailto:${email}`}>{email}</a>
        <a href={`tel:${phone.replace(/[^+\d]/g, '')}`}>{phone}</a>
      </p>
    </div>
  );

  const ticketPanel = (
    <>
      {contact}
      {dates.length > 0 ? (
        <>
          <h3 className={styles.heading}>{t('datesTitle')}</h3>
          <TicketDates dates={dates} />
        </>
      ) : (
        <p className={styles.none}>{t('noDates')}</p>
      )}
      {info && (
        <details className={styles.info}>
          <summary>{t('infoTitle')}</summary>
          <RichText html={info.html} />
        </details>
      )}
    </>
  );

  const tripPanel = trip ? (
    <>
      <p>{t('tripIntro')}</p>
      <div className={styles.trip}>
        <strong>{trip.title}</strong>
        <span>
          {formatDate(trip.startDate)}
          {trip.endDate !== trip.startDate && ` – ${formatDate(trip.endDate)}`}
        </span>
        <span>{t('tripPrice', { price: formatPrice(trip.priceCents, locale) })}</span>
        <Link href={tripPath(trip.id, trip.title)} className={styles.tripLink}>
          {t('toTrip')}
        </Link>
      </div>
      <p className={styles.more}>
        <Link href="/reisekalender">{t('calendarLink')}</Link>
      </p>
    </>
  ) : (
    <p className={styles.none}>{t('noTrip')}</p>
  );

  return (
    <TicketFrame
      image={trip?.image || '/images/trips/stadion.svg'}
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
