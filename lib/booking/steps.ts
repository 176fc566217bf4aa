/**
 * The trip form's nine-step stepper (spec §2, §4): which steps are complete, and the gating — only
 * the first step is enabled at the start, a later step only once every earlier one validates.
 */
import type { TripService } from '../api/model';
import { isValidBirthday } from './form-rules';
import type { PaymentType } from './schema';
import { roomsComplete } from './rooms';
import type { TripFormValues } from './form';

export const STEP_IDS = [
  'count',
  'rooms',
  'extras',
  'boarding',
  'seats',
  'registrant',
  'travellers',
  'payment',
  'overview',
] as const;
export type StepId = (typeof STEP_IDS)[number];

export interface StepContext {
  maxTravellers: number;
  roomTypes: readonly TripService[];
  /** Coaches with a seat plan (their BEF ids); a step without coaches needs no seats. */
  coaches: { hin?: number; rueck?: number };
  boardingPointIds: readonly number[];
  allowedPayments: readonly PaymentType[];
}

/**
 * The schema checks of the registrant and the travellers (components/booking/form-checks). They
 * are loaded after the page came up, so the steps are worked out without them at first: without
 * checks those two steps count as not complete.
 */
export interface PersonChecks {
  registrant(main: unknown): boolean;
  traveller(traveller: unknown): boolean;
}

export interface StepState {
  id: StepId;
  complete: boolean;
  enabled: boolean;
  /** Shown, but nothing to do (a day trip's room step). */
  notNeeded: boolean;
}

function seatsChosen(values: TripFormValues, direction: 'hin' | 'rueck', coachId: number | undefined): boolean {
  if (coachId === undefined) return true;
  const chosen = values.busses?.[direction];
  if (!chosen || chosen.idleistung !== coachId) return false;
  return chosen.sitze.length === values.teilnehmer_count && new Set(chosen.sitze).size === chosen.sitze.length;
}

export function stepCompletion(
  values: TripFormValues,
  ctx: StepContext,
  checks?: PersonChecks,
): Record<StepId, boolean> {
  const count = values.teilnehmer_count;
  const travellers = values.teilnehmer ?? [];
  const countOk = Number.isInteger(count) && count >= 1 && count <= ctx.maxTravellers && travellers.length === count;
  return {
    count: countOk,
    rooms: countOk && roomsComplete(values.teilnehmer_rooms ?? [], count, ctx.roomTypes),
    extras: true,
    boarding: travellers.length > 0 && travellers.every((t) => ctx.boardingPointIds.includes(Number(t.zustieg))),
    seats: seatsChosen(values, 'hin', ctx.coaches.hin) && seatsChosen(values, 'rueck', ctx.coaches.rueck),
    registrant: checks?.registrant(values.main) ?? false,
    travellers:
      checks !== undefined &&
      travellers.length > 0 &&
      travellers.every((t) => checks.traveller(t) && isValidBirthday(t.birthday ?? '')),
    payment: ctx.allowedPayments.includes(values.payment as PaymentType),
    overview: values.names_confirmed === true,
  };
}

/**
 * Gating: only the first step is enabled at the start; a step becomes enabled once the visitor has
 * gone past every earlier step with its next button (`furthest`) and every earlier step validates.
 */
export function stepStates(values: TripFormValues, ctx: StepContext, furthest = 0, checks?: PersonChecks): StepState[] {
  const completion = stepCompletion(values, ctx, checks);
  let earlierComplete = true;
  return STEP_IDS.map((id, index) => {
    const state: StepState = {
      id,
      complete: completion[id],
      enabled: earlierComplete && index <= furthest,
      notNeeded: id === 'rooms' && ctx.roomTypes.length === 0,
    };
    earlierComplete = earlierComplete && completion[id];
    return state;
  });
}

/** The step after `index`, skipping steps with nothing to do (a day trip's rooms). */
export function nextStep(states: readonly StepState[], index: number): number {
  let next = index + 1;
  while (next < states.length - 1 && states[next].notNeeded) next += 1;
  return Math.min(next, states.length - 1);
}

/** The step to open: the requested one if enabled, otherwise the furthest enabled step. */
export function reachableStep(states: readonly StepState[], requested: number): number {
  const lastEnabled = states.reduce((last, s, i) => (s.enabled ? i : last), 0);
  return Math.max(0, Math.min(requested, lastEnabled));
}

/** Form field names of each step, for validating a step and focusing its first invalid field. */
export function stepFields(id: StepId, count: number): string[] {
  const each = (fields: string[]) =>
    Array.from({ length: count }, (_, i) => fields.map((f) => `teilnehmer.${i}.${f}`)).flat();
  switch (id) {
    case 'count':
      return ['teilnehmer_count'];
    case 'boarding':
      return each(['zustieg']);
    case 'registrant':
      return [
        'main.salutation',
        'main.title',
        'main.firstname',
        'main.lastname',
        'main.street',
        'main.street_nr',
        'main.zip',
        'main.city',
        'main.phone',
        'main.email',
        'main.birthday',
      ];
    case 'travellers':
      return each(['salutation', 'title', 'firstname', 'lastname', 'birthday', 'street', 'street_nr', 'zip', 'city']);
    case 'payment':
      return ['payment'];
    case 'overview':
      return ['names_confirmed'];
    default:
      return [];
  }
}
