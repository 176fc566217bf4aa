import { expect, test, type Page } from '@playwright/test';
import { bookFromSummary, fillRegistrant, fillTravellers, formReady, next, payByCard, pick } from './booking-flow';
import {
  chooseMatch,
  consentAndBook,
  fanEmail,
  fillContact,
  invoiceMatches,
  ticketJourney,
  type MatchDate,
} from './ticket-flow';

/**
 * Match tickets (issue 10, spec §2 ticket variant and ticket layout): a fan buys tickets in the side
 * drawer of /ticketpage, pages 1–3 of the ticket form, paying by invoice or by card in the sandbox;
 * the tickets then show in find my booking. The drawer's widths and the picture's shift, 'Fahrt' to a
 * bookable trip, and the ticket journey's own booking page. At 390 px (phone) and 1440 px (desktop).
 */

const drawerOf = (page: Page) => page.getByTestId('ticket-drawer');

async function openTicketPage(page: Page) {
  await page.goto('/ticketpage');
  await expect(drawerOf(page).getByRole('button', { name: 'Weiter und Daten prüfen' })).toBeVisible({
    timeout: 60_000,
  });
}

/** Page 1 in the drawer: the match, 2 tickets, the payment type, the contact person; then the check. */
async function buyTwoTickets(page: Page, match: MatchDate, payment: RegExp, email: string) {
  const drawer = drawerOf(page);
  await chooseMatch(drawer, match);
  const count = drawer.getByRole('combobox', { name: 'Anzahl Karten' });
  await expect(count.locator('option').first()).toHaveText('1 Karte');
  await count.selectOption({ label: '2 Karten' });
  await drawer.getByRole('radio', { name: payment }).check();
  await fillContact(drawer, email);
  await drawer.getByRole('button', { name: 'Weiter und Daten prüfen' }).click();

  // Page 2: the match, 2 tickets, the contact person; prices from the check.
  await expect(drawer.getByTestId('summary-tickets')).toHaveText('2 Karten', { timeout: 60_000 });
  await expect(drawer.getByText(match.title).first()).toBeVisible();
  await expect(drawer.getByText('Herr Franz Kurve')).toBeVisible();
  await expect(drawer.getByRole('row', { name: /^Gesamtpreis/ })).toContainText(/\d+,\d{2}\s€/);
  // The ticket variant's insurance is optional: 'no insurance' is chosen to begin with.
  const none = drawer.getByRole('radio', { name: /keine Versicherung/ });
  if (await none.count()) await expect(none).toBeChecked();
  await consentAndBook(drawer);
  await expect(drawer.getByText(email)).toBeVisible();
}

