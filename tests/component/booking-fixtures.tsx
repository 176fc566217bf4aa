/**
 * Shared fixtures of the booking component tests: a day trip and a multi-day trip in the site model
 * (lib/api/model) the form's server actions answer with (mocked in tests/helpers/setup-dom.ts), and
 * rendering inside next-intl (German). Check, save, boarding point and payment type answers are
 * written as the booking system sends them and reshaped by the same functions the server actions use.
 */
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import * as actions from '@/components/booking/actions';
import type * as C from '@/lib/api/contract/schemas';
import type { CheckResult, SaveResult, SeatPlan, SeatStatus, TripService } from '@/lib/api/model';
import { reshapeBoardingPoints, reshapeCheck, reshapePaymentTypes, reshapeSave } from '@/lib/api/reshape';
import type { ActionResult } from '@/lib/booking/action-result';
import type { SeatPlanInput } from '@/lib/site/booking';
import { isoToDe } from '@/lib/api/contract/encoding';
import { todayIso } from '@/lib/booking/rules';
import type { BookingJourney } from '@/components/booking/types';
import type { TripFormValues } from '@/lib/booking/form';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import hr from '@/messages/hr.json';

const MESSAGES = { de, en, hr };

/** Renders as a visitor who chose `locale` sees the page (English and Croatian are complete). */
export function renderIn(locale: keyof typeof MESSAGES, ui: ReactElement) {
  const wrap = (element: ReactElement) => (
    <NextIntlClientProvider locale={locale} messages={MESSAGES[locale]} timeZone="Europe/Berlin">
      {element}
    </NextIntlClientProvider>
  );
  const result = render(wrap(ui));
  return { ...result, rerender: (element: ReactElement) => result.rerender(wrap(element)) };
}

export function renderDe(ui: ReactElement) {
  return renderIn('de', ui);
}

