/**
 * Departure points and times (spec §1): the operator's boarding points (CUSTOMER_ID) with their
 * times, without places still to be announced; the return at 16:30 (arrival about 18:30) and the
 * keycard deposit of 2.00 EUR. Without data the sample times of the specification are shown.
 */
import { getLocale, getTranslations } from 'next-intl/server';
import { formatPrice } from '@/lib/format';
import { getDeparturePoints } from '@/lib/site/catalogue';
import { ClockIcon, KeyIcon, PinIcon } from '@/components/ui/icons';
import { SectionHead } from './SectionHead';
import styles from './Home.module.css';

/** spec §9: keycard deposit 2.00 EUR. */
export const KEYCARD_DEPOSIT_CENTS = 200;

export async function Departures() {
  const [t, locale, points] = await Promise.all([getTranslations('home'), getLocale(), getDeparturePoints()]);
  const rows =
    points && points.length > 0
      ? points.map((p) => ({
          id: String(p.id),
          time: p.time,
          place: p.town,
          spot: p.place,
          surcharge: p.surchargeCents,
        }))
      : [
          { id: 'main', time: '06:45', place: t('sampleMain'), spot: '', surcharge: 0 },
          { id: 'first', time: '07:30', place: t('sampleFirst'), spot: '', surcharge: 0 },
          { id: 'second', time: '07:45', place: t('sampleSecond'), spot: '', surcharge: 0 },
        ];
  return (
    <section className={styles.section} aria-labelledby="departures-title" data-testid="departures">
      <div className={styles.departures}>
        <div>
          <SectionHead
            id="departures-title"
            eyebrow={t('departuresEyebrow')}
            title={t('departuresTitle')}
            intro={t('departuresIntro')}
          />
          <ol className={styles.timeline}>
            {rows.map((row) => (
              <li key={row.id} className={styles.stop}>
                <span className={styles.stopTime}>{row.time ? t('departureTime', { time: row.time }) : '–'}</span>
                <span className={styles.stopDot} aria-hidden="true" />
                <span className={styles.stopPlace}>
                  <strong>{row.place}</strong>
                  {row.spot ? <span>{row.spot}</span> : null}
                  {row.surcharge > 0 ? (
                    <em className={styles.surcharge}>
                      {t('surcharge', { price: formatPrice(row.surcharge, locale) })}
                    </em>
                  ) : null}
                </span>
              </li>
            ))}
          </ol>
        </div>
        <div className={styles.infoCards}>
          <div className={styles.infoCard}>
            <ClockIcon size={24} />
            <div>
              <h3>{t('returnTitle')}</h3>
              <p>{t('returnText')}</p>
            </div>
          </div>
          <div className={styles.infoCard}>
            <KeyIcon size={24} />
            <div>
              <h3>{t('keycardTitle')}</h3>
              <p data-testid="keycard-deposit">
                {t('keycardText', { amount: formatPrice(KEYCARD_DEPOSIT_CENTS, locale) })}
              </p>
            </div>
          </div>
          <div className={styles.infoCard}>
            <PinIcon size={24} />
            <div>
              <h3>{t('mobileTicketTitle')}</h3>
              <p>{t('mobileTicket')}</p>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