/** The confirmation PDF of page 3: served with the booking's token, a real PDF. */
async function expectPdf(page: Page) {
  const link = drawerOf(page).getByRole('link', { name: /PDF/ });
  await expect(link).toHaveAttribute('href', /bestaetigung/);
  const pdf = await page.request.get((await link.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
}

test.describe('match tickets', () => {
  test.setTimeout(240_000);

  test('a fan buys 2 tickets for a match in the drawer by invoice and gets the PDF; find my booking shows them', async ({
    page,
    request,
  }, testInfo) => {
    const match = pick(invoiceMatches(await ticketJourney(request)), 0, testInfo.project.name);
    const email = fanEmail();

    await openTicketPage(page);
    await buyTwoTickets(page, match, /^Rechnung/, email);

    const drawer = drawerOf(page);
    const processNumber = (await drawer.getByTestId('process-number').textContent())!.trim();
    await expect(drawer.getByText(/IBAN/).first()).toBeVisible();
    await expectPdf(page);

    await page.goto('/buchung');
    await page.getByLabel('Vorgangsnummer').fill(processNumber);
    await page.getByLabel('E-Mail-Adresse').fill(email);
    await page.getByRole('button', { name: 'Buchung anzeigen' }).click();
    await expect(page.getByRole('heading', { name: `Buchung ${processNumber}` })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId('booking-match')).toContainText(match.title);
    await expect(page.getByTestId('booking-tickets')).toHaveText('2 Karten');
  });

  test('a fan buys 2 tickets by card and pays in the sandbox in the payment dialog', async ({
    page,
    request,
  }, testInfo) => {
    const match = pick(invoiceMatches(await ticketJourney(request)), 1, testInfo.project.name);

    await openTicketPage(page);
    await buyTwoTickets(page, match, /^Kreditkarte/, fanEmail());
    await expectPdf(page);

    await drawerOf(page).getByRole('button', { name: 'Zahlung ausführen' }).click();
    const dialog = page.getByTestId('payment-dialog');
    await expect(dialog).toBeVisible();
    await payByCard(page, '4242 4242 4242 4242');
    await expect(dialog.getByRole('heading', { name: 'Zahlung erhalten' })).toBeVisible({ timeout: 60_000 });
  });

  test('the ticket form checks like the trip form and offers no more tickets than are left', async ({
    page,
    request,
  }) => {
    const journey = await ticketJourney(request);
    await openTicketPage(page);
    const drawer = drawerOf(page);

    await drawer.getByRole('button', { name: 'Weiter und Daten prüfen' }).click();
    // Nothing is sent: the first invalid field, the match date, is focused, each field says why.
    await expect(drawer.getByRole('radio').and(page.locator(':focus'))).toHaveCount(1);
    await expect(drawer.locator('#field-termin')).toHaveAttribute('aria-invalid', 'true');
    await expect(drawer.getByText('Bitte füllen Sie dieses Feld aus.').first()).toBeVisible();
    await expect(drawer.getByRole('textbox', { name: 'Vorname', exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(drawer.getByRole('heading', { name: 'Preisübersicht' })).toHaveCount(0);
    await drawer.getByRole('textbox', { name: 'E-Mail', exact: true }).fill('kein-at-zeichen');
    await drawer.getByRole('textbox', { name: 'E-Mail', exact: true }).blur();
    await expect(drawer.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeVisible();
    // The contact person gives no birthday.
    await expect(drawer.getByRole('textbox', { name: 'Geburtsdatum' })).toHaveCount(0);

    // At most 10 tickets, never more than the match has left (as the form says: other fans book meanwhile).
    const left = async (match: MatchDate) =>
      Number(
        /noch (\d+) Karten? verfügbar/.exec(
          (await drawer.getByTestId('ticket-dates').locator('li').filter({ hasText: match.title }).textContent())!,
        )?.[1],
      );
    const open = journey.dates.filter((d) => d.free > 0);
    const fewest = open.reduce((a, b) => (a.free <= b.free ? a : b));
    const plenty = open.reduce((a, b) => (a.free >= b.free ? a : b));
    const options = drawer.getByRole('combobox', { name: 'Anzahl Karten' }).locator('option');
    await chooseMatch(drawer, plenty);
    await expect(options).toHaveCount(Math.min(10, await left(plenty)));
    await expect(options.nth(1)).toHaveText('2 Karten');
    await chooseMatch(drawer, fewest);
    expect(await left(fewest)).toBeLessThan(10);
    await expect(options).toHaveCount(await left(fewest));
    // A sold-out match cannot be chosen.
    const soldOut = journey.dates.find((d) => d.free === 0);
    if (soldOut)
      await expect(
        drawer.getByTestId('ticket-dates').locator('li').filter({ hasText: soldOut.title }).getByRole('radio'),
      ).toBeDisabled();
    // No 'subscription' in the ticket form.
    await expect(drawer.getByRole('radio', { name: /Abo|subscription/i })).toHaveCount(0);
  });

  test('the drawer is 360, 418, 450, 450 and 446 px wide at the breakpoints; open, the picture shifts 300 px', async ({
    page,
  }) => {
    await openTicketPage(page);
    const drawer = drawerOf(page);
    // spec §9: xs ≤ 599, sm 600–959, md 960–1263, lg 1264–1903, xl 1904 and wider
    for (const [width, expected] of [
      [390, 360],
      [599, 360],
      [600, 418],
      [959, 418],
      [960, 450],
      [1263, 450],
      [1264, 450],
      [1903, 450],
      [1904, 446],
      [1920, 446],
    ]) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(async () => (await drawer.boundingBox())?.width, { message: `at ${width} px` }).toBe(expected);
    }

    await page.setViewportSize({ width: 1440, height: 900 });
    const picture = page.getByTestId('ticket-background');
    await expect.poll(async () => (await picture.boundingBox())?.x).toBe(300);
    await drawer.getByRole('button', { name: 'Schließen' }).click();
    await expect(drawer).toBeHidden();
    await expect.poll(async () => (await picture.boundingBox())?.x).toBe(0);
    await page.getByRole('button', { name: 'Ticket oder Fahrt' }).click();
    await expect(drawer).toBeVisible();
    await expect.poll(async () => (await picture.boundingBox())?.x).toBe(300);
  });

  test('Fahrt leads to the bus trip to a match, and its booking can be completed; a match without a trip says so', async ({
    page,
  }, testInfo) => {
    await openTicketPage(page);
    const drawer = drawerOf(page);
    await drawer.getByRole('tab', { name: 'Fahrt' }).click();
    const select = drawer.getByRole('combobox', { name: 'Spiel' });

    const options = await select
      .locator('option')
      .evaluateAll((els) => els.map((el) => ({ value: (el as HTMLOptionElement).value, text: el.textContent ?? '' })));
    const without = options.filter((o) => o.text.includes('(keine Fahrt)'));
    const withTrip = options.filter((o) => !o.text.includes('(keine Fahrt)'));
    expect(without.length).toBeGreaterThan(0);
    expect(withTrip.length).toBeGreaterThan(0);

    await select.selectOption(without[0].value);
    await expect(drawer.getByText('Zu diesem Spiel gibt es leider keine Busfahrt.')).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Fahrt buchen' })).toHaveCount(0);

    await select.selectOption(withTrip[testInfo.project.name === 'phone' ? withTrip.length - 1 : 0].value);
    const trip = drawer.getByTestId('match-trip');
    const title = (await trip.locator('strong').textContent())!;
    await trip.getByRole('link', { name: 'Fahrt buchen' }).click();

    // The trip form: one traveller, a boarding point, the proposed seats, invoice.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 60_000 });
    await formReady(page);
    await page.getByLabel('Anzahl Personen').selectOption('1');
    await next(page);
    await next(page);
    await page.getByLabel('Zustieg für Person 1').selectOption({ index: 1 });
    await next(page);
    await expect(page.getByRole('group', { name: /^Hinfahrt:/ }).locator('button[aria-pressed="true"]')).toHaveCount(
      1,
      { timeout: 30_000 },
    );
    await next(page);
    await fillRegistrant(page);
    await next(page);
    await fillTravellers(page, 1);
    await next(page);
    await page.getByRole('radio', { name: /^Rechnung/ }).check();
    await next(page);
    await page.getByLabel(/Namen aller Reisenden/).check();
    await bookFromSummary(page);
    await expect(page.getByTestId('process-number')).toHaveText(/\S+/);
  });

  test('the ticket journey’s own page books with the ticket form, not the trip form', async ({ page, request }) => {
    const journey = await ticketJourney(request);
    await page.goto(`/reise/${journey.id}`);
    await page.getByTestId('book-button').click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(journey.title, { timeout: 60_000 });
    await expect(page.getByRole('form', { name: 'Ticket-Buchungsformular' })).toBeVisible();
    // the shown list (the trip page the visitor came from stays hidden in the document)
    await expect(page.getByTestId('ticket-dates').filter({ visible: true }).locator('li')).toHaveCount(
      journey.dates.length,
    );
    await expect(page.getByRole('button', { name: /Anzahl Reisende/ })).toHaveCount(0);
    await expect(page.getByText('Für diese Reise sind noch keine Zustiege festgelegt.')).toHaveCount(0);
  });
});
