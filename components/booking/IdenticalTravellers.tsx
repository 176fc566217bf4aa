'use client';
/**
 * The 'Achtung' hint for travellers entered twice (issue 11): same name and birthday as an earlier
 * traveller of the booking (lib/booking/form `identicalTravellers`). A hint, not a block: the visitor
 * decides. `live` (page 1, while typing): announced politely when it appears.
 */
import { useTranslations } from 'next-intl';
import styles from './steps.module.css';

export function IdenticalTravellers({
  pairs,
  live = false,
}: {
  pairs: readonly (readonly [number, number])[];
  live?: boolean;
}) {
  const t = useTranslations('booking.person');
  if (!live && pairs.length === 0) return null;
  return (
    <div role={live ? 'status' : undefined} className={styles.liveArea}>
      {pairs.map(([first, second]) => (
        <p key={`${first}-${second}`} className={styles.warning} data-testid="identical-travellers">
          {t('identical', { first: first + 1, second: second + 1 })}
        </p>
      ))}
    </div>
  );
}
