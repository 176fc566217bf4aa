'use client';
/** Step 3 of the trip form (spec §2): the extras each traveller books, beside the automatic surcharges. */
import { lazy } from 'react';
import { useFormContext } from 'react-hook-form';
import type { TripService } from '@/lib/api/model';
import { mirrorFirstTravellerExtras, type TripFormValues } from '@/lib/booking/form';
import { automaticSurcharges, selectableExtras } from '@/lib/booking/rules';
import type { StepProps } from './types';

/** Opens after the first choices: its code loads when the browser is idle (TripForm), not with the page. */
export const loadExtras = () => import('../ExtrasChoice').then((m) => ({ default: m.ExtrasChoice }));
const ExtrasChoice = lazy(loadExtras);

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
