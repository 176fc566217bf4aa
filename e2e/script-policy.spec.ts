import { expect, test } from '@playwright/test';
import { bookableTrips, formReady, next } from './booking-flow';
import { expectHashedScriptPolicy, violations, watchScriptPolicy } from './script-policy';

/**
 * Issue 26: every page's script policy lists the hashes of its inline scripts and no 'unsafe-inline'
 * (lib/edge/csp.mjs), and the pages still hydrate under it: no `securitypolicyviolation`, no CSP
 * error in the console, and the forms react. Run at 1440 px (desktop) and 390 px (phone).
 */
test('the main page types carry a hashed script policy and hydrate without a violation', async ({ page, request }) => {
  test.setTimeout(300_000);
  const logged = await watchScriptPolicy(page);
  const [trip] = await bookableTrips(request, 3);
  const pages = [
    '/',
    '/reiseuebersicht/3-skitagesfahrten',
    `/reise/${trip.id}`,
    '/ticketpage',
    '/reisekalender',
    '/article/4-agbs',
    '/faq',
    '/buchung',
    '/auth',
    '/diese-seite-gibt-es-nicht',
  ];
  for (const path of pages) {
    const response = await page.goto(path);
    expectHashedScriptPolicy(response);
    await page.waitForLoadState('networkidle');
    // A second visit is served from the page cache: its hashes must fit as well.
    expectHashedScriptPolicy(await page.reload());
    await page.waitForLoadState('networkidle');
    expect(await violations(page, logged), path).toEqual([]);
  }

  // The booking form hydrated: it restores its state and moves on to the next step.
  const booking = await page.goto(`/reise/${trip.id}-reise/buchung`);
  expectHashedScriptPolicy(booking);
  await formReady(page);
  await page.getByLabel('Anzahl Personen').selectOption('2');
  await next(page);
  await expect(
    page
      .getByText('Keine Zusatzleistungen')
      .or(page.getByText(/Zusatzleistungen für jede Person|keine zusätzlich buchbaren/)),
  ).toBeVisible();
  expect(await violations(page, logged)).toEqual([]);

  // The back office's sign-in answers through its client code.
  expectHashedScriptPolicy(await page.goto('/auth'));
  await page.getByLabel('E-Mail').fill('niemand@example.com');
  await page.getByLabel('Passwort').fill('kein-passwort');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.locator('#auth-error')).toHaveText('E-Mail oder Passwort ist falsch.', { timeout: 60_000 });
  expect(await violations(page, logged)).toEqual([]);
});
