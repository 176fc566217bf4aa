import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import {
  bookDayTrip,
  dayTrips,
  fillRegistrant,
  fillTravellers,
  findBooking,
  multiDayTrips,
  next,
  openBooking,
  payByCard,
  pick,
  toSeats,
} from './booking-flow';
import { STAFF } from './backoffice-users';
import { trips } from './catalogue';
import { chooseMatch, fanEmail, fillContact, invoiceMatches, ticketJourney } from './ticket-flow';

/**
 * Accessibility (issue 8): axe-core on every public page type and every state of the booking form,
 * at 390 px (project `phone`) and 1440 px (project `desktop`). No violation of impact serious or
 * critical may remain; minor and moderate ones are left to review. Every state is checked softly, so
 * one run lists all findings, each with the rule, the elements and what axe says to fix.
 * The back office (issue 14) is held to every impact, minor included: it has no legacy to review.
 */

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1440) < 960;

function explain(violation: Violation): string {
  const nodes = violation.nodes
    .slice(0, 6)
    .map(
      (node) => `    ▸ ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replace(/\n\s*/g, '\n      ')}`,
    );
  const more = violation.nodes.length > 6 ? [`    … and ${violation.nodes.length - 6} more elements`] : [];
  return [`  ✗ ${violation.id} (${violation.impact}): ${violation.help}  ${violation.helpUrl}`, ...nodes, ...more].join(
    '\n',
  );
}

/**
 * Runs axe on the page as it is now; a serious or critical violation fails the test (softly), with
 * `strict` one of any impact. `exclude`: elements axe cannot enter (a frame that may run no script).
 */
async function audit(
  page: Page,
  testInfo: TestInfo,
  state: string,
  { strict = false, exclude }: { strict?: boolean; exclude?: string } = {},
) {
  const builder = new AxeBuilder({ page });
  const results = await (exclude ? builder.exclude(exclude) : builder).analyze();
  const found = results.violations.filter((v) => strict || v.impact === 'serious' || v.impact === 'critical');
  if (found.length > 0)
    await testInfo.attach(`axe ${state}`, { body: JSON.stringify(found, null, 2), contentType: 'application/json' });
  const what = strict ? 'accessibility violations' : 'serious or critical accessibility violations';
  expect.soft(found.length, `${state} (${page.url()}): ${what}\n${found.map(explain).join('\n')}\n`).toBe(0);
}

/** Loads the blocks that appear on scrolling (webcam, skier, testimonials) and waits for quiet. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 700) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(60);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState('networkidle');
  // transitions of the header and the fade-ins end within this
  await page.waitForTimeout(400);
}

async function visit(page: Page, path: string, status = 200) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(status);
  await settle(page);
}

/** The canonical page of a trip (/reise/{id} redirects there). */
async function tripPage(request: APIRequestContext, category: number): Promise<string> {
  const trip = (await trips(request, `&category=${category}`))[0];
  expect(trip, `a trip of category ${category}`).toBeDefined();
  return `/reise/${trip.id_jrn_journey}`;
}

