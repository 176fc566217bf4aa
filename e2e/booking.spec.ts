import { expect, test, type APIRequestContext } from '@playwright/test';
import { withContractAccess } from './contract-access';
import {
  bookingRequests,
  cents,
  chosenSeats,
  completeForm,
  fillRegistrant,
  fillTravellers,
  literal,
  next,
  openBooking,
  toSeats,
  dayTrips,
  pick,
  services,
  multiDayTrips,
} from './booking-flow';

/**
 * The trip booking at /reise/{id}-{slug}/buchung against the running app and its engine. Trips are
 * picked through the API (never hard-coded ids); each project and test takes a different trip so
 * the desktop and phone runs never compete for the same seats.
 */

const open = openBooking;

async function seatStatus(request: APIRequestContext, code: string, coaches: { hin: number; rueck?: number }) {
  const query = new URLSearchParams({ idreise: code, idleistung_hin: String(coaches.hin), anzahl_personen: '0' });
  if (coaches.rueck) query.set('idleistung_rueck', String(coaches.rueck));
  const response = await request.get(`/api/v1/booking/sitzplatz?${query}`);
  expect(response.ok()).toBeTruthy();
  const body = (await response.json()) as {
    ergebnis: {
      sitzplaene: {
        sitzplan: { attr: { idleistung: number }; sitze: { sitz: { nummer: number; status: string }[] } }[];
      };
    };
  };
  return (coach: number, seat: number) =>
    body.ergebnis.sitzplaene.sitzplan
      .find((p) => p.attr.idleistung === coach)
      ?.sitze.sitz.find((s) => s.nummer === seat)?.status;
}

