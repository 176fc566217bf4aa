'use client';
/**
 * Step 3 of the trip form (spec §2): the extras each traveller books, beside the automatic surcharges.
 * Its code loads on demand (TripForm).
 */
import { useFormContext } from 'react-hook-form';
import type { TripService } from '@/lib/api/model';
import { mirrorFirstTravellerExtras, type TripFormValues } from '@/lib/booking/form';
import { automaticSurcharges, selectableExtras } from '@/lib/booking/rules';
import { ExtrasChoice } from '../ExtrasChoice';
import type { StepProps } from './types';

export interface ExtrasStepProps extends StepProps {
  services: readonly TripService[];
}

export function ExtrasStep({ services, values, travellerName }: ExtrasStepProps) {
  const { getValues, setValue } = useFormContext<TripFormValues>();
  const travellers = values.teilnehmer ?? [];
  return (
    <ExtrasChoice
      extras={selectableExtras(services)}
      surcharges={automaticSurcharges(services, values.teilnehmer_rooms ?? [])}
      selected={travellers.map((tv) => tv.leistungen ?? [])}
      onChange={(i, ids) => setValue(`teilnehmer.${i}.leistungen`, ids, { shouldDirty: true })}
      onMirror={() =>
        mirrorFirstTravellerExtras(getValues('teilnehmer')).forEach((tv, i) =>
          setValue(`teilnehmer.${i}.leistungen`, tv.leistungen ?? [], { shouldDirty: true }),
        )
      }
      travellerName={travellerName}
    />
  );
}