test.describe('accessibility of the public pages', () => {
  test.describe.configure({ timeout: 120_000 });

  const pages: { name: string; path: (request: APIRequestContext) => Promise<string> | string; status?: number }[] = [
    { name: 'home', path: () => '/' },
    { name: 'trip overview', path: () => '/reiseuebersicht' },
    { name: 'category trip list', path: () => '/reiseuebersicht/3-skitagesfahrten' },
    { name: 'search', path: () => '/reiseuebersicht/search' },
    { name: 'trip calendar', path: () => '/reisekalender' },
    { name: 'countries', path: () => '/reiseland' },
    { name: 'day trip', path: (request) => tripPage(request, 3) },
    { name: 'multi-day trip', path: (request) => tripPage(request, 5) },
    { name: 'article', path: () => '/article/4-agbs' },
    { name: 'content page (FAQ)', path: () => '/faq' },
    { name: 'find my booking', path: () => '/buchung' },
    { name: '404', path: () => '/diese-seite-gibt-es-nicht', status: 404 },
  ];
  for (const { name, path, status } of pages) {
    test(`${name} has no serious accessibility violations`, async ({ page, request }, testInfo) => {
      await visit(page, await path(request), status);
      await audit(page, testInfo, name);
    });
  }

  test('the ticket page, both tabs of its drawer', async ({ page }, testInfo) => {
    await visit(page, '/ticketpage');
    await audit(page, testInfo, 'ticket page, tab Ticket');
    await page.getByTestId('ticket-drawer').getByRole('tab', { name: 'Fahrt' }).click();
    await expect(page.getByTestId('ticket-drawer').getByRole('link', { name: 'Zur Fahrt' })).toBeVisible();
    await audit(page, testInfo, 'ticket page, tab Fahrt');
  });

  test('the menus and the newsletter dialog', async ({ page }, testInfo) => {
    await visit(page, '/');
    if (isPhone(page)) {
      await page.getByRole('button', { name: 'Menü öffnen' }).click();
      await expect(page.getByRole('dialog', { name: 'Menü' })).toBeVisible();
      await page.waitForTimeout(400);
      await audit(page, testInfo, 'mobile menu drawer');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Menü' })).toBeHidden();
    } else {
      const nav = page.getByRole('navigation', { name: 'Hauptmenü' });
      await nav.getByRole('link', { name: 'Service' }).hover();
      await expect(nav.getByRole('link', { name: 'FAQ' })).toBeVisible();
      await audit(page, testInfo, 'desktop menu dropdown');
      await page.mouse.move(5, 500);
    }

    await page.getByRole('button', { name: /^Sprache: Deutsch/ }).click();
    await expect(page.getByRole('button', { name: 'English' })).toBeVisible();
    await audit(page, testInfo, 'language menu');
    await page.keyboard.press('Escape');

    await page.getByTestId('newsletter').getByRole('button').click();
    const dialog = page.getByRole('dialog', { name: 'Newsletter abonnieren' });
    await expect(dialog).toBeVisible();
    await page.waitForTimeout(400);
    await audit(page, testInfo, 'newsletter dialog');
  });

  test('the payment return page, find my booking (no match, the booking) and the payment dialog', async ({
    page,
    request,
  }, testInfo) => {
    const booked = await bookDayTrip(request);
    // Opened on its own, the success URL shows the booking still waiting for its payment.
    await visit(page, `/payment/success-${booked.processNumber}-${booked.token}-creditcard`);
    await expect(page.getByRole('heading', { name: 'Zahlung noch offen' })).toBeVisible();
    await audit(page, testInfo, 'payment return page');

    await page.goto('/buchung');
    await page.getByLabel('Vorgangsnummer').fill(booked.processNumber);
    await page.getByLabel('E-Mail-Adresse').fill('someone.else@example.org');
    await page.getByRole('button', { name: 'Buchung anzeigen' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'keine Buchung' })).toBeVisible();
    await audit(page, testInfo, 'find my booking, no match');

    await findBooking(page, booked);
    await settle(page);
    await audit(page, testInfo, 'find my booking, the booking');

    await page.getByRole('button', { name: 'Zahlung ausführen' }).click();
    const dialog = page.getByTestId('payment-dialog');
    const checkout = page.frameLocator('iframe[title="Zahlungsseite des Zahlungsanbieters"]');
    await expect(checkout.getByLabel('Kartennummer')).toBeVisible({ timeout: 30_000 });
    await audit(page, testInfo, 'payment dialog with the checkout');
    await payByCard(page, '4000 0000 0000 0002');
    await expect(dialog.getByRole('heading', { name: 'Zahlung nicht abgeschlossen' })).toBeVisible({ timeout: 60_000 });
    await audit(page, testInfo, 'payment dialog, payment failed');
  });
});

