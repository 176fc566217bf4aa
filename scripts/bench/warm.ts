/**
 * Loads pages once in Chromium as Lighthouse's phone does (412 × 823 px at 1.75 device pixels), so
 * Lighthouse measures what every visitor after the first one gets: the optimised images are encoded
 * on a first request and kept (lib/cache/images.mjs), as the pages are for autocannon's warm-up.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium';

export async function warmInBrowser(urls: string[]): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    for (const url of urls) await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
  } finally {
    await browser.close();
  }
}
