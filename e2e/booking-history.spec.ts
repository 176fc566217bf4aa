import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  completeForm,
  dayTrips,
  fillRegistrant,
  fillTravellers,
  multiDayTrips,
  next,
  openBooking,
  payByCard,
  pick,
  toSeats,
} from './booking-flow';
import { chooseMatch, fanEmail, fillContact, invoiceMatches, ticketJourney } from './ticket-flow';

/**
 * Issue 11, the booking form's half: the three pages are history entries (`?seite=2`, `?seite=3`),
 * Back, Forward and reload keep the travellers and the hold, page 3 comes back from the booking's
 * token with its real payment state, the insurance offers carry distinct labels, and the consents
 * open their documents without losing the form. At 390 px (phone) and 1440 px (desktop).
 */

const holdNotice = (scope: Page | Locator) => scope.getByText(/Ihre Plätze sind bis \d\d:\d\d Uhr für Sie reserviert/);
const priceOverview = (scope: Page | Locator) => scope.getByRole('heading', { name: 'Preisübersicht' });

/** Page 2 of the trip form for these travellers: summary, both names, and the hold. */
async function expectTripPage2(page: Page) {
  await expect(priceOverview(page)).toBeVisible({ timeout: 60_000 });
  await expect(page).toHaveURL(/[?&]seite=2\b/);
  await expect(page.getByText('Frau Anna Testerin').first()).toBeVisible();
  await expect(page.getByText('Herr Max1 Testerin')).toBeVisible();
  await expect(holdNotice(page)).toBeVisible();
}

