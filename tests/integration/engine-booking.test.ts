import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { testDrivers } from '../helpers/db';
import {
  BP,
  COACH_SEATS,
  DAY_TRIP,
  INSURANCE,
  MULTI_DAY,
  SITE_URL,
  TICKETS,
  allConsents,
  bookingSystem,
  leaveSeats,
  fixtureDb,
  rowCounts,
  sellSeats,
  testClock,
  ticketForm,
  tripForm,
} from '../helpers/fixtures';
import { ApiError } from '@/lib/api/errors';
import { bookingEvents, bookingItems, bookings, holds, seats, services, ticketDates } from '@/lib/db/schema';
import type { CheckResponse, SaveRequest } from '@/lib/api/contract/schemas';

/** The multi-day booking of the price example: two in a double room, one in a single room. */
function multiDayForm(overrides: Parameters<typeof tripForm>[0] = {}) {
  return tripForm({
    travellers: [{ leistungen: [MULTI_DAY.skipass] }, { leistungen: [MULTI_DAY.skipass] }, { zustieg: BP.freising }],
    teilnehmer_rooms: [
      { room: MULTI_DAY.double, teilnehmer: [0, 1], status: 1 },
      { room: MULTI_DAY.single, teilnehmer: [2], status: 1 },
    ],
    insurance: INSURANCE.komfort,
    insurance_all: true,
    payment: 'bill',
    ...overrides,
  });
}

function lines(response: CheckResponse) {
  return response.ergebnis.preise.preis.map(
    (l) => `${l.art}/${l.unterart ?? '-'} ${l.bezeichnung} ${l.anzahl}×${l.preis}=${l.gesamtpreis} [${l.zuordnung}]`,
  );
}

async function expectInvalid(promise: Promise<unknown>): Promise<{ path: string; message: string }[]> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).kind).toBe('invalid');
  return (error as ApiError).fields;
}

