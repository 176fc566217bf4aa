import { getLocale, getTranslations } from 'next-intl/server';
import type { BoardingPoint, Journey } from '@/lib/api/contract/schemas';
import { formatPrice } from '@/lib/format';
import { deToCents } from '@/lib/api/contract/encoding';
import styles from './BoardingPoints.module.css';

/** Departure times at each announced boarding point, with surcharges, and the return times of the trip. */
export async function BoardingPoints({ points, schedule }: { points: BoardingPoint[]; schedule: Journey['zs'] }) {
  const [t, locale] = await Promise.all([getTranslations('trip'), getLocale()]);
  return (
    <div className={styles.wrap}>
      {points.length === 0 ? (
        <p className={styles.empty}>{t('noBoardingPoints')}</p>
      ) : (
        <ol className={styles.list} data-testid="boarding-points">
          {points.map((point) => {
            const surcharge = deToCents(point.preis);
            return (
              <li key={point.IDZustieg} className={styles.point}>
                <span className={styles.time}>{point.zeit ? t('clock', { time: point.zeit }) : '–'}</span>
                <span className={styles.place}>
                  <strong>{point.Ort}</strong>
                  <span>{point.Stelle}</span>
                </span>
                <span className={`${styles.surcharge} ${surcharge > 0 ? styles.extra : ''}`}>
                  {surcharge > 0 ? t('surcharge', { price: formatPrice(surcharge, locale) }) : t('noSurcharge')}
                </span>
              </li>
            );
          })}
        </ol>
      )}
      {(schedule.returnDeparture || schedule.arrival) && (
        <ul className={styles.return}>
          {schedule.returnDeparture && <li>{t('returnDeparture', { time: schedule.returnDeparture })}</li>}
          {schedule.arrival && <li>{t('arrival', { time: schedule.arrival })}</li>}
        </ul>
      )}
    </div>
  );
}
