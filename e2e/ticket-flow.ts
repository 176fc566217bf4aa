import { expect, type APIRequestContext, type Locator } from '@playwright/test';

/**
 * Driving the ticket variant of the booking form (spec §2): the match dates are read through the API
 * (category 11, its first journey's dates), never hard-coded; the form is filled as a fan would.
 */

export interface MatchDate {
  id: number;
  title: string;
  /** ISO kick-off. */
  kickoff: string;
  /** 'YYYY-MM-DD' */
  day: string;
  /** Tickets left. */
  free: number;
}

export interface TicketJourney {
  id: number;
  title: string;
  code: string;
  dates: MatchDate[];
}

const DAY = 24 * 60 * 60 * 1000;

/** The ticket journey: the first journey of category 11, with its match dates (spec §7). */
export async function ticketJourney(request: APIRequestContext): Promise<TicketJourney> {
  const list = await request.get('/api/v1/journey-web-legacy?category=11&page_size=12');
  expect(list.ok()).toBeTruthy();
  const first = ((await list.json()) as { data: { id_jrn_journey: number }[] }).data[0];
  expect(first, 'a ticket journey in category 11').toBeDefined();
  const detail = await request.get(`/api/v1/journey-web-legacy/${first.id_jrn_journey}`);
  expect(detail.ok()).toBeTruthy();
  const journey = (
    (await detail.json()) as {
      data: {
        id_jrn_journey: number;
        title: string;
        date: { code: string };
        dates: { id_pln_dates: number; dates: { date_from: string; title: string; frei: number } }[];
      };
    }
  ).data;
  return {
    id: journey.id_jrn_journey,
    title: journey.title,
    code: journey.date.code,
    dates: journey.dates.map((d) => ({
      id: d.id_pln_dates,
      title: d.dates.title,
      kickoff: d.dates.date_from,
      day: d.dates.date_from.slice(0, 10),
      free: d.dates.frei,
    })),
  };
}

/** Match dates more than 16 days away (invoice possible) with tickets for a group left. */
export function invoiceMatches(journey: TicketJourney): MatchDate[] {
  const earliest = new Date(Date.now() + 16 * DAY).toISOString().slice(0, 10);
  return journey.dates.filter((d) => d.day >= earliest && d.free >= 6);
}

/** Chooses the match date of this title in the form. */
export async function chooseMatch(form: Locator, match: Pick<MatchDate, 'title'>) {
  await form.getByTestId('ticket-dates').locator('li').filter({ hasText: match.title }).getByRole('radio').check();
}

/** The contact person block of the ticket form (no birthday). */
export async function fillContact(form: Locator, email: string) {
  await form.getByRole('combobox', { name: 'Anrede' }).selectOption('Herr');
  await form.getByRole('textbox', { name: 'Vorname', exact: true }).fill('franz');
  await form.getByRole('textbox', { name: 'Nachname', exact: true }).fill('kurve');
  await form.getByRole('textbox', { name: 'Straße', exact: true }).fill('säbener straße');
  await form.getByRole('textbox', { name: 'Hausnummer', exact: true }).fill('51');
  await form.getByRole('textbox', { name: 'PLZ', exact: true }).fill('81547');
  await form.getByRole('textbox', { name: 'Ort', exact: true }).fill('münchen');
  await form.getByRole('textbox', { name: 'Telefon', exact: true }).fill('089 699310');
  await form.getByRole('textbox', { name: 'E-Mail', exact: true }).fill(email);
}

/** A fresh address per run, so find my booking finds this booking. */
export function fanEmail(): string {
  return `fan.${Date.now()}${Math.floor(Math.random() * 1000)}@example.org`;
}

/** Page 2: every consent the page asks for, then the binding button. */
export async function consentAndBook(scope: Locator) {
  await expect(scope.getByRole('heading', { name: 'Preisübersicht' })).toBeVisible({ timeout: 60_000 });
  for (const box of await scope.getByRole('checkbox').all()) await box.check();
  await scope.getByRole('button', { name: 'Jetzt zahlungspflichtig buchen' }).click();
  await expect(scope.getByRole('heading', { name: 'Buchung abgeschlossen' })).toBeVisible({ timeout: 60_000 });
}
