import type { TripSummary } from '@/lib/api/model';
import { TripCard } from './TripCard';
import styles from './TripGrid.module.css';

/** Cards whose picture loads with the page: the first row on a desktop (3 columns up to 1904 px). */
const EAGER_CARDS = 3;

/** Trip cards in a responsive grid: 1 column on phones, 2 from 600 px, 3 from 960 px, 4 from 1904 px. */
export function TripGrid({
  trips,
  headingLevel = 2,
  label,
}: {
  trips: TripSummary[];
  headingLevel?: 2 | 3;
  label?: string;
}) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {trips.map((trip, index) => (
        <li key={trip.id} className={styles.item}>
          <TripCard trip={trip} headingLevel={headingLevel} eager={index < EAGER_CARDS} />
        </li>
      ))}
    </ul>
  );
}