test.describe('the booking pages in the browser history (issue 11)', () => {
  test.setTimeout(300_000);

  test('a day trip: reload, Back and Forward keep the travellers and the hold; page 3 reloads and shows the card payment', async ({
    page,
    request,
  }, testInfo) => {
    const trip = pick(await dayTrips(request), 14, testInfo.project.name);
    await openBooking(page, trip);
    await toSeats(page, 2);
    await expect(page.getByRole('group', { name: /^Hinfahrt:/ }).locator('button[aria-pressed="true"]')).toHaveCount(
      2,
      { timeout: 30_000 },
    );
    await next(page);
    await completeForm(page, { travellers: 2, payment: /^Kreditkarte/ });
    await page.getByRole('button', { name: 'Weiter und Daten prüfen' }).click();
    await expectTripPage2(page);

    // The insurance offers: never two equal names; a product offered twice says for what.
    const offers = page.getByRole('group', { name: /Sichern Sie Ihre Reise ab/ }).getByRole('radio');
    const labels = await offers.evaluateAll((radios) =>
      radios.map((r) => (r.closest('label')?.textContent ?? '').replace(/\s+/g, ' ').trim()),
    );
    expect(labels.length).toBeGreaterThan(1);
    expect(new Set(labels).size).toBe(labels.length);
    const titles = await page
      .getByRole('group', { name: /Sichern Sie Ihre Reise ab/ })
      .locator('label span span:first-child')
      .allTextContents();
    expect(new Set(titles).size).toBe(titles.length);
    for (const title of titles.filter((x) => / – /.test(x)))
      expect(title).toMatch(/ – Tarif für (Buchungen mit Gesamtreisepreis|einen Reisepreis pro Person von) .*€$/);
    // One sentence says what the booking pays: the price per person times the two travellers.
    const sentences = await page
      .getByRole('group', { name: /Sichern Sie Ihre Reise ab/ })
      .locator('label span span:nth-child(2)')
      .allTextContents();
    for (const sentence of sentences) {
      const [perPerson, total] = [...sentence.matchAll(/([\d.]+,\d\d)\s€/g)].map((m) =>
        Number(m[1].replace(/\./g, '').replace(',', '.')),
      );
      expect(sentence).toContain('für 2 Personen');
      expect(total).toBeCloseTo(perPerson * 2, 2);
    }

    // Reload on page 2: the same page, the same travellers, the hold renewed.
    await page.reload();
    await expectTripPage2(page);

    // Back: page 1 with the travellers as typed; Forward: page 2 again, the hold still there.
    await page.goBack();
    await expect(page).not.toHaveURL(/seite=/);
    await expect(priceOverview(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Weiter und Daten prüfen' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/Anna Testerin, Max1 Testerin/).first()).toBeVisible();
    await page.reload();
    await expect(page.getByText(/Anna Testerin, Max1 Testerin/).first()).toBeVisible({ timeout: 60_000 });
    await page.goForward();
    await expectTripPage2(page);
    // The visitor's own hold never blocks them: no 'Achtung' on the way.
    await expect(page.getByRole('dialog', { name: 'Achtung' })).toHaveCount(0);

    // The back button of page 2 goes back in history too.
    await page
      .getByRole('button', { name: /Zurück/ })
      .first()
      .click();
    await expect(page).not.toHaveURL(/seite=/);
    await page.getByRole('button', { name: 'Weiter und Daten prüfen' }).click();
    await expectTripPage2(page);

    const none = page.getByRole('radio', { name: /keine Versicherung/ });
    if (await none.count()) await none.check();
    await page.getByLabel(/Reisebedingungen/).check();
    await page.getByLabel(/Datenschutzerklärung/).check();
    await page.getByRole('button', { name: 'Jetzt zahlungspflichtig buchen' }).click();

    // Page 3: unpaid, so the request to pay and the button.
    await expect(page.getByRole('heading', { name: 'Buchung abgeschlossen' })).toBeVisible({ timeout: 60_000 });
    await expect(page).toHaveURL(/[?&]seite=3\b/);
    const processNumber = (await page.getByTestId('process-number').textContent())!.trim();
    await expect(page.getByRole('button', { name: 'Zahlung ausführen' })).toBeVisible();

    // Reload: page 3 comes back from the booking's token, still unpaid.
    await page.reload();
    await expect(page.getByTestId('process-number')).toHaveText(processNumber, { timeout: 60_000 });
    await expect(page.getByRole('button', { name: 'Zahlung ausführen' })).toBeVisible();
    await expect(page.getByText(/Bitte zahlen Sie .* innerhalb von \d+ Stunden/)).toBeVisible();

    // Back from page 3: the booking is done, nothing is booked twice; Forward: page 3 again.
    // (Scrolled down on page 3 first: the card saying it is done must be on screen, not above it.)
    await page.mouse.wheel(0, 5000);
    await page.goBack();
    await expect(page).toHaveURL(/[?&]seite=2\b/);
    await expect(page.getByText(`Ihre Buchung ${processNumber} ist abgeschlossen.`)).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText(`Ihre Buchung ${processNumber} ist abgeschlossen.`)).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Jetzt zahlungspflichtig buchen' })).toHaveCount(0);
    await page.goForward();
    await expect(page.getByTestId('process-number')).toHaveText(processNumber, { timeout: 60_000 });

    await page.getByRole('button', { name: 'Zahlung ausführen' }).click();
    const dialog = page.getByTestId('payment-dialog');
    await payByCard(page, '4242 4242 4242 4242');
    await expect(dialog.getByRole('heading', { name: 'Zahlung erhalten' })).toBeVisible({ timeout: 60_000 });
    await dialog.getByRole('button', { name: 'Schließen' }).click();

    // Paid: 'Zahlung erhalten', no request to pay, no button; also after a reload.
    for (const reload of [false, true]) {
      if (reload) await page.reload();
      await expect(page.getByTestId('payment-received')).toContainText('Zahlung erhalten', { timeout: 60_000 });
      await expect(page.getByRole('button', { name: 'Zahlung ausführen' })).toHaveCount(0);
      await expect(page.getByText(/Bitte zahlen Sie/)).toHaveCount(0);
    }
  });

  test('a multi-day trip: the consents open annexes A and B, the product information and the insurance terms in a new tab, the form stays', async ({
    page,
    context,
    request,
  }, testInfo) => {
    const { trip, room } = pick(await multiDayTrips(request), 1, testInfo.project.name);
    await openBooking(page, trip);
    await page.getByLabel('Anzahl Personen').selectOption('2');
    await next(page);
    // Room types name their price before the check.
    await expect(page.getByLabel('Zimmerart').locator('option', { hasText: room.bezeichnung }).first()).toHaveText(
      /\((im Reisepreis enthalten|\+ .* p\. P\.)\)/,
    );
    await page.getByLabel('Zimmerart').selectOption(String(room.id));
    await page.getByRole('checkbox', { name: 'Person 1' }).check();
    await page.getByRole('checkbox', { name: 'Person 2' }).check();
    await page.getByRole('button', { name: 'Zimmer zuweisen' }).click();
    await next(page);
    await next(page);
    await page.getByLabel('Zustieg für Person 1').selectOption({ index: 1 });
    await page.getByRole('button', { name: /Zustieg von Person 1 für alle übernehmen/ }).click();
    await next(page);
    await expect(page.getByRole('group', { name: /^Hinfahrt:/ }).locator('button[aria-pressed="true"]')).toHaveCount(
      2,
      { timeout: 30_000 },
    );
    await next(page);
    await fillRegistrant(page);
    await next(page);
    await fillTravellers(page, 2);
    await next(page);
    await page.getByRole('radio').first().check();
    await next(page);
    await page.getByLabel(/Namen aller Reisenden/).check();
    await page.getByRole('button', { name: 'Weiter und Daten prüfen' }).click();
    await expect(priceOverview(page)).toBeVisible({ timeout: 60_000 });
    await page.getByLabel(/Reisebedingungen/).check();

    const documents = [
      { link: page.getByRole('link', { name: 'A', exact: true }), heading: /^Anhang A/ },
      { link: page.getByRole('link', { name: 'B', exact: true }), heading: /^Anhang B/ },
      { link: page.getByRole('link', { name: 'Produktinformationen' }), heading: /^Produktinformationen/ },
      { link: page.getByRole('link', { name: 'Versicherungsbedingungen' }), heading: /^Versicherungsbedingungen/ },
    ];
    for (const { link, heading } of documents) {
      await expect(link).toHaveAttribute('target', '_blank');
      const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
      await expect(tab.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 60_000 });
      await tab.close();
    }
    // The form is as it was: page 2 with its hold and the consent already given.
    await expect(page).toHaveURL(/[?&]seite=2\b/);
    await expect(holdNotice(page)).toBeVisible();
    await expect(page.getByLabel(/Reisebedingungen/)).toBeChecked();
    await expect(page.getByLabel(/Anhänge A und B/)).toBeVisible();
  });

  test('match tickets in the drawer: reload, Back and Forward keep the tickets and the contact person; page 3 reloads', async ({
    page,
    request,
  }, testInfo) => {
    const match = pick(invoiceMatches(await ticketJourney(request)), 3, testInfo.project.name);
    await page.goto('/ticketpage');
    const drawer = page.getByTestId('ticket-drawer');
    await expect(drawer.getByRole('button', { name: 'Weiter und Daten prüfen' })).toBeVisible({ timeout: 60_000 });
    await chooseMatch(drawer, match);
    await drawer.getByRole('combobox', { name: 'Anzahl Karten' }).selectOption({ label: '2 Karten' });
    await drawer.getByRole('radio', { name: /^Rechnung/ }).check();
    const email = fanEmail();
    await fillContact(drawer, email);
    await drawer.getByRole('button', { name: 'Weiter und Daten prüfen' }).click();

    const expectPage2 = async () => {
      await expect(drawer.getByTestId('summary-tickets')).toHaveText('2 Karten', { timeout: 60_000 });
      await expect(page).toHaveURL(/\/ticketpage\?seite=2$/);
      await expect(drawer.getByText('Herr Franz Kurve')).toBeVisible();
      // Tickets are counted at the save: a match date has no hold to keep (lib/engine/booking).
      await expect(drawer.getByRole('heading', { name: 'Preisübersicht' })).toBeVisible();
    };
    await expectPage2();
    await page.reload();
    await expectPage2();

    await page.goBack();
    await expect(drawer.getByRole('button', { name: 'Weiter und Daten prüfen' })).toBeVisible({ timeout: 30_000 });
    await expect(drawer.getByRole('combobox', { name: 'Anzahl Karten' })).toHaveValue('2');
    await expect(drawer.getByRole('textbox', { name: 'Vorname', exact: true })).toHaveValue('franz');
    await page.goForward();
    await expectPage2();

    for (const box of await drawer.getByRole('checkbox').all()) await box.check();
    await drawer.getByRole('button', { name: 'Jetzt zahlungspflichtig buchen' }).click();
    await expect(drawer.getByRole('heading', { name: 'Buchung abgeschlossen' })).toBeVisible({ timeout: 60_000 });
    await expect(page).toHaveURL(/\/ticketpage\?seite=3$/);
    const processNumber = (await drawer.getByTestId('process-number').textContent())!.trim();
    await page.reload();
    await expect(drawer.getByTestId('process-number')).toHaveText(processNumber, { timeout: 60_000 });
    await expect(drawer.getByText(/IBAN/).first()).toBeVisible();
    await expect(drawer.getByText(email)).toBeVisible();
  });

  test('no skier slides over the booking form', async ({ page, request }, testInfo) => {
    const trip = pick(await dayTrips(request), 15, testInfo.project.name);
    await openBooking(page, trip);
    // However long the form grows: scrolled beyond 1000 px, where other pages start the skier.
    await page.evaluate(() => {
      document.body.style.minHeight = '5000px';
      window.scrollTo(0, 1400);
    });
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await expect(page.getByTestId('skier')).toHaveCount(0);
  });
});
