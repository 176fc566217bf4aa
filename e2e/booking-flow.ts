import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { withContractAccess } from './contract-access';

/**
 * Driving the trip booking form and the payment pages, shared by booking, payment and accessibility
 * specs. Trips are picked through the API (never hard-coded ids); `pick` gives each test and project a
 * different trip so parallel runs never compete for the same seats.
 */

export interface BookableTrip {
  id: number;
  title: string;
  code: string;
  dateFrom: string;
  free: number;
}

export interface Service {
  id: number;
  art: 'UNT' | 'SON' | 'BEF';
  bezeichnung: string;
  frei: number;
  status: string;
  belegungmax: number;
  richtung: 'H' | 'R' | null;
  automatisch: boolean;
}

const DAY = 24 * 60 * 60 * 1000;

/** The bookable trips of a category, earliest first. */
export async function bookableTrips(request: APIRequestContext, category: number): Promise<BookableTrip[]> {
  const response = await request.get(`/api/v1/journey-web-legacy?category=${category}&page_size=100`);
  expect(response.ok()).toBeTruthy();
  const body = (await response.json()) as {
    data: {
      id_jrn_journey: number;
      title: string;
      date: { code: string };
      date_from: string;
      number: number;
      Buchung: boolean;
    }[];
  };
  return body.data
    .filter((j) => j.Buchung)
    .map((j) => ({
      id: j.id_jrn_journey,
      title: j.title,
      code: j.date.code,
      dateFrom: j.date_from.slice(0, 10),
      free: j.number,
    }))
    .sort((a, b) => a.dateFrom.localeCompare(b.dateFrom) || a.id - b.id);
}

/** Day trips starting more than 14 days from now (invoice possible) with room for a group. */
export async function dayTrips(request: APIRequestContext): Promise<BookableTrip[]> {
  const earliest = new Date(Date.now() + 16 * DAY).toISOString().slice(0, 10);
  return (await bookableTrips(request, 3)).filter((t) => t.dateFrom >= earliest && t.free >= 6);
}

/**
 * A different trip for every test and project, so parallel runs don't take each other's seats: the
 * desktop project takes the even places of the list, the phone the odd ones (slots up to 18 stay
 * apart in the demo catalogue's 38 suitable day trips).
 */
export function pick<T>(list: T[], slot: number, projectName: string): T {
  const trip = list[(2 * slot + (projectName === 'phone' ? 1 : 0)) % list.length];
  expect(trip, 'a suitable trip in the demo catalogue').toBeDefined();
  return trip;
}

export async function services(request: APIRequestContext, code: string): Promise<Service[]> {
  const response = await request.get(`/api/v1/booking/buchung/${encodeURIComponent(code)}`);
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { ergebnis: { leistungen: { leistung: Service[] } } }).ergebnis.leistungen
    .leistung;
}

/** Multi-day trips with a free double room and a free optional extra, for 2 travellers. */
export async function multiDayTrips(
  request: APIRequestContext,
): Promise<{ trip: BookableTrip; room: Service; extra: Service }[]> {
  const candidates: { trip: BookableTrip; room: Service; extra: Service }[] = [];
  for (const trip of [...(await bookableTrips(request, 5)), ...(await bookableTrips(request, 7))]) {
    if (trip.free < 4) continue;
    const list = await services(request, trip.code);
    const room = list.find((s) => s.art === 'UNT' && s.belegungmax === 2 && s.frei > 1);
    const extra = list.find((s) => s.art === 'SON' && s.status === 'Frei' && !s.automatisch && s.frei > 4);
    if (room && extra) candidates.push({ trip, room, extra });
  }
  return candidates;
}

/** Presses the open step's 'Weiter'. */
export const next = (page: Page) => page.getByRole('button', { name: 'Weiter', exact: true }).click();

