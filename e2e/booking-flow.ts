import { expect, type Page } from '@playwright/test';

/**
 * The steps of the trip booking form (spec §2, page 1's nine steps) as a visitor takes them, shared by
 * the booking specs against the built-in engine and against the operator's booking system.
 */

/** A pattern matching the text literally. */
export const literal = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** '1.234,50 €' → 123450 */
export const cents = (text: string) => (/[-−]/.test(text) ? -1 : 1) * Number(text.replace(/\D/g, ''));

export const next = (page: Page) => page.getByRole('button', { name: 'Weiter', exact: true }).click();

/** Opens a booking page (/reise/{id}-{slug}/buchung) and waits for the form. */
export async function openBooking(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('button', { name: /Anzahl Reisende/ })).toBeVisible({ timeout: 60_000 });
}

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

export async function fillRegistrant(page: Page, options: { skipPhone?: boolean; birthday?: string } = {}) {
  await page.getByLabel('Anrede').selectOption('Frau');
  await page.getByLabel('Vorname').fill('anna');
  await page.getByLabel('Nachname').fill('testerin');
  await page.getByLabel('Straße').fill('leopoldstraße');
  await page.getByLabel('Hausnummer').fill('12a');
  await page.getByLabel('PLZ').fill('80802');
  await page.getByLabel('Ort').fill('münchen');
  if (!options.skipPhone) await page.getByLabel('Telefon').fill('089 1234567');
  await page.getByLabel('E-Mail').fill('anna.testerin@example.com');
  await page.getByLabel('Geburtsdatum').fill(options.birthday ?? '14031985');
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

/** The seats selected on the map of one direction ('Hinfahrt' / 'Rückfahrt'). */
export async function chosenSeats(page: Page, direction: string): Promise<number[]> {
  const pressed = page
    .getByRole('group', { name: new RegExp(`^${direction}:`) })
    .locator('button[aria-pressed="true"]');
  return (await pressed.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-seat'))))).sort(
    (a, b) => a - b,
  );
}
