/**
 * The booking form's answers reshaped into the site model (lib/api/reshape): money in cents, dates
 * ISO, the check's and the save's outcome, automatic surcharges and hidden extras, seat plans.
 */
import { describe, expect, it } from 'vitest';
import type * as C from '@/lib/api/contract/schemas';
import {
  reshapeCheck,
  reshapeInsuranceOffers,
  reshapePaymentTypes,
  reshapePriceLine,
  reshapeSave,
  reshapeSeatPlans,
  reshapeService,
  reshapeTripServices,
} from '@/lib/api/reshape';
import { selectableExtras } from '@/lib/booking/rules';

function service(overrides: Partial<C.Service> & Pick<C.Service, 'id' | 'art'>): C.Service {
  return {
    bezeichnung: `Leistung ${overrides.id}`,
    preis: '0,00',
    frei: 10,
    status: 'Frei',
    belegungmax: 1,
    richtung: null,
    automatisch: false,
    bezug: null,
    ...overrides,
  };
}

const insurance: C.Insurance = {
  idbuspro: 7,
  bezeichnung: 'Reiserücktritt Basis',
  preis: '12,50',
  reisepreisvon: '0,00',
  reisepreisbis: '1.500,00',
  buchungdatumvon: '01.01.2026',
  buchungdatumbis: '31.12.2026',
  reisedatumvon: '01.11.2026',
  reisedatumbis: '30.04.2027',
};

function check(overrides: Partial<C.CheckResponse['ergebnis']> = {}): C.CheckResponse {
  return {
    ergebnis: {
      satz: { attr: { typ: 'BUCHUNG' }, text: 'Die Buchung ist möglich.' },
      buchung: { status: 'möglich' },
      preise: {
        preis: [
          {
            art: 'ERM',
            unterart: null,
            bezeichnung: 'Skiwoche',
            anzahl: 2,
            preis: '1.234,50',
            gesamtpreis: '2.469,00',
            zuordnung: '1,2',
          },
        ],
      },
      gesamtpreis: '2.469,00',
      zahlungsbedingungen: {
        anzahlung: { betrag: '493,80', termin: '05.12.2026' },
        restzahlung: { betrag: '1.975,20', termin: '05.01.2027' },
      },
      reservierung: { id: 'hold-9', gueltig_bis: '2026-11-24T10:15:00.000Z' },
      versicherungen: [insurance],
      ...overrides,
    },
  };
}

describe('trip services', () => {
  it('names the kind and direction in English and decodes the price to cents', () => {
    expect(
      reshapeService(
        service({ id: 501, art: 'BEF', bezeichnung: 'Bus Hinfahrt', preis: '1.234,50', frei: 38, richtung: 'H' }),
      ),
    ).toEqual({
      id: 501,
      kind: 'coach',
      name: 'Bus Hinfahrt',
      priceCents: 123450,
      free: 38,
      bookable: true,
      maxOccupancy: 1,
      direction: 'outbound',
      automatic: false,
      appliesTo: null,
    });
    expect(reshapeService(service({ id: 502, art: 'BEF', richtung: 'R' })).direction).toBe('return');
    expect(reshapeService(service({ id: 601, art: 'UNT', belegungmax: 2 }))).toMatchObject({
      kind: 'room',
      maxOccupancy: 2,
    });
  });

  it('marks automatic surcharges by the shared rule even when the booking system does not flag them', () => {
    const services = reshapeTripServices({
      ergebnis: {
        reise: {
          idreise: 'W1',
          id_jrn_journey: 1,
          ReiseArt: 'M',
          beginn: '10.01.2027',
          ende: '14.01.2027',
          titel: 'Skiwoche',
          preis: '599,00',
        },
        leistungen: {
          leistung: [
            service({ id: 602, art: 'UNT', bezeichnung: 'Einzelzimmer' }),
            service({ id: 603, art: 'SON', bezeichnung: 'Einzelzimmerzuschlag', bezug: 602 }),
            service({ id: 604, art: 'SON', bezeichnung: 'Aufpreis Halbpension' }),
            service({ id: 605, art: 'SON', bezeichnung: 'Kurtaxe', automatisch: true }),
            service({ id: 701, art: 'SON', bezeichnung: 'Skipass', preis: '45,00' }),
            service({ id: 702, art: 'SON', bezeichnung: 'Skikurs', status: 'ausgebucht' }),
          ],
        },
        insurances: { versicherungen: { versicherung: [] } },
      },
    });
    expect(services.filter((s) => s.automatic).map((s) => s.id)).toEqual([603, 604, 605]);
    expect(services.find((s) => s.id === 603)?.appliesTo).toBe(602);
    expect(services.find((s) => s.id === 702)?.bookable).toBe(false);
    // hidden: the sold-out extra and every automatic surcharge
    expect(selectableExtras(services).map((s) => s.name)).toEqual(['Skipass']);
  });
});