/** 'YYYY-MM-DD', `days` from today in Munich. */
export function daysFromToday(days: number): string {
  const [y, m, d] = todayIso().split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export function journey(partial: Partial<BookingJourney> = {}): BookingJourney {
  const date = daysFromToday(30);
  return {
    id: 1001,
    title: 'Skitag Kitzbühel',
    code: 'SKI-TEST',
    dateFrom: date,
    dateTill: date,
    isDayTrip: true,
    priceCents: 4900,
    freeSeats: 40,
    bookable: true,
    path: '/reise/1001-skitag-kitzbuehel',
    ...partial,
  };
}

export function service(partial: Partial<TripService> & Pick<TripService, 'id' | 'kind'>): TripService {
  return {
    name: `Leistung ${partial.id}`,
    priceCents: 0,
    free: 40,
    bookable: true,
    maxOccupancy: 1,
    direction: null,
    automatic: false,
    appliesTo: null,
    ...partial,
  };
}

export const COACH_OUT = service({
  id: 501,
  kind: 'coach',
  name: 'Hinfahrt München – Kitzbühel',
  direction: 'outbound',
});
export const COACH_BACK = service({
  id: 502,
  kind: 'coach',
  name: 'Rückfahrt Kitzbühel – München',
  direction: 'return',
});
export const DOUBLE = service({ id: 601, kind: 'room', name: 'Doppelzimmer', free: 1, maxOccupancy: 2 });
export const SINGLE = service({ id: 602, kind: 'room', name: 'Einzelzimmer', free: 2, maxOccupancy: 1 });
export const SINGLE_SUPPLEMENT = service({
  id: 603,
  kind: 'extra',
  name: 'Aufpreis Einzelzimmer',
  priceCents: 3500,
  automatic: true,
  appliesTo: 602,
});
export const SKI_PASS = service({ id: 701, kind: 'extra', name: 'Skipass', priceCents: 4500, free: 20 });
export const SOLD_OUT_EXTRA = service({
  id: 702,
  kind: 'extra',
  name: 'Skikurs',
  priceCents: 6000,
  bookable: false,
  free: 0,
});

export const dayTripServices = [COACH_OUT, COACH_BACK];
export const multiDayServices = [COACH_OUT, COACH_BACK, DOUBLE, SINGLE, SINGLE_SUPPLEMENT, SKI_PASS, SOLD_OUT_EXTRA];

/** The boarding points as the booking system answers them, one not announced yet. */
export const BOARDING_ANSWER: C.BoardingPoint[] = [
  { IDZustieg: 1, PLZ: '80335', Ort: 'München', Stelle: 'Hauptbahnhof, Arnulfstraße', preis: '0,00', zeit: '06:45' },
  { IDZustieg: 2, PLZ: '83607', Ort: 'Holzkirchen', Stelle: 'Bahnhof', preis: '5,00', zeit: '07:30' },
  { IDZustieg: 3, PLZ: '83022', Ort: 'Rosenheim', Stelle: 'wird noch bekannt gegeben', preis: '0,00', zeit: '' },
];
/** …as the server action answers them: announced only. */
export const BOARDING = reshapeBoardingPoints(BOARDING_ANSWER);

/** A 2+2 coach with `rows` rows; `taken` seats are sold, `proposed` come back proposed. */
export function seatPlan(
  coach: TripService,
  { rows = 4, taken = [] as number[], proposed = [] as number[] } = {},
): SeatPlan {
  const seats = [];
  let number = 1;
  for (let row = 1; row <= rows; row++) {
    for (const col of [1, 2, 4, 5]) {
      const status: SeatStatus = taken.includes(number) ? 'taken' : proposed.includes(number) ? 'proposed' : 'free';
      seats.push({ number, row, col, status, window: col === 1 || col === 5 });
      number++;
    }
  }
  return {
    serviceId: coach.id,
    direction: coach.direction ?? 'outbound',
    name: coach.name,
    rows,
    cols: 5,
    free: seats.filter((s) => s.status !== 'taken').length,
    seats,
  };
}

/** An insurance offer as the price check's answer carries it. */
export function insurance(partial: Partial<C.Insurance> & Pick<C.Insurance, 'idbuspro' | 'bezeichnung'>): C.Insurance {
  const today = todayIso();
  return {
    preis: '19,00',
    reisepreisvon: '0,00',
    reisepreisbis: '500,00',
    buchungdatumvon: isoToDe(daysFromToday(-30)),
    buchungdatumbis: isoToDe(daysFromToday(60)),
    reisedatumvon: isoToDe(today),
    reisedatumbis: isoToDe(daysFromToday(200)),
    ...partial,
  };
}

/** A possible check, written as the booking system answers it (`partial` replaces parts), reshaped. */
export function checkOk(partial: Partial<C.CheckResponse['ergebnis']> = {}): CheckResult {
  return reshapeCheck(checkAnswer(partial));
}

export function checkAnswer(partial: Partial<C.CheckResponse['ergebnis']> = {}): C.CheckResponse {
  return {
    ergebnis: {
      satz: { attr: { typ: 'BUCHUNG' }, text: 'Die Buchung ist möglich.' },
      buchung: { status: 'möglich' },
      preise: {
        preis: [
          {
            art: 'ERM',
            unterart: null,
            bezeichnung: 'Skitag Kitzbühel',
            anzahl: 2,
            preis: '49,00',
            gesamtpreis: '98,00',
            zuordnung: '1,2',
          },
        ],
      },
      gesamtpreis: '98,00',
      zahlungsbedingungen: {
        anzahlung: { betrag: '98,00', termin: isoToDe(daysFromToday(7)) },
        restzahlung: { betrag: '0,00', termin: null },
      },
      reservierung: { id: 'hold-1', gueltig_bis: new Date(Date.now() + 15 * 60_000).toISOString() },
      versicherungen: [],
      ...partial,
    },
  };
}

export const PAYMENTS = reshapePaymentTypes({
  data: [
    { payment_type: 'bill', name: 'Rechnung' },
    { payment_type: 'debit', name: 'Lastschrift' },
    { payment_type: 'creditcard', name: 'Kreditkarte' },
    { payment_type: 'sofort', name: 'Sofortüberweisung' },
  ],
});

/** The form's server actions as the tests control them. */
export const server = vi.mocked(actions);

export const ok = <T,>(data: T): ActionResult<T> => ({ ok: true, data });

/** What the server answers when the booking system failed: its translated message. */
export const failed = <T,>(): ActionResult<T> => ({
  ok: false,
  error: 'failed',
  message: de.booking.requestFailed,
  fields: [],
});

/** A successful save, written as the booking system answers it (`partial` replaces parts of `buchung`), reshaped. */
export const savedAnswer = (partial: Partial<C.SaveResponse['ergebnis']['buchung']> = {}): SaveResult =>
  reshapeSave({
    ergebnis: {
      satz: { attr: { typ: 'BUCHUNG' }, text: 'ok' },
      buchung: { status: 'erfolgt', vorgang: 'AX-9', token: 'tok', ...partial },
    },
    booking: { vorgang: partial.vorgang ?? 'AX-9', token: partial.token ?? 'tok' },
  });

/**
 * The server's reads for a trip with these services (`seats` answers the seat plans); checks and
 * saves answer 'failed' until a test gives them answers (server.checkBooking.mockImplementation…).
 */
export function serveTrip(services: TripService[], seats: (params: SeatPlanInput) => SeatPlan[]) {
  server.getTripServices.mockImplementation(async () => ok(services));
  server.getBoardingPoints.mockImplementation(async () => ok(BOARDING));
  server.listPaymentTypes.mockImplementation(async () => ok(PAYMENTS));
  server.getSeatPlans.mockImplementation(async (params) => ok({ plans: seats(params) }));
  server.checkBooking.mockImplementation(async () => failed());
  server.saveBooking.mockImplementation(async () => failed());
  server.importProcesses.mockImplementation(async () => ({ ok: true }));
}

/** A complete trip form for two travellers (seats 1 and 2 in both coaches), as kept in sessionStorage. */
export function completeValues(partial: Partial<TripFormValues> = {}): TripFormValues {
  const traveller = (firstname: string, booking_person = false) => ({
    salutation: 'Frau' as const,
    title: '' as const,
    firstname,
    lastname: 'Berger',
    birthday: '14.03.1985',
    zustieg: 1,
    insurance: null,
    leistungen: [],
    address: true,
    booking_person,
    street: '',
    street_nr: '',
    zip: '',
    city: '',
  });
  return {
    variant: 'trip',
    teilnehmer_count: 2,
    main: {
      salutation: 'Frau',
      title: '',
      firstname: 'Anna',
      lastname: 'Berger',
      street: 'Leopoldstraße',
      street_nr: '12a',
      zip: '80802',
      city: 'München',
      phone: '089 1234567',
      email: 'anna@example.com',
      birthday: '14.03.1985',
    },
    comment: '',
    teilnehmer: [traveller('Anna', true), traveller('Lena')],
    teilnehmer_rooms: [],
    bus: { wunsch_vornemittehinten: 'V', wunsch_linksrechts: 'L', wunsch_fenstergang: 'F' },
    busses: { hin: { idleistung: COACH_OUT.id, sitze: [1, 2] }, rueck: { idleistung: COACH_BACK.id, sitze: [1, 2] } },
    insurance: null,
    insurance_all: false,
    payment: 'bill',
    names_confirmed: true,
    ...partial,
  };
}

/** Puts a form into sessionStorage as if the visitor had filled it before a reload. */
export function storeForm(journeyId: number, values: TripFormValues, step: number) {
  window.sessionStorage.setItem(`booking:${journeyId}`, JSON.stringify({ values, step }));
}
