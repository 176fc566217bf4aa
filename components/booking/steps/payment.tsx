'use client';
/** Step 8 of the trip form (spec §5): the payment type, invoice only when the trip is far enough away. */
import { useFormContext } from 'react-hook-form';
import type { TripFormValues } from '@/lib/booking/form';
import type { PaymentType } from '@/lib/booking/schema';
import { PaymentChoice } from '../PaymentChoice';
import { useErrorText } from '../fields';

export interface PaymentStepProps {
  offered: readonly PaymentType[];
  allowed: readonly PaymentType[];
  value: string;
  loading?: boolean;
  error?: string;
}

export function PaymentStep({ offered, allowed, value, loading, error }: PaymentStepProps) {
  const { setValue } = useFormContext<TripFormValues>();
  const errorText = useErrorText();
  return (
    <PaymentChoice
      offered={offered}
      allowed={allowed}
      value={value}
      loading={loading}
      onChange={(type) => setValue('payment', type, { shouldDirty: true, shouldValidate: true })}
      error={errorText(error)}
    />
  );
}