describe('insurance offers', () => {
  it('decodes the price band to cents and the windows to ISO dates', () => {
    expect(reshapeInsuranceOffers([insurance])).toEqual([
      {
        id: 7,
        name: 'Reiserücktritt Basis',
        priceCents: 1250,
        tripPriceFromCents: 0,
        tripPriceToCents: 150000,
        bookingFrom: '2026-01-01',
        bookingTill: '2026-12-31',
        travelFrom: '2026-11-01',
        travelTill: '2027-04-30',
      },
    ]);
  });

  it('drops an offer whose window is no date: it could never be offered correctly', () => {
    expect(reshapeInsuranceOffers([{ ...insurance, reisedatumbis: '31.02.2027' }])).toEqual([]);
  });
});

describe('the price check', () => {
  it('is possible, with lines, total and terms in cents, due dates ISO, the hold and the offers', () => {
    const result = reshapeCheck(check());
    expect(result).toMatchObject({
      outcome: 'possible',
      totalCents: 246900,
      paymentTerms: { depositCents: 49380, depositDue: '2026-12-05', restCents: 197520, restDue: '2027-01-05' },
      hold: { id: 'hold-9', until: '2026-11-24T10:15:00.000Z' },
      insuranceOffers: [{ id: 7, priceCents: 1250 }],
    });
    expect(result.lines).toEqual([
      { kind: 'trip', label: 'Skiwoche', quantity: 2, unitCents: 123450, totalCents: 246900, travellers: [0, 1] },
    ]);
    expect(result.notice).toBeUndefined();
  });

  it("carries the booking system's notice when it refuses with HINWEIS", () => {
    const result = reshapeCheck(
      check({ satz: { attr: { typ: 'HINWEIS' }, text: 'Nicht mehr genügend Plätze' }, buchung: { status: 'möglich' } }),
    );
    expect(result).toMatchObject({ outcome: 'notice', notice: { text: 'Nicht mehr genügend Plätze' } });
    expect(result.notice).toEqual({ text: 'Nicht mehr genügend Plätze' });
  });

  it("keeps a hint's code and parameters beside its text, for the visitor's language (lib/booking/hints)", () => {
    const satz = { attr: { typ: 'HINWEIS' as const }, text: 'Leider sind nur noch 3 Plätze frei.' };
    const result = reshapeCheck(
      check({ satz: { ...satz, code: 'seatsLeft', params: { free: 3 } }, buchung: { status: 'nicht möglich' } }),
    );
    expect(result.notice).toEqual({ text: satz.text, code: 'seatsLeft', params: { free: 3 } });
  });

  it("is impossible when the status is not 'möglich'", () => {
    expect(reshapeCheck(check({ buchung: { status: 'nicht buchbar' } })).outcome).toBe('impossible');
  });

  it('has no terms and no hold when the booking system names none; the balance may have no date', () => {
    const result = reshapeCheck(
      check({
        zahlungsbedingungen: {
          anzahlung: { betrag: '98,00', termin: '01.12.2026' },
          restzahlung: { betrag: '0,00', termin: null },
        },
        reservierung: null,
      }),
    );
    expect(result.paymentTerms).toEqual({ depositCents: 9800, depositDue: '2026-12-01', restCents: 0, restDue: null });
    expect(result.hold).toBeNull();
    expect(reshapeCheck(check({ zahlungsbedingungen: null })).paymentTerms).toBeNull();
  });

  it('assigns a line to no traveller when it belongs to the booking', () => {
    const line = reshapePriceLine({
      art: 'VER',
      unterart: null,
      bezeichnung: 'Reiserücktritt',
      anzahl: 1,
      preis: '-5,00',
      gesamtpreis: '-5,00',
      zuordnung: '',
    });
    expect(line).toMatchObject({ kind: 'insurance', unitCents: -500, totalCents: -500, travellers: [] });
  });
});