/** Opens the booking form of a trip (or a booking page path) and waits until it is usable. */
export async function openBooking(page: Page, trip: BookableTrip | string) {
  await page.goto(typeof trip === 'string' ? trip : `/reise/${trip.id}-reise/buchung`);
  await formReady(page);
}

/**
 * Waits until the booking form is hydrated and has restored what the visitor kept: a choice made
 * before that (on a slow machine, the server's HTML is visible for a while) would be replaced.
 */
export async function formReady(page: Page) {
  // The visible form: a page left before (the ticket drawer's, say) stays hidden in the document.
  await expect(page.locator('[data-restored="true"]').filter({ visible: true }).first()).toBeVisible({
    timeout: 60_000,
  });
}

/** Steps 1–4: traveller count, rooms (day trip: skipped), extras, boarding points. */
export async function toSeats(page: Page, count = 2) {
  await page.getByLabel('Anzahl Personen').selectOption(String(count));
  await next(page);
  await expect(
    page
      .getByText('Keine Zusatzleistungen')
      .or(page.getByText(/Zusatzleistungen für jede Person|keine zusätzlich buchbaren/)),
  ).toBeVisible();
  await next(page);
  await page.getByLabel('Zustieg für Person 1').selectOption({ index: 1 });
  if (count > 1) await page.getByRole('button', { name: /Zustieg von Person 1 für alle übernehmen/ }).click();
  await next(page);
}

/** The registrant's field labels in the German and the English site. */
const REGISTRANT_LABELS = {
  de: {
    salutation: 'Anrede',
    firstName: 'Vorname',
    lastName: 'Nachname',
    street: 'Straße',
    houseNumber: 'Hausnummer',
    postcode: 'PLZ',
    city: 'Ort',
    phone: 'Telefon',
    email: 'E-Mail',
    birthday: 'Geburtsdatum',
  },
  en: {
    salutation: 'Salutation',
    firstName: 'First name',
    lastName: 'Last name',
    street: 'Street',
    houseNumber: 'House number',
    postcode: 'Postcode',
    city: 'City',
    phone: 'Phone',
    email: 'E-mail',
    birthday: 'Date of birth',
  },
} as const;

/** Step 6: the registrant, with the labels of the visitor's language (German unless `language`). */
export async function fillRegistrant(
  page: Page,
  options: { skipPhone?: boolean; birthday?: string; language?: keyof typeof REGISTRANT_LABELS } = {},
) {
  const label = REGISTRANT_LABELS[options.language ?? 'de'];
  await page.getByLabel(label.salutation).selectOption('Frau');
  await page.getByLabel(label.firstName).fill('anna');
  await page.getByLabel(label.lastName).fill('testerin');
  await page.getByLabel(label.street).fill('leopoldstraße');
  await page.getByLabel(label.houseNumber).fill('12a');
  await page.getByLabel(label.postcode).fill('80802');
  // Pages the visitor left stay hidden in the document (React Activity): the visible field only.
  await page.getByLabel(label.city).filter({ visible: true }).fill('münchen');
  if (!options.skipPhone) await page.getByLabel(label.phone).fill('089 1234567');
  await page.getByLabel(label.email).fill('anna.testerin@example.com');
  await page.getByLabel(label.birthday).fill(options.birthday ?? '14031985');
}

/** Step 7: traveller 1 is the registrant, the others get their own names. */
export async function fillTravellers(page: Page, count: number) {
  const first = page.locator('[data-traveller="0"]');
  await first.getByLabel(/Diese Person ist der Anmelder/).check();
  for (let i = 1; i < count; i++) {
    const traveller = page.locator(`[data-traveller="${i}"]`);
    await traveller.getByLabel('Anrede').selectOption('Herr');
    await traveller.getByLabel('Vorname (wie im Ausweis)').fill(`max${i}`);
    await traveller.getByLabel('Nachname (wie im Ausweis)').fill('testerin');
    await traveller.getByLabel('Geburtsdatum').fill('02.05.1983');
  }
}

