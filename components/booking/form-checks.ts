/**
 * The booking forms' zod checks: the resolvers of react-hook-form, the stepper's registrant and
 * traveller checks and the check of a kept form. zod is the largest part of the booking page's
 * code, so this module is loaded only through ./lazy-checks (after the page came up), never with it.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  registrantSchema,
  ticketFormSchema,
  travellerSchema,
  tripFormSchema,
  type TicketForm,
  type TripForm,
} from '@/lib/booking/schema';
import type { BookingFormValues, TicketFormValues, TripFormValues } from '@/lib/booking/form';
import type { PersonChecks } from '@/lib/booking/steps';
import type { Resolver } from 'react-hook-form';

export const tripResolver: Resolver<TripFormValues, unknown, TripForm> = zodResolver(tripFormSchema);
export const ticketResolver: Resolver<TicketFormValues, unknown, TicketForm> = zodResolver(ticketFormSchema);

export const personChecks: PersonChecks = {
  registrant: (main) => registrantSchema.safeParse(main).success,
  traveller: (traveller) => travellerSchema.safeParse(traveller).success,
};

/** Whether the form as it will be sent passes the schema of its variant. */
export function isSendable(sent: BookingFormValues): boolean {
  const schema = sent.variant === 'ticket' ? ticketFormSchema : tripFormSchema;
  return schema.safeParse(sent).success;
}
