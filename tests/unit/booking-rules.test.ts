import { describe, expect, it } from 'vitest';
import type { Insurance, PriceLine, Service } from '@/lib/api/contract/schemas';
import type { InsuranceOffer, TripService } from '@/lib/api/model';
import { reshapeInsuranceOffers, reshapePriceLine, reshapeService } from '@/lib/api/reshape';
import {
  automaticSurcharges,
  filterInsurances,
  maxTravellers,
  roomCapacity,
  selectableExtras,
  todayIso,
  visiblePriceLines,
} from '@/lib/booking/rules';
import {
  assignToNewRoom,
  assignToRow,
  canOpenRoom,
  needsNewRow,
  removeAssignment,
  roomsComplete,
  travellerRoomStatus,
  trimRooms,
} from '@/lib/booking/rooms';
import {
  defaultTripForm,
  formForSending,
  identicalTravellers,
  mirrorFirstTravellerExtras,
  resizeTravellers,
  travellersLost,
  withBookingPerson,
} from '@/lib/booking/form';
import { nextStep, reachableStep, stepStates, type StepContext } from '@/lib/booking/steps';
import { personChecks } from '@/components/booking/form-checks';

/** A service written as the booking system answers it, in the site model the rules take. */
function service(partial: Partial<Service> & Pick<Service, 'id' | 'art'>): TripService {
  return reshapeService({
    bezeichnung: `Leistung ${partial.id}`,
    preis: '0,00',
    frei: 10,
    status: 'buchbar',
    belegungmax: 1,
    richtung: null,
    automatisch: false,
    bezug: null,
    ...partial,
  });
}

describe('today (spec §5)', () => {
  it("counts days in the operator's time zone", () => {
    // 23:30 UTC on 21 November is already 22 November in Munich.
    expect(todayIso(new Date('2026-11-21T23:30:00Z'))).toBe('2026-11-22');
  });
});

describe('traveller maximum (spec §5, §9)', () => {
  it('allows at most 10 travellers', () => {
    expect(maxTravellers([service({ id: 1, art: 'BEF', frei: 48 }), service({ id: 2, art: 'BEF', frei: 40 })])).toBe(
      10,
    );
  });

  it('reduces the maximum to the smallest free seat count of the coaches', () => {
    expect(
      maxTravellers([
        service({ id: 1, art: 'BEF', frei: 7 }),
        service({ id: 2, art: 'BEF', frei: 3 }),
        service({ id: 3, art: 'SON', frei: 1 }),
      ]),
    ).toBe(3);
  });
});

describe('rooms (spec §4, §5)', () => {
  const double = service({ id: 10, art: 'UNT', bezeichnung: 'Doppelzimmer', frei: 2, belegungmax: 2 });
  const single = service({ id: 11, art: 'UNT', bezeichnung: 'Einzelzimmer', frei: 1, belegungmax: 1 });

  it('computes the room capacity as free rooms times maximum occupancy', () => {
    expect(roomCapacity([double, single, service({ id: 1, art: 'BEF', frei: 50 })])).toBe(5);
  });

  it('marks travellers 0 until assigned, and back to 0 when the assignment is removed', () => {
    let rows = assignToNewRoom([], double.id, 0);
    expect(travellerRoomStatus(rows, 3)).toEqual([1, 0, 0]);
    rows = assignToRow(rows, 0, 2);
    expect(rows).toEqual([{ room: 10, teilnehmer: [0, 2], status: 1 }]);
    rows = removeAssignment(rows, 0);
    expect(travellerRoomStatus(rows, 3)).toEqual([0, 0, 1]);
    expect(removeAssignment(rows, 2)).toEqual([]);
  });

  it('needs a new row while unassigned travellers remain and there is more than one traveller', () => {
    expect(needsNewRow([], 1)).toBe(true);
    const one = assignToNewRoom([], single.id, 0);
    expect(needsNewRow(one, 1)).toBe(false);
    expect(needsNewRow(one, 2)).toBe(true);
    expect(needsNewRow(assignToNewRoom(one, double.id, 1), 2)).toBe(false);
  });

  it('opens no more rooms of a type than are free, and fills a room no further than its occupancy', () => {
    const rows = assignToNewRoom([], single.id, 0);
    expect(canOpenRoom(rows, single)).toBe(false);
    expect(canOpenRoom(rows, double)).toBe(true);
    expect(roomsComplete([{ room: 11, teilnehmer: [0, 1] }], 2, [double, single])).toBe(false);
    expect(roomsComplete([{ room: 10, teilnehmer: [0, 1] }], 2, [double, single])).toBe(true);
  });

  it('is complete only when every traveller has a room, and always on a day trip', () => {
    expect(roomsComplete([{ room: 10, teilnehmer: [0] }], 2, [double])).toBe(false);
    expect(roomsComplete([], 2, [])).toBe(true);
  });

  it('drops removed travellers from their rooms when the count goes down', () => {
    expect(
      trimRooms(
        [
          { room: 10, teilnehmer: [0, 1] },
          { room: 11, teilnehmer: [2] },
        ],
        2,
      ),
    ).toEqual([{ room: 10, teilnehmer: [0, 1] }]);
  });
});

