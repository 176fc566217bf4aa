import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { withContractAccess } from './contract-access';

/**
 * Payment end to end: a day trip booked through the contract API (PUT /api/v1/booking/buchung, with
 * the access parameter),
 * found again with "find my booking", paid in the payment dialog with the sandbox provider's test
 * cards; the state find-my-booking shows is the server's.
 */

interface Booked {
  processNumber: string;
  token: string;
  email: string;
}

async function bookDayTrip(request: APIRequestContext): Promise<Booked> {
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

async function findBooking(page: Page, booked: Booked) {
  await page.goto('/buchung');
  await page.getByLabel('Vorgangsnummer').fill(booked.processNumber);
  await page.getByLabel('E-Mail-Adresse').fill(booked.email);
  await page.getByRole('button', { name: 'Buchung anzeigen' }).click();
  await expect(page.getByRole('heading', { name: `Buchung ${booked.processNumber}` })).toBeVisible({ timeout: 60_000 });
}

async function payByCard(page: Page, number: string) {
  const frame = page.frameLocator('iframe[title="Zahlungsseite des Zahlungsanbieters"]');
  await frame.getByLabel('Kartennummer').fill(number);
  await frame.getByLabel('Gültig bis').fill('12/30');
  await frame.getByLabel('Prüfnummer (CVC)').fill('123');
  await frame.getByLabel('Karteninhaber').fill('Erika Probe');
  await frame.getByRole('button', { name: /bezahlen/ }).click();
}

test.describe('payment', () => {
  // The checkout, the provider's push and the return page are three server round trips in a row.
  test.setTimeout(120_000);

  test('pays a booking by credit card in the payment dialog; find my booking shows it paid', async ({
    page,
    request,
  }) => {
    const booked = await bookDayTrip(request);
    await findBooking(page, booked);
    await expect(page.getByTestId('payment-state')).toHaveText('Offen');
    // Until when the payment has to arrive before the seats go back on sale.
    await expect(
      page.getByText(/bis \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} ab, sonst wird die Buchung storniert/),
    ).toBeVisible();
    // The trip as a calendar file, served only with the booking's token.
    const icsHref = (await page.getByRole('link', { name: /Kalender/ }).getAttribute('href'))!;
    const ics = await request.get(icsHref);
    expect(ics.headers()['content-type']).toContain('text/calendar');
    expect(await ics.text()).toContain('BEGIN:VEVENT');
    expect((await request.get(icsHref.replace(/token=[^&]+/, 'token=forged'))).status()).toBe(404);

    await page.getByRole('button', { name: 'Zahlung ausführen' }).click();
    const dialog = page.getByTestId('payment-dialog');
    await expect(dialog).toBeVisible();
    await payByCard(page, '4242 4242 4242 4242');
    await expect(dialog.getByRole('heading', { name: 'Zahlung erhalten' })).toBeVisible({ timeout: 60_000 });

    // Persistent: neither Esc nor a click outside closes it, only its close button.
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await expect(dialog).toBeHidden();

    await expect(page.getByTestId('payment-state')).toContainText('Bezahlt am');
    await expect(page.getByRole('button', { name: 'Zahlung ausführen' })).toHaveCount(0);
  });

  test('a declined card is not completed and the payment can be retried', async ({ page, request }) => {
    const booked = await bookDayTrip(request);
    await findBooking(page, booked);
    await page.getByRole('button', { name: 'Zahlung ausführen' }).click();
    const dialog = page.getByTestId('payment-dialog');
    await payByCard(page, '4000 0000 0000 0002');
    await expect(dialog.getByRole('heading', { name: 'Zahlung nicht abgeschlossen' })).toBeVisible({ timeout: 60_000 });

    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await expect(page.getByTestId('payment-state')).toHaveText('Offen – Zahlung nicht abgeschlossen');

    await page.getByRole('button', { name: 'Zahlung ausführen' }).click();
    await expect(dialog.getByRole('button', { name: 'Zahlung ausführen' })).toHaveCount(0);
    await payByCard(page, '4242 4242 4242 4242');
    await expect(dialog.getByRole('heading', { name: 'Zahlung erhalten' })).toBeVisible({ timeout: 60_000 });
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await expect(page.getByTestId('payment-state')).toContainText('Bezahlt am');
  });

  test('the success URL opened on its own does not count as a payment', async ({ page, request }) => {
    const booked = await bookDayTrip(request);
    await page.goto(`/payment/success-${booked.processNumber}-${booked.token}-creditcard`);
    await expect(page.getByRole('heading', { name: 'Zahlung noch offen' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Zahlung ausführen' })).toBeVisible();
    // A tampered token shows nothing of the booking.
    const tampered = await page.goto(`/payment/success-${booked.processNumber}-${booked.token}x-creditcard`);
    expect(tampered?.status()).toBe(404);

    await findBooking(page, booked);
    await expect(page.getByTestId('payment-state')).toHaveText('Offen');
  });

  test('a wrong combination of process number and e-mail gets one neutral message', async ({ page, request }) => {
    const booked = await bookDayTrip(request);
    await page.goto('/buchung');
    await page.getByLabel('Vorgangsnummer').fill(booked.processNumber);
    await page.getByLabel('E-Mail-Adresse').fill('someone.else@example.org');
    await page.getByRole('button', { name: 'Buchung anzeigen' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'keine Buchung' })).toHaveText(
      /keine Buchung zu diesen Angaben/,
    );
  });
});