test.describe('trip booking', () => {
  test.setTimeout(240_000);

  test('a visitor books a day trip for 2 travellers with seats from the map, pays by invoice and the seats are taken', async ({
    page,
    request,
  }, testInfo) => {
    const trip = pick(await dayTrips(request), 0, testInfo.project.name);
    const coaches = (await services(request, trip.code)).filter((s) => s.art === 'BEF');
    const hin = coaches.find((c) => c.richtung === 'H')!;
    const rueck = coaches.find((c) => c.richtung === 'R');
    const sent = bookingRequests(page);

    await open(page, trip);
    // Only the first step is enabled at the start.
    await expect(page.getByRole('button', { name: /Sitzplatz/ })).toBeDisabled();
    await toSeats(page, 2);

    // Seats: the proposal is selected; the visitor picks other free seats on the outbound map.
    const outbound = page.getByRole('group', { name: /^Hinfahrt:/ });
    await expect(outbound.locator('button[aria-pressed="true"]')).toHaveCount(2, { timeout: 30_000 });
    for (const seat of await chosenSeats(page, 'Hinfahrt'))
      await outbound.locator(`button[data-seat="${seat}"]`).click();
    await expect(outbound.locator('button[aria-pressed="true"]')).toHaveCount(0);
    const free = outbound.locator('button[data-status="free"]');
    const wanted = [
      Number(await free.nth(2).getAttribute('data-seat')),
      Number(await free.nth(3).getAttribute('data-seat')),
    ];
    for (const seat of wanted) {
      const button = outbound.locator(`button[data-seat="${seat}"]`);
      await expect(button).toHaveAccessibleName(new RegExp(`^Sitz ${seat}, (Fenster|Gang), frei$`));
      await button.click();
      await expect(button).toHaveAttribute('aria-pressed', 'true');
    }
    const outboundSeats = await chosenSeats(page, 'Hinfahrt');
    expect(outboundSeats).toEqual([...wanted].sort((a, b) => a - b));
    const returnSeats = rueck ? await chosenSeats(page, 'Rückfahrt') : [];
    if (rueck) expect(returnSeats).toHaveLength(2);
    await next(page);

    await completeForm(page, { travellers: 2, payment: /^Rechnung/ });
    await page.getByRole('button', { name: 'Weiter und Daten prüfen' }).click();

    // Page 2: summary, prices, consents (a day trip asks only for terms and privacy).
    await expect(page.getByRole('heading', { name: 'Preisübersicht' })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText('Frau Anna Testerin').first()).toBeVisible();
    await expect(page.getByText(/Ihre Plätze sind bis \d\d:\d\d Uhr für Sie reserviert/)).toBeVisible();
    await expect(page.getByLabel(/Anhänge A und B/)).toHaveCount(0);
    const insuranceNone = page.getByRole('radio', { name: /keine Versicherung/ });
    if (await insuranceNone.count()) await insuranceNone.check();
    await page.getByLabel(/Reisebedingungen/).check();
    await page.getByLabel(/Datenschutzerklärung/).check();
    const book = page.getByRole('button', { name: 'Jetzt zahlungspflichtig buchen' });
    await book.dblclick();

    // Page 3: confirmation with process number and the transfer instructions.
    await expect(page.getByRole('heading', { name: 'Buchung abgeschlossen' })).toBeVisible({ timeout: 60_000 });
    await expect(
      page.getByText('Vielen Dank für Ihre Buchung! Sie erhalten in Kürze eine Bestätigung per E-Mail.'),
    ).toBeVisible();
    const processNumber = (await page.getByTestId('process-number').textContent())?.trim();
    expect(processNumber).toBeTruthy();
    await expect(page.getByText('anna.testerin@example.com')).toBeVisible();
    await expect(page.getByText(/IBAN/).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /PDF/ })).toHaveAttribute('href', /bestaetigung/);
    // The PDF opens with the booking's token, and only with it.
    const pdfHref = (await page.getByRole('link', { name: /PDF/ }).getAttribute('href'))!;
    const pdf = await request.get(pdfHref);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await request.get(pdfHref.replace(/token=[^&]+/, 'token=forged'))).status()).toBe(404);
    // A double click books once.
    expect(sent.filter((m) => m === 'save')).toHaveLength(1);

    // The seats are taken in the booking system.
    const status = await seatStatus(request, trip.code, { hin: hin.id, rueck: rueck?.id });
    for (const seat of outboundSeats) expect(status(hin.id, seat)).toBe('belegt');
    if (rueck) for (const seat of returnSeats) expect(status(rueck.id, seat)).toBe('belegt');
  });

  test('a multi-day trip with a double room, an extra and insurance shows the right price lines and the extra consents', async ({
    page,
    request,
  }, testInfo) => {
    const candidates = await multiDayTrips(request);
    const { trip, room, extra } = pick(candidates, 0, testInfo.project.name === 'phone' ? 'phone' : 'desktop');
    const sent = bookingRequests(page);

    await open(page, trip);
    await page.getByLabel('Anzahl Personen').selectOption('2');
    await next(page);

    // Rooms: both travellers into one double room.
    await expect(page.getByText('nicht zugewiesen')).toHaveCount(2);
    await page.getByLabel('Zimmerart').selectOption(String(room.id));
    await page.getByRole('checkbox', { name: 'Person 1' }).check();
    await page.getByRole('checkbox', { name: 'Person 2' }).check();
    await page.getByRole('button', { name: 'Zimmer zuweisen' }).click();
    await expect(page.getByText('nicht zugewiesen')).toHaveCount(0);
    await next(page);

    // Extras: traveller 1 takes the extra, mirrored to traveller 2.
    await page
      .getByRole('group', { name: 'Person 1' })
      .getByRole('checkbox', { name: literal(extra.bezeichnung) })
      .check();
    await page.getByRole('button', { name: /für alle übernehmen/ }).click();
    await expect(
      page.getByRole('group', { name: 'Person 2' }).getByRole('checkbox', { name: literal(extra.bezeichnung) }),
    ).toBeChecked();
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
    const invoice = page.getByRole('radio', { name: /^Rechnung/ });
    if (await invoice.count()) await invoice.check();
    else await page.getByRole('radio').first().check();
    await next(page);
    await page.getByLabel(/Namen aller Reisenden/).check();
    await page.getByRole('button', { name: 'Weiter und Daten prüfen' }).click();

    await expect(page.getByRole('heading', { name: 'Preisübersicht' })).toBeVisible({ timeout: 60_000 });
    const table = page.getByRole('table');
    await expect(table.getByRole('row', { name: literal(`2 × ${trip.title}`) })).toBeVisible();
    await expect(page.getByText(`Zimmer 1: ${room.bezeichnung}`).first()).toBeVisible();
    await expect(table.getByRole('row', { name: literal(extra.bezeichnung) })).toBeVisible();

    // Choosing an insurance runs the check again and adds its line to the prices.
    const offers = page.getByRole('group', { name: /Sichern Sie Ihre Reise ab/ }).getByRole('radio');
    await expect(offers.first()).toBeVisible();
    const offerName = ((await offers.first().locator('xpath=..').textContent()) ?? '').split(/\d/)[0].trim();
    const checksBefore = sent.filter((m) => m === 'check').length;
    await offers.first().check();
    await expect(table.getByRole('row', { name: literal(offerName.slice(0, 20)) })).toBeVisible();
    expect(sent.filter((m) => m === 'check')).toHaveLength(checksBefore + 1);
    // Every line the check priced above 0,00 is shown: the lines add up to the check's total.
    const lineTotals = await table.locator('tbody tr td:last-child').allTextContents();
    expect(lineTotals.length).toBeGreaterThan(1);
    expect(lineTotals.map(cents)).not.toContain(0);
    expect(lineTotals.reduce((sum, text) => sum + cents(text), 0)).toBe(
      cents((await page.getByTestId('total-price').textContent()) ?? ''),
    );

    // A multi-day trip also asks for annexes A and B and the product information.
    await expect(page.getByLabel(/Anhänge A und B/)).toBeVisible();
    await expect(page.getByLabel(/Produktinformationen/)).toBeVisible();
    await page.getByLabel(/Reisebedingungen/).check();
    await page.getByLabel(/Datenschutzerklärung/).check();
    const savesBefore = sent.filter((m) => m === 'save').length;
    await page.getByRole('button', { name: 'Jetzt zahlungspflichtig buchen' }).click();
    const annex = page.getByLabel(/Anhänge A und B/);
    await expect(annex).toBeFocused();
    await expect(annex).toBeInViewport();
    await expect(page.getByText('Bitte bestätigen Sie dieses Feld.').first()).toBeVisible();
    expect(sent.filter((m) => m === 'save')).toHaveLength(savesBefore);
  });

  test('an empty required field or a wrong birthday shows the message at the field and nothing is sent', async ({
    page,
    request,
  }, testInfo) => {
    const trip = pick(await dayTrips(request), 2, testInfo.project.name);
    const sent = bookingRequests(page);
    await open(page, trip);
    await toSeats(page, 1);
    await expect(page.getByRole('group', { name: /^Hinfahrt:/ }).locator('button[aria-pressed="true"]')).toHaveCount(
      1,
      { timeout: 30_000 },
    );
    await next(page);

    await fillRegistrant(page, { skipPhone: true, birthday: '31.02.1990' });
    const nextButton = page.getByRole('button', { name: 'Weiter', exact: true });
    await expect(nextButton).toHaveAttribute('aria-disabled', 'true');
    // An incomplete step's next button is aria-disabled but still answers a click with what is missing.
    await nextButton.click({ force: true });
    const phone = page.getByLabel('Telefon');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toBeFocused();
    await expect(phone).toBeInViewport();
    await expect(page.locator('#field-main-phone-error')).toHaveText('Bitte füllen Sie dieses Feld aus.');
    await expect(page.locator('#field-main-birthday-error')).toHaveText(
      'Bitte tragen Sie ein gültiges Geburtsdatum ein (TT.MM.JJJJ, nicht in der Zukunft).',
    );
    // Later steps stay disabled.
    await expect(page.getByRole('button', { name: /Alle Reisenden/ })).toBeDisabled();

    await phone.fill('089 7654321');
    await page.getByLabel('Geburtsdatum').fill('');
    await page.getByLabel('Geburtsdatum').pressSequentially('01021990');
    await expect(page.getByLabel('Geburtsdatum')).toHaveValue('01.02.1990');
    await next(page);
    await fillTravellers(page, 1);
    await next(page);
    await page.getByRole('radio', { name: /^Rechnung/ }).check();
    await next(page);
    // The passport confirmation is missing: the submit stops at that field.
    await page.getByRole('button', { name: 'Weiter und Daten prüfen' }).click();
    const confirm = page.getByLabel(/Namen aller Reisenden/);
    await expect(confirm).toBeFocused();
    await expect(confirm).toBeInViewport();
    await expect(page.getByText('Bitte bestätigen Sie dieses Feld.')).toBeVisible();
    await page.waitForTimeout(500);
    expect(sent).toEqual([]);
  });

  test('when another booking takes the seats before the visitor books, an Achtung notice explains and nothing is booked', async ({
    page,
    request,
  }, testInfo) => {
    const trip = pick(await dayTrips(request), 1, testInfo.project.name);
    const coachList = (await services(request, trip.code)).filter((s) => s.art === 'BEF');
    const hin = coachList.find((c) => c.richtung === 'H')!;
    const rueck = coachList.find((c) => c.richtung === 'R');
    const sent = bookingRequests(page);

    await open(page, trip);
    await toSeats(page, 2);
    await expect(page.getByRole('group', { name: /^Hinfahrt:/ }).locator('button[aria-pressed="true"]')).toHaveCount(
      2,
      { timeout: 30_000 },
    );
    const outboundSeats = await chosenSeats(page, 'Hinfahrt');
    const returnSeats = rueck ? await chosenSeats(page, 'Rückfahrt') : [];
    await next(page);
    await completeForm(page, { travellers: 2, payment: /^Rechnung/ });

    // Meanwhile somebody else books exactly these seats.
    const points = (await (
      await request.get(`/api/v1/booking/zustieg?idreise=${encodeURIComponent(trip.code)}`)
    ).json()) as {
      ergebnis: { zustiege: { zustieg: { IDZustieg: number; Ort: string; Stelle: string }[] } };
    };
    const point = points.ergebnis.zustiege.zustieg.find(
      (p) => !/wird noch bekannt gegeben/i.test(`${p.Ort} ${p.Stelle}`),
    )!;
    const person = (firstname: string) => ({
      salutation: 'Herr',
      title: '',
      firstname,
      lastname: 'Schneller',
      birthday: '01.01.1980',
      zustieg: point.IDZustieg,
      insurance: null,
      leistungen: [],
      address: true,
      booking_person: false,
      street: '',
      street_nr: '',
      zip: '',
      city: '',
    });
    // Through the contract server, as another site of the operator would (with the access parameter).
    const other = await request.put(withContractAccess('/api/v1/booking/buchung'), {
      data: {
        idreise: trip.code,
        form: {
          variant: 'trip',
          teilnehmer_count: 2,
          main: {
            salutation: 'Herr',
            title: '',
            firstname: 'Otto',
            lastname: 'Schneller',
            street: 'Ring',
            street_nr: '1',
            zip: '80331',
            city: 'München',
            phone: '089 111111',
            email: 'otto@example.com',
            birthday: '01.01.1980',
          },
          comment: '',
          teilnehmer: [person('Otto'), person('Olga')],
          teilnehmer_rooms: [],
          bus: { wunsch_vornemittehinten: 'V', wunsch_linksrechts: 'L', wunsch_fenstergang: 'F' },
          busses: {
            hin: { idleistung: hin.id, sitze: outboundSeats },
            ...(rueck && { rueck: { idleistung: rueck.id, sitze: returnSeats } }),
          },
          insurance: null,
          insurance_all: false,
          payment: 'bill',
          names_confirmed: true,
        },
        consents: { agb: true, datenschutz: true },
        idempotency_key: `e2e-${Date.now()}-${testInfo.project.name}`,
        locale: 'de',
      },
    });
    expect(other.ok()).toBeTruthy();
    expect(((await other.json()) as { ergebnis: { buchung: { status: string } } }).ergebnis.buchung.status).toBe(
      'erfolgt',
    );

    await page.getByRole('button', { name: 'Weiter und Daten prüfen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Achtung' });
    await expect(dialog).toBeVisible({ timeout: 60_000 });
    await expect(dialog).toContainText(/bereits vergeben|nicht mehr|keine Plätze/);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('heading', { name: 'Buchung abgeschlossen' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Preisübersicht' })).toHaveCount(0);
    expect(sent).toEqual(['check']);
  });
});

