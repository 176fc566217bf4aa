'use client';
/**
 * Step 4 of the trip form (spec §2): each traveller's boarding point (announced points only).
 * Its code loads on demand (TripForm).
 */
import { get, useFormContext, type FieldErrors } from 'react-hook-form';
import type { BoardingPoint } from '@/lib/api/model';
import type { TripFormValues } from '@/lib/booking/form';
import { useErrorText } from '../fields';
import { BoardingChoice } from '../BoardingChoice';
import type { StepProps } from './types';

export interface BoardingStepProps extends StepProps {
  points: readonly BoardingPoint[];
  errors: FieldErrors<TripFormValues>;
}

export function BoardingStep({ points, errors, values, travellerName }: BoardingStepProps) {
  const { setValue } = useFormContext<TripFormValues>();
  const errorText = useErrorText();
  const travellers = values.teilnehmer ?? [];
  const choose = (i: number, point: number) =>
    setValue(`teilnehmer.${i}.zustieg`, point, { shouldDirty: true, shouldValidate: true });
  return (
    <BoardingChoice
      points={points}
      value={travellers.map((tv) => Number(tv.zustieg) || 0)}
      onChange={choose}
      onAll={(point) => travellers.forEach((_, i) => choose(i, point))}
      travellerName={travellerName}
      errors={travellers.map((_, i) =>
        errorText((get(errors, `teilnehmer.${i}.zustieg`) as { message?: string } | undefined)?.message),
      )}
    />
  );
}