export interface Booked {
  processNumber: string;
  token: string;
  email: string;
}

/** Books the first bookable day trip for one traveller through the contract API, paying by card. */
export async function bookDayTrip(request: APIRequestContext): Promise<Booked> {
  const list = await (await request.get('/api/v1/journey-web-legacy?category=3&page_size=50')).json();
  const trip = (list.data as { date: { code: string }; number: number; Buchung: boolean }[]).find(
    (j) => j.Buchung && j.number >= 1,
  );
  expect(trip, 'a bookable day trip in the demo catalogue').toBeTruthy();
  const code = trip!.date.code;
  const points = await (await request.get(`/api/v1/booking/zustieg?idreise=${encodeURIComponent(code)}`)).json();
  const point = (points.ergebnis.zustiege.zustieg as { IDZustieg: number; Stelle: string }[]).find(
    (p) => p.Stelle !== 'wird noch bekannt gegeben',
  )!;
  const email = `e2e.payment+${Date.now()}${Math.floor(Math.random() * 1000)}@example.org`;
  const person = { salutation: 'Frau', title: '', firstname: 'Erika', lastname: 'Probe', birthday: '14.03.1985' };
  const response = await request.put(withContractAccess('/api/v1/booking/buchung'), {
    data: {
      idreise: code,
      locale: 'de',
      consents: { agb: true, datenschutz: true },
      form: {
        variant: 'trip',
        teilnehmer_count: 1,
        payment: 'creditcard',
        names_confirmed: true,
        main: {
          ...person,
          street: 'Hauptstraße',
          street_nr: '1',
          zip: '80331',
          city: 'München',
          phone: '089 123456',
          email,
        },
        teilnehmer: [
          { ...person, zustieg: point.IDZustieg, insurance: null, leistungen: [], address: true, booking_person: true },
        ],
      },
    },
  });
  expect(response.ok()).toBeTruthy();
  const body = await response.json();
  expect(body.ergebnis.buchung.status).toBe('erfolgt');
  return { processNumber: body.booking.vorgang, token: body.booking.token, email };
}

/**
 * Books the trip through the contract API (as another site would): by invoice unless told otherwise
 * (an invoice needs 14 days before the trip), for one traveller or `travellers` of them (each with
 * another birthday, so none is taken for a double entry).
 */
export async function bookByApi(
  request: APIRequestContext,
  trip: BookableTrip,
  { travellers = 1, payment = 'bill' }: { travellers?: number; payment?: 'bill' | 'creditcard' } = {},
): Promise<{ processNumber: string; token: string }> {
  const points = await (await request.get(`/api/v1/booking/zustieg?idreise=${encodeURIComponent(trip.code)}`)).json();
  const point = (points.ergebnis.zustiege.zustieg as { IDZustieg: number; Stelle: string }[]).find(
    (p) => p.Stelle !== 'wird noch bekannt gegeben',
  )!;
  const person = { salutation: 'Herr', title: '', firstname: 'Quirin', lastname: 'Scan', birthday: '01.02.1980' };
  const traveller = (i: number) => ({
    ...person,
    ...(i > 0 ? { firstname: `Quirin${i}`, birthday: `0${(i % 9) + 1}.03.1980` } : {}),
    zustieg: point.IDZustieg,
    insurance: null,
    leistungen: [],
    address: true,
    booking_person: i === 0,
  });
  const response = await request.put(withContractAccess('/api/v1/booking/buchung'), {
    data: {
      idreise: trip.code,
      locale: 'de',
      consents: { agb: true, datenschutz: true },
      form: {
        variant: 'trip',
        teilnehmer_count: travellers,
        payment,
        names_confirmed: true,
        main: {
          ...person,
          street: 'Ring',
          street_nr: '2',
          zip: '80331',
          city: 'München',
          phone: '089 123456',
          email: 'qr@example.org',
        },
        teilnehmer: Array.from({ length: travellers }, (_, n) => traveller(n)),
      },
    },
  });
  expect(response.ok()).toBeTruthy();
  const { booking } = (await response.json()) as { booking: { vorgang: string; token: string } };
  return { processNumber: booking.vorgang, token: booking.token };
}

