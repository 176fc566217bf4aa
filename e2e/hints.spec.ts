import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bookByApi, bookableTrips, fillRegistrant, formReady, services, type BookableTrip } from './booking-flow';

/**
 * The engine's hints in the visitor's language (spec §4/§8: a HINWEIS is shown in the 'Achtung'
 * dialog): an English visitor whose group no longer fits into the coach is told so in English.
 *
 * The trip is a day trip starting within the next 16 days: the other specs pick theirs from the
 * later ones (booking-flow `dayTrips`), so taking this one's seats moves none of their picks.
 */

const DAY = 24 * 60 * 60 * 1000;

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: baseURL! }]);
});

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();

/** The fewest seats free in the trip's coaches (the most travellers the engine lets through). */
async function seatsFree(request: APIRequestContext, code: string): Promise<number> {
  const coaches = (await services(request, code)).filter((s) => s.art === 'BEF');
  return Math.min(...coaches.map((c) => c.frei));
}

/** Books others until `left` seats are free. */
async function leaveSeats(request: APIRequestContext, trip: BookableTrip, left: number) {
  for (let round = 0; round < 10; round++) {
    const free = await seatsFree(request, trip.code);
    if (free <= left) {
      expect(free).toBe(left);
      return;
    }
    await bookByApi(request, trip, { travellers: Math.min(10, free - left), payment: 'creditcard' });
  }
  throw new Error(`${trip.code}: others' bookings did not bring the free seats down to ${left}`);
}

test('an English visitor whose group no longer fits into the coach sees the hint in English', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const latest = new Date(Date.now() + 16 * DAY).toISOString().slice(0, 10);
  const tomorrow = new Date(Date.now() + DAY).toISOString().slice(0, 10);
  const soon = (await bookableTrips(request, 3)).filter(
    (t) => t.dateFrom > tomorrow && t.dateFrom < latest && t.free >= 3,
  );
  const trip = soon.at(-1);
  expect(trip, 'a bookable day trip within the next 16 days').toBeDefined();

  // Three seats left: the form lets the visitor bring two travellers.
  await leaveSeats(request, trip!, 3);
  await page.goto(`/reise/${trip!.id}-reise/buchung`);
  await formReady(page);
  await page.getByLabel('Number of people').selectOption('2');
  await next(page);
  await next(page);
  await page.getByLabel(/Boarding point for Person 1/).selectOption({ index: 1 });
  await page.getByRole('button', { name: /Use the boarding point of Person 1 for everybody/ }).click();
  await next(page);
  await expect(page.getByRole('group', { name: /^Outbound/ }).locator('button[aria-pressed="true"]')).toHaveCount(2, {
    timeout: 30_000,
  });
  await next(page);

  await fillRegistrant(page, { language: 'en' });
  await next(page);
  await page
    .locator('[data-traveller="0"]')
    .getByLabel(/This person is the registrant/)
    .check();
  const second = page.locator('[data-traveller="1"]');
  await second.getByLabel('Salutation').selectOption('Herr');
  await second.getByLabel('First name (as in the ID)').fill('max');
  await second.getByLabel('Last name (as in the ID)').fill('testerin');
  await second.getByLabel('Date of birth').fill('02.05.1983');
  await next(page);
  await page.getByRole('radio', { name: /^Credit card/ }).check();
  await next(page);
  await page.getByLabel(/names of all travellers/).check();

  // Meanwhile others book two of the three seats: one is left for a group of two.
  await leaveSeats(request, trip!, 1);
  await page.getByRole('button', { name: 'Continue and check details' }).click();

  const dialog = page.getByRole('dialog', { name: 'Attention' });
  await expect(dialog).toBeVisible({ timeout: 60_000 });
  await expect(dialog).toContainText('Unfortunately only 1 seat is left.');
  await expect(dialog).not.toContainText(/Leider|Platz/);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('heading', { name: 'Price overview' })).toHaveCount(0);
});
