'use client';
/** Step 7 of the trip form (spec §2): every traveller's name and birth date, identical ones pointed out. */
import { useTranslations } from 'next-intl';
import { identicalTravellers } from '@/lib/booking/form';
import { TravellerFields } from '../PersonFields';
import { IdenticalTravellers } from '../IdenticalTravellers';
import type { StepProps } from './types';
import styles from '../steps.module.css';

export function TravellersStep({ values, travellerName }: StepProps) {
  const t = useTranslations('booking');
  return (
    <div className={styles.stack}>
      <p className={styles.intro}>{t('person.travellersIntro')}</p>
      {(values.teilnehmer ?? []).map((_, i) => (
        <TravellerFields key={i} index={i} travellerName={travellerName} />
      ))}
      <IdenticalTravellers pairs={identicalTravellers(values)} live />
    </div>
  );
}
