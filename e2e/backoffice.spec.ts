import path from 'node:path';
import QRCode from 'qrcode';
import { expect, test, type Page } from '@playwright/test';
import { checkinCode } from '../lib/pdf/checkin';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium';
import { STAFF } from './backoffice-users';
import { qrFromPdf, toModules, writeCameraFilm } from './camera-qr';
import {
  bookByApi,
  chosenSeats,
  bookFromSummary,
  completeForm,
  dayTrips,
  next,
  openBooking,
  pick,
  type BookableTrip,
} from './booking-flow';

/**
 * The back office (issue 14, spec §3/§6): the route guard and sign-in, the dashboard's figures, a
 * booking from the public form in its departure's passenger list (page and CSV), check-in on the bus
 * by process number and by the QR code of the confirmation PDF (also offline, with the sync dialog),
 * a second check-in that warns, and a cancellation that frees the seats on the public trip page.
 * The camera is Chromium's fake video capture, filming the QR code read back from the PDF.
 */

const DAY = 24 * 60 * 60 * 1000;

async function signIn(page: Page, who: keyof typeof STAFF, target = '/backoffice') {
  await page.goto(target);
  await expect(page).toHaveURL(/\/auth\?next=/);
  await page.getByLabel('E-Mail').fill(STAFF[who].email);
  await page.getByLabel('Passwort').fill(STAFF[who].password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(new RegExp(`${target.replace(/[/?]/g, '\\$&')}$`));
  await expect(page.getByTestId('staff-name')).toContainText(STAFF[who].name);
}

/** The free places the public trip page shows ('noch 12 Plätze frei'). */
async function publicFree(page: Page, trip: BookableTrip): Promise<number> {
  await page.goto(`/reise/${trip.id}-reise`);
  const badge = page.locator('[data-availability]').first();
  await expect(badge).toBeVisible();
  return Number(((await badge.textContent()) ?? '').replace(/\D/g, ''));
}

/**
 * The QR code printed on the booking's confirmation PDF, as an image: the same check-in code
 * (lib/pdf/checkin), signed with the e2e server's secret from its data folder.
 */
async function qrImage(processNumber: string, persons: number): Promise<Buffer> {
  return QRCode.toBuffer(code(processNumber, persons), { errorCorrectionLevel: 'M', margin: 4, width: 360 });
}

/** The check-in code of a booking, signed with the e2e server's secret from its data folder. */
function code(processNumber: string, persons: number): string {
  process.env.DATA_DIR = path.resolve(process.env.E2E_DATA_DIR ?? '.data-e2e');
  delete process.env.SECRET;
  return checkinCode(processNumber, persons);
}

test.describe('back office', () => {
  test.setTimeout(300_000);

  test('an unauthenticated visit goes to /auth; after sign-in the dashboard shows the seeded departures and figures', async ({
    page,
    request,
  }) => {
    await page.goto('/backoffice/buchungen?q=test');
    await expect(page).toHaveURL(/\/auth\?next=%2Fbackoffice%2Fbuchungen%3Fq%3Dtest$/);
    await expect(page.getByText('Die angeforderte Seite ist geschützt')).toBeVisible();

    // A wrong password is refused with the same words for any account.
    await page.getByLabel('E-Mail').fill(STAFF.admin.email);
    await page.getByLabel('Passwort').fill('falsches-passwort');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.locator('#auth-error')).toHaveText('E-Mail oder Passwort ist falsch.');

    await page.getByLabel('Passwort').fill(STAFF.admin.password);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page).toHaveURL(/\/backoffice\/buchungen\?q=test$/);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'bo.session_token');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    await page.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    // The seeded departures of the next 14 days, each coach with seats sold against capacity.
    const today = new Date().toISOString().slice(0, 10);
    const until = new Date(Date.now() + 14 * DAY).toISOString().slice(0, 10);
    const list = await (await request.get('/api/v1/journey-web-legacy?page_size=200')).json();
    const upcoming = (list.data as { title: string; date_from: string }[]).filter(
      (j) => j.date_from.slice(0, 10) >= today && j.date_from.slice(0, 10) <= until,
    );
    const cards = page.locator('[data-testid^="departure-"]');
    await expect(cards).toHaveCount(Math.min(upcoming.length, 12));
    if (upcoming.length) {
      await expect(cards.first()).toContainText(
        upcoming.sort((a, b) => a.date_from.localeCompare(b.date_from))[0].title,
      );
      await expect(cards.first().locator('[data-testid^="coach-"]').first()).toContainText(
        /^.+\d+ \/ \d+ Plätze verkauft$/,
      );
    }
    for (const figures of ['figures-week', 'figures-revenue', 'figures-unpaid', 'figures-mails']) {
      await expect(page.getByTestId(figures)).toBeVisible();
    }

    // Logout ends the session: the back office asks for sign-in again.
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await expect(page.getByText('Sie wurden abgemeldet.')).toBeVisible();
    await page.goto('/backoffice');
    await expect(page).toHaveURL(/\/auth\?next=/);
  });

  test('a driver with the gruppen right sees no users section and is refused there', async ({ page }) => {
    await signIn(page, 'driver');
    await expect(page.getByRole('link', { name: 'Buchungen' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Benutzer' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Reisen' })).toHaveCount(0);
    await page.goto('/backoffice/benutzer');
    await expect(page.getByRole('heading', { name: 'Kein Zugriff' })).toBeVisible();
  });

  test("Abmelden clears the check-in list (the bookings' valid QR codes) from the phone's storage", async ({
    page,
    request,
  }, testInfo) => {
    const trip = pick(await dayTrips(request), 5, testInfo.project.name);
    // the phone says when a departure has no bookings yet: acknowledged whenever it shows
    const empty = page.getByRole('dialog', { name: 'Keine Einträge' });
    await page.addLocatorHandler(empty, () => empty.getByRole('button', { name: 'OK' }).click());
    await signIn(page, 'driver', `/backoffice/checkin/${trip.id}`);
    const checkinKeys = () =>
      page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('checkin:')));
    // the list is kept for offline use while signed in
    await expect.poll(checkinKeys).toContain(`checkin:list:${trip.id}`);

    await page.getByRole('button', { name: 'Abmelden' }).click();
    await expect(page.getByText('Sie wurden abgemeldet.')).toBeVisible();
    expect(await checkinKeys()).toEqual([]);
  });

  test('a booking from the public form is on its passenger list and in the CSV, checks in by number and QR (also offline), and cancelling frees its seats', async ({
    page,
    request,
  }, testInfo) => {
    const trip = pick(await dayTrips(request), 17, testInfo.project.name);
    const freeBefore = await publicFree(page, trip);

    // The public form: 2 travellers, seats from the map, invoice.
    await openBooking(page, trip);
    await page.getByLabel('Anzahl Personen').selectOption('2');
    await next(page);
    await expect(
      page
        .getByText('Keine Zusatzleistungen')
        .or(page.getByText(/Zusatzleistungen für jede Person|keine zusätzlich buchbaren/)),
    ).toBeVisible();
    await next(page);
    const point = page.getByLabel('Zustieg für Person 1');
    await point.selectOption({ index: 1 });
    const boardingPoint = await point.evaluate((select: HTMLSelectElement) => select.selectedOptions[0].text);
    await page.getByRole('button', { name: /Zustieg von Person 1 für alle übernehmen/ }).click();
    await next(page);
    await expect(page.getByRole('group', { name: /^Hinfahrt:/ }).locator('button[aria-pressed="true"]')).toHaveCount(
      2,
      {
        timeout: 30_000,
      },
    );
    const seats = await chosenSeats(page, 'Hinfahrt');
    await next(page);
    await completeForm(page, { travellers: 2, payment: /^Rechnung/ });
    await bookFromSummary(page);
    const processNumber = (await page.getByTestId('process-number').textContent())!.trim();
    expect(await publicFree(page, trip)).toBe(freeBefore - 2);

    // The passenger list: grouped by coach and boarding point, each traveller with the chosen seat.
    await signIn(page, 'admin', `/backoffice/abfahrten/${trip.id}`);
    const rows = page.getByTestId('passenger').filter({ hasText: processNumber });
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: 'Anna Testerin' })).toContainText(String(seats[0]));
    await expect(rows.filter({ hasText: 'Max1 Testerin' })).toContainText(String(seats[1]));
    // The option reads '06:15 Uhr · München, Hauptbahnhof (+5,00 €)': its town.
    const city = boardingPoint.split(' · ').pop()!.split(',')[0].trim();
    const group = page.getByTestId('boarding-group').filter({ has: rows.first() });
    await expect(group.getByRole('heading')).toContainText(city);
    await expect(
      page.getByTestId('coach-group').filter({ has: rows.first() }).getByRole('heading').first(),
    ).toContainText(/Hinfahrt/);

    // The CSV: one line per traveller with seat and boarding point; only with a session.
    const csv = await page.request.get(`/backoffice/abfahrten/${trip.id}/csv`);
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-type']).toContain('text/csv');
    const lines = (await csv.text()).split('\r\n').filter((l) => l.includes(processNumber));
    expect(lines).toHaveLength(2);
    const anna = lines.find((l) => l.includes('Anna Testerin'))!.split(';');
    expect(anna[3]).toBe(String(seats[0]));
    expect(anna[1]).toContain(city);
    expect((await request.get(`/backoffice/abfahrten/${trip.id}/csv`, { maxRedirects: 0 })).status()).toBe(307);

    // Check-in by process number, then the same ticket again warns.
    await page.goto(`/backoffice/checkin/${trip.id}`);
    const input = page.getByLabel('Vorgangsnummer');
    const result = page.getByTestId('checkin-result');
    await input.fill(processNumber.toLowerCase());
    await page.getByRole('button', { name: 'Einchecken', exact: true }).click();
    // A typed number of a booking of two: the driver ticks who boards (both, as offered).
    await page.getByTestId('checkin-choose').getByRole('button', { name: '2 Personen einchecken' }).click();
    await expect(result).toContainText('Eingecheckt');
    await expect(result).toContainText('Anna Testerin');
    await expect(page.getByTestId('result-seat')).toContainText(String(seats[0]));
    await expect(page.getByTestId('result-boarding')).toContainText(city);
    await input.fill(processNumber);
    await page.getByRole('button', { name: 'Einchecken', exact: true }).click();
    await expect(result).toContainText(/Bereits eingecheckt um \d\d:\d\d Uhr/);

    // A photo of a code that zxing's first look misses (its corner squares are not found in this
    // clean picture) is still read by the further passes: here a made-up ticket, so it is unknown.
    const hard = 'AXR1:AX-2026-100051:1:SiNsleb4V18bJjgw8r2HmG';
    await page.getByTestId('qr-photo').setInputFiles({
      name: 'screenshot.png',
      mimeType: 'image/png',
      buffer: await QRCode.toBuffer(hard, { errorCorrectionLevel: 'M', margin: 4, width: 360 }),
    });
    await expect(result).toHaveAttribute('data-kind', 'unknown');
    await expect(result).toContainText('Unbekanntes Ticket');
    await expect(result).toContainText(hard.slice(0, 40));

    // A second booking checks in by the QR code of its confirmation PDF, scanned while offline.
    const { processNumber: second } = await bookByApi(request, trip);
    await page.reload();
    await expect(page.getByTestId(`checkin-${second}`)).toBeVisible();
    const qr = await qrImage(second, 1);
    // The scanner's code is fetched after the list shows: it must be here before the network goes.
    await page.waitForLoadState('networkidle');
    await page.context().setOffline(true);
    await expect(page.getByText(/^offline/)).toBeVisible();
    await page.getByTestId('qr-photo').setInputFiles({ name: 'ticket.png', mimeType: 'image/png', buffer: qr });
    await expect(result).toContainText('Eingecheckt');
    await expect(result).toContainText('Quirin Scan');
    await expect(page.getByText('1 nicht synchronisiert')).toBeVisible();
    await page.context().setOffline(false);
    const sync = page.getByTestId('dialog-sync');
    await expect(sync).toContainText('1 Check-in wurde ohne Verbindung erfasst');
    await sync.getByRole('button', { name: 'Synchronisieren' }).click();
    await expect(page.getByText('1 Check-in synchronisiert.')).toBeVisible();
    await page.getByTestId('qr-photo').setInputFiles({ name: 'ticket.png', mimeType: 'image/png', buffer: qr });
    await expect(result).toContainText(/Bereits eingecheckt/);
    // The server has it: a fresh list shows both bookings boarded (a retry finds the first try's too).
    await page.reload();
    for (const number of [processNumber, second])
      await expect(page.getByTestId(`checkin-${number}`)).toHaveAttribute('data-boarded', 'true');
    await expect(page.getByTestId('boarded-count')).toContainText(/^\d+ \/ \d+ eingestiegen$/);

    // Cancelling the first booking frees its two seats on the public trip page.
    await page.goto(`/backoffice/buchungen/${encodeURIComponent(processNumber)}`);
    await page.getByTestId('cancel-booking').click();
    await page.getByTestId('dialog-delete').getByRole('button', { name: 'Stornieren' }).click();
    await expect(page.getByText('Die Buchung wurde storniert.')).toBeVisible();
    await expect(page.getByRole('heading', { name: new RegExp(`Buchung ${processNumber}`) })).toContainText(
      'storniert',
    );
    expect(await publicFree(page, trip)).toBe(freeBefore - 1);
  });
});

