/**
 * The `http` BookingApi against a fake of the operator's booking system (e2e/operator-api), which
 * answers with exactly the fields spec §3 and §7 name: all 16 calls of §7, the parameters the fake
 * received (page_size, show*, translation, the fixed access parameter), the shapes the site gets,
 * the offline placeholder, a remote that is down, and which calls are retried.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpApi, type HttpApiOptions } from '@/lib/api/http';
import { ApiError, UNAVAILABLE_DIGEST } from '@/lib/api/errors';
import type { CheckRequest } from '@/lib/api/contract/schemas';
import { buildMenu, reshapeTicketDates, reshapeTripSummary } from '@/lib/api/reshape';
import { tripLinkState } from '@/lib/site/book-now';
import { coaches, selectableExtras } from '@/lib/booking/rules';
import { reshapeTripServices } from '@/lib/api/reshape';
import { announcedBoardingPoints } from '@/lib/booking/boarding-points';
import { tripPath } from '@/lib/format';
import { createOperatorApi, type OperatorApi, type RecordedRequest } from '@/e2e/operator-api/server';
import { dayTripForm } from './forms';

const BOOKING = 'vendorbooking';
const PAYMENTS = 'paycorp';
const ACCESS = 'access_key=op-3f9a';
const OVERVIEW = '/reiseuebersicht/3-skitagesfahrten';

let fake: OperatorApi;
let origin: string;

function api(overrides: Partial<HttpApiOptions> = {}) {
  return createHttpApi({
    baseUrl: `${origin}/api/v1`,
    bookingSegment: BOOKING,
    paymentsSegment: PAYMENTS,
    timeoutMs: 2_000,
    accessParam: ACCESS,
    pageSize: 12,
    retryDelayMs: 5,
    ...overrides,
  });
}

/** The requests the fake recorded for a path below {api}. */
function received(path: string, method?: string): RecordedRequest[] {
  return fake.requests.filter((r) => r.path === `/api/v1/${path}` && (!method || r.method === method));
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeAll(async () => {
  fake = createOperatorApi({ bookingSegment: BOOKING, paymentsSegment: PAYMENTS, accessParam: ACCESS });
  origin = await fake.listen(0);
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => fake.reset());

/** The first bookable day trip of the fake and its trip code. */
async function firstDayTrip() {
  const list = await api().listJourneys({ category: 3, page_size: 12 });
  return list.data[0];
}

describe('http BookingApi against the operator’s booking system (spec §7)', () => {
  it('1. lists the day trips with page_size, showExtras, showEinleitung, showReisebeschreibung and category', async () => {
    const list = await api().listJourneys({ category: 3, showEinleitung: true });

    expect(received('journey-web-legacy')[0].query).toEqual({
      category: '3',
      page_size: '12',
      showExtras: 'false',
      showEinleitung: 'true',
      showReisebeschreibung: 'false',
    });
    expect(list.error).toBeNull();
    expect(list.data.map((j) => j.title)).toEqual([
      'Skitag Gletscherblick',
      'Skitag Sonnenalm',
      'Skitag Wolkenstein Nord',
      'Skitag Tauernhöhe',
    ]);
    const trip = list.data[0];
    expect(trip).toMatchObject({
      id_jrn_journey: 7101,
      termin: { ReiseArt: 'T' },
      id_jrn_category: 3,
      price: 54,
      number: 38,
      Buchung: true,
      adds: { days: 1 },
      content: { accommodation: [], services: ['Busfahrt im Fernreisebus', 'Reiseleitung'] },
    });
    expect(trip.date.code).toMatch(/^OP7101-\d{8}$/);
    expect(trip.date_from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // no totals in the answer: the list counts as complete
    expect(list).toMatchObject({ total: 4, page: 1, page_size: 12 });
  });

  it('2./3. reads the ticket journey (category 11) and its dates: price in millionths, name with an inkl. part', async () => {
    const list = await api().listJourneys({ category: 11 });
    const journey = await api().getJourney(list.data[0].id_jrn_journey);

    expect(received('journey-web-legacy')[0].query.category).toBe('11');
    expect(received('journey-web-legacy/7301')).toHaveLength(1);
    const dates = reshapeTicketDates(journey.data?.dates ?? []);
    expect(dates.map((d) => d.prices[0])).toEqual([
      { name: 'Sitzplatz Kategorie 2', note: 'inkl. Busfahrt und Verpflegung', priceCents: 6450 },
      { name: 'Stehplatz Gästeblock', note: 'inkl. Busfahrt', priceCents: 3990 },
    ]);
    // the spec names no title or free count for a ticket date: the price entry names the match, the count stays unknown
    expect(dates[0].title).toBe('Sitzplatz Kategorie 2');
    expect(dates[0].freeTickets).toBeUndefined();
  });

  it('4. reads the menus in the visitor’s language (translation de, us, hr) and nests them by parent id', async () => {
    const en = await api().listMenus({ include_menuitems: true, translation: 'us' });
    await api().listMenus({ translation: 'hr' });
    await api().listMenus({});

    expect(received('web/menu').map((r) => r.query)).toEqual([
      { include_menuitems: 'true', translation: 'us' },
      { include_menuitems: 'true', translation: 'hr' },
      { include_menuitems: 'true', translation: 'de' },
    ]);
    const main = en.data.find((m) => m.id_web_menu === 1)!;
    const tree = buildMenu(main.menu_items);
    expect(tree.map((n) => n.name)).toEqual(['Ski day trips', 'Multi-day trips', 'Tickets', 'Service']);
    expect(tree[3].children.map((n) => n.name)).toEqual(['Trip calendar', 'FAQ']);
  });

  it('5. reads the testimonials (blog type 4, no pagination) from a bare list', async () => {
    const blogs = await api().listBlogs({ id_web_blog_type: 4, pagination: false });

    expect(received('web/blog-web')[0].query).toEqual({ id_web_blog_type: '4', pagination: 'false' });
    expect(blogs.data).toHaveLength(3);
    expect(blogs.data[0].settings.images[0].link).toBe('/images/testimonials/julia-maier.svg');
    expect(blogs.data[1]).toMatchObject({ title: 'Skiclub Isartal', settings: { images: [], sterne: 4.5 } });
  });

  it('6. reads the categories with their journey counts', async () => {
    const categories = await api().listCategories({ journeyCount: true, activeOnly: false });

    expect(received('journey/category-web')[0].query).toEqual({ journeyCount: 'true', activeOnly: 'false' });
    expect(categories.data).toContainEqual({ id_jrn_category: 3, name: 'Skitagesfahrten', journeys: 4 });
  });

  it('7. reads the countries (name and journeys; the id is derived)', async () => {
    const countries = await api().listCountries({ journeyCount: true });

    expect(received('country-web')[0].query).toEqual({ journeyCount: 'true' });
    expect(countries.data[0]).toEqual({ id_country: 1, name: 'Österreich', journeys: 4 });
    expect(new Set(countries.data.map((c) => c.id_country)).size).toBe(countries.data.length);
  });

  it('8. posts the customer id and page size 999 to zus.listZustiegeWeb and reads data.rows', async () => {
    const result = await api().listBoardingPoints({ id_acc_account: 4711, page_size: 999 });

    expect(received('zus.listZustiegeWeb', 'POST')[0].body).toEqual({ id_acc_account: 4711, page_size: 999 });
    expect(result.data.total).toBe(4);
    expect(result.data.rows[1]).toEqual({
      IDZustieg: 302,
      PLZ: '85354',
      Ort: 'Freising',
      Stelle: 'P+R Lerchenfeld',
      preis: '5,00',
      zeit: '',
    });
    expect(announcedBoardingPoints(result.data.rows).map((p) => p.Ort)).toEqual(['München', 'Freising', 'Rosenheim']);
  });

  it('9. reads a trip’s services and insurances by trip code; coach directions and surcharges are derived', async () => {
    const week = (await api().listJourneys({ category: 5 })).data[0];
    const services = await api().getTripServices(week.date.code);

    expect(received(`${BOOKING}/buchung/${week.date.code}`, 'GET')).toHaveLength(1);
    const list = reshapeTripServices(services);
    const { hin, rueck } = coaches(list);
    expect([hin?.name, rueck?.name]).toEqual(['Bus Hinfahrt', 'Bus Rückfahrt']);
    const supplement = list.find((s) => s.name === 'Einzelzimmerzuschlag')!;
    expect(supplement.automatic).toBe(true);
    expect(supplement.appliesTo).toBe(list.find((s) => s.name === 'Einzelzimmer')!.id);
    expect(selectableExtras(list).map((s) => s.name)).toEqual(['Skiverleih 5 Tage']);
    expect(services.ergebnis.insurances.versicherungen.versicherung[0]).toMatchObject({
      bezeichnung: 'Reiserücktrittsversicherung Basis',
      preis: '12,00',
      buchungdatumvon: expect.stringMatching(/^\d{2}\.\d{2}\.\d{4}$/),
    });
  });

  it('10. checks a booking (POST buchung with idreise and form): satz, buchung möglich, prices, terms', async () => {
    const trip = await firstDayTrip();
    const request: CheckRequest = { idreise: trip.date.code, form: dayTripForm(302, 2) };

    const check = await api().checkBooking(request);

    const [sent] = received(`${BOOKING}/buchung`, 'POST');
    expect(sent.body).toMatchObject({ idreise: trip.date.code, form: { teilnehmer_count: 2 } });
    expect(check.ergebnis.satz).toEqual({ attr: { typ: 'BUCHUNG' }, text: 'Die Buchung ist möglich.' });
    expect(check.ergebnis.buchung.status).toBe('möglich');
    expect(check.ergebnis.preise.preis.map((p) => [p.art, p.unterart, p.gesamtpreis, p.anzahl])).toEqual([
      ['ERM', null, '108,00', 2],
      ['SON', 'TRA', '5,00', 1],
      ['SON', 'TRA', '5,00', 1],
    ]);
    expect(check.ergebnis.gesamtpreis).toBe('118,00');
    expect(check.ergebnis.zahlungsbedingungen?.anzahlung.betrag).toBe('118,00');
    expect(check.ergebnis.reservierung).toBeNull();
    // §7 names no insurance offers in the check: the trip's own are read for page 2
    expect(check.ergebnis.versicherungen.map((v) => v.idbuspro)).toEqual([5051, 5052]);
  });

  it('10. passes a HINWEIS on with its text', async () => {
    const trip = (await api().listJourneys({ category: 3 })).data[1]; // 4 seats free

    const check = await api().checkBooking({ idreise: trip.date.code, form: dayTripForm(301, 5) });

    expect(check.ergebnis.satz.attr.typ).toBe('HINWEIS');
    expect(check.ergebnis.satz.text).toContain('nicht mehr genügend');
    expect(check.ergebnis.preise.preis).toEqual([]);
  });

  it('11. saves a booking (PUT buchung with idreise, form, args, argsCustomer): erfolgt, vorgang and token', async () => {
    const trip = await firstDayTrip();
    const args = { subject: 'Neue Buchung', message: 'Intern', attachments: [] };
    const argsCustomer = { subject: 'Ihre Buchung', message: 'Vielen Dank', attachments: [] };

    const saved = await api().saveBooking({ idreise: trip.date.code, form: dayTripForm(301, 2), args, argsCustomer });

    const [sent] = received(`${BOOKING}/buchung`, 'PUT');
    expect(sent.body).toMatchObject({
      idreise: trip.date.code,
      args,
      argsCustomer,
      form: { teilnehmer: [{ firstname: 'Anna' }, { firstname: 'Reisender2' }] },
    });
    expect(saved.ergebnis.buchung.status).toBe('erfolgt');
    expect(saved.booking).toEqual({ vorgang: fake.bookings[0].vorgang, token: fake.bookings[0].token });
    expect(saved.ergebnis.buchung.email).toBe('anna.huber@example.com');
  });

  it('10./11. checks and saves match tickets with the ticket form: the date’s first price per ticket', async () => {
    const journey = (await api().getJourney((await api().listJourneys({ category: 11 })).data[0].id_jrn_journey)).data!;
    const form = {
      variant: 'ticket' as const,
      termin: 9901,
      teilnehmer_count: 2,
      main: { ...dayTripForm(301, 1).main, birthday: '' },
      payment: 'bill' as const,
    };

    const check = await api().checkBooking({ idreise: journey.date.code, form });
    const saved = await api().saveBooking({ idreise: journey.date.code, form });

    expect(received(`${BOOKING}/buchung`, 'PUT')[0].body).toMatchObject({
      idreise: journey.date.code,
      form: { variant: 'ticket', termin: 9901, teilnehmer_count: 2 },
    });
    expect(check.ergebnis.buchung.status).toBe('möglich');
    expect(check.ergebnis.gesamtpreis).toBe('129,00');
    expect(saved.ergebnis.buchung.status).toBe('erfolgt');
    expect(fake.bookings[0].form).toMatchObject({ variant: 'ticket', termin: 9901 });
  });

  it('12. asks for the seat plans with the access parameter; seats laid out and directions derived', async () => {
    const trip = await firstDayTrip();
    const { hin, rueck } = coaches(reshapeTripServices(await api().getTripServices(trip.date.code)));

    const plans = await api().getSeatPlans({
      idreise: trip.date.code,
      idleistung_hin: hin!.id,
      idleistung_rueck: rueck!.id,
      anzahl_personen: 2,
      wunsch_vornemittehinten: 'V',
      wunsch_linksrechts: 'R',
      wunsch_fenstergang: 'F',
    });

    expect(received(`${BOOKING}/sitzplatz`)[0].query).toEqual({
      idreise: trip.date.code,
      idleistung_hin: String(hin!.id),
      idleistung_rueck: String(rueck!.id),
      anzahl_personen: '2',
      wunsch_vornemittehinten: 'V',
      wunsch_linksrechts: 'R',
      wunsch_fenstergang: 'F',
      access_key: 'op-3f9a',
    });
    const [outbound, back] = plans.ergebnis.sitzplaene.sitzplan;
    expect([outbound.attr, back.attr]).toEqual([
      { idleistung: hin!.id, richtung: 'H' },
      { idleistung: rueck!.id, richtung: 'R' },
    ]);
    expect(outbound.sitzplan_bezeichnung).toBe('Fernreisebus 48 Plätze');
    // front right: the window seat 4 and the aisle seat 3 of row 1
    const proposed = outbound.sitze.sitz.filter((s) => s.status === 'option');
    expect(proposed.map((s) => [s.nummer, s.reihe, s.spalte, s.fenster])).toEqual([
      [3, 1, 4, false],
      [4, 1, 5, true],
    ]);
    expect(outbound.frei).toBe(38);
  });

  it('13. lists a trip’s boarding points with the access parameter (a bare list)', async () => {
    const trip = await firstDayTrip();

    const boarding = await api().getBoardingPoints({ idreise: trip.date.code });

    expect(received(`${BOOKING}/zustieg`)[0].query).toEqual({ idreise: trip.date.code, access_key: 'op-3f9a' });
    expect(boarding.ergebnis.zustiege.zustieg.map((p) => p.IDZustieg)).toEqual([301, 302, 303, 304]);
  });

  it('12./13. without the access parameter the operator refuses sitzplatz (401) and zustieg; a wrong one gets 403', async () => {
    const trip = await firstDayTrip();

    const missing = await rejection(api({ accessParam: undefined }).getBoardingPoints({ idreise: trip.date.code }));
    const wrong = await rejection(
      api({ accessParam: 'access_key=guess' }).getSeatPlans({ idreise: trip.date.code, idleistung_hin: 5001 }),
    );

    expect(missing.message).toMatch(/answered 401.*API_ACCESS_PARAM/);
    expect(wrong.message).toMatch(/answered 403/);
    expect(received(`${BOOKING}/zustieg`)[0].query).toEqual({ idreise: trip.date.code });
  });

  it('14. lists the allowed payment types (names from spec §9; types without a form are left out)', async () => {
    const types = await api().listPaymentTypes();

    expect(received(PAYMENTS, 'GET')).toHaveLength(1);
    expect(types.data).toEqual([
      { payment_type: 'bill', name: 'Rechnung' },
      { payment_type: 'debit', name: 'Lastschrift' },
      { payment_type: 'creditcard', name: 'Kreditkarte' },
      { payment_type: 'sofort', name: 'Sofortüberweisung' },
    ]);
  });

  it('15. starts a payment (POST {payments} with data) and gets the iframe_url of the provider page', async () => {
    const data = {
      payment_type: 'creditcard' as const,
      amount: 11800,
      currency: 'EUR' as const,
      url_success: 'https://site.example/payment/success-OP-1-t0k-creditcard',
      url_failure: 'https://site.example/payment/failed-OP-1-t0k-creditcard',
      url_push: 'https://site.example/payment/push-OP-1-t0k-creditcard',
      firstname: 'Anna',
      lastname: 'Huber',
      email: 'anna.huber@example.com',
      street: 'Leopoldstraße',
      housenumber: '12a',
      zip: '80802',
      city: 'München',
      country: 'DE' as const,
      purpose: 'OP-1',
    };

    const payment = await api().createPayment({ data });

    expect(received(PAYMENTS, 'POST')[0].body).toEqual({ data });
    expect(payment.data.iframe_url).toMatch(new RegExp(`^${origin}/paycorp-checkout/`));
    const page = await fetch(payment.data.iframe_url);
    expect(await page.text()).toContain('118,00 EUR');
  });

  it('16. fires the import (art HIN, buchungvon and buchungbis today) and ignores what it answers', async () => {
    const result = await api().importProcesses({ art: 'HIN', buchungvon: '05.01.2027', buchungbis: '05.01.2027' });

    expect(received(`${BOOKING}/import/vorgang`)[0].query).toEqual({
      art: 'HIN',
      buchungvon: '05.01.2027',
      buchungbis: '05.01.2027',
    });
    expect(result).toEqual({ ergebnis: { importiert: 0 } });
  });
});

describe('the day-trip link state from the remote list (spec §4)', () => {
  async function state() {
    const list = await api().listJourneys({ category: 3 });
    return tripLinkState(list.data.map(reshapeTripSummary), OVERVIEW);
  }

  it('detects the offline placeholder: exactly 10 entries, the first titled OfflineReise', async () => {
    fake.setDayTrips('offline');
    expect(await state()).toEqual({ state: 1 });
  });

  it('links two trips straight to the first one', async () => {
    fake.setDayTrips('two');
    expect(await state()).toEqual({ state: 2, href: tripPath(7101, 'Skitag Gletscherblick') });
  });

  it('links more than two trips to the overview of category 3', async () => {
    expect(await state()).toEqual({ state: 2, href: OVERVIEW });
  });
});

describe('a remote that is down', () => {
  it('is a 503 ApiError (unavailable) after the read was tried three times', async () => {
    fake.setDown(true);

    const error = await rejection(api().listMenus({ translation: 'de' }));

    expect(error.kind).toBe('unavailable');
    expect(error.status).toBe(503);
    expect(error.digest).toBe(UNAVAILABLE_DIGEST);
    expect(received('web/menu')).toHaveLength(3);
  });

  it('is unavailable when nothing listens, or the answer takes longer than the timeout', async () => {
    const closed = createHttpApi({
      baseUrl: 'http://127.0.0.1:9/api/v1',
      bookingSegment: BOOKING,
      paymentsSegment: PAYMENTS,
      timeoutMs: 500,
      retryDelayMs: 1,
    });
    const never: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)));

    expect((await rejection(closed.listCountries({}))).kind).toBe('unavailable');
    const slow = await rejection(api({ fetch: never, timeoutMs: 20, retries: 0 }).listCountries({}));
    expect(slow.kind).toBe('unavailable');
    expect(slow.message).toMatch(/timed out after 20 ms/);
  });

  it('retries idempotent reads (GETs and the zus.listZustiegeWeb listing), never check, save, payment or import', async () => {
    fake.setDown(true);
    const trip = 'OP7101-X';

    await rejection(api().getTripServices(trip));
    await rejection(api().listBoardingPoints({ id_acc_account: 1, page_size: 999 }));
    await rejection(api().checkBooking({ idreise: trip, form: dayTripForm(301, 1) }));
    await rejection(api().saveBooking({ idreise: trip, form: dayTripForm(301, 1) }));
    await rejection(api().createPayment({ data: {} as never }));
    await rejection(api().importProcesses({ art: 'HIN', buchungvon: '01.01.2027', buchungbis: '01.01.2027' }));

    expect(received(`${BOOKING}/buchung/${trip}`)).toHaveLength(3);
    expect(received('zus.listZustiegeWeb')).toHaveLength(3);
    expect(received(`${BOOKING}/buchung`, 'POST')).toHaveLength(1);
    expect(received(`${BOOKING}/buchung`, 'PUT')).toHaveLength(1);
    expect(received(PAYMENTS, 'POST')).toHaveLength(1);
    expect(received(`${BOOKING}/import/vorgang`)).toHaveLength(1);
  });

  it('answers a read that fails once and then succeeds', async () => {
    let calls = 0;
    const flaky: typeof fetch = (url, init) =>
      ++calls === 1 ? Promise.reject(new TypeError('socket hang up')) : fetch(url, init);

    const countries = await api({ fetch: flaky }).listCountries({});

    expect(calls).toBe(2);
    expect(countries.data.length).toBeGreaterThan(0);
  });
});

