'use client';
/** Step 2 of the trip form (spec §2): a room type per traveller; not needed on a day trip. */
import { lazy } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import type { TripService } from '@/lib/api/model';
import type { TripFormValues } from '@/lib/booking/form';
import { roomPricePerPerson } from '@/lib/booking/rules';
import type { StepProps } from './types';
import styles from '../steps.module.css';

/** Opens after the first choices: its code loads when the browser is idle (TripForm), not with the page. */
export const loadRooms = () => import('../RoomAssignment').then((m) => ({ default: m.RoomAssignment }));
const RoomAssignment = lazy(loadRooms);

export interface RoomsStepProps extends StepProps {
  notNeeded: boolean;
  services: readonly TripService[];
  roomTypes: readonly TripService[];
}

export function RoomsStep({ notNeeded, services, roomTypes, values, travellerName }: RoomsStepProps) {
  const t = useTranslations('booking');
  const { setValue } = useFormContext<TripFormValues>();
  if (notNeeded) return <p className={styles.intro}>{t('rooms.notNeeded')}</p>;
  return (
    <RoomAssignment
      roomTypes={roomTypes}
      priceOf={(id) => roomPricePerPerson(services, id)}
      count={values.teilnehmer_count}
      value={values.teilnehmer_rooms ?? []}
      onChange={(rows) =>
        setValue(
          'teilnehmer_rooms',
          rows.map((r) => ({ ...r, status: 1 as const })),
          { shouldDirty: true },
        )
      }
      travellerName={travellerName}
    />
  );
}