test.describe('check-in by the camera', () => {
  test.setTimeout(180_000);

  test("the driver's phone scans the QR code of the confirmation PDF with the camera; shown again, it warns", async ({
    playwright,
    request,
  }, testInfo) => {
    const trip = pick(await dayTrips(request), 16, testInfo.project.name);
    const booked = await bookByApi(request, trip);

    // The code as the traveller has it: read back from the confirmation PDF, the one check-in code.
    const pdf = await request.get(
      `/api/v1/booking/bestaetigung/${encodeURIComponent(booked.processNumber)}?token=${encodeURIComponent(booked.token)}`,
    );
    expect(pdf.status()).toBe(200);
    const modules = await qrFromPdf(await pdf.body());
    const expected = QRCode.create(code(booked.processNumber, 1), { errorCorrectionLevel: 'M' });
    expect(modules, 'the PDF prints the check-in code').toEqual(toModules(expected.modules));

    // The film: the ticket held up for 5 s, taken away for 5 s, in a loop. Chromium opens the file
    // when the page starts the camera, so a browser of its own is launched once the film exists.
    const film = testInfo.outputPath('ticket.y4m');
    await writeCameraFilm(film, modules, { shown: 5, hidden: 5 });
    const browser = await playwright.chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [
        ...CHROMIUM_FLAGS,
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${film}`,
      ],
    });
    try {
      const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, baseURL } = testInfo.project.use;
      const context = await browser.newContext({
        viewport,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
        locale,
        baseURL,
        permissions: ['camera'],
      });
      const page = await context.newPage();
      // This browser is not the test's own, so its trace has none of it: what the page said goes
      // into the error when the scan fails (it did once in CI, the result staying 'idle').
      const said: string[] = [];
      page.on('console', (message) => said.push(`${message.type()}: ${message.text()}`));
      page.on('pageerror', (error) => said.push(`error: ${error.message}`));
      await signIn(page, 'driver', `/backoffice/checkin/${trip.id}`);
      const ticket = page.getByTestId(`checkin-${booked.processNumber}`);
      await expect(ticket).toHaveAttribute('data-boarded', 'false');

      // When the result changes, by the page's clock: the gap between boarding and the warning.
      const result = page.getByTestId('checkin-result');
      await result.evaluate((section: HTMLElement) => {
        const seen: Record<string, number> = {};
        (window as unknown as { outcomes: Record<string, number> }).outcomes = seen;
        new MutationObserver(() => {
          const kind = section.getAttribute('data-kind') ?? '';
          seen[kind] ??= performance.now();
        }).observe(section, { attributes: true, attributeFilter: ['data-kind'] });
      });

      await page.getByRole('button', { name: 'QR-Code mit der Kamera scannen' }).click();
      await expect(page.getByRole('button', { name: 'Kamera beenden' })).toBeVisible();
      await expect(page.getByLabel('Kamerabild')).toBeVisible();
      await expect(result)
        .toHaveAttribute('data-kind', 'boarded', { timeout: 20_000 })
        .catch(async (error: unknown) => {
          const camera = await page.getByLabel('Kamerabild').evaluate((video: HTMLVideoElement) => ({
            readyState: video.readyState,
            size: `${video.videoWidth}x${video.videoHeight}`,
            currentTime: video.currentTime,
            paused: video.paused,
          }));
          // in the error itself: CI keeps the printed report, not the attachments
          const report = JSON.stringify({ camera, console: said.slice(-20) }, null, 2);
          throw new Error(`${(error as Error).message}\n\nThe camera page:\n${report}`, { cause: error });
        });
      await expect(result).toContainText('Eingecheckt');
      await expect(result).toContainText('Quirin Scan');
      await expect(ticket).toHaveAttribute('data-boarded', 'true');

      // Shown again after the pause: a second scan, which warns.
      await expect(result).toHaveAttribute('data-kind', 'already', { timeout: 20_000 });
      await expect(result).toContainText(/Bereits eingecheckt um \d\d:\d\d Uhr/);
      await expect(result).toContainText('Quirin Scan');
      // Not while it was still held up: the warning came with the ticket's return, after the pause.
      const outcomes = await page.evaluate(() => (window as unknown as { outcomes: Record<string, number> }).outcomes);
      expect(outcomes.already - outcomes.boarded).toBeGreaterThan(4_000);

      await page.getByRole('button', { name: 'Kamera beenden' }).click();
      await expect(page.getByLabel('Kamerabild')).toBeHidden();
      // The server has it: a fresh list shows the booking boarded.
      await page.reload();
      await expect(ticket).toHaveAttribute('data-boarded', 'true');
      await expect(page.getByText(/nicht synchronisiert/)).toHaveCount(0);
      await context.close();
    } finally {
      await browser.close();
    }
  });
});
