/**
 * The booking form model, one for both variants (spec §2, §3): the trip form around `tripFormSchema`
 * (defaults, resizing when the traveller count changes, the booking person, mirroring extras) and
 * the ticket form around `ticketFormSchema` (match date, ticket count, payment, contact person).
 * Pages 2 and 3 take either; what is sent is made here. The copy kept in sessionStorage: ./session.
 */
import { DEFAULT_TRIP_TRAVELLERS, normaliseForm } from './form-rules';
import type { PaymentType, TicketFormInput, TripFormInput } from './schema';
import { trimRooms } from './rooms';
import { DEFAULT_TICKETS } from './tickets';

/** The fields the booking person takes over from the booker (spec §4: traveller 1 may be the registrant). */
export const PERSON_FIELDS = ['salutation', 'title', 'firstname', 'lastname', 'birthday'] as const;
type PersonFields = Pick<TripFormInput['teilnehmer'][number], (typeof PERSON_FIELDS)[number]>;

/**
 * A traveller as the form holds it: the schema's fields plus `own`, the traveller's own typed data
 * kept aside while the row carries the booker's (the 'ist Anmelder' flag). The form only: never sent.
 */
export type TravellerValues = TripFormInput['teilnehmer'][number] & { own?: PersonFields };
export type TripFormValues = Omit<TripFormInput, 'teilnehmer'> & { teilnehmer: TravellerValues[] };
export type TicketFormValues = TicketFormInput;
/** The values of either variant, told apart by `variant`. */
export type BookingFormValues = TripFormValues | TicketFormValues;
export type BookingVariant = BookingFormValues['variant'];
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
 * A new traveller count: travellers are added (with the first traveller's boarding point) or removed
 * from the end, rooms lose the removed travellers, and the seats chosen so far stay with the
 * travellers who stay (more travellers: the seat step adds seats for the new ones).
 */
export function resizeTravellers(values: TripFormValues, count: number): TripFormValues {
  const current = values.teilnehmer;
  const boarding = current[0]?.zustieg ?? 0;
  const teilnehmer = Array.from({ length: count }, (_, i) => current[i] ?? { ...emptyTraveller(), zustieg: boarding });
  const seats = (chosen: NonNullable<TripFormValues['busses']>['hin']) =>
    chosen && { ...chosen, sitze: chosen.sitze.slice(0, count) };
  const busses = values.busses ?? {};
  return {
    ...values,
    teilnehmer_count: count,
    teilnehmer,
    teilnehmer_rooms: trimRooms(values.teilnehmer_rooms ?? [], count),
    busses: {
      ...(busses.hin && { hin: seats(busses.hin) }),
      ...(busses.rueck && { rueck: seats(busses.rueck) }),
    },
  };
}

/**
 * The travellers a new count would remove who have something typed (a name or a birthday): their
 * details are lost, so the form asks first (spec §8 "changes delete all form data"). 0-based.
 */
export function travellersLost(values: TripFormValues, count: number): number[] {
  return values.teilnehmer
    .map((t, i) => ({ t, i }))
    .filter(({ t, i }) => i >= count && [t.firstname, t.lastname, t.birthday].some((v) => (v ?? '').trim() !== ''))
    .map(({ i }) => i);
}

function personOf(person: Partial<PersonFields>): PersonFields {
  return {
    salutation: person.salutation ?? ('' as PersonFields['salutation']),
    title: person.title ?? '',
    firstname: person.firstname ?? '',
    lastname: person.lastname ?? '',
    birthday: person.birthday ?? '',
  };
}

/**
 * spec §4: making one traveller the booking person unsets the flag on all others. Typed data is never
 * lost: the traveller who gets the flag keeps their own data aside (`own`) and takes the booker's;
 * a traveller who loses it gets their own data back (empty when they never had any).
 */
export function withBookingPerson(
  travellers: TravellerValues[],
  index: number,
  on: boolean,
  booker?: Partial<PersonFields>,
): TravellerValues[] {
  return travellers.map((t, i) => {
    const flag = i === index ? on : false;
    if (flag === (t.booking_person === true)) return t;
    if (flag) return { ...t, booking_person: true, own: personOf(t), ...(booker && personOf(booker)) };
    const { own, ...rest } = t;
    return { ...rest, booking_person: false, ...personOf(own ?? {}) };
  });
}

/** The travellers' form values without what is kept for the form only (`own`). */
function withoutOwnData(travellers: readonly TravellerValues[]): TripFormInput['teilnehmer'] {
  return travellers.map((traveller) => {
    const { own: _own, ...sent } = traveller;
    return sent;
  });
}

/** A name and birthday as a comparison key; empty when the person is not filled in yet. */
function personKey(person: Partial<PersonFields>): string {
  const parts = [person.firstname, person.lastname, person.birthday].map((p) =>
    (p ?? '').trim().toLocaleLowerCase('de-DE'),
  );
  return parts.every(Boolean) ? parts.join('|') : '';
}

/**
 * Travellers with the same name and birthday as an earlier one in the booking (after the booking
 * person took the booker's data): pairs of 0-based indices [earlier, later]. The form warns, the
 * visitor decides (twins may share a birthday, not usually a first name).
 */
export function identicalTravellers(values: Pick<TripFormValues, 'main' | 'teilnehmer'>): [number, number][] {
  const rows = values.teilnehmer.map((t) => (t.booking_person ? { ...t, ...personOf(values.main) } : t));
  const pairs: [number, number][] = [];
  rows.forEach((row, i) => {
    const key = personKey(row);
    if (!key) return;
    const earlier = rows.findIndex((other, j) => j < i && personKey(other) === key);
    if (earlier >= 0) pairs.push([earlier, i]);
  });
  return pairs;
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
    teilnehmer: withoutOwnData(synced.teilnehmer),
    teilnehmer_rooms: (synced.teilnehmer_rooms ?? [])
      .filter((r) => r.teilnehmer.length > 0)
      .map((r) => ({ ...r, status: 1 as const })),
  }) as V;
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