describe('responses as the specification writes them', () => {
  /** An api whose every call answers `body` (whatever was asked). */
  function answering(body: unknown) {
    return api({ fetch: async () => Response.json(body) });
  }

  it('parses answers that carry only the fields spec §3/§7 name', async () => {
    const list = await answering({ data: [{ id_jrn_journey: 1, title: 'Skitag' }] }).listJourneys({ category: 3 });
    expect(list.data[0]).toMatchObject({ id_jrn_journey: 1, title: 'Skitag', date: { code: '1' }, Buchung: true });

    const menu = await answering({
      data: [{ id_web_menu: 1, name: 'Haupt', menu_items: [{ id_web_menu_item: 5, name: 'Start' }] }],
    }).listMenus({});
    expect(menu.data[0].menu_items[0]).toMatchObject({ id_parent: 0, status: 1, settings: { link: '' } });

    const seats = await answering({
      ergebnis: { sitzplaene: { sitzplan: { attr: { idleistung: 9 }, sitzplan_bezeichnung: 'Bus' } } },
    }).getSeatPlans({ idreise: 'X', idleistung_hin: 9 });
    // no seat list the site can read: the seat step lets the booking system assign the seats
    expect(seats.ergebnis.sitzplaene.sitzplan[0]).toMatchObject({
      attr: { idleistung: 9, richtung: 'H' },
      sitze: { sitz: [] },
    });

    const saved = await answering({
      ergebnis: { satz: { attr: { typ: 'BUCHUNG' }, text: '' }, buchung: { status: 'erfolgt' } },
      booking: { vorgang: 'V1', token: 'T1' },
    }).saveBooking({ idreise: 'X', form: dayTripForm(1, 1) });
    expect(saved.booking).toEqual({ vorgang: 'V1', token: 'T1' });

    const paid = await answering({ data: { iframe_url: 'https://pay.example/1' } }).createPayment({
      data: {} as never,
    });
    expect(paid.data.iframe_url).toBe('https://pay.example/1');
  });

  it('accepts unknown extra fields and leaves them out', async () => {
    const category = { id_jrn_category: 3, name: 'Ski', journeys: 2 };
    const plain = await answering([category]).listCategories({});
    const extra = await answering({
      data: [{ ...category, colour: 'red', meta: { x: 1 } }],
      paging: { next: null },
    }).listCategories({});

    expect(extra).toEqual(plain);
  });

  it('still refuses an answer without a field the specification requires, naming it', async () => {
    const error = await rejection(answering({ data: [{ title: 'ohne Id' }] }).listJourneys({}));

    expect(error.kind).toBe('upstream');
    expect(error.message).toContain('data.0.id_jrn_journey');
  });

  it('refuses an iframe_url the payment dialog must not frame (it would run as the site)', async () => {
    for (const iframe_url of [
      'javascript:alert(document.cookie)',
      'data:text/html,<script>1</script>',
      '//x.example',
    ]) {
      const error = await rejection(answering({ data: { iframe_url } }).createPayment({ data: {} as never }));
      expect(error.kind).toBe('upstream');
      expect(error.message).toContain('data.iframe_url');
    }
  });

  it('reads the seat step fallback from the fake too: plans without a seat list', async () => {
    fake.setSeatPlansReadable(false);
    const trip = await firstDayTrip();

    const plans = await api().getSeatPlans({ idreise: trip.date.code, idleistung_hin: 5001, anzahl_personen: 1 });

    expect(plans.ergebnis.sitzplaene.sitzplan[0].sitze.sitz).toEqual([]);
  });
});
