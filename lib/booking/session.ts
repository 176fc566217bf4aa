/**
 * What the booking form keeps in sessionStorage, so a reload, Back and Forward lose nothing (issue 11
 * "Pages in history"): per journey the form as typed (either variant) with the step reached and the
 * visitor's hold, and after the save the confirmation of page 3 (process number and token; its
 * payment state is always read from the server again). Keys start with 'booking:', so the logo click
 * clears them all (components/layout/session). Nothing here is trusted by the server: it is the
 * visitor's own copy of what they typed and what the server answered them.
 */
import type { PaymentTerms } from '../api/model';
import type { BookingFormValues, BookingVariant } from './form';
import { MAX_TRAVELLERS } from './form-rules';
import type { PaymentType } from './schema';

/** sessionStorage key of a journey's form. */
export function storageKey(journeyId: number): string {
  return `booking:${journeyId}`;
}

/** sessionStorage key of a journey's finished booking (page 3). */
export function confirmationKey(journeyId: number): string {
  return `booking:${journeyId}:done`;
}

/** The hold the last successful check placed, and for how many travellers. */
export interface StoredHold {
  id: string;
  /** ISO instant. */
  until: string;
  travellers: number;
  /** The match date a ticket hold is for. */
  termin?: number;
}

export interface StoredBooking<V extends BookingFormValues = BookingFormValues> {
  values: V;
  /** The furthest step of the trip form's stepper. */
  step: number;
  hold?: StoredHold;
}

/** Page 3 as the save answered it; `paymentTicket` is the sealed request of a backend without payments. */
export interface StoredConfirmation {
  processNumber: string;
  token: string;
  email: string;
  pdfUrl?: string;
  paymentType: PaymentType;
  terms: PaymentTerms | null;
  totalCents: number;
  paymentTicket?: string;
}

type Reader = Pick<Storage, 'getItem'>;
type Writer = Pick<Storage, 'getItem' | 'setItem'>;

function readJson(storage: Reader, key: string): Record<string, unknown> | undefined {
  try {
    const raw = storage.getItem(key);
    const parsed: unknown = raw ? JSON.parse(raw) : undefined;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function writeJson(storage: Pick<Storage, 'setItem'>, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the form still works, it just won't survive a reload.
  }
}

function isHold(value: unknown): value is StoredHold {
  const hold = value as Partial<StoredHold> | undefined;
  return (
    typeof hold?.id === 'string' &&
    typeof hold.until === 'string' &&
    typeof hold.travellers === 'number' &&
    hold.travellers >= 1 &&
    hold.travellers <= MAX_TRAVELLERS
  );
}

function isFormOf(values: unknown, variant: BookingVariant): values is BookingFormValues {
  const form = values as Partial<BookingFormValues> | undefined;
  if (form?.variant !== variant || typeof form.teilnehmer_count !== 'number' || typeof form.main !== 'object')
    return false;
  return variant === 'ticket' || Array.isArray((form as { teilnehmer?: unknown }).teilnehmer);
}

/** The journey's stored form of this variant; undefined when there is none or it is not one. */
export function readStoredBooking<V extends BookingFormValues>(
  storage: Reader,
  journeyId: number,
  variant: V['variant'],
): StoredBooking<V> | undefined {
  const stored = readJson(storage, storageKey(journeyId));
  if (!stored || !isFormOf(stored.values, variant)) return undefined;
  return {
    values: stored.values as V,
    step: typeof stored.step === 'number' ? stored.step : 0,
    ...(isHold(stored.hold) && { hold: stored.hold }),
  };
}

/** Merges into the journey's stored form: the form writes its values, the flow its hold. */
export function updateStoredBooking(storage: Writer, journeyId: number, patch: Partial<StoredBooking>): void {
  const current = readJson(storage, storageKey(journeyId)) ?? {};
  writeJson(storage, storageKey(journeyId), { ...current, ...patch });
}

/** The hold of a stored form when it still runs at `now`. */
export function liveHold(stored: Pick<StoredBooking, 'hold'> | undefined, now: Date): StoredHold | undefined {
  const hold = stored?.hold;
  return hold && Date.parse(hold.until) > now.getTime() ? hold : undefined;
}

export function readConfirmation(storage: Reader, journeyId: number): StoredConfirmation | undefined {
  const stored = readJson(storage, confirmationKey(journeyId));
  if (typeof stored?.processNumber !== 'string' || typeof stored.token !== 'string') return undefined;
  return stored as unknown as StoredConfirmation;
}

/** After the save: the form is done with (a new booking starts empty), page 3 is kept. */
export function storeConfirmation(
  storage: Pick<Storage, 'setItem' | 'removeItem'>,
  journeyId: number,
  confirmation: StoredConfirmation,
): void {
  try {
    storage.removeItem(storageKey(journeyId));
  } catch {
    // disabled storage: nothing was kept
  }
  writeJson(storage, confirmationKey(journeyId), confirmation);
}

export function forgetConfirmation(storage: Pick<Storage, 'removeItem'>, journeyId: number): void {
  try {
    storage.removeItem(confirmationKey(journeyId));
  } catch {
    // disabled storage: nothing was kept
  }
}
