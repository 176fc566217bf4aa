import { getLocale, getTranslations } from 'next-intl/server';
import type { BoardingPoint, Journey } from '@/lib/api/contract/schemas';
import { formatDate, formatPrice } from '@/lib/format';
import { deToCents } from '@/lib/api/contract/encoding';
import { ticketOffers } from '@/lib/site/filters';
import { RichText } from '@/components/content/RichText';
import { BoardingPoints } from './BoardingPoints';
import { BookingBox } from './BookingBox';
import { TicketDates } from './TicketDates';
import { TripImage } from './TripImage';
import styles from './TripDetails.module.css';

/**
 * The body of a trip page: picture, booking box (dates, duration, price, availability, book
 * button), intro, departure times and boarding points, description, included services and extras.
 * `target` opens the booking outside an external frame.
 */
export async function TripDetails({
  journey,
  boardingPoints,
  target,
}: {
  journey: Journey;
  boardingPoints: BoardingPoint[];
  target?: '_top' | '_blank';
}) {
  const [t, locale] = await Promise.all([getTranslations('trip'), getLocale()]);
  const services = journey.content?.services ?? [];
  const accommodation = journey.content?.accommodation ?? [];
  const extras = journey.extras ?? [];
  const offers = ticketOffers(journey.dates ?? []);
  return (
    <div className={styles.layout}>
      <figure className={styles.hero}>
        <TripImage src={journey.image} className={styles.heroImage} eager />
        {journey.label && <figcaption className={styles.label}>{journey.label}</figcaption>}
      </figure>

      <aside className={styles.aside}>
        <BookingBox journey={journey} target={target} />
      </aside>

      <div className={styles.content}>
        {journey.einleitung && <RichText html={journey.einleitung} className={styles.intro} />}

        {offers.length > 0 && (
          <section className={styles.section} aria-labelledby="trip-dates">
            <h2 id="trip-dates">{t('ticketDates')}</h2>
            <TicketDates offers={offers} />
          </section>
        )}

        <section className={styles.section} aria-labelledby="trip-departures">
          <h2 id="trip-departures">{t('departures')}</h2>
          <p className={styles.sectionLead}>{t('departuresLead', { date: formatDate(journey.date_from) })}</p>
          <BoardingPoints points={boardingPoints} schedule={journey.zs} />
        </section>

        {journey.reisebeschreibung && (
          <section className={styles.section} aria-labelledby="trip-description">
            <h2 id="trip-description">{t('description')}</h2>
            <RichText html={journey.reisebeschreibung} />
          </section>
        )}

        {(services.length > 0 || accommodation.length > 0) && (
          <section className={styles.section} aria-labelledby="trip-services">
            <h2 id="trip-services">{t('services')}</h2>
            <ul className={styles.checklist}>
              {[...accommodation, ...services].map((service) => (
                <li key={service}>{service}</li>
              ))}
            </ul>
          </section>
        )}

        {extras.length > 0 && (
          <section className={styles.section} aria-labelledby="trip-extras">
            <h2 id="trip-extras">{t('extras')}</h2>
            <p className={styles.sectionLead}>{t('extrasLead')}</p>
            <ul className={styles.extras}>
              {extras.map((extra) => (
                <li key={extra.id}>
                  <span>{extra.bezeichnung}</span>
                  <strong>{formatPrice(deToCents(extra.preis), locale)}</strong>
                </li>
              ))}
            </ul>
          </section>
        )}

        <p className={styles.code}>{t('code', { code: journey.date.code })}</p>
      </div>
    </div>
  );
}
