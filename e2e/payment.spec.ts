import { expect, test } from '@playwright/test';
import { bookDayTrip, findBooking, payByCard } from './booking-flow';

/**
 * Payment end to end: a day trip booked through the contract API (PUT /api/v1/booking/buchung, with
 * the access parameter),
 * found again with "find my booking", paid in the payment dialog with the sandbox provider's test
 * cards; the state find-my-booking shows is the server's.
 */

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

    // The checkout left no entry of its own in the history: one Back returns to the search form.
    await page.goBack();
    await expect(page.getByRole('button', { name: 'Buchung anzeigen' })).toBeVisible({ timeout: 10_000 });
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
