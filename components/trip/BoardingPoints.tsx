import { getLocale, getTranslations } from 'next-intl/server';
import type { BoardingPoint, TripSchedule } from '@/lib/api/model';
import { formatPrice } from '@/lib/format';
import styles from './BoardingPoints.module.css';

/** Departure times at each announced boarding point, with surcharges, and the return times of the trip. */
export async function BoardingPoints({ points, schedule }: { points: BoardingPoint[]; schedule: TripSchedule }) {
  const [t, locale] = await Promise.all([getTranslations('trip'), getLocale()]);
  return (
    <div className={styles.wrap}>
      {points.length === 0 ? (
        <p className={styles.empty}>{t('noBoardingPoints')}</p>
      ) : (
        <ol className={styles.list} data-testid="boarding-points">
          {points.map((point) => (
            <li key={point.id} className={styles.point}>
              <span className={styles.time}>{point.time ? t('clock', { time: point.time }) : '–'}</span>
              <span className={styles.place}>
                <strong>{point.town}</strong>
                <span>{point.place}</span>
              </span>
              <span className={`${styles.surcharge} ${point.surchargeCents > 0 ? styles.extra : ''}`}>
                {point.surchargeCents > 0
                  ? t('surcharge', { price: formatPrice(point.surchargeCents, locale) })
                  : t('noSurcharge')}
              </span>
            </li>
          ))}
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
