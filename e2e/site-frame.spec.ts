import { expect, test, type Page } from '@playwright/test';
import { categoryOverviewPath, tripLinkState } from '../lib/site/book-now';
import { reshapeTripSummary } from '../lib/api/reshape';

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1440) < 960;

// Against `next dev` a first visit compiles the target route, which can take a while on a busy machine.
const NAVIGATION = { timeout: 30_000 };

test.describe('the site frame and the home page', () => {
  test.describe.configure({ timeout: 120_000 });

  test('home shows every block of the landing page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Mit dem Skibus entspannt in die Alpen' })).toBeVisible();
    await expect(page.getByTestId('season-start')).toContainText('Saisonstart');
    await expect(page.getByTestId('mobile-ticket')).toContainText('zeigen es auf dem Handy vor');
    await expect(page.getByTestId('home-book-now')).toBeVisible();

    const steps = page.getByTestId('how-it-works').getByRole('listitem');
    await expect(steps).toHaveCount(4);
    await expect(steps).toContainText([
      'Reise auswählen',
      'Ticket kaufen',
      'Zum Abfahrtsort gehen',
      'Skiurlaub genießen',
    ]);

    const departures = page.getByTestId('departures');
    for (const time of ['06:45', '07:30', '07:45']) await expect(departures).toContainText(time);
    await expect(departures).toContainText('16:30');
    await expect(departures).toContainText('18:30');
    await expect(departures).not.toContainText('wird noch bekannt gegeben');
    await expect(page.getByTestId('keycard-deposit')).toContainText('2,00 €');

    await expect(page.getByTestId('weather-webcam')).toBeVisible();
    await expect(page.getByTestId('newsletter')).toContainText('Double-Opt-in');
    await expect(page.getByTestId('awards').getByRole('img')).toHaveCount(2);

    const partners = page.getByTestId('partners').getByRole('link');
    await expect(partners).toHaveCount(6);
    for (const link of await partners.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      await expect(link).toHaveAttribute('href', /^https:\/\//);
    }

    await page.getByTestId('testimonials').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('testimonials').getByTestId('testimonial').first()).toBeVisible();
    await expect(page.getByTestId('customer-service')).toContainText('@');
    await expect(page.getByTestId('footer-menu-2').getByRole('link').first()).toBeVisible();
    await expect(page.getByTestId('footer-menu-3').getByRole('link', { name: 'AGB' })).toHaveAttribute(
      'href',
      '/article/4-agbs',
    );
    await expect(page.getByTestId('social-facebook')).toHaveAttribute('target', '_blank');
    await expect(page.getByTestId('social-instagram')).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} Alpen-Express Reisen`);
  });

  test('the hero picture is optimised once, then served from the cache', async ({ page, request }) => {
    await page.goto('/');
    const src = await page.locator('img[fetchpriority="high"]').first().getAttribute('src');
    expect(src).toMatch(/^\/_next\/image\?/);
    // whoever asked for it first, the second answer comes from the cache
    const url = src!.replace(/w=\d+/, 'w=1200');
    const accept = { accept: 'image/avif,image/webp,*/*' };
    const first = await request.get(url, { headers: accept });
    expect(first.status()).toBe(200);
    const second = await request.get(url, { headers: accept });
    expect(second.headers()['x-nextjs-cache']).toBe('HIT');
    expect(second.headers()['content-type']).toBe('image/avif');
    expect((await second.body()).equals(await first.body())).toBe(true);
  });

  test('a skier glides in once the visitor scrolls beyond 1000 px', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(300);
    await expect(page.getByTestId('skier')).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 1400));
    await expect(page.getByTestId('skier')).toBeAttached();
    // the header is opaque by then
    const alpha = await page
      .getByRole('banner')
      .evaluate((el) => getComputedStyle(el).getPropertyValue('--header-alpha'));
    expect(Number(alpha)).toBe(1);
  });

  test('the newsletter block opens the dialog that asks for consent first', async ({ page, context }) => {
    await context.clearCookies();
    await page.goto('/');
    await page.getByTestId('newsletter').getByRole('button').click();
    const dialog = page.getByRole('dialog', { name: 'Newsletter abonnieren' });
    await expect(dialog).toBeVisible();
    // without NEWSLETTER_URL the sign-up is unavailable; with it the consent prompt comes first
    await expect(dialog.getByText(/Wir brauchen ihre Einwilligung|derzeit leider nicht verfügbar/)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('the menu opens: a drawer on the phone, dropdowns on the desktop', async ({ page }) => {
    await page.goto('/');
    if (isPhone(page)) {
      await page.getByRole('button', { name: 'Menü öffnen' }).click();
      const drawer = page.getByRole('dialog', { name: 'Menü' });
      await expect(drawer.getByRole('link', { name: 'FAQ' })).toBeVisible();
      await expect(drawer.getByRole('link', { name: 'Reisekalender' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(page.getByRole('button', { name: 'Menü öffnen' })).toBeFocused();
    } else {
      const nav = page.getByRole('navigation', { name: 'Hauptmenü' });
      const faq = nav.getByRole('link', { name: 'FAQ' });
      await expect(faq).toBeHidden();
      await nav.getByRole('link', { name: 'Service' }).hover();
      await expect(faq).toBeVisible();
      await page.mouse.move(5, 500);
      await expect(faq).toBeHidden();
      // keyboard users reach the dropdown by focus
      await nav.getByRole('link', { name: 'Mehrtagesreisen' }).focus();
      await expect(nav.getByRole('link', { name: 'Skiwochenenden' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Menü öffnen' })).toBeHidden();
    }
  });

  test('switching to English changes the texts and survives a reload', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /^Sprache: Deutsch/ }).click();
    await page.getByRole('button', { name: 'English' }).click();
    // the server stores the choice, then the page reloads its data (the first time compiles the action in dev)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Relax on the ski coach to the Alps', NAVIGATION);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Relax on the ski coach to the Alps', NAVIGATION);
    await expect(page.getByRole('button', { name: /^Language: English/ })).toBeVisible();
    // the menus come in English too (translation 'us')
    await expect(page.getByTestId('footer-menu-3')).toContainText(/Privacy|Terms/);
  });

  test('an unknown URL shows the 404 page with status 404', async ({ page, request }) => {
    // crawlers get the status; the page's words are in the response (the screen itself is drawn by
    // the browser: Next.js renders a not-found page's body on the client)
    for (const unknown of ['/diese-seite-gibt-es-nicht', '/faq/mehr']) {
      const answer = await request.get(unknown);
      expect(answer.status()).toBe(404);
      expect(await answer.text()).toContain('Diese Seite wurde leider nicht gefunden.');
    }
    const response = await page.goto('/diese-seite-gibt-es-nicht');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diese Seite wurde leider nicht gefunden. :-(');
    await expect(page.getByText('Leider gibt es die von Ihnen gesuchte Seite nicht oder nicht mehr.')).toBeVisible();
    await expect(page.getByTestId('error-screen')).toContainText('@');
    await page.getByTestId('back-home').click();
    await expect(page).toHaveURL(/\/$/, NAVIGATION);

    const direct = await page.goto('/404');
    expect(direct?.status()).toBe(404);
  });

  test("a catalogue page carries only its own words, not the booking form's or the 404 page's", async ({ request }) => {
    const trip = await (await request.get('/reise/1001')).text();
    expect(trip).toContain('Kitzsteinhorn');
    // the booking forms' field messages come with the booking pages
    expect(trip).not.toContain('Bitte füllen Sie dieses Feld aus.');
    // the newsletter dialog's words come with the home page only
    expect(trip).not.toContain('Wir brauchen ihre Einwilligung');
    // the not-found screen is a reference, not its markup, and its logo is not preloaded
    expect(trip).not.toContain('/images/logo.svg');
    const home = await (await request.get('/')).text();
    expect(home).toContain('Wir brauchen ihre Einwilligung');
  });

  test('a cached page is sent as ASCII and reads the same in the browser', async ({ page, request }) => {
    const path = '/reise/1001';
    await request.get(path);
    const cached = await request.get(path);
    expect(cached.headers()['x-nextjs-cache']).toBe('HIT');
    const html = await cached.text();
    expect(html).toMatch(/^[\x00-\x7f]*$/);
    expect(html).toContain('&#xdc;ber uns');
    const problems: string[] = [];
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Über uns' })).toBeAttached();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Kitzsteinhorn');
    // hydrated without a mismatch: the payload's strings are the same characters
    await page
      .getByRole('link', { name: /Startseite/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/$/, NAVIGATION);
    expect(problems).toEqual([]);
  });

  test('links are prefetched when idle once they are in view, not before', async ({ page }) => {
    const prefetched = new Set<string>();
    page.on('request', (r) => {
      if (r.headers()['rsc'] === '1') prefetched.add(new URL(r.url()).pathname);
    });
    await page.goto('/reise/1001');
    const imprint = page.locator('footer').getByRole('link', { name: 'Impressum' });
    const path = new URL((await imprint.getAttribute('href'))!, page.url()).pathname;
    // the browser has been idle for a while (the idle timeout is 2000 ms): the footer is out of sight
    await page.waitForTimeout(3_000);
    expect(prefetched.has(path)).toBe(false);

    await imprint.scrollIntoViewIfNeeded();
    await expect.poll(() => prefetched.has(path), { timeout: 10_000 }).toBe(true);
    await imprint.click();
    await expect(page).toHaveURL(new RegExp(`${path}$`), NAVIGATION);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Impressum');
  });

  test('book now leads where the day-trip state says', async ({ page, request }) => {
    const list = await (await request.get('/api/v1/journey-web-legacy?category=3&page_size=12')).json();
    const categories = await (await request.get('/api/v1/journey/category-web?journeyCount=true')).json();
    const dayTrips = categories.data.find((c: { id_jrn_category: number }) => c.id_jrn_category === 3);
    const state = tripLinkState(
      list.data.map(reshapeTripSummary),
      categoryOverviewPath(3, dayTrips?.name ?? 'Skitagesfahrten'),
    );
    expect(state.state).toBe(2);
    const expected = state.state === 2 ? state.href : '';

    await page.goto('/');
    const bookNow = page.getByTestId('home-book-now');
    await expect(bookNow).toHaveAttribute('href', expected);
    await bookNow.click();
    await expect(page).toHaveURL(new RegExp(`${expected.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`), NAVIGATION);
  });

  test('/plain reloads its target in full', async ({ page }) => {
    await page.goto('/plain?next=/404', { waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/404$/, NAVIGATION);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Diese Seite wurde leider nicht gefunden. :-(',
      NAVIGATION,
    );
    // only paths of this site: anything else goes home
    await page.goto('/plain?next=https://evil.example/', { waitUntil: 'commit' });
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/, NAVIGATION);
  });
});