describe('extras and surcharges (spec §5)', () => {
  const single = service({ id: 11, art: 'UNT', bezeichnung: 'Einzelzimmer' });
  const services = [
    single,
    service({ id: 20, art: 'SON', bezeichnung: 'Skipass', status: 'Frei', preis: '45,00' }),
    service({ id: 21, art: 'SON', bezeichnung: 'Skiverleih', status: 'ausgebucht' }),
    service({ id: 22, art: 'SON', bezeichnung: 'Einzelzimmerzuschlag', status: 'Frei', automatisch: true, bezug: 11 }),
    service({ id: 23, art: 'SON', bezeichnung: 'Aufpreis Halbpension', status: 'Frei' }),
  ];

  it("hides extras whose status is not 'Frei' and never offers automatic surcharges", () => {
    expect(selectableExtras(services).map((s) => s.name)).toEqual(['Skipass']);
  });

  it('adds the single-room supplement for the travellers in single rooms', () => {
    expect(
      automaticSurcharges(services, [
        { room: 11, teilnehmer: [1] },
        { room: 10, teilnehmer: [0] },
      ]),
    ).toEqual([{ service: services[3], travellers: [1] }]);
    expect(automaticSurcharges(services, [{ room: 10, teilnehmer: [0, 1] }])).toEqual([]);
  });
});

describe('insurance offers (spec §5)', () => {
  const offer = (partial: Partial<Insurance>): InsuranceOffer =>
    reshapeInsuranceOffers([
      {
        idbuspro: 1,
        bezeichnung: 'Reiserücktritt',
        preis: '19,00',
        reisepreisvon: '0,00',
        reisepreisbis: '500,00',
        buchungdatumvon: '01.01.2026',
        buchungdatumbis: '31.12.2026',
        reisedatumvon: '01.11.2026',
        reisedatumbis: '30.04.2027',
        ...partial,
      },
    ])[0];
  const ctx = {
    totalCents: 120000,
    travellers: 2,
    today: '2026-11-21',
    tripFrom: '2027-01-10',
    tripTill: '2027-01-14',
  };

  it('keeps offers whose price band contains the total or the per-person total', () => {
    const perPerson = offer({ idbuspro: 1, reisepreisvon: '500,01', reisepreisbis: '750,00' });
    const total = offer({ idbuspro: 2, reisepreisvon: '1000,00', reisepreisbis: '1500,00' });
    const neither = offer({ idbuspro: 3, reisepreisvon: '0,00', reisepreisbis: '500,00' });
    expect(filterInsurances([perPerson, total, neither], ctx).map((o) => o.id)).toEqual([1, 2]);
  });

  it('keeps only offers whose booking window contains today', () => {
    const open = offer({ idbuspro: 1, reisepreisbis: '2000,00' });
    const closed = offer({ idbuspro: 2, reisepreisbis: '2000,00', buchungdatumbis: '20.11.2026' });
    const notYet = offer({ idbuspro: 3, reisepreisbis: '2000,00', buchungdatumvon: '22.11.2026' });
    expect(filterInsurances([open, closed, notYet], ctx).map((o) => o.id)).toEqual([1]);
  });

  it('keeps only offers whose travel window contains the trip dates', () => {
    const fits = offer({ idbuspro: 1, reisepreisbis: '2000,00' });
    const endsEarly = offer({ idbuspro: 2, reisepreisbis: '2000,00', reisedatumbis: '12.01.2027' });
    expect(filterInsurances([fits, endsEarly], ctx).map((o) => o.id)).toEqual([1]);
  });
});

