import { getLocale, getTranslations } from 'next-intl/server';
import type { BoardingPoint, Trip } from '@/lib/api/model';
import { formatDate, formatPrice } from '@/lib/format';
import { RichText } from '@/components/content/RichText';
import { BoardingPoints } from './BoardingPoints';
import { BookingBox, StickyBookBar } from './BookingBox';
import { TicketDates } from './TicketDates';
import { TripImage } from './TripImage';
import styles from './TripDetails.module.css';

/**
 * The body of a trip page: picture, booking box (dates, duration, price, availability, book
 * button), intro, departure times and boarding points, description, included services and extras.
 * `target` opens the booking outside an external frame.
 */
export async function TripDetails({
  trip,
  boardingPoints,
  target,
}: {
  trip: Trip;
  boardingPoints: BoardingPoint[];
  target?: '_top' | '_blank';
}) {
  const [t, locale] = await Promise.all([getTranslations('trip'), getLocale()]);
  const { services, accommodation, extras, ticketDates } = trip;
  return (
    <div className={styles.layout}>
      <figure className={styles.hero}>
        <TripImage src={trip.image} className={styles.heroImage} priority />
        {trip.label && <figcaption className={styles.label}>{trip.label}</figcaption>}
      </figure>

      <aside className={styles.aside}>
        <BookingBox trip={trip} target={target} />
      </aside>

      <div className={styles.content}>
        {trip.intro && <RichText html={trip.intro} className={styles.intro} />}

        {ticketDates.length > 0 && (
          <section className={styles.section} aria-labelledby="trip-dates">
            <h2 id="trip-dates">{t('ticketDates')}</h2>
            <TicketDates dates={ticketDates} />
          </section>
        )}

        <section className={styles.section} aria-labelledby="trip-departures">
          <h2 id="trip-departures">{t('departures')}</h2>
          <p className={styles.sectionLead}>{t('departuresLead', { date: formatDate(trip.startDate) })}</p>
          <BoardingPoints points={boardingPoints} schedule={trip.schedule} />
        </section>

        {trip.description && (
          <section className={styles.section} aria-labelledby="trip-description">
            <h2 id="trip-description">{t('description')}</h2>
            <RichText html={trip.description} />
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
                  <span>{extra.name}</span>
                  <strong>{formatPrice(extra.priceCents, locale)}</strong>
                </li>
              ))}
            </ul>
          </section>
        )}

        <p className={styles.code}>{t('code', { code: trip.code })}</p>
      </div>
      {!target && <StickyBookBar trip={trip} />}
    </div>
  );
}
