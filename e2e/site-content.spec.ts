import { expect, test } from '@playwright/test';
import { trips } from './catalogue';
import { formatDate, tripPath } from '../lib/format';

test.describe('trip lists and search', () => {
  test('a category lists its trips and pages through them', async ({ page, request }) => {
    const dayTrips = await trips(request, '&category=3');
    expect(dayTrips.length).toBeGreaterThan(12);

    await page.goto('/reiseuebersicht/3-skitagesfahrten');
    await expect(page.getByRole('heading', { level: 1, name: 'Skitagesfahrten' })).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(12);
    await expect(cards.first().getByRole('link', { name: dayTrips[0].title })).toBeVisible();
    await expect(cards.first()).toContainText(formatDate(dayTrips[0].date_from));
    // the first row's pictures load with the page, the others when they come near the screen
    const loading = await cards.locator('img').evaluateAll((images) => images.map((i) => i.getAttribute('loading')));
    expect(loading).toEqual([...Array(3).fill('eager'), ...Array(9).fill('lazy')]);

    await page
      .getByRole('navigation', { name: 'Seiten' })
      .getByRole('link', { name: /Weiter/ })
      .click();
    // client-side navigation; the dev server may still be compiling
    await expect(page).toHaveURL(/\/reiseuebersicht\/3-skitagesfahrten\/2$/, { timeout: 30_000 });
    await expect(page.getByRole('navigation', { name: 'Seiten' }).locator('[aria-current="page"]')).toContainText('2');
    await expect(page.getByRole('article').first().getByRole('link', { name: dayTrips[12].title })).toBeVisible();
  });

  test('categories without trips are not offered', async ({ page, request }) => {
    const categories = (
      (await (await request.get('/api/v1/journey/category-web?journeyCount=true')).json()) as {
        data: { name: string; journeys: number }[];
      }
    ).data;
    const empty = categories.filter((c) => c.journeys === 0);
    expect(empty.length).toBeGreaterThan(0);

    await page.goto('/reiseuebersicht');
    const nav = page.getByRole('navigation', { name: 'Reisekategorien' });
    for (const category of categories.filter((c) => c.journeys > 0))
      await expect(nav.getByRole('link', { name: new RegExp(category.name) })).toBeVisible();
    for (const category of empty)
      await expect(nav.getByRole('link', { name: new RegExp(category.name) })).toHaveCount(0);
  });

  test('search finds a trip by a word of its title', async ({ page, request }) => {
    const multiDay = (await trips(request, '&category=5'))[0];
    const word = multiDay.title.split(/\s+/).sort((a, b) => b.length - a.length)[0];

    await page.goto('/reiseuebersicht/search');
    await page.getByLabel('Suchbegriff').fill(word);
    await page.getByRole('button', { name: 'Suchen' }).click();

    await expect(page).toHaveURL(new RegExp(`/reiseuebersicht/search/${encodeURIComponent(word)}`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(word);
    await expect(page.getByRole('link', { name: multiDay.title }).first()).toBeVisible();
    for (const title of await page.getByRole('article').getByRole('heading').allTextContents()) {
      expect(title.length).toBeGreaterThan(0);
    }
  });
});

test.describe('trip page', () => {
  test('shows the dates, the boarding points with times and the book button', async ({ page, request }) => {
    const trip =
      (await trips(request, '&category=5')).find((t) => t.Buchung) ??
      (await trips(request, '&category=3')).find((t) => t.Buchung);
    expect(trip).toBeDefined();
    const canonical = tripPath(trip!.id_jrn_journey, trip!.title);
    const points = (
      (await (await request.get(`/api/v1/booking/zustieg?idreise=${encodeURIComponent(trip!.date.code)}`)).json()) as {
        ergebnis: { zustiege: { zustieg: { Ort: string; Stelle: string; zeit: string }[] } };
      }
    ).ergebnis.zustiege.zustieg;

    // the bare id is redirected to the canonical address with the title
    await page.goto(`/reise/${trip!.id_jrn_journey}`);
    await expect(page).toHaveURL(new RegExp(`${canonical}$`));
    await expect(page.getByRole('heading', { level: 1, name: trip!.title })).toBeVisible();
    // the trip's picture is its largest paint: fetched first
    await expect(page.locator('main figure img')).toHaveAttribute('fetchpriority', 'high');

    const dates = page.getByTestId('trip-dates');
    await expect(dates).toContainText(formatDate(trip!.date_from));
    if (trip!.date_till !== trip!.date_from) await expect(dates).toContainText(formatDate(trip!.date_till));

    const list = page.getByTestId('boarding-points');
    const announced = points.filter((p) => !p.Stelle.includes('wird noch bekannt gegeben'));
    expect(announced.length).toBeGreaterThan(0);
    await expect(list.getByRole('listitem')).toHaveCount(announced.length);
    for (const point of announced) {
      const item = list.getByRole('listitem').filter({ hasText: point.Ort }).filter({ hasText: point.Stelle });
      await expect(item).toHaveCount(1);
      if (point.zeit) await expect(item).toContainText(point.zeit);
    }
    await expect(page.locator('main')).not.toContainText('wird noch bekannt gegeben');

    await expect(page.getByText(/noch \d+ Plätze? frei/).first()).toBeVisible();
    await expect(page.getByTestId('book-button')).toHaveAttribute('href', `${canonical}/buchung`);
  });

  test('on a phone, "Jetzt buchen" stays at hand while the trip text is read; a desktop keeps the booking box beside it', async ({
    page,
  }) => {
    await page.goto('/reise/safe_id');
    const bar = page.getByTestId('sticky-book-bar');
    const phone = (page.viewportSize()?.width ?? 0) < 960;
    if (!phone) {
      await expect(bar).toBeHidden();
      await page.getByText(/^Reisecode: /).scrollIntoViewIfNeeded();
      await expect(page.getByTestId('book-button')).toBeInViewport();
      return;
    }
    await page.getByText(/^Reisecode: /).scrollIntoViewIfNeeded();
    await expect(page.getByTestId('book-button')).not.toBeInViewport();
    await expect(bar).toBeInViewport();
    await expect(bar).toContainText(/ab\s[\d.,]+\s€/);
    await bar.getByRole('link', { name: 'Jetzt buchen' }).click();
    await expect(page).toHaveURL(/\/reise\/\d+-[a-z0-9-]+\/buchung$/);
  });

  test('the fixed variant safe_id shows a bookable day trip in place', async ({ page }) => {
    const response = await page.goto('/reise/safe_id');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/reise\/safe_id$/);
    await expect(page.getByTestId('book-button')).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/reise\/\d+-[a-z0-9-]+$/);
  });
});

