'use client';
/**
 * Step 2 of the trip form (spec §2): a room type per traveller. Loaded on demand (TripForm), like the
 * extras, boarding and seat steps; a day trip's 'not needed' note is TripForm's, shown without it.
 */
import { useFormContext } from 'react-hook-form';
import type { TripService } from '@/lib/api/model';
import type { TripFormValues } from '@/lib/booking/form';
import { roomPricePerPerson } from '@/lib/booking/rules';
import type { StepProps } from './types';
import { RoomAssignment } from '../RoomAssignment';

export interface RoomsStepProps extends StepProps {
  services: readonly TripService[];
  roomTypes: readonly TripService[];
}

export function RoomsStep({ services, roomTypes, values, travellerName }: RoomsStepProps) {
  const { setValue } = useFormContext<TripFormValues>();
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
