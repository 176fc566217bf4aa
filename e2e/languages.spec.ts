import { expect, test, type Page } from '@playwright/test';
import { dayTrips, fillRegistrant, formReady, pick } from './booking-flow';

/**
 * The site in English (issue 11 "Languages"): the catalogue's names and trip texts come in the
 * visitor's language, the addresses stay the German ones, and the booking summary names the
 * travellers with English salutations.
 */

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: baseURL! }]);
});

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();

test.describe('the English site', () => {
  test('lists the day trips with English category and trip names under their German addresses', async ({ page }) => {
    await page.goto('/reiseuebersicht/3-skitagesfahrten');
    await expect(page).toHaveURL(/\/reiseuebersicht\/3-skitagesfahrten$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ski day trips' })).toBeVisible();
    const trips = page.locator('main a[href^="/reise/"]');
    const card = trips.filter({ hasText: /Ski day / }).first();
    await expect(card).toBeVisible();
    await expect(trips.filter({ hasText: /Skitag / })).toHaveCount(0);
    // The address is the German title's, the same in every language.
    const href = (await card.getAttribute('href'))!;
    expect(href).toMatch(/^\/reise\/\d+-skitag-[a-z-]+$/);

    await card.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1, name: /^Ski day / })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'The ski area' })).toBeVisible();
    await expect(page.getByText(/Austria|Germany/).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ski day trips' }).first()).toHaveAttribute(
      'href',
      '/reiseuebersicht/3-skitagesfahrten',
    );
  });

  test('the booking summary greets the registrant with an English salutation and prices in English', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const trip = pick(await dayTrips(request), 18, testInfo.project.name);
    await page.goto(`/reise/${trip.id}-reise/buchung`);
    await formReady(page);

    await page.getByLabel('Number of people').selectOption('1');
    await next(page);
    // The day trip's extras are named in English.
    await expect(page.getByText(/Keycard deposit/).first()).toBeVisible();
    await next(page);
    await page.getByLabel(/Boarding point for Person 1/).selectOption({ index: 1 });
    await next(page);
    await expect(page.getByRole('group', { name: /^Outbound/ }).locator('button[aria-pressed="true"]')).toHaveCount(1, {
      timeout: 30_000,
    });
    await next(page);

    await fillRegistrant(page, { language: 'en' });
    await next(page);
    await page
      .locator('[data-traveller="0"]')
      .getByLabel(/This person is the registrant/)
      .check();
    await next(page);
    await page.getByRole('radio', { name: /^Invoice/ }).check();
    await next(page);
    await page.getByLabel(/names of all travellers/).check();
    await page.getByRole('button', { name: 'Continue and check details' }).click();

    // Page 2: the salutation in English ('Herr'/'Frau' stay the form's values on the wire).
    await expect(page.getByRole('heading', { name: 'Price overview' })).toBeVisible({ timeout: 60_000 });
    const summary = page.locator('#booking-summary');
    await expect(summary.getByText('Ms Anna Testerin').first()).toBeVisible();
    await expect(summary.getByText(/Frau|Herr/)).toHaveCount(0);
    // The price lines name the trip in English.
    await expect(
      summary
        .getByRole('table')
        .getByText(/^Ski day /)
        .first(),
    ).toBeVisible();
    await expect(summary.getByRole('table').getByText(/Skitag/)).toHaveCount(0);
  });
});
