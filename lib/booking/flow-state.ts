/**
 * The booking flow's page-level state in one place (issue 27): which of the three pages shows, what
 * page 1 starts from, the check and the confirmation, the visitor's hold, the dialogs and the busy
 * overlay. A pure reducer: no React, no browser APIs. The component (components/booking/BookingFlow)
 * runs the effects (history entries, sessionStorage, server actions) and dispatches what they found;
 * whatever is random or read from the browser (a new idempotency key, stored values) comes in the
 * action, so every transition can be tested as plain data.
 */
import type { CheckResult } from '@/lib/api/model';
import type { BookingFormValues } from './form';
import type { BookingPage } from './pages';
import type { StoredConfirmation, StoredHold } from './session';

/** The insurance chosen on page 2: an offer's id, explicitly none, or not chosen yet. */
export type ChosenInsurance = number | 'none' | undefined;

/** What page 1 starts from; a new `key` starts the form anew from these values. */
export interface FlowStart {
  values?: BookingFormValues;
  step: number;
  key: number;
}

/** The form asks for more travellers than are left: the visitor chooses (issue 11). */
export interface TooMany {
  values: BookingFormValues;
  max: number;
}

/** The form as it was sent to the check, and the step page 1 had reached. */
export interface SentForm {
  values: BookingFormValues;
  step: number;
}

export interface FlowState {
  page: BookingPage;
  /** Until sessionStorage was read (after hydration), page 1 shows the defaults and writes nothing. */
  restored: boolean;
  start: FlowStart;
  hold?: StoredHold;
  sent?: SentForm;
  check?: CheckResult;
  insurance: ChosenInsurance;
  /** One booking attempt's key (spec §7): new with every check, new again after a refused save. */
  idempotencyKey: string;
  done?: StoredConfirmation;
  tooMany: TooMany | null;
  /** A restored form whose traveller count is compared once the trip's services are known. */
  countUnchecked: boolean;
  busy: 'check' | 'save' | null;
  notice: string | null;
}

export type FlowAction =
  /** sessionStorage was read after hydration; the visitor's hold, if one was kept, is theirs again. */
  | { type: 'restored'; hold?: StoredHold }
  | { type: 'busy'; busy: FlowState['busy'] }
  | { type: 'notice'; message: string | null }
  /** A check answered with a hold: it keeps the visitor's places. */
  | { type: 'held'; hold: StoredHold }
  /** The check answered 'possible': page 2 with its result. */
  | { type: 'checked'; sent: SentForm; check: CheckResult; idempotencyKey: string; isTicket: boolean }
  /** Page 1, from the form as kept (when one was kept); `checkCount` compares its count once services are known. */
  | { type: 'formShown'; stored?: SentForm; checkCount?: boolean }
  /** A page that needs nothing else (page 3 again, or any page once the booking is done). */
  | { type: 'pageShown'; page: BookingPage }
  /** A reload or an entry of page 2/3 after the booking: the confirmation as sessionStorage kept it. */
  | { type: 'confirmationShown'; done: StoredConfirmation; page: BookingPage }
  /** Fewer places are left than the kept form's travellers: page 1 with the dialog. */
  | { type: 'tooMany'; stored: SentForm; max: number }
  /** The restored form's count was compared: the dialog when it is too many. */
  | { type: 'countChecked'; tooMany?: TooMany }
  /** The dialog's choice: the form with fewer travellers (or another match date: `step` 0). */
  | { type: 'travellersChanged'; values: BookingFormValues; step?: number }
  | { type: 'insuranceChosen'; insurance: ChosenInsurance }
  /** The check ran again after the insurance changed: page 2 shows the new prices. */
  | { type: 'insuranceChecked'; values: BookingFormValues; check: CheckResult }
  | { type: 'holdExtended'; check: CheckResult }
  /** spec §8 'booking unsuccessful': nothing was booked, so a further attempt is a new one. */
  | { type: 'saveRefused'; message: string; idempotencyKey: string }
  | { type: 'booked'; done: StoredConfirmation }
  /** After a finished booking: a new one starts with an empty form. */
  | { type: 'startedOver' };

export const initialFlowState: FlowState = {
  page: 1,
  restored: false,
  start: { step: 0, key: 0 },
  insurance: undefined,
  idempotencyKey: '',
  tooMany: null,
  countUnchecked: false,
  busy: null,
  notice: null,
};

function startFrom(state: FlowState, values: BookingFormValues | undefined, step: number): FlowStart {
  return { ...(values && { values }), step, key: state.start.key + 1 };
}

export function flowReducer(state: FlowState, action: FlowAction): FlowState {
  switch (action.type) {
    case 'restored':
      return { ...state, restored: true, ...(action.hold && { hold: action.hold }) };
    case 'busy':
      return { ...state, busy: action.busy };
    case 'notice':
      return { ...state, notice: action.message };
    case 'held':
      return { ...state, hold: action.hold };
    case 'checked':
      return {
        ...state,
        sent: action.sent,
        check: action.check,
        idempotencyKey: action.idempotencyKey,
        // spec §2: the ticket variant's insurance is optional, so 'no insurance' is the starting choice.
        insurance: action.isTicket && state.insurance === undefined ? 'none' : state.insurance,
        page: 2,
      };
    case 'formShown':
      return {
        ...state,
        ...(action.stored && { start: startFrom(state, action.stored.values, action.stored.step) }),
        ...(action.checkCount && { countUnchecked: true }),
        page: 1,
      };
    case 'pageShown':
      return { ...state, page: action.page };
    case 'confirmationShown':
      return { ...state, done: action.done, page: action.page };
    case 'tooMany':
      return {
        ...state,
        start: startFrom(state, action.stored.values, action.stored.step),
        page: 1,
        tooMany: { values: action.stored.values, max: action.max },
      };
    case 'countChecked':
      return { ...state, countUnchecked: false, ...(action.tooMany && { tooMany: action.tooMany }) };
    case 'travellersChanged':
      return { ...state, start: startFrom(state, action.values, action.step ?? state.start.step), tooMany: null };
    case 'insuranceChosen':
      return { ...state, insurance: action.insurance };
    case 'insuranceChecked':
      return state.sent ? { ...state, sent: { ...state.sent, values: action.values }, check: action.check } : state;
    case 'holdExtended':
      return { ...state, check: action.check };
    case 'saveRefused':
      return { ...state, notice: action.message, idempotencyKey: action.idempotencyKey };
    case 'booked':
      return { ...state, done: action.done, hold: undefined, page: 3 };
    case 'startedOver':
      return {
        ...state,
        done: undefined,
        sent: undefined,
        check: undefined,
        insurance: undefined,
        start: startFrom(state, undefined, 0),
        page: 1,
      };
  }
}