describe.each(testDrivers)('booking engine on %s', (driver) => {
  const t = fixtureDb(driver);

  const save = (request: SaveRequest, options?: Parameters<typeof bookingSystem>[1]) =>
    bookingSystem(t.db, options).saveBooking(request);

  describe('trip services', () => {
    it('lists rooms, extras with automatic surcharges and both coaches with what is free', async () => {
      await sellSeats(t.db, MULTI_DAY.coachBack, [1, 2, 3]);
      const { ergebnis } = await bookingSystem(t.db).getTripServices(MULTI_DAY.code);
      expect(ergebnis.reise).toEqual({
        idreise: MULTI_DAY.code,
        id_jrn_journey: MULTI_DAY.id,
        ReiseArt: 'M',
        beginn: '20.01.2027',
        ende: '24.01.2027',
        titel: MULTI_DAY.title,
        preis: '499,00',
      });
      const byId = new Map(ergebnis.leistungen.leistung.map((l) => [l.id, l]));
      expect(byId.get(MULTI_DAY.double)).toMatchObject({ art: 'UNT', belegungmax: 2, frei: 10, automatisch: false });
      expect(byId.get(MULTI_DAY.singleSupplement)).toMatchObject({
        art: 'SON',
        preis: '120,00',
        automatisch: true,
        bezug: MULTI_DAY.single,
      });
      expect(byId.get(MULTI_DAY.skipass)).toMatchObject({
        art: 'SON',
        status: 'Frei',
        frei: 20,
        automatisch: false,
        bezug: null,
      });
      expect(byId.get(MULTI_DAY.wellness)).toMatchObject({ status: 'ausgebucht', frei: 0 });
      expect(byId.get(MULTI_DAY.coachOut)).toMatchObject({ art: 'BEF', richtung: 'H', frei: COACH_SEATS });
      expect(byId.get(MULTI_DAY.coachBack)).toMatchObject({ art: 'BEF', richtung: 'R', frei: COACH_SEATS - 3 });
    });

    it('offers the insurances whose booking window contains today and whose travel window contains the trip', async () => {
      const { ergebnis } = await bookingSystem(t.db).getTripServices(MULTI_DAY.code);
      expect(ergebnis.insurances.versicherungen.versicherung.map((v) => v.idbuspro).sort()).toEqual([
        INSURANCE.basis,
        INSURANCE.komfort,
      ]);
      expect(
        ergebnis.insurances.versicherungen.versicherung.find((v) => v.idbuspro === INSURANCE.komfort),
      ).toMatchObject({
        preis: '49,00',
        reisepreisvon: '300,01',
        reisepreisbis: '2000,00',
      });
    });

    it('answers not_found for an unknown trip code', async () => {
      await expect(bookingSystem(t.db).getTripServices('NOPE-1')).rejects.toMatchObject({ kind: 'not_found' });
    });
  });

  describe('price check', () => {
    it('prices a day trip for two travellers with one boarding surcharge, due in full today', async () => {
      const response = await bookingSystem(t.db).checkBooking({
        idreise: DAY_TRIP.code,
        form: tripForm({ travellers: [{}, { zustieg: BP.freising }] }),
      });
      expect(response.ergebnis.satz.attr.typ).toBe('BUCHUNG');
      expect(response.ergebnis.buchung.status).toBe('möglich');
      expect(lines(response)).toEqual([
        'ERM/- Skitag Kitzbühel 2×59,00=118,00 [1,2]',
        'SON/TRA Zustieg München, Hauptbahnhof Nord 1×0,00=0,00 [1]',
        'SON/TRA Zustieg Freising, P+R Parkplatz 1×5,00=5,00 [2]',
      ]);
      expect(response.ergebnis.gesamtpreis).toBe('123,00');
      expect(response.ergebnis.zahlungsbedingungen).toEqual({
        anzahlung: { betrag: '123,00', termin: '21.11.2026' },
        restzahlung: { betrag: '0,00', termin: null },
      });
      expect(response.ergebnis.versicherungen.map((v) => v.idbuspro)).toEqual([INSURANCE.basis]);
    });

    it('prices a multi-day trip with single-room supplement, boarding surcharge, extras and insurance, with deposit and balance', async () => {
      const response = await bookingSystem(t.db).checkBooking({ idreise: MULTI_DAY.code, form: multiDayForm() });
      expect(response.ergebnis.satz).toEqual({ attr: { typ: 'BUCHUNG' }, text: expect.any(String) });
      expect(lines(response)).toEqual([
        'ERM/- Skiwoche Dolomiten 3×499,00=1497,00 [1,2,3]',
        'SON/UNT Doppelzimmer 2×0,00=0,00 [1,2]',
        'SON/UNT Einzelzimmer 1×0,00=0,00 [3]',
        'SON/AUF Einzelzimmerzuschlag 1×120,00=120,00 [3]',
        'SON/TRA Zustieg München, Hauptbahnhof Nord 2×0,00=0,00 [1,2]',
        'SON/TRA Zustieg Freising, P+R Parkplatz 1×5,00=5,00 [3]',
        'SON/- Skipass 5 Tage 2×215,00=430,00 [1,2]',
        'VER/- Reiserücktritt Komfort 3×49,00=147,00 [1,2,3]',
      ]);
      // 1497 + 120 + 5 + 430 = 2052 (per person 684: the Komfort band), + 147 insurance
      expect(response.ergebnis.gesamtpreis).toBe('2199,00');
      expect(response.ergebnis.zahlungsbedingungen).toEqual({
        anzahlung: { betrag: '439,80', termin: '28.11.2026' },
        restzahlung: { betrag: '1759,20', termin: '21.12.2026' },
      });
      expect(response.ergebnis.versicherungen.map((v) => v.idbuspro)).toEqual([INSURANCE.komfort]);
    });

    it('prices match tickets with the first price of the date, due in full today', async () => {
      const response = await bookingSystem(t.db).checkBooking({
        idreise: TICKETS.code,
        form: ticketForm({ teilnehmer_count: 3 }),
      });
      expect(response.ergebnis.buchung.status).toBe('möglich');
      expect(response.ergebnis.preise.preis).toEqual([
        {
          art: 'ERM',
          unterart: null,
          bezeichnung: 'FC Heimstadt – SV Gastdorf – Sitzplatz Kategorie 2 inkl. Busfahrt',
          anzahl: 3,
          preis: '45,00',
          gesamtpreis: '135,00',
          zuordnung: '',
        },
      ]);
      expect(response.ergebnis.zahlungsbedingungen?.anzahlung).toEqual({ betrag: '135,00', termin: '21.11.2026' });
    });

    it('tells the visitor how many seats are left when asking for more than are free', async () => {
      await leaveSeats(t.db, DAY_TRIP.coachOut, 3);
      const response = await bookingSystem(t.db).checkBooking({
        idreise: DAY_TRIP.code,
        form: tripForm({ travellers: [{}, {}, {}, {}] }),
      });
      expect(response.ergebnis.satz).toEqual({
        attr: { typ: 'HINWEIS' },
        text: 'Leider sind nur noch 3 Plätze frei.',
        code: 'seatsLeft',
        params: { free: 3 },
      });
      expect(response.ergebnis.reservierung).toBeNull();
    });

    it('reduces the traveller maximum to the smallest free seat count of outbound and return coach', async () => {
      await leaveSeats(t.db, DAY_TRIP.coachOut, 8);
      await leaveSeats(t.db, DAY_TRIP.coachBack, 5);
      const six = Array.from({ length: 6 }, () => ({}));
      const tooMany = await bookingSystem(t.db).checkBooking({
        idreise: DAY_TRIP.code,
        form: tripForm({ travellers: six }),
      });
      expect(tooMany.ergebnis.satz.text).toBe('Leider sind nur noch 5 Plätze frei.');
      const five = await bookingSystem(t.db).checkBooking({
        idreise: DAY_TRIP.code,
        form: tripForm({ travellers: six.slice(1) }),
      });
      expect(five.ergebnis.buchung.status).toBe('möglich');
    });

    it('says there are no seats left when a coach is full', async () => {
      await leaveSeats(t.db, DAY_TRIP.coachBack, 0);
      const response = await bookingSystem(t.db).checkBooking({
        idreise: DAY_TRIP.code,
        form: tripForm({ travellers: [{}] }),
      });
      expect(response.ergebnis.satz.text).toBe('Leider sind im Bus keine Plätze mehr frei.');
    });

    it('offers invoice only when the trip starts more than 14 days away', async () => {
      const inFifteenDays = '2026-12-06';
      const inFourteenDays = '2026-12-05';
      const engine = bookingSystem(t.db);
      const { journeys } = await import('@/lib/db/schema');
      await t.db
        .update(journeys)
        .set({ dateFrom: inFifteenDays, dateTill: inFifteenDays })
        .where(eq(journeys.id, DAY_TRIP.id));
      const ok = await engine.checkBooking({ idreise: DAY_TRIP.code, form: tripForm({ payment: 'bill' }) });
      expect(ok.ergebnis.buchung.status).toBe('möglich');
      await t.db
        .update(journeys)
        .set({ dateFrom: inFourteenDays, dateTill: inFourteenDays })
        .where(eq(journeys.id, DAY_TRIP.id));
      const tooLate = await engine.checkBooking({ idreise: DAY_TRIP.code, form: tripForm({ payment: 'bill' }) });
      expect(tooLate.ergebnis.satz).toEqual({
        attr: { typ: 'HINWEIS' },
        text: 'Die Zahlung auf Rechnung ist nur bis 14 Tage vor Reisebeginn möglich.',
        code: 'invoiceTooLate',
        params: { days: 14 },
      });
      const card = await engine.checkBooking({ idreise: DAY_TRIP.code, form: tripForm({ payment: 'creditcard' }) });
      expect(card.ergebnis.buchung.status).toBe('möglich');
    });

    it('refuses a boarding point that does not belong to the trip', async () => {
      const response = await bookingSystem(t.db).checkBooking({
        idreise: DAY_TRIP.code,
        form: tripForm({ travellers: [{}, { zustieg: BP.augsburg }] }),
      });
      expect(response.ergebnis.satz).toEqual({
        attr: { typ: 'HINWEIS' },
        text: 'Die gewählte Zustiegsstelle gehört nicht zu dieser Reise.',
        code: 'unknownBoardingPoint',
        params: {},
      });
    });

    it('accepts the boarding point whose place is not announced yet', async () => {
      const response = await bookingSystem(t.db).checkBooking({
        idreise: DAY_TRIP.code,
        form: tripForm({ travellers: [{ zustieg: BP.erding }] }),
      });
      expect(response.ergebnis.buchung.status).toBe('möglich');
    });

    it('answers "nicht buchbar" for a trip that has already started or is closed for online booking', async () => {
      const { journeys } = await import('@/lib/db/schema');
      await t.db
        .update(journeys)
        .set({ dateFrom: '2026-11-21', dateTill: '2026-11-21' })
        .where(eq(journeys.id, DAY_TRIP.id));
      const started = await bookingSystem(t.db).checkBooking({ idreise: DAY_TRIP.code, form: tripForm() });
      expect(started.ergebnis.satz).toEqual({ attr: { typ: 'BUCHUNG' }, text: 'Diese Reise ist nicht mehr buchbar' });
      expect(started.ergebnis.buchung.status).toBe('nicht buchbar');
      await t.db.update(journeys).set({ bookable: false }).where(eq(journeys.id, MULTI_DAY.id));
      const closed = await bookingSystem(t.db).checkBooking({ idreise: MULTI_DAY.code, form: multiDayForm() });
      expect(closed.ergebnis.buchung.status).toBe('nicht buchbar');
    });
  });

  describe('rooms and extras', () => {
    it('asks to put every traveller in exactly one room', async () => {
      const engine = bookingSystem(t.db);
      const unassigned = await engine.checkBooking({
        idreise: MULTI_DAY.code,
        form: multiDayForm({ teilnehmer_rooms: [{ room: MULTI_DAY.double, teilnehmer: [0, 1], status: 1 }] }),
      });
      expect(unassigned.ergebnis.satz.text).toBe('Bitte teilen Sie jeden Reisenden genau einem Zimmer zu.');
      const twice = await engine.checkBooking({
        idreise: MULTI_DAY.code,
        form: multiDayForm({
          teilnehmer_rooms: [
            { room: MULTI_DAY.double, teilnehmer: [0, 1], status: 1 },
            { room: MULTI_DAY.single, teilnehmer: [1], status: 1 },
          ],
        }),
      });
      expect(twice.ergebnis.satz.text).toBe('Bitte teilen Sie jeden Reisenden genau einem Zimmer zu.');
    });

    it('refuses more people in a room than its maximum occupancy', async () => {
      const response = await bookingSystem(t.db).checkBooking({
        idreise: MULTI_DAY.code,
        form: multiDayForm({ teilnehmer_rooms: [{ room: MULTI_DAY.double, teilnehmer: [0, 1, 2], status: 1 }] }),
      });
      expect(response.ergebnis.satz.text).toBe('Im Zimmer „Doppelzimmer“ können höchstens 2 Personen wohnen.');
    });

    it('refuses more rooms of a type than are free', async () => {
      await t.db.update(services).set({ taken: 2 }).where(eq(services.id, MULTI_DAY.single));
      const response = await bookingSystem(t.db).checkBooking({ idreise: MULTI_DAY.code, form: multiDayForm() });
      expect(response.ergebnis.satz.text).toBe('Leider ist kein Zimmer „Einzelzimmer“ mehr frei.');
    });

    it('refuses travellers beyond free rooms times maximum occupancy', async () => {
      await t.db.update(services).set({ taken: 9 }).where(eq(services.id, MULTI_DAY.double));
      await t.db.update(services).set({ taken: 1 }).where(eq(services.id, MULTI_DAY.single));
      // one double (2 persons) + one single (1 person) are left: 4 travellers cannot fit
      const four = multiDayForm({
        travellers: [{}, {}, {}, {}],
        teilnehmer_rooms: [
          { room: MULTI_DAY.double, teilnehmer: [0, 1], status: 1 },
          { room: MULTI_DAY.double, teilnehmer: [2, 3], status: 1 },
        ],
      });
      const response = await bookingSystem(t.db).checkBooking({ idreise: MULTI_DAY.code, form: four });
      expect(response.ergebnis.satz.text).toBe('Leider sind nur noch Zimmer für 3 Personen frei.');
    });

    it('does not sell an extra whose status is not "Frei", nor an automatic surcharge chosen by hand', async () => {
      const engine = bookingSystem(t.db);
      const wellness = await engine.checkBooking({
        idreise: MULTI_DAY.code,
        form: multiDayForm({ travellers: [{ leistungen: [MULTI_DAY.wellness] }, {}, {}] }),
      });
      expect(wellness.ergebnis.satz.text).toBe('Die Zusatzleistung „Wellnesspaket“ kann nicht gebucht werden.');
      const supplement = await engine.checkBooking({
        idreise: MULTI_DAY.code,
        form: multiDayForm({ travellers: [{ leistungen: [MULTI_DAY.singleSupplement] }, {}, {}] }),
      });
      expect(supplement.ergebnis.satz.text).toBe(
        'Die Zusatzleistung „Einzelzimmerzuschlag“ kann nicht gebucht werden.',
      );
    });

    it('does not sell more of an extra than is left', async () => {
      await t.db.update(services).set({ taken: 19 }).where(eq(services.id, MULTI_DAY.skipass));
      const response = await bookingSystem(t.db).checkBooking({ idreise: MULTI_DAY.code, form: multiDayForm() });
      expect(response.ergebnis.satz.text).toBe(
        'Die Zusatzleistung „Skipass 5 Tage“ ist leider nur noch 1-mal verfügbar.',
      );
    });
  });

  describe('insurance', () => {
    it('refuses an insurance whose price band does not fit the booking', async () => {
      const response = await bookingSystem(t.db).checkBooking({
        idreise: MULTI_DAY.code,
        form: multiDayForm({ insurance: INSURANCE.basis }),
      });
      expect(response.ergebnis.satz).toEqual({
        attr: { typ: 'HINWEIS' },
        text: 'Die gewählte Versicherung ist für diese Buchung nicht verfügbar.',
        code: 'insuranceNotOffered',
        params: {},
      });
    });

    it('refuses an insurance whose booking window has closed or whose travel window misses the trip', async () => {
      const engine = bookingSystem(t.db);
      for (const insurance of [INSURANCE.expired, INSURANCE.summer]) {
        const response = await engine.checkBooking({
          idreise: DAY_TRIP.code,
          form: tripForm({ insurance, insurance_all: true }),
        });
        expect(response.ergebnis.satz.text).toBe('Die gewählte Versicherung ist für diese Buchung nicht verfügbar.');
      }
    });

    it('insures only the travellers who chose an insurance', async () => {
      const response = await bookingSystem(t.db).checkBooking({
        idreise: DAY_TRIP.code,
        form: tripForm({ travellers: [{}, { insurance: INSURANCE.basis }] }),
      });
      expect(lines(response).at(-1)).toBe('VER/- Reiserücktritt Basis 1×19,00=19,00 [2]');
      expect(response.ergebnis.gesamtpreis).toBe('137,00');
    });
  });

  describe('holds', () => {
    it('keeps the checked seats for 15 minutes so another visitor sees fewer free', async () => {
      const clock = testClock();
      const engine = bookingSystem(t.db, clock);
      await leaveSeats(t.db, DAY_TRIP.coachOut, 3);
      const first = await engine.checkBooking({ idreise: DAY_TRIP.code, form: tripForm() });
      expect(first.ergebnis.reservierung).toEqual({ id: expect.any(String), gueltig_bis: '2026-11-21T09:15:00.000Z' });

      const services = await engine.getTripServices(DAY_TRIP.code);
      expect(services.ergebnis.leistungen.leistung.find((l) => l.id === DAY_TRIP.coachOut)?.frei).toBe(1);
      const second = await engine.checkBooking({ idreise: DAY_TRIP.code, form: tripForm() });
      expect(second.ergebnis.satz.text).toBe('Leider ist nur noch 1 Platz frei.');
    });

    it('does not block anybody with an expired hold', async () => {
      const clock = testClock();
      const engine = bookingSystem(t.db, clock);
      await leaveSeats(t.db, DAY_TRIP.coachOut, 2);
      await engine.checkBooking({ idreise: DAY_TRIP.code, form: tripForm() });
      clock.advanceMinutes(16);
      const other = await engine.checkBooking({ idreise: DAY_TRIP.code, form: tripForm() });
      expect(other.ergebnis.buchung.status).toBe('möglich');
    });

    it('renews its own hold on a repeated check instead of competing with it', async () => {
      const engine = bookingSystem(t.db);
      await leaveSeats(t.db, DAY_TRIP.coachOut, 2);
      const first = await engine.checkBooking({ idreise: DAY_TRIP.code, form: tripForm() });
      const again = await engine.checkBooking({
        idreise: DAY_TRIP.code,
        form: tripForm(),
        reservierung: first.ergebnis.reservierung!.id,
      });
      expect(again.ergebnis.buchung.status).toBe('möglich');
      expect(again.ergebnis.reservierung?.id).toBe(first.ergebnis.reservierung?.id);
      expect((await rowCounts(t.db)).holds).toBe(1);
    });

    it('books the seats its hold kept and ends the hold', async () => {
      const engine = bookingSystem(t.db);
      const check = await engine.checkBooking({ idreise: DAY_TRIP.code, form: tripForm() });
      const id = check.ergebnis.reservierung!.id;
      const held = await t.db
        .select({ number: seats.number })
        .from(seats)
        .where(and(eq(seats.holdId, id), eq(seats.serviceId, DAY_TRIP.coachOut)));
      const saved = await engine.saveBooking({
        idreise: DAY_TRIP.code,
        form: tripForm(),
        reservierung: id,
        consents: allConsents,
      });
      expect(saved.ergebnis.buchung.status).toBe('erfolgt');
      const sold = await t.db
        .select({ number: seats.number })
        .from(seats)
        .where(and(eq(seats.serviceId, DAY_TRIP.coachOut), eq(seats.status, 'belegt')));
      expect(sold.map((s) => s.number).sort()).toEqual(held.map((s) => s.number).sort());
      expect(await t.db.select().from(holds)).toEqual([]);
    });

    it('re-checks a save whose own hold expired and refuses it when the seats were sold meanwhile', async () => {
      const clock = testClock();
      const engine = bookingSystem(t.db, clock);
      await leaveSeats(t.db, DAY_TRIP.coachOut, 2);
      const mine = await engine.checkBooking({ idreise: DAY_TRIP.code, form: tripForm() });
      clock.advanceMinutes(20);
      const other = await engine.saveBooking({ idreise: DAY_TRIP.code, form: tripForm(), consents: allConsents });
      expect(other.ergebnis.buchung.status).toBe('erfolgt');
      const before = await rowCounts(t.db);

      const late = await engine.saveBooking({
        idreise: DAY_TRIP.code,
        form: tripForm(),
        reservierung: mine.ergebnis.reservierung!.id,
        consents: allConsents,
      });
      expect(late.ergebnis.satz).toEqual({
        attr: { typ: 'HINWEIS' },
        text: 'Leider sind im Bus keine Plätze mehr frei.',
        code: 'seatsLeft',
        params: { free: 0 },
      });
      expect(late.booking).toBeNull();
      const after = await rowCounts(t.db);
      expect({ ...after, holds: 0, hold_items: 0 }).toEqual({ ...before, holds: 0, hold_items: 0 });
    });

    it('still books after the own hold expired when the seats are still free', async () => {
      const clock = testClock();
      const engine = bookingSystem(t.db, clock);
      const mine = await engine.checkBooking({ idreise: DAY_TRIP.code, form: tripForm() });
      clock.advanceMinutes(30);
      const saved = await engine.saveBooking({
        idreise: DAY_TRIP.code,
        form: tripForm(),
        reservierung: mine.ergebnis.reservierung!.id,
        consents: allConsents,
      });
      expect(saved.ergebnis.buchung.status).toBe('erfolgt');
    });
  });

  describe('save', () => {
    it('books a multi-day trip: process number, token, PDF link, stock taken, items, event and the normalised form stored', async () => {
      const saved = await save({ idreise: MULTI_DAY.code, form: multiDayForm(), consents: allConsents, locale: 'de' });
      const { buchung } = saved.ergebnis;
      expect(saved.ergebnis.satz).toEqual({
        attr: { typ: 'BUCHUNG' },
        text: 'Vielen Dank für Ihre Buchung! Sie erhalten in Kürze eine Bestätigung per E-Mail.',
      });
      expect(buchung.status).toBe('erfolgt');
      expect(buchung.vorgang).toMatch(/^AX-2026-\d{6}$/);
      expect(buchung.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(buchung.bestaetigungpdf).toBe(
        `${SITE_URL}/api/v1/booking/bestaetigung/${buchung.vorgang}?token=${buchung.token}`,
      );
      expect(buchung.email).toBe('erika@example.org');
      expect(saved.booking).toEqual({ vorgang: buchung.vorgang, token: buchung.token });
      expect(saved.ergebnis.gesamtpreis).toBe('2199,00');

      const [booking] = await t.db.select().from(bookings);
      expect(booking).toMatchObject({
        processNumber: buchung.vorgang,
        journeyId: MULTI_DAY.id,
        paymentType: 'bill',
        totalCents: 219900,
        depositCents: 43980,
        depositDue: '2026-11-28',
        balanceCents: 175920,
        balanceDue: '2026-12-21',
      });
      expect(booking.priceLines).toContainEqual({
        art: 'SON',
        unterart: 'AUF',
        bezeichnung: 'Einzelzimmerzuschlag',
        anzahl: 1,
        preis: '120,00',
        gesamtpreis: '120,00',
        preisCents: 12000,
        gesamtpreisCents: 12000,
        zuordnung: '3',
        // what the line is for, so documents can name it in the booker's language
        ref: { kind: 'service', id: MULTI_DAY.singleSupplement },
      });
      const form = booking.form as {
        main: { firstname: string; city: string };
        busses: { hin: { sitze: number[] }; rueck: { sitze: number[] } };
      };
      expect(form.main).toMatchObject({ firstname: 'Erika', city: 'München' });
      expect(form.busses.hin.sitze).toEqual([1, 2, 5]);
      expect(form.busses.rueck.sitze).toEqual([1, 2, 5]);

      const taken = new Map((await t.db.select().from(services)).map((s) => [s.id, s.taken]));
      expect([
        taken.get(MULTI_DAY.double),
        taken.get(MULTI_DAY.single),
        taken.get(MULTI_DAY.skipass),
        taken.get(MULTI_DAY.coachOut),
      ]).toEqual([1, 1, 2, 3]);
      const items = await t.db.select().from(bookingItems).where(eq(bookingItems.bookingId, booking.id));
      expect(items.map((i) => [i.serviceId, i.quantity]).sort((a, b) => a[0] - b[0])).toEqual([
        [MULTI_DAY.double, 1],
        [MULTI_DAY.single, 1],
        [MULTI_DAY.skipass, 2],
        [MULTI_DAY.coachOut, 3],
        [MULTI_DAY.coachBack, 3],
      ]);
      const events = await t.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, booking.id));
      expect(events.map((e) => e.type)).toEqual(['created']);
    });

    it('sells the seats the visitor chose and refuses a seat that is already sold', async () => {
      const engine = bookingSystem(t.db);
      const chosen = {
        hin: { idleistung: DAY_TRIP.coachOut, sitze: [10, 11] },
        rueck: { idleistung: DAY_TRIP.coachBack, sitze: [20, 21] },
      };
      const saved = await engine.saveBooking({
        idreise: DAY_TRIP.code,
        form: tripForm({ busses: chosen }),
        consents: allConsents,
      });
      expect(saved.ergebnis.buchung.status).toBe('erfolgt');
      const again = await engine.checkBooking({
        idreise: DAY_TRIP.code,
        form: tripForm({ busses: { hin: { idleistung: DAY_TRIP.coachOut, sitze: [11, 12] } } }),
      });
      expect(again.ergebnis.satz).toEqual({
        attr: { typ: 'HINWEIS' },
        text: 'Der Sitzplatz 11 ist leider bereits vergeben.',
        code: 'seatTaken',
        params: { seat: 11 },
      });
    });

    it('refuses seats that are not one per traveller or not in the coach', async () => {
      const engine = bookingSystem(t.db);
      const one = await engine.checkBooking({
        idreise: DAY_TRIP.code,
        form: tripForm({ busses: { hin: { idleistung: DAY_TRIP.coachOut, sitze: [10] } } }),
      });
      expect(one.ergebnis.satz.text).toBe('Bitte wählen Sie für jeden Reisenden genau einen Sitzplatz.');
      const missing = await engine.checkBooking({
        idreise: DAY_TRIP.code,
        form: tripForm({ busses: { hin: { idleistung: DAY_TRIP.coachOut, sitze: [10, 99] } } }),
      });
      expect(missing.ergebnis.satz.text).toBe('Den Sitzplatz 99 gibt es in diesem Bus nicht.');
    });

    it('claims match tickets on the date and refuses more than are left', async () => {
      const engine = bookingSystem(t.db);
      const saved = await engine.saveBooking({
        idreise: TICKETS.code,
        form: ticketForm({ teilnehmer_count: 4 }),
        consents: allConsents,
      });
      expect(saved.ergebnis.buchung.status).toBe('erfolgt');
      const [date] = await t.db.select().from(ticketDates).where(eq(ticketDates.id, TICKETS.dateId));
      expect(date.taken).toBe(4);
      const tooMany = await engine.checkBooking({ idreise: TICKETS.code, form: ticketForm({ teilnehmer_count: 3 }) });
      expect(tooMany.ergebnis.satz.text).toBe('Leider sind nur noch 2 Karten verfügbar.');
    });

    it('requires terms and privacy for a day trip, and annexes and product information for other trips', async () => {
      const dayTrip = await expectInvalid(
        save({ idreise: DAY_TRIP.code, form: tripForm(), consents: { agb: true, datenschutz: false } }),
      );
      expect(dayTrip).toEqual([{ path: 'consents.datenschutz', message: 'notice.notchecked' }]);
      const okDayTrip = await save({
        idreise: DAY_TRIP.code,
        form: tripForm(),
        consents: { agb: true, datenschutz: true },
      });
      expect(okDayTrip.ergebnis.buchung.status).toBe('erfolgt');

      const multiDay = await expectInvalid(
        save({ idreise: MULTI_DAY.code, form: multiDayForm(), consents: { agb: true, datenschutz: true } }),
      );
      expect(multiDay.map((f) => f.path)).toEqual(['consents.anhang', 'consents.produktinfo']);
      const none = await expectInvalid(save({ idreise: DAY_TRIP.code, form: tripForm() }));
      expect(none.map((f) => f.path)).toEqual(['consents.agb', 'consents.datenschutz']);
    });

    it('answers a repeated save with the same idempotency key with the first booking', async () => {
      const request: SaveRequest = {
        idreise: DAY_TRIP.code,
        form: tripForm(),
        consents: allConsents,
        idempotency_key: 'click-7f3a9c21',
      };
      const first = await save(request);
      const second = await save(request);
      expect(second.booking).toEqual(first.booking);
      expect(second.ergebnis.buchung.vorgang).toBe(first.ergebnis.buchung.vorgang);
      expect((await rowCounts(t.db)).bookings).toBe(1);
      const [coach] = await t.db.select().from(services).where(eq(services.id, DAY_TRIP.coachOut));
      expect(coach.taken).toBe(2);
    });

    it('gives every booking its own process number and token', async () => {
      const a = await save({ idreise: DAY_TRIP.code, form: tripForm(), consents: allConsents });
      const b = await save({ idreise: DAY_TRIP.code, form: tripForm(), consents: allConsents });
      expect(a.ergebnis.buchung.vorgang).not.toBe(b.ergebnis.buchung.vorgang);
      expect(a.ergebnis.buchung.token).not.toBe(b.ergebnis.buchung.token);
    });
  });

  describe('bad input', () => {
    it('names missing fields with the shared message and writes nothing', async () => {
      const before = await rowCounts(t.db);
      const form = tripForm();
      const broken = { ...form, main: { ...(form as { main: object }).main, firstname: '', email: undefined } };
      const fields = await expectInvalid(
        save({ idreise: DAY_TRIP.code, form: broken as never, consents: allConsents }),
      );
      expect(fields).toEqual(
        expect.arrayContaining([
          { path: 'form.main.firstname', message: 'notice.empty' },
          { path: 'form.main.email', message: 'notice.empty' },
        ]),
      );
      expect(await rowCounts(t.db)).toEqual(before);
    });

    it('refuses the birthday 31.02.2000 and writes nothing', async () => {
      const before = await rowCounts(t.db);
      const fields = await expectInvalid(
        bookingSystem(t.db).checkBooking({
          idreise: DAY_TRIP.code,
          form: tripForm({ travellers: [{}, { birthday: '31.02.2000' }] }),
        }),
      );
      expect(fields).toContainEqual({ path: 'form.teilnehmer.1.birthday', message: 'notice.birthday' });
      expect(await rowCounts(t.db)).toEqual(before);
    });

    it('refuses 11 travellers and writes nothing', async () => {
      const before = await rowCounts(t.db);
      const eleven = Array.from({ length: 11 }, () => ({}));
      const fields = await expectInvalid(
        save({ idreise: DAY_TRIP.code, form: tripForm({ travellers: eleven }), consents: allConsents }),
      );
      expect(fields).toContainEqual({ path: 'form.teilnehmer_count', message: 'notice.travellerCount' });
      expect(await rowCounts(t.db)).toEqual(before);
    });

    it('answers not_found for an unknown trip code and writes nothing', async () => {
      const before = await rowCounts(t.db);
      await expect(save({ idreise: 'NOPE-1', form: tripForm(), consents: allConsents })).rejects.toMatchObject({
        kind: 'not_found',
      });
      await expect(bookingSystem(t.db).checkBooking({ idreise: 'NOPE-1', form: tripForm() })).rejects.toMatchObject({
        kind: 'not_found',
      });
      expect(await rowCounts(t.db)).toEqual(before);
    });

    it('refuses a trip form for a match-ticket journey', async () => {
      const response = await bookingSystem(t.db).checkBooking({ idreise: TICKETS.code, form: tripForm() });
      expect(response.ergebnis.satz.attr.typ).toBe('HINWEIS');
    });
  });

  describe('seat plans', () => {
    it('answers both coaches with every seat and proposes seats from the wishes as options', async () => {
      await sellSeats(t.db, DAY_TRIP.coachOut, [1, 2]);
      const { ergebnis } = await bookingSystem(t.db).getSeatPlans({
        idreise: DAY_TRIP.code,
        idleistung_hin: DAY_TRIP.coachOut,
        idleistung_rueck: DAY_TRIP.coachBack,
        anzahl_personen: 2,
      });
      expect(ergebnis.satz).toBeUndefined();
      const [hin, rueck] = ergebnis.sitzplaene.sitzplan;
      expect(hin).toMatchObject({
        attr: { idleistung: DAY_TRIP.coachOut, richtung: 'H' },
        reihen: 12,
        spalten: 5,
        frei: COACH_SEATS - 2,
      });
      expect(rueck.attr).toEqual({ idleistung: DAY_TRIP.coachBack, richtung: 'R' });
      expect(hin.sitze.sitz).toHaveLength(COACH_SEATS);
      expect(hin.sitze.sitz.filter((s) => s.status === 'belegt').map((s) => s.nummer)).toEqual([1, 2]);
      expect(hin.sitze.sitz.filter((s) => s.status === 'option').map((s) => s.nummer)).toEqual([5, 6]);
      expect(rueck.sitze.sitz.filter((s) => s.status === 'option').map((s) => s.nummer)).toEqual([1, 2]);
      expect(hin.sitze.sitz.find((s) => s.nummer === 1)).toMatchObject({ reihe: 1, spalte: 1, fenster: true });
    });

    it('shows seats held by another visitor as taken, and the own held seats as free', async () => {
      const engine = bookingSystem(t.db);
      const check = await engine.checkBooking({ idreise: DAY_TRIP.code, form: tripForm() });
      const params = { idreise: DAY_TRIP.code, idleistung_hin: DAY_TRIP.coachOut };
      const other = await engine.getSeatPlans(params);
      expect(
        other.ergebnis.sitzplaene.sitzplan[0].sitze.sitz.filter((s) => s.status === 'belegt').map((s) => s.nummer),
      ).toEqual([1, 2]);
      const own = await engine.getSeatPlans({ ...params, reservierung: check.ergebnis.reservierung!.id });
      expect(own.ergebnis.sitzplaene.sitzplan[0].frei).toBe(COACH_SEATS);
    });

    it('says so and proposes nothing when fewer seats are free than travellers', async () => {
      await leaveSeats(t.db, DAY_TRIP.coachOut, 1);
      const { ergebnis } = await bookingSystem(t.db).getSeatPlans({
        idreise: DAY_TRIP.code,
        idleistung_hin: DAY_TRIP.coachOut,
        anzahl_personen: 2,
      });
      expect(ergebnis.satz).toEqual({
        attr: { typ: 'HINWEIS' },
        text: 'Leider ist nur noch 1 Platz frei.',
        code: 'seatsLeft',
        params: { free: 1 },
      });
      expect(ergebnis.sitzplaene.sitzplan[0].sitze.sitz.some((s) => s.status === 'option')).toBe(false);
    });
  });

  describe('boarding points and import', () => {
    it('lists all boarding points of the trip with surcharge and time, including one not announced yet', async () => {
      const { ergebnis } = await bookingSystem(t.db).getBoardingPoints({ idreise: DAY_TRIP.code });
      expect(ergebnis.zustiege.zustieg).toEqual([
        {
          IDZustieg: BP.muenchen,
          PLZ: '80335',
          Ort: 'München',
          Stelle: 'Hauptbahnhof Nord',
          preis: '0,00',
          zeit: '06:45',
        },
        {
          IDZustieg: BP.freising,
          PLZ: '85354',
          Ort: 'Freising',
          Stelle: 'P+R Parkplatz',
          preis: '5,00',
          zeit: '07:30',
        },
        {
          IDZustieg: BP.erding,
          PLZ: '85435',
          Ort: 'Erding',
          Stelle: 'wird noch bekannt gegeben',
          preis: '0,00',
          zeit: '07:45',
        },
      ]);
    });

    it('counts the bookings made in the date range', async () => {
      await save({ idreise: DAY_TRIP.code, form: tripForm(), consents: allConsents });
      await save({ idreise: DAY_TRIP.code, form: tripForm(), consents: allConsents });
      await t.db
        .update(bookings)
        .set({ createdAt: new Date('2026-11-19T10:00:00Z') })
        .where(sql`${bookings.id} = (select min(id) from bookings)`);
      const engine = bookingSystem(t.db);
      expect(
        (await engine.importProcesses({ art: 'HIN', buchungvon: '21.11.2026', buchungbis: '21.11.2026' })).ergebnis
          .importiert,
      ).toBe(1);
      expect(
        (await engine.importProcesses({ art: 'HIN', buchungvon: '19.11.2026', buchungbis: '21.11.2026' })).ergebnis
          .importiert,
      ).toBe(2);
    });
  });
});
