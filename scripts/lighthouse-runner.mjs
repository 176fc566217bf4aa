/**
 * Lighthouse runs in one Chromium, in a plain `node` process (scripts/lighthouse.ts starts it: loaded
 * through tsx, Lighthouse's page functions would carry esbuild's `__name` helper into the browser and
 * fail there).
 *
 *   node scripts/lighthouse-runner.mjs '{"urls":["http://…"],"runs":5,"chromePath":"/usr/bin/chromium","chromeFlags":[…],"categories":[…]}'
 *
 * Each URL is run `runs` times, one after the other; every run opens a fresh tab and Lighthouse resets
 * the origin's cache and storage before it, as a run of its own CLI does. One line of JSON per run on
 * stdout: `{"url": …, "lhr": …}`. Starting Lighthouse and Chromium once instead of once per run saves
 * about 4 s a run.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const { urls, runs, chromePath, chromeFlags, categories } = JSON.parse(process.argv[2] ?? '{}');
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
try {
  for (const url of urls) {
    for (let run = 0; run < runs; run++) {
      // No preset: Lighthouse's default is the mobile one (Moto G Power, slow 4G, 4× CPU throttling).
      const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: categories });
      if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
      process.stdout.write(`${JSON.stringify({ url, lhr: result.lhr })}\n`);
    }
  }
} finally {
  chrome.kill();
}
