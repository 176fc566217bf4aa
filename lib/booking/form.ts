/**
 * The booking form model, one for both variants (spec §2, §3): the trip form around `tripFormSchema`
 * (defaults, resizing when the traveller count changes, the booking person, mirroring extras, the
 * copy kept in sessionStorage) and the ticket form around `ticketFormSchema` (match date, ticket
 * count, payment, contact person). Pages 2 and 3 take either; what is sent is made here.
 */
import {
  DEFAULT_TRIP_TRAVELLERS,
  normaliseForm,
  type PaymentType,
  type TicketFormInput,
  type TripFormInput,
} from './schema';
import { trimRooms } from './rooms';
import { DEFAULT_TICKETS } from './tickets';

export type TripFormValues = TripFormInput;
export type TicketFormValues = TicketFormInput;
/** The values of either variant, told apart by `variant`. */
export type BookingFormValues = TripFormValues | TicketFormValues;
export type BookingVariant = BookingFormValues['variant'];
export type TravellerValues = TripFormValues['teilnehmer'][number];
export type RegistrantValues = TripFormValues['main'];

export function emptyRegistrant(): RegistrantValues {
  return {
    salutation: '' as RegistrantValues['salutation'],
    title: '',
    firstname: '',
    lastname: '',
    street: '',
    street_nr: '',
    zip: '',
    city: '',
    phone: '',
    email: '',
    birthday: '',
  };
}

export function emptyTraveller(): TravellerValues {
  return {
    salutation: '' as TravellerValues['salutation'],
    title: '',
    firstname: '',
    lastname: '',
    birthday: '',
    zustieg: 0,
    insurance: null,
    leistungen: [],
    address: true,
    booking_person: false,
    street: '',
    street_nr: '',
    zip: '',
    city: '',
  };
}

/** spec §3/§9: the trip form starts with 2 travellers (fewer when fewer seats are free). */
export function defaultTripForm(maxTravellers: number, boardingPoint?: number): TripFormValues {
  const count = Math.max(1, Math.min(DEFAULT_TRIP_TRAVELLERS, maxTravellers));
  return {
    variant: 'trip',
    teilnehmer_count: count,
    main: emptyRegistrant(),
    comment: '',
    teilnehmer: Array.from({ length: count }, () => ({ ...emptyTraveller(), zustieg: boardingPoint ?? 0 })),
    teilnehmer_rooms: [],
    bus: { wunsch_vornemittehinten: 'V', wunsch_linksrechts: 'L', wunsch_fenstergang: 'F' },
    busses: {},
    insurance: null,
    insurance_all: false,
    payment: '' as PaymentType,
    names_confirmed: false as unknown as true,
  };
}

/** spec §3: the ticket form starts with one ticket, the match date given (or none chosen yet). */
export function defaultTicketForm(termin?: number): TicketFormValues {
  return {
    variant: 'ticket',
    termin: termin ?? (0 as number),
    teilnehmer_count: DEFAULT_TICKETS,
    main: emptyRegistrant(),
    comment: '',
    insurance: null,
    payment: '' as PaymentType,
  };
}

/**
 * A new traveller count: travellers are added (with the first traveller's boarding point) or removed,
 * rooms lose the removed travellers, and the seat choice starts over (the plan is requested again).
 */
export function resizeTravellers(values: TripFormValues, count: number): TripFormValues {
  const current = values.teilnehmer;
  const boarding = current[0]?.zustieg ?? 0;
  const teilnehmer = Array.from({ length: count }, (_, i) => current[i] ?? { ...emptyTraveller(), zustieg: boarding });
  return {
    ...values,
    teilnehmer_count: count,
    teilnehmer,
    teilnehmer_rooms: trimRooms(values.teilnehmer_rooms ?? [], count),
    busses: {},
  };
}

/** spec §4: making one traveller the booking person unsets the flag on all others. */
export function withBookingPerson(travellers: TravellerValues[], index: number, on: boolean): TravellerValues[] {
  return travellers.map((t, i) => ({ ...t, booking_person: i === index ? on : false }));
}

/** The booking person travels under the booker's name, salutation, title and birthday. */
export function syncBookingPerson(values: TripFormValues): TripFormValues {
  const { main } = values;
  return {
    ...values,
    teilnehmer: values.teilnehmer.map((t) =>
      t.booking_person
        ? {
            ...t,
            salutation: main.salutation,
            title: main.title ?? '',
            firstname: main.firstname,
            lastname: main.lastname,
            birthday: main.birthday,
          }
        : t,
    ),
  };
}

/** spec §5: the extras of all travellers can mirror those of the first traveller. */
export function mirrorFirstTravellerExtras(travellers: TravellerValues[]): TravellerValues[] {
  const first = travellers[0]?.leistungen ?? [];
  return travellers.map((t) => ({ ...t, leistungen: [...first] }));
}

/** What is sent with the check and the save: booking person synced, names capitalised (spec §5). */
export function formForSending<V extends BookingFormValues>(values: V): V {
  if (values.variant === 'ticket') return normaliseForm(values);
  const synced = syncBookingPerson(values as TripFormValues);
  return normaliseForm({
    ...synced,
    teilnehmer_rooms: (synced.teilnehmer_rooms ?? [])
      .filter((r) => r.teilnehmer.length > 0)
      .map((r) => ({ ...r, status: 1 as const })),
  }) as V;
}

/** sessionStorage key of a journey's form; the logo click clears every key starting with 'booking:'. */
export function storageKey(journeyId: number): string {
  return `booking:${journeyId}`;
}

export interface StoredBooking {
  values: TripFormValues;
  step: number;
}

export function readStoredBooking(storage: Pick<Storage, 'getItem'>, journeyId: number): StoredBooking | undefined {
  try {
    const raw = storage.getItem(storageKey(journeyId));
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as Partial<StoredBooking>;
    if (!parsed.values || parsed.values.variant !== 'trip' || !Array.isArray(parsed.values.teilnehmer))
      return undefined;
    return { values: parsed.values, step: typeof parsed.step === 'number' ? parsed.step : 0 };
  } catch {
    return undefined;
  }
}

export function writeStoredBooking(storage: Pick<Storage, 'setItem'>, journeyId: number, stored: StoredBooking): void {
  try {
    storage.setItem(storageKey(journeyId), JSON.stringify(stored));
  } catch {
    // Storage full or disabled: the form still works, it just won't survive a reload.
  }
}

/**
 * The insurance chosen on page 2: for a trip it applies to every traveller (`insurance_all`), for
 * tickets to the booking; null removes it.
 */
export function withInsurance<V extends BookingFormValues>(values: V, insurance: number | null): V {
  if (values.variant === 'ticket') return { ...values, insurance };
  return {
    ...values,
    insurance,
    insurance_all: insurance !== null,
    teilnehmer: (values as TripFormValues).teilnehmer.map((t) => ({ ...t, insurance })),
  };
}