/** "Find my booking" at /buchung: process number and e-mail, up to the booking's page. */
export async function findBooking(page: Page, booked: Booked) {
  await page.goto('/buchung');
  await page.getByLabel('Vorgangsnummer').fill(booked.processNumber);
  await page.getByLabel('E-Mail-Adresse').fill(booked.email);
  await page.getByRole('button', { name: 'Buchung anzeigen' }).click();
  await expect(page.getByRole('heading', { name: `Buchung ${booked.processNumber}` })).toBeVisible({ timeout: 60_000 });
}

/** Pays in the sandbox checkout inside the payment dialog's frame with a test card. */
export async function payByCard(page: Page, number: string) {
  const frame = page.frameLocator('iframe[title="Zahlungsseite des Zahlungsanbieters"]');
  await frame.getByLabel('Kartennummer').fill(number);
  await frame.getByLabel('Gültig bis').fill('12/30');
  await frame.getByLabel('Prüfnummer (CVC)').fill('123');
  await frame.getByLabel('Karteninhaber').fill('Erika Probe');
  await frame.getByRole('button', { name: /bezahlen/ }).click();
}

/** A pattern matching the text literally. */
export const literal = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** '1.234,50 €' → 123450 */
export const cents = (text: string) => (/[-−]/.test(text) ? -1 : 1) * Number(text.replace(/\D/g, ''));

/**
 * Records every check and save the page sends: calls of the form's server actions (POST with a
 * Next-Action header), told apart by their data (only a save carries an idempotency key).
 */
export function bookingRequests(page: Page): ('check' | 'save')[] {
  const sent: ('check' | 'save')[] = [];
  page.on('request', (req) => {
    if (req.method() !== 'POST' || !req.headers()['next-action']) return;
    const body = req.postData() ?? '';
    if (body.includes('"idempotencyKey"')) sent.push('save');
    else if (body.includes('"form"')) sent.push('check');
  });
  return sent;
}

/**
 * Steps 6–9 from the registrant on: the registrant, the travellers, the payment type (its radio's
 * label, e.g. /^Rechnung/) and the confirmation of the names; the check is not sent yet.
 */
export async function completeForm(page: Page, options: { travellers: number; payment: RegExp }) {
  await fillRegistrant(page);
  await next(page);
  await fillTravellers(page, options.travellers);
  await next(page);
  await page.getByRole('radio', { name: options.payment }).check();
  await next(page);
  await page.getByLabel(/Namen aller Reisenden/).check();
}

/** From the filled form to page 3: the summary, no insurance, the consents, booked. */
export async function bookFromSummary(page: Page) {
  await page.getByRole('button', { name: 'Weiter und Daten prüfen' }).click();
  await expect(page.getByRole('heading', { name: 'Preisübersicht' })).toBeVisible({ timeout: 60_000 });
  const insuranceNone = page.getByRole('radio', { name: /keine Versicherung/ });
  if (await insuranceNone.count()) await insuranceNone.check();
  await page.getByLabel(/Reisebedingungen/).check();
  await page.getByLabel(/Datenschutzerklärung/).check();
  await page.getByRole('button', { name: 'Jetzt zahlungspflichtig buchen' }).click();
  await expect(page.getByRole('heading', { name: 'Buchung abgeschlossen' })).toBeVisible({ timeout: 60_000 });
}

export async function chosenSeats(page: Page, direction: string): Promise<number[]> {
  const pressed = page
    .getByRole('group', { name: new RegExp(`^${direction}:`) })
    .locator('button[aria-pressed="true"]');
  return (await pressed.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-seat'))))).sort(
    (a, b) => a - b,
  );
}
