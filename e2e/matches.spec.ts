import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { STAFF } from './backoffice-users';
import { withContractAccess } from './contract-access';
import { ticketJourney, type MatchDate, type TicketJourney } from './ticket-flow';

/**
 * Issue 27, points 3 and 8: a ticket journey's bookings belong to the match they bought (its own day
 * in Abfahrten and at check-in, not the first match's), one traveller of two checks in alone, and a
 * back-office page without the right answers 403 with words and a title, without JavaScript.
 */

async function signIn(page: Page, who: keyof typeof STAFF, target: string) {
  await page.goto(target);
  await expect(page).toHaveURL(/\/auth\?next=/);
  await page.getByLabel('E-Mail').fill(STAFF[who].email);
  await page.getByLabel('Passwort').fill(STAFF[who].password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByTestId('staff-name')).toContainText(STAFF[who].name);
}

/** Two tickets for one match, booked as another site would (the contract's save call). */
async function bookTickets(request: APIRequestContext, journey: TicketJourney, match: MatchDate): Promise<string> {
  const response = await request.put(withContractAccess('/api/v1/booking/buchung'), {
    data: {
      idreise: journey.code,
      locale: 'de',
      consents: { agb: true, datenschutz: true, anhang: true, produktinfo: true },
      form: {
        variant: 'ticket',
        termin: match.id,
        teilnehmer_count: 2,
        payment: 'creditcard',
        main: {
          salutation: 'Frau',
          title: '',
          firstname: 'Zweite',
          lastname: 'Partie',
          street: 'Ring',
          street_nr: '2',
          zip: '80331',
          city: 'München',
          phone: '089 123456',
          email: 'match@example.org',
        },
      },
    },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  return ((await response.json()) as { booking: { vorgang: string } }).booking.vorgang;
}

const german = (iso: string) => iso.split('-').reverse().join('.');

test.describe('match tickets per match (issue 27)', () => {
  test.setTimeout(180_000);

  test('a ticket for the second match shows under that match; one of its two travellers checks in alone', async ({
    page,
    request,
  }) => {
    const journey = await ticketJourney(request);
    // A later match with tickets left (the seed sells one out): its bookings must not land on the first.
    const [first, ...later] = journey.dates;
    const second = later.find((d) => d.free >= 2)!;
    expect(second, 'a later match with two tickets left').toBeDefined();
    expect(second.day).not.toBe(first.day);
    const processNumber = await bookTickets(request, journey, second);
    const key = `${journey.id}-${second.id}`;

    await signIn(page, 'driver', '/backoffice/abfahrten');
    await expect(page).toHaveURL(/\/backoffice\/abfahrten$/);
    const row = page.getByTestId(`departure-${key}`);
    await expect(row).toContainText(german(second.day));
    await expect(row).toContainText(second.title);
    // The first match's row (if it has bookings) never counts this booking.
    await row.getByRole('link', { name: 'Check-in' }).click();
    await expect(page).toHaveURL(new RegExp(`/backoffice/checkin/${key}$`));
    await expect(page.getByTestId('checkin-day')).toContainText(german(second.day));

    // By process number, the driver ticks who boards: only the second ticket.
    await page.getByLabel('Vorgangsnummer').fill(processNumber);
    await page.getByRole('button', { name: 'Einchecken', exact: true }).click();
    const choose = page.getByTestId('checkin-choose');
    await expect(choose.getByRole('checkbox')).toHaveCount(2);
    await choose.getByRole('checkbox', { name: /Ticket 1/ }).uncheck();
    await choose.getByRole('button', { name: '1 Person einchecken' }).click();
    await expect(page.getByTestId('checkin-result')).toContainText('Eingecheckt');
    await expect(page.getByTestId('checkin-result')).toContainText('Ticket 2');
    await expect(page.getByTestId(`checkin-${processNumber}`)).toContainText('1 von 2 an Bord');
    await expect(page.getByTestId(`checkin-${processNumber}`)).toHaveAttribute('data-boarded', 'false');
    await expect(page.locator('[data-online]')).not.toContainText('nicht synchronisiert');

    // The server has it: the passenger list of that match shows one of two tickets on board.
    await page.goto(`/backoffice/abfahrten/${key}`);
    await expect(page.getByTestId('departure-match')).toHaveText(second.title);
    const booking = page.getByTestId('ticket-booking').filter({ hasText: processNumber });
    await expect(booking).toContainText('1/2');

    // The same process number at the first match's check-in is another departure, on the second's day.
    await page.goto(`/backoffice/checkin/${journey.id}-${first.id}`);
    // A match without bookings yet opens with the 'list is empty' notice: close it.
    await expect(page.getByLabel('Vorgangsnummer')).toBeVisible();
    const empty = page.getByRole('dialog', { name: 'Keine Einträge' });
    await empty
      .getByRole('button', { name: 'OK' })
      .click({ timeout: 3000 })
      .catch(() => undefined);
    await expect(empty).toBeHidden();
    await page.getByLabel('Vorgangsnummer').fill(processNumber);
    await page.getByRole('button', { name: 'Einchecken', exact: true }).click();
    await expect(page.getByTestId('checkin-result')).toContainText('Andere Abfahrt');
    await expect(page.getByTestId('checkin-result')).toContainText(german(second.day));
  });

  test('a back-office page without the right answers 403 with words and a title, also without JavaScript', async ({
    page,
  }) => {
    await signIn(page, 'driver', '/backoffice');
    // The driver (gruppen) may not open the trips (buyer's right): the page itself answers 403.
    for (const path of ['/backoffice/reisen', '/backoffice/benutzer', '/backoffice/kein-zugriff']) {
      const response = await page.request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(403);
      const html = await response.text();
      expect(html).toContain('<title>Kein Zugriff</title>');
      expect(html).toContain('Für diesen Bereich fehlt Ihrem Konto die Berechtigung.');
      expect(html).not.toContain('<script');
    }
    // A page with the right still opens.
    expect((await page.request.get('/backoffice/abfahrten', { maxRedirects: 0 })).status()).toBe(200);
    // And in the browser the words are there.
    await page.goto('/backoffice/reisen');
    await expect(page.getByRole('heading', { name: 'Kein Zugriff' })).toBeVisible();
  });
});