test.describe('the running total (issue 27)', () => {
  test.setTimeout(180_000);

  test("the form shows a running total at every step, in view, and it equals page 2's total", async ({
    page,
    request,
  }, testInfo) => {
    const trip = pick(await dayTrips(request), 12, testInfo.project.name);
    await open(page, trip);
    const running = page.getByTestId('running-total');
    const amount = async () =>
      cents(/[\d.]+,\d\d/.exec((await running.locator('p').nth(1).textContent()) ?? '')?.[0] ?? '');
    await expect(running).toBeInViewport();
    await expect(running).toContainText('für 2 Personen');
    const two = await amount();
    await page.getByLabel('Anzahl Personen').selectOption('3');
    await expect(running).toContainText('für 3 Personen');
    expect(await amount()).toBe((two / 2) * 3);
    await page.getByLabel('Anzahl Personen').selectOption('2');
    await expect(running).toContainText('für 2 Personen');
    // The last step: still in view, on a phone at the bottom of the screen, on a desk beside the form.
    await toSeats(page, 2);
    await next(page);
    await completeForm(page, { travellers: 2, payment: /^Rechnung/ });
    await expect(running).toBeInViewport();
    const box = await running.boundingBox();
    const viewport = page.viewportSize()!;
    if (viewport.width < 1100) expect(box!.y + box!.height).toBeGreaterThan(viewport.height - 40);
    else expect(box!.x).toBeGreaterThan(viewport.width / 2);
    const estimate = await amount();
    await page.getByRole('button', { name: 'Weiter und Daten prüfen' }).click();
    await expect(page.getByRole('heading', { name: 'Preisübersicht' })).toBeVisible({ timeout: 60_000 });
    expect(cents((await page.getByTestId('total-price').textContent()) ?? '')).toBe(estimate);
  });
});

