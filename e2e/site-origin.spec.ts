import { expect, test } from '@playwright/test';
import { bookFromSummary, completeForm, dayTrips, next, openBooking, payByCard, toSeats } from './booking-flow';

/**
 * The `no-site-url` project: a server started without SITE_URL on a port other than 3000
 * (playwright.config.ts). A visitor books with the form and pays by card in the payment dialog: the
 * provider's return page comes back into the frame and its push reaches the site, because every link
 * follows the origin the visitor used instead of http://localhost:3000 (issue 12): a host the edge
 * allows without SITE_URL (loopback, this machine's addresses; issue 26), while the provider's push
 * goes to the server's own address. No CSP violation on the way, the provider's checkout in the
 * dialog's frame included. A Host that is not the site's is refused (e2e/client-edge.spec.ts).
 */

test.describe('without SITE_URL', () => {
  test.setTimeout(240_000);

  test('a visitor books a day trip and pays it by card in the payment dialog', async ({ page, request, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    expect(new URL(origin).port).not.toBe('3000');
    // The same server under a name that is not its own answers 400 (links could name that host).
    const foreign = await request.get('/', { headers: { host: 'evil.example' } });
    expect(foreign.status()).toBe(400);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });

    const trip = (await dayTrips(request))[0];
    await openBooking(page, trip);
    await toSeats(page, 1);
    await next(page);
    await completeForm(page, { travellers: 1, payment: /^Kreditkarte/ });
    await bookFromSummary(page);

    // The PDF link is on the server the visitor used, and opens there.
    const pdfHref = (await page.getByRole('link', { name: /PDF/ }).getAttribute('href'))!;
    expect(new URL(pdfHref, origin).origin).toBe(origin);
    expect((await request.get(pdfHref)).headers()['content-type']).toBe('application/pdf');

    await page.getByRole('button', { name: 'Zahlung ausführen' }).click();
    const dialog = page.getByTestId('payment-dialog');
    await expect(dialog).toBeVisible();
    const checkout = page.locator('iframe[title="Zahlungsseite des Zahlungsanbieters"]');
    await expect(checkout).toHaveAttribute('src', /\/sandbox\/checkout\//);
    // every address the dialog's frame visits (the result view may replace the frame soon after)
    const visited: string[] = [];
    page.on('framenavigated', (frame) => visited.push(frame.url()));
    await payByCard(page, '4242 4242 4242 4242');
    // The provider sends the frame back to the site's return page, on this origin …
    await expect
      .poll(() => visited, { timeout: 60_000 })
      .toContainEqual(expect.stringMatching(new RegExp(`^${origin}/payment/success-`)));
    // … and its push reached the site: the payment is confirmed.
    await expect(dialog.getByRole('heading', { name: 'Zahlung erhalten' })).toBeVisible({ timeout: 60_000 });
    expect(violations).toEqual([]);
  });
});