test.describe('accessibility of the booking form', () => {
  test.setTimeout(240_000);

  test('a multi-day trip: every step open, the busy overlay, the notice, pages 2 and 3 and the payment dialog', async ({
    page,
    request,
  }, testInfo) => {
    const { trip, room } = pick(await multiDayTrips(request), 2, testInfo.project.name);
    await openBooking(page, trip);
    await settle(page);
    await audit(page, testInfo, 'step 1 (travellers) open');
    await page.getByLabel('Anzahl Personen').selectOption('2');
    await next(page);

    await expect(page.getByText('nicht zugewiesen')).toHaveCount(2);
    await audit(page, testInfo, 'step 2 (rooms) open');
    await page.getByLabel('Zimmerart').selectOption(String(room.id));
    await page.getByRole('checkbox', { name: 'Person 1' }).check();
    await page.getByRole('checkbox', { name: 'Person 2' }).check();
    await page.getByRole('button', { name: 'Zimmer zuweisen' }).click();
    await expect(page.getByText('nicht zugewiesen')).toHaveCount(0);
    await audit(page, testInfo, 'step 2 (rooms) assigned');
    await next(page);

    await expect(page.getByRole('group', { name: 'Person 1' })).toBeVisible();
    await audit(page, testInfo, 'step 3 (extras) open');
    await next(page);

    await expect(page.getByLabel('Zustieg für Person 1')).toBeVisible();
    await audit(page, testInfo, 'step 4 (boarding) open');
    await page.getByLabel('Zustieg für Person 1').selectOption({ index: 1 });
    await page.getByRole('button', { name: /Zustieg von Person 1 für alle übernehmen/ }).click();
    await next(page);

    const outbound = page.getByRole('group', { name: /^Hinfahrt:/ });
    await expect(outbound.locator('button[aria-pressed="true"]')).toHaveCount(2, { timeout: 30_000 });
    await audit(page, testInfo, 'step 5 (seats) open');
    await next(page);

    // The registrant step pressed too early shows its messages at the fields.
    await expect(page.getByLabel('Vorname')).toBeVisible();
    await audit(page, testInfo, 'step 6 (registrant) open');
    await page.getByRole('button', { name: 'Weiter', exact: true }).click({ force: true });
    await expect(page.getByLabel('Vorname')).toHaveAttribute('aria-invalid', 'true');
    await audit(page, testInfo, 'step 6 (registrant) with errors');
    await fillRegistrant(page);
    await next(page);

    await expect(page.locator('[data-traveller="1"]')).toBeVisible();
    await audit(page, testInfo, 'step 7 (travellers) open');
    await fillTravellers(page, 2);
    await next(page);

    const card = page.getByRole('radio', { name: /^Kreditkarte/ });
    await expect(card).toBeVisible();
    await audit(page, testInfo, 'step 8 (payment) open');
    await card.check();
    await next(page);

    await expect(page.getByLabel(/Namen aller Reisenden/)).toBeVisible();
    await audit(page, testInfo, 'step 9 (overview) open');
    await page.getByLabel(/Namen aller Reisenden/).check();

    // The check held back: the busy overlay; then failed: the 'Achtung' notice.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // The check is the form's server action: a POST to the page carrying the form, without a save's key.
    await page.route('**/buchung', async (route) => {
      const request = route.request();
      const body = request.postData() ?? '';
      const isCheck = request.method() === 'POST' && !!request.headers()['next-action'] && body.includes('"form"');
      if (!isCheck || body.includes('"idempotencyKey"')) return route.fallback();
      await held;
      await route.abort();
    });
    await page.getByRole('button', { name: 'Weiter und Daten prüfen' }).click();
    await expect(page.getByTestId('busy-overlay')).toBeVisible();
    await audit(page, testInfo, 'busy overlay');
    release();
    const notice = page.getByRole('dialog', { name: 'Achtung' });
    await expect(notice).toBeVisible({ timeout: 30_000 });
    await page.waitForTimeout(400);
    await audit(page, testInfo, 'notice dialog Achtung');
    await notice.getByRole('button', { name: 'OK' }).click();
    await page.unroute('**/buchung');

    await page.getByRole('button', { name: 'Weiter und Daten prüfen' }).click();
    await expect(page.getByRole('heading', { name: 'Preisübersicht' })).toBeVisible({ timeout: 60_000 });
    await settle(page);
    await audit(page, testInfo, 'page 2 (summary)');
    const insuranceNone = page.getByRole('radio', { name: /keine Versicherung/ });
    if (await insuranceNone.count()) await insuranceNone.check();
    for (const consent of [/Reisebedingungen/, /Datenschutzerklärung/, /Anhänge A und B/, /Produktinformationen/]) {
      const box = page.getByLabel(consent);
      if (await box.count()) await box.check();
    }
    await page.getByRole('button', { name: 'Jetzt zahlungspflichtig buchen' }).click();

    await expect(page.getByRole('heading', { name: 'Buchung abgeschlossen' })).toBeVisible({ timeout: 60_000 });
    await settle(page);
    await audit(page, testInfo, 'page 3 (online payment)');
    await page.getByRole('button', { name: 'Zahlung ausführen' }).click();
    const checkout = page.frameLocator('iframe[title="Zahlungsseite des Zahlungsanbieters"]');
    await expect(checkout.getByLabel('Kartennummer')).toBeVisible({ timeout: 30_000 });
    await audit(page, testInfo, 'payment dialog on page 3');
    await payByCard(page, '4242 4242 4242 4242');
    await expect(page.getByTestId('payment-dialog').getByRole('heading', { name: 'Zahlung erhalten' })).toBeVisible({
      timeout: 60_000,
    });
    await audit(page, testInfo, 'payment dialog, payment received');
  });

  test('a day trip paid by invoice: the skipped rooms step and page 3 with the transfer details', async ({
    page,
    request,
  }, testInfo) => {
    const trip = pick(await dayTrips(request), 8, testInfo.project.name);
    await openBooking(page, trip);
    await toSeats(page, 1);
    await expect(page.getByRole('group', { name: /^Hinfahrt:/ }).locator('button[aria-pressed="true"]')).toHaveCount(
      1,
      { timeout: 30_000 },
    );
    await audit(page, testInfo, 'day trip, seats open, rooms not needed');
    await next(page);
    await fillRegistrant(page);
    await next(page);
    await fillTravellers(page, 1);
    await next(page);
    await page.getByRole('radio', { name: /^Rechnung/ }).check();
    await next(page);
    await page.getByLabel(/Namen aller Reisenden/).check();
    await page.getByRole('button', { name: 'Weiter und Daten prüfen' }).click();
    await expect(page.getByRole('heading', { name: 'Preisübersicht' })).toBeVisible({ timeout: 60_000 });
    // Booking without the insurance choice and the consents: the messages at the fields.
    await page.getByRole('button', { name: 'Jetzt zahlungspflichtig buchen' }).click();
    await expect(page.getByText('Bitte bestätigen Sie dieses Feld.').first()).toBeVisible();
    await audit(page, testInfo, 'page 2 with missing choices');
    await page.getByRole('radio', { name: /keine Versicherung/ }).check();
    await page.getByLabel(/Reisebedingungen/).check();
    await page.getByLabel(/Datenschutzerklärung/).check();
    await page.getByRole('button', { name: 'Jetzt zahlungspflichtig buchen' }).click();
    await expect(page.getByRole('heading', { name: 'Buchung abgeschlossen' })).toBeVisible({ timeout: 60_000 });
    await settle(page);
    await audit(page, testInfo, 'page 3 (invoice)');
  });

  test('the ticket form in the drawer: page 1 empty and with its messages, page 2 with missing consents, page 3', async ({
    page,
    request,
  }, testInfo) => {
    const match = pick(invoiceMatches(await ticketJourney(request)), 2, testInfo.project.name);
    await visit(page, '/ticketpage');
    const drawer = page.getByTestId('ticket-drawer');
    await audit(page, testInfo, 'ticket form, page 1');
    await drawer.getByRole('button', { name: 'Weiter und Daten prüfen' }).click();
    await expect(drawer.locator('#field-termin')).toHaveAttribute('aria-invalid', 'true');
    await audit(page, testInfo, 'ticket form, page 1 with messages');
    await chooseMatch(drawer, match);
    await drawer.getByRole('combobox', { name: 'Anzahl Karten' }).selectOption({ label: '2 Karten' });
    await drawer.getByRole('radio', { name: /^Rechnung/ }).check();
    await fillContact(drawer, fanEmail());
    await drawer.getByRole('button', { name: 'Weiter und Daten prüfen' }).click();
    await expect(drawer.getByRole('heading', { name: 'Preisübersicht' })).toBeVisible({ timeout: 60_000 });
    await drawer.getByRole('button', { name: 'Jetzt zahlungspflichtig buchen' }).click();
    await expect(drawer.getByText('Bitte bestätigen Sie dieses Feld.').first()).toBeVisible();
    await audit(page, testInfo, 'ticket form, page 2 with missing consents');
    for (const box of await drawer.getByRole('checkbox').all()) await box.check();
    await drawer.getByRole('button', { name: 'Jetzt zahlungspflichtig buchen' }).click();
    await expect(drawer.getByRole('heading', { name: 'Buchung abgeschlossen' })).toBeVisible({ timeout: 60_000 });
    // About 150 ms after the URL says page 3, Next.js renders the page's metadata again and swaps the
    // <title> (for 2–7 ms there is none): audited during that, axe once found no title.
    await settle(page);
    await audit(page, testInfo, 'ticket form, page 3 (invoice)');
  });
});