test.describe('changes that would delete data (spec §8, issue 27)', () => {
  test.setTimeout(180_000);

  test('a smaller count after seats and names are chosen asks first: Cancel keeps all, OK drops only the last traveller', async ({
    page,
    request,
  }, testInfo) => {
    const trip = pick(await dayTrips(request), 11, testInfo.project.name);
    await open(page, trip);
    await toSeats(page, 3);
    const outbound = page.getByRole('group', { name: /^Hinfahrt:/ });
    await expect(outbound.locator('button[aria-pressed="true"]')).toHaveCount(3, { timeout: 30_000 });
    const seats = await chosenSeats(page, 'Hinfahrt');
    await next(page);
    await fillRegistrant(page);
    await next(page);
    await fillTravellers(page, 3);

    const count = page.getByLabel('Anzahl Personen');
    await page.getByRole('button', { name: /Anzahl Reisende/ }).click();
    await count.selectOption('2');
    const dialog = page.getByRole('dialog', { name: 'Achtung: Angaben gehen verloren' });
    await expect(dialog).toContainText('Mit 2 Personen werden die Angaben zu');
    await expect(dialog).toContainText(/max2 testerin/i);
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(dialog).toBeHidden();
    await expect(count).toHaveValue('3');
    await page.getByRole('button', { name: /Sitzplatz/ }).click();
    await expect.poll(() => chosenSeats(page, 'Hinfahrt')).toEqual(seats);

    await page.getByRole('button', { name: /Anzahl Reisende/ }).click();
    await count.selectOption('2');
    await dialog.getByRole('button', { name: 'Ändern' }).click();
    await expect(count).toHaveValue('2');
    // The two who stay keep their seats and their names; only the third is gone.
    await page.getByRole('button', { name: /Sitzplatz/ }).click();
    await expect.poll(() => chosenSeats(page, 'Hinfahrt')).toHaveLength(2);
    expect(seats).toEqual(expect.arrayContaining(await chosenSeats(page, 'Hinfahrt')));
    await page.getByRole('button', { name: /Alle Reisenden/ }).click();
    await expect(page.locator('[data-traveller="1"]').getByLabel('Vorname (wie im Ausweis)')).toHaveValue(/max1/i);
    await expect(page.locator('[data-traveller="2"]')).toHaveCount(0);
  });
});
