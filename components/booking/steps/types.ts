import type { TripFormValues } from '@/lib/booking/form';

/** What every step of the trip form may show: the form as watched, and the travellers' labels. */
export interface StepProps {
  values: TripFormValues;
  /** 'Reisende/r 2 (Lena Berger)', or the number alone while no name is typed. */
  travellerName: (index: number) => string;
}
