import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { categoryOverviewPath } from '../lib/site/book-now';
import { tripPath } from '../lib/format';

/**
 * The site against a remote booking API (API_BASE_URL → e2e/stub-api.mjs → the built-in engine of
 * the first server): the `http` BookingApi end to end, and the book-now button and the computed
 * day-trip menu entry in all three states of spec §4. The stub's mode decides the day-trip list.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

type Mode = 'offline' | 'two' | 'real';

const stubURL = (testInfo: TestInfo) => String(testInfo.project.metadata.stubURL);

async function setMode(request: APIRequestContext, testInfo: TestInfo, mode: Mode): Promise<void> {
  const response = await request.post(`${stubURL(testInfo)}/__mode`, {
    data: mode,
    headers: { 'content-type': 'text/plain' },
  });
  expect(response.ok()).toBe(true);
}

/** What the remote API answers (through the stub), for the expectations. */
async function remote<T>(request: APIRequestContext, testInfo: TestInfo, path: string): Promise<T> {
  const response = await request.get(`${stubURL(testInfo)}/api/v1/${path}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

interface Remote {
  dayTripEntry: string;
  overview: string;
  testimonial: string;
}

async function remoteFacts(request: APIRequestContext, testInfo: TestInfo): Promise<Remote> {
  const menus = await remote<{
    data: { id_web_menu: number; menu_items: { name: string; id_parent: number; settings: { link?: string } }[] }[];
  }>(request, testInfo, 'web/menu?include_menuitems=true&translation=de');
  const main = menus.data.find((menu) => menu.id_web_menu === 1);
  const entry = main?.menu_items.find(
    (item) => item.id_parent === 0 && /^\/reiseuebersicht\/3(-|$)/.test(item.settings.link ?? ''),
  );
  expect(entry, 'the main menu has a top-level day-trip entry').toBeDefined();
  const categories = await remote<{ data: { id_jrn_category: number; name: string }[] }>(
    request,
    testInfo,
    'journey/category-web?journeyCount=true',
  );
  const dayTrips = categories.data.find((category) => category.id_jrn_category === 3);
  const blogs = await remote<{ data: { title: string }[] }>(
    request,
    testInfo,
    'web/blog-web?id_web_blog_type=4&pagination=false',
  );
  expect(blogs.data.length).toBeGreaterThan(0);
  return {
    dayTripEntry: entry!.name,
    overview: categoryOverviewPath(3, dayTrips?.name ?? 'Skitagesfahrten'),
    testimonial: blogs.data[0].title,
  };
}

/**
 * The home page once it shows the new state: the site reuses its frame data for a second
 * (SITE_DATA_TTL=1) and reloads it in the background, so a reload or two can still show the last one.
 */
async function expectHome(page: Page, check: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await page.goto('/');
    await check();
  }).toPass({ intervals: [500, 1_000, 2_000], timeout: 60_000 });
}

const dayTripNav = (page: Page) => page.locator('nav[data-desktop-nav]');

test.describe('the site on a remote booking API', () => {
  test.afterAll(async ({ request }, testInfo) => {
    await setMode(request, testInfo, 'real');
  });

  test('offline placeholder: no book-now button, the day-trip entry is not a link', async ({
    page,
    request,
  }, testInfo) => {
    await setMode(request, testInfo, 'offline');
    const facts = await remoteFacts(request, testInfo);
    const list = await remote<{ data: { title: string }[] }>(
      request,
      testInfo,
      'journey-web-legacy?category=3&page_size=12',
    );
    expect(list.data).toHaveLength(10);
    expect(list.data[0].title).toBe('OfflineReise');

    await expectHome(page, async () => {
      await expect(page.getByTestId('home-book-now')).toHaveCount(0, { timeout: 1_000 });
      const nav = dayTripNav(page);
      await expect(nav.getByRole('link', { name: facts.dayTripEntry, exact: true })).toHaveCount(0, { timeout: 1_000 });
      await expect(nav.locator('[aria-disabled="true"]', { hasText: facts.dayTripEntry })).toBeVisible({
        timeout: 1_000,
      });
    });
    // the rest of the page still comes from the remote API
    await expect(page.getByTestId('testimonials')).toContainText(facts.testimonial);
  });

  test('two trips: book now leads straight to the first trip', async ({ page, request }, testInfo) => {
    await setMode(request, testInfo, 'two');
    const facts = await remoteFacts(request, testInfo);
    const list = await remote<{ data: { id_jrn_journey: number; title: string }[] }>(
      request,
      testInfo,
      'journey-web-legacy?category=3&page_size=12',
    );
    expect(list.data).toHaveLength(2);
    const expected = tripPath(list.data[0].id_jrn_journey, list.data[0].title);

    await expectHome(page, async () => {
      await expect(page.getByTestId('home-book-now')).toHaveAttribute('href', expected, { timeout: 1_000 });
      await expect(dayTripNav(page).getByRole('link', { name: facts.dayTripEntry, exact: true })).toHaveAttribute(
        'href',
        expected,
        { timeout: 1_000 },
      );
    });
    await page.getByTestId('home-book-now').click();
    await expect(page).toHaveURL(new RegExp(`${expected.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`), {
      timeout: 30_000,
    });
    await expect(page.getByRole('heading', { level: 1 })).toContainText(list.data[0].title, { timeout: 30_000 });
  });

  test('more than two trips: book now leads to the day-trip overview', async ({ page, request }, testInfo) => {
    await setMode(request, testInfo, 'real');
    const facts = await remoteFacts(request, testInfo);
    const list = await remote<{ data: unknown[] }>(request, testInfo, 'journey-web-legacy?category=3&page_size=12');
    expect(list.data.length).toBeGreaterThan(2);
    expect(facts.overview).toMatch(/^\/reiseuebersicht\/3-/);

    await expectHome(page, async () => {
      await expect(page.getByTestId('home-book-now')).toHaveAttribute('href', facts.overview, { timeout: 1_000 });
      await expect(dayTripNav(page).getByRole('link', { name: facts.dayTripEntry, exact: true })).toHaveAttribute(
        'href',
        facts.overview,
        { timeout: 1_000 },
      );
    });
    await expect(page.getByTestId('testimonials')).toContainText(facts.testimonial);
  });
});
