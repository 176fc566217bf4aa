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
import { eurosToCents } from '@/lib/api/contract/encoding';

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
  const [{ journey, offers }, info] = await Promise.all([
    getTicketOffers().catch((error: unknown) => {
      console.error('ticket dates could not be loaded', error);
      return { journey: null, offers: [] };
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
      {offers.length > 0 ? (
        <>
          <h3 className={styles.heading}>{t('datesTitle')}</h3>
          <TicketDates offers={offers} />
        </>
      ) : (
        <p className={styles.none}>{t('noDates')}</p>
      )}
      {info && (
        <details className={styles.info}>
          <summary>{t('infoTitle')}</summary>
          <RichText html={info.text} />
        </details>
      )}
    </>
  );

  const tripPanel = journey ? (
    <>
      <p>{t('tripIntro')}</p>
      <div className={styles.trip}>
        <strong>{journey.title}</strong>
        <span>
          {formatDate(journey.date_from)}
          {journey.date_till !== journey.date_from && ` – ${formatDate(journey.date_till)}`}
        </span>
        <span>{t('tripPrice', { price: formatPrice(eurosToCents(journey.price), locale) })}</span>
        <Link href={tripPath(journey.id_jrn_journey, journey.title)} className={styles.tripLink}>
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
      image={journey?.image || '/images/trips/stadion.svg'}
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
