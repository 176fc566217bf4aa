import type { Journey } from '@/lib/api/contract/schemas';
import { TripCard } from './TripCard';
import styles from './TripGrid.module.css';

/** Trip cards in a responsive grid: 1 column on phones, 2 from 600 px, 3 from 960 px, 4 from 1904 px. */
export function TripGrid({
  journeys,
  headingLevel = 2,
  label,
}: {
  journeys: Journey[];
  headingLevel?: 2 | 3;
  label?: string;
}) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {journeys.map((journey) => (
        <li key={journey.id_jrn_journey} className={styles.item}>
          <TripCard journey={journey} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
