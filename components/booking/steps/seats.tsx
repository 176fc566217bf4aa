'use client';
/**
 * Step 5 of the trip form (spec §2): seats on the coach out and back, or a wish when seats are assigned.
 * Its code loads on demand (TripForm).
 */
import { useFormContext } from 'react-hook-form';
import type { TripService } from '@/lib/api/model';
import type { TripFormValues } from '@/lib/booking/form';
import { SeatSelection } from '../SeatSelection';
import type { StepProps } from './types';

export interface SeatsStepProps extends Pick<StepProps, 'values'> {
  idreise: string;
  coaches: { hin?: TripService; rueck?: TripService };
  /** The hold of an earlier check, so the visitor's own held seats show as free. */
  holdId?: string;
  /** No readable seat plan: seats are assigned automatically and the step needs no choice. */
  onAutomatic: (automatic: boolean) => void;
}

export function SeatsStep({ idreise, coaches, holdId, onAutomatic, values }: SeatsStepProps) {
  const { setValue } = useFormContext<TripFormValues>();
  return (
    <SeatSelection
      idreise={idreise}
      coaches={coaches}
      count={values.teilnehmer_count}
      wish={{
        wunsch_vornemittehinten: values.bus?.wunsch_vornemittehinten ?? 'V',
        wunsch_linksrechts: values.bus?.wunsch_linksrechts ?? 'L',
        wunsch_fenstergang: values.bus?.wunsch_fenstergang ?? 'F',
      }}
      onWishChange={(wish) => setValue('bus', wish, { shouldDirty: true })}
      value={values.busses ?? {}}
      onChange={(busses) => setValue('busses', busses, { shouldDirty: true })}
      holdId={holdId}
      onAutomatic={onAutomatic}
    />
  );
}
