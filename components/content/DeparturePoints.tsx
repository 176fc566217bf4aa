import { getTranslations } from 'next-intl/server';
import type { BoardingPoint } from '@/lib/api/model';
import { getOperatorBoardingPoints } from '@/lib/site/catalogue';
import styles from './DeparturePoints.module.css';
import { logError } from '@/lib/log';

/** The operator's boarding points with a map link each (spec §7 zus.listZustiegeWeb, page size 999). */
export async function DeparturePoints() {
  const t = await getTranslations('content.map');
  let points: BoardingPoint[] = [];
  try {
    points = await getOperatorBoardingPoints();
  } catch (error) {
    logError('site.boarding-points', 'boarding points could not be loaded', error);
  }
  if (points.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="departure-points">
      <h2 id="departure-points">{t('title')}</h2>
      <ul className={styles.list}>
        {points.map((p) => (
          <li key={p.id}>
            <span className={styles.time}>{p.time ? t('clock', { time: p.time }) : ''}</span>
            <span className={styles.place}>
              <strong>{p.town}</strong>
              <span>
                {p.postcode} {p.town}, {p.place}
              </span>
            </span>
            <a
              className={styles.map}
              href={`https://www.openstreetmap.org/search?query=${encodeURIComponent(`${p.place}, ${p.postcode} ${p.town}`)}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('openMap')}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