test.describe('accessibility of the back office', () => {
  test.describe.configure({ timeout: 180_000 });

  /** The href of the first link of the page that starts with `prefix`. */
  async function firstLink(page: Page, prefix: string): Promise<string> {
    const link = page.locator(`main a[href^="${prefix}"]`).first();
    await expect(link).toBeVisible();
    return (await link.getAttribute('href'))!;
  }

  test('the sign-in page and every section, signed in as the admin, with the cancel dialog and the check-in page', async ({
    page,
    request,
  }, testInfo) => {
    const strict = { strict: true };
    const booked = await bookDayTrip(request);

    await visit(page, '/backoffice');
    await expect(page).toHaveURL(/\/auth\?next=/);
    await audit(page, testInfo, 'back office: sign-in', strict);
    // Wrong words, for an account that does not exist (so no real account's attempts are counted).
    await page.getByLabel('E-Mail').fill('niemand@example.org');
    await page.getByLabel('Passwort').fill('falsches-passwort');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.locator('#auth-error')).toBeVisible();
    await audit(page, testInfo, 'back office: sign-in with an error', strict);
    await page.getByLabel('E-Mail').fill(STAFF.admin.email);
    await page.getByLabel('Passwort').fill(STAFF.admin.password);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page).toHaveURL(/\/backoffice$/);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await settle(page);
    await audit(page, testInfo, 'back office: dashboard', strict);

    await visit(page, `/backoffice/buchungen?q=${encodeURIComponent(booked.processNumber)}`);
    await expect(page.locator(`main a[href$="${encodeURIComponent(booked.processNumber)}"]`)).toBeVisible();
    await audit(page, testInfo, 'back office: bookings, a search', strict);
    await visit(page, '/backoffice/buchungen');
    await audit(page, testInfo, 'back office: bookings', strict);
    await visit(page, `/backoffice/buchungen/${encodeURIComponent(booked.processNumber)}`);
    await audit(page, testInfo, 'back office: a booking', strict);
    await page.getByTestId('cancel-booking').click();
    const dialog = page.getByTestId('dialog-delete');
    await expect(dialog).toBeVisible();
    await page.waitForTimeout(400);
    await audit(page, testInfo, 'back office: the cancel dialog', strict);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await visit(page, '/backoffice/abfahrten');
    await audit(page, testInfo, 'back office: departures', strict);
    const departure = (await firstLink(page, '/backoffice/abfahrten/')).split('/').pop()!;
    await visit(page, `/backoffice/abfahrten/${departure}`);
    await expect(page.getByTestId('passenger').first()).toBeVisible();
    await audit(page, testInfo, 'back office: a passenger list', strict);
    await visit(page, `/backoffice/checkin/${departure}`);
    await expect(page.getByTestId('checkin-result')).toBeVisible();
    await audit(page, testInfo, 'back office: check-in', strict);
    await page.getByLabel('Vorgangsnummer').fill('XX-0000-000000');
    await page.getByRole('button', { name: 'Einchecken' }).click();
    await expect(page.getByTestId('checkin-result')).toHaveAttribute('data-kind', 'unknown');
    await audit(page, testInfo, 'back office: check-in, an unknown ticket', strict);

    await visit(page, '/backoffice/mails');
    await audit(page, testInfo, 'back office: mails', strict);
    await visit(page, await firstLink(page, '/backoffice/mails/'));
    // The mail's own HTML is shown in a frame that may run no script: axe cannot go in there (and
    // the page around it is what staff use).
    await audit(page, testInfo, 'back office: a mail', { ...strict, exclude: 'iframe[sandbox=""]' });

    await visit(page, '/backoffice/reisen');
    await audit(page, testInfo, 'back office: trips', strict);
    await visit(page, await firstLink(page, '/backoffice/reisen/'));
    await audit(page, testInfo, 'back office: a trip', strict);

    await visit(page, '/backoffice/benutzer');
    await audit(page, testInfo, 'back office: users', strict);
  });
});