describe('price overview (spec §5)', () => {
  const line = (bezeichnung: string, gesamtpreis: string) =>
    reshapePriceLine({
      art: 'SON',
      unterart: null,
      bezeichnung,
      anzahl: 1,
      preis: gesamtpreis,
      gesamtpreis,
      zuordnung: '1',
    } satisfies PriceLine);

  it("hides lines whose total is '0,00'", () => {
    expect(
      visiblePriceLines([
        line('Reisepreis', '89,00'),
        line('Zustieg München', '0,00'),
        line('Gutschrift', '-5,00'),
      ]).map((l) => l.label),
    ).toEqual(['Reisepreis', 'Gutschrift']);
  });
});

describe('form model (spec §3, §4, §5)', () => {
  it('starts with 2 travellers, or fewer when fewer seats are free', () => {
    expect(defaultTripForm(10).teilnehmer).toHaveLength(2);
    expect(defaultTripForm(1).teilnehmer_count).toBe(1);
  });

  it('keeps entered travellers and their seats when the count changes (issue 27: seats were wiped)', () => {
    const form = {
      ...defaultTripForm(10, 5),
      busses: { hin: { idleistung: 1, sitze: [3, 4] }, rueck: { idleistung: 2, sitze: [7, 8] } },
      teilnehmer_rooms: [{ room: 10, teilnehmer: [0, 1] }],
    };
    form.teilnehmer[0].firstname = 'Anna';
    const grown = resizeTravellers(form, 3);
    expect(grown.teilnehmer.map((t) => t.firstname)).toEqual(['Anna', '', '']);
    expect(grown.teilnehmer[2].zustieg).toBe(5);
    // the seat step adds a seat for the new traveller; the chosen ones stay
    expect(grown.busses).toEqual(form.busses);
    const fewer = resizeTravellers(form, 1);
    expect(fewer.teilnehmer_rooms).toEqual([{ room: 10, teilnehmer: [0] }]);
    expect(fewer.busses).toEqual({ hin: { idleistung: 1, sitze: [3] }, rueck: { idleistung: 2, sitze: [7] } });
  });

  it('names the travellers a smaller count would delete: only those with something typed', () => {
    const form = resizeTravellers(defaultTripForm(10, 5), 4);
    form.teilnehmer[1].firstname = 'Lena';
    form.teilnehmer[3].birthday = '01.02.1990';
    expect(travellersLost(form, 4)).toEqual([]);
    expect(travellersLost(form, 3)).toEqual([3]);
    expect(travellersLost(form, 1)).toEqual([1, 3]);
    expect(travellersLost(form, 5)).toEqual([]);
  });

  it('unsets the booking person flag on all others when the booking person changes', () => {
    const travellers = withBookingPerson(withBookingPerson(defaultTripForm(10).teilnehmer, 0, true), 1, true);
    expect(travellers.map((t) => t.booking_person)).toEqual([false, true]);
  });

  it("keeps a traveller's own data aside while they are the booking person and gives it back after (issue 11)", () => {
    const booker = {
      salutation: 'Frau' as const,
      title: '' as const,
      firstname: 'Anna',
      lastname: 'Berger',
      birthday: '14.03.1985',
    };
    const start = defaultTripForm(10).teilnehmer.map((t, i) => ({
      ...t,
      salutation: 'Herr' as const,
      firstname: ['Lukas', 'Max'][i],
      lastname: 'Huber',
      birthday: '01.01.1990',
    }));
    const marked = withBookingPerson(start, 1, true, booker);
    expect(marked[1]).toMatchObject({ booking_person: true, firstname: 'Anna', lastname: 'Berger' });
    expect(marked[0]).toBe(start[0]);
    // the flag moves to traveller 1: traveller 2 gets Max back, traveller 1 keeps Lukas aside
    const moved = withBookingPerson(marked, 0, true, booker);
    expect(moved[1]).toMatchObject({ booking_person: false, firstname: 'Max', birthday: '01.01.1990' });
    expect(moved[1].own).toBeUndefined();
    expect(moved[0]).toMatchObject({ booking_person: true, firstname: 'Anna', own: { firstname: 'Lukas' } });
    const off = withBookingPerson(moved, 0, false, booker);
    expect(off.map((t) => t.firstname)).toEqual(['Lukas', 'Max']);
  });

  it('sends the booking person under the booker’s data, never the kept-aside own data', () => {
    const form = defaultTripForm(10);
    form.main = { ...form.main, salutation: 'Frau', firstname: 'anna', lastname: 'berger', birthday: '14.03.1985' };
    form.teilnehmer = withBookingPerson(
      form.teilnehmer.map((t) => ({ ...t, firstname: 'lukas', lastname: 'huber' })),
      0,
      true,
      form.main,
    );
    const sent = formForSending(form);
    expect(sent.teilnehmer[0]).toMatchObject({ firstname: 'Anna', lastname: 'Berger' });
    expect(sent.teilnehmer.every((t) => !('own' in t))).toBe(true);
  });

  it('finds travellers entered twice: same name and birthday, the booking person under the booker’s data', () => {
    const form = defaultTripForm(10);
    form.main = { ...form.main, firstname: 'Anna', lastname: 'Berger', birthday: '14.03.1985' };
    form.teilnehmer = resizeTravellers(form, 3).teilnehmer.map((t, i) => ({
      ...t,
      booking_person: i === 0,
      firstname: ['', 'anna ', 'Lena'][i],
      lastname: ['', 'BERGER', 'Berger'][i],
      birthday: ['', '14.03.1985', '14.03.1985'][i],
    }));
    expect(identicalTravellers(form)).toEqual([[0, 1]]);
    // Not filled in yet: nothing to compare.
    expect(identicalTravellers(defaultTripForm(10))).toEqual([]);
  });

  it("mirrors the first traveller's extras to all travellers", () => {
    const form = resizeTravellers(defaultTripForm(10), 3);
    form.teilnehmer[0].leistungen = [20, 23];
    expect(mirrorFirstTravellerExtras(form.teilnehmer).map((t) => t.leistungen)).toEqual([
      [20, 23],
      [20, 23],
      [20, 23],
    ]);
  });

  it('capitalises names, street and city and gives the booking person the booker’s name before sending', () => {
    const form = defaultTripForm(10);
    form.main = {
      ...form.main,
      salutation: 'Frau',
      firstname: 'anna',
      lastname: 'berger',
      street: 'hauptstraße',
      city: 'münchen',
      birthday: '01.02.1980',
    };
    form.teilnehmer = withBookingPerson(form.teilnehmer, 0, true);
    form.teilnehmer[1] = { ...form.teilnehmer[1], firstname: 'max', lastname: 'berger' };
    const sent = formForSending(form);
    expect(sent.main).toMatchObject({ firstname: 'Anna', lastname: 'Berger', street: 'Hauptstraße', city: 'München' });
    expect(sent.teilnehmer[0]).toMatchObject({
      salutation: 'Frau',
      firstname: 'Anna',
      lastname: 'Berger',
      birthday: '01.02.1980',
    });
    expect(sent.teilnehmer[1]).toMatchObject({ firstname: 'Max' });
  });
});

