import { defineConfig, devices } from '@playwright/test';
import { CONTRACT_ACCESS_PARAM } from './e2e/contract-access';

/**
 * End-to-end tests in Debian's Chromium (no browser download) against the built app on a fresh,
 * seeded PGlite database. PW_BASE_URL points the tests at an already running server instead.
 *
 * The `remote-api` project runs a second server from the same build whose BookingApi is the `http`
 * one (API_BASE_URL), talking to e2e/stub-api.mjs, which forwards to the first server and can
 * replace the day-trip list (offline placeholder, two trips). Only without PW_BASE_URL.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const remotePort = port + 1;
const stubPort = port + 101;
const baseURL = process.env.PW_BASE_URL ?? `http://127.0.0.1:${port}`;
const remoteURL = `http://127.0.0.1:${remotePort}`;
const stubURL = `http://127.0.0.1:${stubPort}`;
const remoteSpec = /remote-api\.spec\.ts/;
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: { baseURL, trace: 'retain-on-failure', launchOptions: chromium, locale: 'de-DE' },
  projects: [
    {
      name: 'desktop',
      testIgnore: remoteSpec,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions: chromium },
    },
    // What crawlers read (sitemap, JSON-LD, OG images) does not depend on the screen: desktop only.
    {
      name: 'phone',
      testIgnore: [/seo\.spec\.ts/, remoteSpec],
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: chromium },
    },
    ...(process.env.PW_BASE_URL
      ? []
      : [
          {
            name: 'remote-api',
            testMatch: remoteSpec,
            metadata: { stubURL },
            use: {
              ...devices['Desktop Chrome'],
              baseURL: remoteURL,
              viewport: { width: 1440, height: 900 },
              launchOptions: chromium,
            },
          },
        ]),
  ],
  // Started one after the other, each once its url answers: the build of the first is done before
  // the second `next start` runs.
  webServer: process.env.PW_BASE_URL
    ? undefined
    : [
        {
          command: `rm -rf .data-e2e .data-e2e-remote && npx next build && npx next start -p ${port}`,
          url: `${baseURL}/api/health`,
          timeout: 600_000,
          reuseExistingServer: false,
          env: {
            DATABASE_URL: '',
            DATA_DIR: '.data-e2e',
            SITE_URL: baseURL,
            // writes through /api/v1 (the stub below, tests that book like another site) need it
            CONTRACT_ACCESS_PARAM,
            NEXT_TELEMETRY_DISABLED: '1',
          },
        },
        {
          command: 'node e2e/stub-api.mjs',
          url: `${stubURL}/__health`,
          timeout: 10_000,
          reuseExistingServer: false,
          env: { STUB_PORT: String(stubPort), UPSTREAM: baseURL, CONTRACT_ACCESS_PARAM },
        },
        {
          command: `npx next start -p ${remotePort}`,
          url: `${remoteURL}/api/health`,
          timeout: 120_000,
          reuseExistingServer: false,
          env: {
            API_BASE_URL: `${stubURL}/api/v1`,
            DATABASE_URL: '',
            DATA_DIR: '.data-e2e-remote',
            SITE_URL: remoteURL,
            // the stub changes the day-trip list between tests: reload it after a second
            SITE_DATA_TTL: '1',
            NEXT_TELEMETRY_DISABLED: '1',
          },
        },
      ],
});