describe('the save', () => {
  it('is booked with the process number and token, the PDF and the saved prices', () => {
    const result = reshapeSave({
      ergebnis: {
        satz: { attr: { typ: 'BUCHUNG' }, text: 'Vielen Dank' },
        buchung: { status: 'erfolgt', vorgang: 'AX-1', token: 'tok', bestaetigungpdf: '/pdf/AX-1', email: 'a@b.de' },
        gesamtpreis: '118,00',
        zahlungsbedingungen: null,
      },
      booking: { vorgang: 'AX-1', token: 'tok' },
    });
    expect(result).toEqual({
      outcome: 'booked',
      booking: {
        processNumber: 'AX-1',
        token: 'tok',
        email: 'a@b.de',
        pdfUrl: '/pdf/AX-1',
        totalCents: 11800,
        paymentTerms: null,
      },
    });
  });

  it('takes the process number from the booking record when `buchung` does not carry it', () => {
    const result = reshapeSave({
      ergebnis: { satz: { attr: { typ: 'BUCHUNG' }, text: '' }, buchung: { status: 'erfolgt' } },
      booking: { vorgang: 'AX-2', token: 't2' },
    });
    expect(result.booking).toEqual({ processNumber: 'AX-2', token: 't2' });
  });

  it('is a notice or impossible, with no booking, when nothing was booked', () => {
    expect(
      reshapeSave({
        ergebnis: { satz: { attr: { typ: 'HINWEIS' }, text: 'Ausgebucht' }, buchung: { status: 'nicht möglich' } },
        booking: null,
      }),
    ).toEqual({ outcome: 'notice', notice: { text: 'Ausgebucht' } });
    expect(
      reshapeSave({
        ergebnis: { satz: { attr: { typ: 'BUCHUNG' }, text: '' }, buchung: { status: 'abgelehnt' } },
        booking: null,
      }),
    ).toEqual({ outcome: 'impossible' });
  });
});

describe('seat plans', () => {
  it('lays out the seats in English states and keeps the notice', () => {
    const plans = reshapeSeatPlans({
      ergebnis: {
        satz: { attr: { typ: 'HINWEIS' }, text: 'Gruppe wird aufgeteilt' },
        sitzplaene: {
          sitzplan: [
            {
              attr: { idleistung: 501, richtung: 'H' },
              sitzplan_bezeichnung: 'Bus Hinfahrt',
              reihen: 1,
              spalten: 5,
              frei: 2,
              sitze: {
                sitz: [
                  { nummer: 1, reihe: 1, spalte: 1, status: 'option', fenster: true },
                  { nummer: 2, reihe: 1, spalte: 2, status: 'frei', fenster: false },
                  { nummer: 3, reihe: 1, spalte: 4, status: 'belegt', fenster: false },
                  { nummer: 4, reihe: 1, spalte: 5, status: 'gesperrt', fenster: true },
                ],
              },
            },
            {
              attr: { idleistung: 502, richtung: 'R' },
              sitzplan_bezeichnung: 'Bus Rückfahrt',
              reihen: 0,
              spalten: 0,
              frei: 40,
              sitze: { sitz: [] },
            },
          ],
        },
      },
    });
    expect(plans.notice).toEqual({ text: 'Gruppe wird aufgeteilt' });
    expect(plans.plans[0]).toMatchObject({
      serviceId: 501,
      direction: 'outbound',
      name: 'Bus Hinfahrt',
      cols: 5,
      free: 2,
    });
    expect(plans.plans[0].seats.map((s) => [s.number, s.status, s.row, s.col, s.window])).toEqual([
      [1, 'proposed', 1, 1, true],
      [2, 'free', 1, 2, false],
      [3, 'taken', 1, 4, false],
      [4, 'blocked', 1, 5, true],
    ]);
    // no seat list: the seat step assigns seats automatically
    expect(plans.plans[1]).toMatchObject({ serviceId: 502, direction: 'return', seats: [] });
  });

  it('has no notice when the booking system gives none', () => {
    expect(reshapeSeatPlans({ ergebnis: { sitzplaene: { sitzplan: [] } } })).toEqual({ plans: [] });
  });
});

describe('payment types', () => {
  it('keeps the types the site knows, in the order given', () => {
    expect(
      reshapePaymentTypes({
        data: [
          { payment_type: 'creditcard', name: 'Kreditkarte' },
          { payment_type: 'bill', name: 'Rechnung' },
          { payment_type: 'paypal', name: 'PayPal' } as unknown as C.PaymentTypesResponse['data'][number],
        ],
      }),
    ).toEqual([
      { type: 'creditcard', name: 'Kreditkarte' },
      { type: 'bill', name: 'Rechnung' },
    ]);
  });
});