describe('stepper gating (spec §4)', () => {
  const ctx: StepContext = {
    maxTravellers: 10,
    roomTypes: [],
    coaches: { hin: 1 },
    boardingPointIds: [5],
    allowedPayments: ['bill', 'debit'],
  };
  const all = 8;

  it('enables only the first step at the start', () => {
    const states = stepStates(defaultTripForm(10, 5), ctx);
    expect(states.map((s) => s.enabled)).toEqual([true, false, false, false, false, false, false, false, false]);
  });

  it('shows the room step of a day trip as not needed and skips over it', () => {
    const states = stepStates(defaultTripForm(10), ctx, 1);
    expect(states[1]).toMatchObject({ id: 'rooms', notNeeded: true, complete: true, enabled: true });
    expect(nextStep(states, 0)).toBe(2);
  });

  it('keeps later steps disabled until the earlier ones validate, and never opens a disabled step', () => {
    const form = defaultTripForm(10, 5);
    let states = stepStates(form, ctx, all);
    expect(states.find((s) => s.id === 'seats')?.enabled).toBe(true);
    expect(states.find((s) => s.id === 'registrant')?.enabled).toBe(false);
    expect(reachableStep(states, 8)).toBe(4);
    states = stepStates({ ...form, busses: { hin: { idleistung: 1, sitze: [7, 8] } } }, ctx, all);
    expect(states.find((s) => s.id === 'registrant')?.enabled).toBe(true);
    expect(states.find((s) => s.id === 'travellers')?.enabled).toBe(false);
  });

  it('disables every later step again when an earlier one becomes invalid', () => {
    const form = { ...defaultTripForm(10, 5), busses: { hin: { idleistung: 1, sitze: [7, 8] } } };
    expect(stepStates(form, ctx, all)[5].enabled).toBe(true);
    expect(
      stepStates(resizeTravellers(form, 3), ctx, all)
        .slice(5)
        .every((s) => !s.enabled),
    ).toBe(true);
  });

  it('takes the registrant step as complete by the schema checks, loaded after the page came up', () => {
    const form = {
      ...defaultTripForm(10, 5),
      busses: { hin: { idleistung: 1, sitze: [7, 8] } },
      main: {
        salutation: 'Frau' as const,
        title: '' as const,
        firstname: 'Erika',
        lastname: 'Mustermann',
        street: 'Hauptstraße',
        street_nr: '12',
        zip: '80331',
        city: 'München',
        phone: '089 123456',
        email: 'erika@example.org',
        birthday: '14.03.1985',
      },
    };
    const travellers = (f: typeof form, checks?: typeof personChecks) =>
      stepStates(f, ctx, all, checks).find((s) => s.id === 'travellers')?.enabled;
    expect(travellers(form)).toBe(false);
    expect(travellers(form, personChecks)).toBe(true);
    expect(travellers({ ...form, main: { ...form.main, email: 'erika@' } }, personChecks)).toBe(false);
  });

  it('requires a room for every traveller on a multi-day trip', () => {
    const double = service({ id: 10, art: 'UNT', frei: 3, belegungmax: 2 });
    const multi = { ...ctx, roomTypes: [double] };
    const form = defaultTripForm(10, 5);
    expect(stepStates(form, multi, all)[2].enabled).toBe(false);
    expect(stepStates({ ...form, teilnehmer_rooms: [{ room: 10, teilnehmer: [0, 1] }] }, multi, all)[2].enabled).toBe(
      true,
    );
  });
});