test.describe('calendar, countries and content pages', () => {
  test('the trip calendar links a departure day to its trips', async ({ page, request }) => {
    const first = (await trips(request, '&category=3'))[0];
    const month = first.date_from.slice(0, 7);
    await page.goto(`/reisekalender?monat=${month}`);
    const day = page.getByRole('link', { name: new RegExp(`^${formatDate(first.date_from)}`) });
    await day.click({ position: { x: 12, y: 12 } });
    await expect(page).toHaveURL(new RegExp(`#tag-${first.date_from}$`));
    await expect(
      page.locator(`#tag-${first.date_from}`).getByRole('link', { name: new RegExp(first.title) }),
    ).toBeVisible();
  });

  test('the trip calendar opens on the month of the next departure, not on an empty month', async ({
    page,
    request,
  }) => {
    const first = (await trips(request)).map((trip) => trip.date_from).sort()[0];
    const [year, month] = first.split('-').map(Number);
    const label = new Intl.DateTimeFormat('de-DE', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(Date.UTC(year, month - 1, 1)),
    );
    await page.goto('/reisekalender');
    await expect(page.getByRole('heading', { level: 2, name: label, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(`^${formatDate(first)}`) })).toBeVisible();
  });

  test('the terms, privacy and FAQ pages show their articles', async ({ page }) => {
    await page.goto('/article/4-agbs');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main')).toContainText('Rücktritt');
    await page.goto('/article/3-datenschutz');
    await expect(page.locator('main')).toContainText(/Daten/);
    const faq = await page.goto('/faq');
    expect(faq?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the ticket page lists the match dates with prices in the ticket form of its drawer', async ({ page }) => {
    await page.goto('/ticketpage');
    const drawer = page.getByTestId('ticket-drawer');
    await expect(drawer.getByRole('tab', { name: 'Ticket' })).toHaveAttribute('aria-selected', 'true');
    const dates = drawer.getByTestId('ticket-dates');
    await expect(dates.getByRole('listitem').first()).toContainText(/\d{2}\.\d{2}\.\d{4}/);
    await expect(dates).toContainText(/\d+,\d{2}\s€/);
    await expect(dates).toContainText('inkl.');
    // The Ticket tab is the ticket booking form itself.
    await expect(drawer.getByRole('form', { name: 'Ticket-Buchungsformular' })).toBeVisible();
    await expect(drawer).not.toContainText('Die Online-Buchung öffnet in Kürze.');
    await drawer.getByRole('tab', { name: 'Fahrt' }).click();
    await expect(drawer.getByRole('link', { name: 'Zur Fahrt' })).toBeVisible();
  });
});
