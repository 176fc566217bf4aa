import { expect, test } from '@playwright/test';
import { XSS_CHEAT_SHEET } from '../tests/helpers/xss-cheat-sheet';
import { HOSTILE_JOURNEY_ID, HOSTILE_TITLE } from './operator-api/catalogue';
import { expectHashedScriptPolicy, violations, watchScriptPolicy } from './script-policy';

/**
 * The operator's system (the fake, e2e/operator-api) sends a trip whose intro and description carry
 * the OWASP XSS filter-evasion cheat sheet: the trip page shows the text and runs none of it. Each
 * payload would set `window.__xss`; a payload the sanitizer let through would also show up as a
 * violation of the script policy.
 */
test('a trip description full of the XSS cheat sheet runs no script', async ({ page }) => {
  const logged = await watchScriptPolicy(page);
  const response = await page.goto(`/reise/${HOSTILE_JOURNEY_ID}`);
  expectHashedScriptPolicy(response);
  await expect(page.getByRole('heading', { name: HOSTILE_TITLE }).first()).toBeVisible();
  // The description reached the page (its case names are plain paragraphs).
  await expect(page.getByText(XSS_CHEAT_SHEET[0].name, { exact: true })).toBeVisible();
  await expect(page.getByText('Einleitung', { exact: true })).toBeVisible();
  // Handlers that need a pointer or focus: move over and into everything the description shows.
  for (const link of await page.locator('main a:visible, main img:visible').all())
    await link.hover({ timeout: 2_000 }).catch(() => {});
  await page.keyboard.press('Tab');
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => window.__xss)).toBeUndefined();
  expect(
    await page.evaluate(
      () =>
        document.querySelectorAll(
          'main script:not([type="application/ld+json"]), main iframe, main [onerror], main [onmouseover]',
        ).length,
    ),
  ).toBe(0);
  expect(await violations(page, logged)).toEqual([]);
});
