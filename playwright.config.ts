import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CONTRACT_ACCESS_PARAM } from './e2e/contract-access';
import { createStaffCommand } from './e2e/backoffice-users';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium';

/**
 * End-to-end tests in Debian's Chromium (no browser download) against the built app on a fresh,
 * seeded PGlite database. PW_BASE_URL points the tests at an already running server instead.
 *
 * The `remote-api` project runs a second server from the same build in remote mode: its BookingApi
 * is the `http` one (API_BASE_URL), talking to e2e/operator-api, a fake of the operator's booking
 * system written from spec §3/§7 alone, with vendor-named segments and the fixed access parameter.
 * The fake records every request and can switch the day-trip list between the three link states of
 * spec §4. Only without PW_BASE_URL.
 *
 * The `two-instances` project starts two more servers from the build itself (e2e/two-instances.spec.ts):
 * on a PostgreSQL database and a Redis key prefix of their own, sharing the cache through Redis.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const remotePort = port + 1;
/** A server without SITE_URL on a port of its own: its links must follow the requests' origin. */
const originPort = port + 2;
const operatorPort = port + 101;
/** Two instances sharing PostgreSQL and the cache in Redis (issue 13), started by their spec. */
const instancePorts = [port + 3, port + 4];
const baseURL = process.env.PW_BASE_URL ?? `http://127.0.0.1:${port}`;
const remoteURL = `http://127.0.0.1:${remotePort}`;
const originURL = `http://127.0.0.1:${originPort}`;
const operatorURL = `http://127.0.0.1:${operatorPort}`;
/** What the remote server is configured with: the e2e spec checks the fake received exactly this. */
const operator = {
  url: operatorURL,
  bookingSegment: 'vendorbooking',
  paymentsSegment: 'paycorp',
  accessParam: 'access_key=op-e2e-7c1d',
  customerId: '4711',
  pageSize: '12',
  /** The remote server's DATA_DIR: it must never be created (remote mode is stateless). */
  dataDir: path.resolve('.data-e2e-remote'),
};
const remoteSpec = /remote-api\.spec\.ts/;
// client-edge.spec starts a server of its own (default limits, a trusted proxy in front): no SITE_URL either.
const originSpec = /(site-origin|client-edge)\.spec\.ts/;
const twoInstancesSpec = /two-instances\.spec\.ts/;
const chromium = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };

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
      testIgnore: [remoteSpec, originSpec, twoInstancesSpec],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions: chromium },
    },
    // What crawlers read (sitemap, JSON-LD, OG images) does not depend on the screen: desktop only.
    {
      name: 'phone',
      // hints.spec takes one trip's seats down once: the desktop run covers it.
      testIgnore: [
        /seo\.spec\.ts/,
        /hardening\.spec\.ts/,
        /hints\.spec\.ts/,
        // status lines and headers, the same on every screen; it starts a server of its own
        /faults\.spec\.ts/,
        remoteSpec,
        originSpec,
        twoInstancesSpec,
      ],
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: chromium },
    },
    ...(process.env.PW_BASE_URL
      ? []
      : [
          {
            name: 'remote-api',
            testMatch: remoteSpec,
            metadata: { operator },
            use: {
              ...devices['Desktop Chrome'],
              baseURL: remoteURL,
              viewport: { width: 1440, height: 900 },
              launchOptions: chromium,
            },
          },
          {
            // Two `next start` of the same build on one PostgreSQL database and one Redis (REDIS_URL):
            // the spec starts them itself (its own database and key prefix), so no other project needs
            // PostgreSQL or Redis. The tests' requests and pages go to the first one unless told.
            name: 'two-instances',
            testMatch: twoInstancesSpec,
            metadata: { ports: instancePorts },
            use: {
              ...devices['Desktop Chrome'],
              baseURL: `http://127.0.0.1:${instancePorts[0]}`,
              viewport: { width: 1440, height: 900 },
              launchOptions: chromium,
            },
          },
          {
            name: 'no-site-url',
            testMatch: originSpec,
            use: {
              ...devices['Desktop Chrome'],
              baseURL: originURL,
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
          // The back-office accounts are made with user:create before the app opens the database.
          command: `rm -rf .data-e2e .data-e2e-remote .data-e2e-origin && npx next build && ${createStaffCommand} && node server.mjs -p ${port}`,
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
            // every test browser comes from 127.0.0.1: one address may hold and check as much as the whole suite
            ABUSE_LIMIT_FACTOR: '100',
          },
        },
        {
          command: 'npx tsx e2e/operator-api/server.ts',
          url: `${operatorURL}/__health`,
          timeout: 30_000,
          reuseExistingServer: false,
          env: {
            OPERATOR_PORT: String(operatorPort),
            OPERATOR_BOOKING_SEGMENT: operator.bookingSegment,
            OPERATOR_PAYMENTS_SEGMENT: operator.paymentsSegment,
            OPERATOR_ACCESS_PARAM: operator.accessParam,
          },
        },
        {
          command: `node server.mjs -p ${remotePort}`,
          url: `${remoteURL}/api/health`,
          timeout: 120_000,
          reuseExistingServer: false,
          env: {
            API_BASE_URL: `${operatorURL}/api/v1`,
            API_BOOKING_SEGMENT: operator.bookingSegment,
            API_PAYMENTS_SEGMENT: operator.paymentsSegment,
            API_ACCESS_PARAM: operator.accessParam,
            CUSTOMER_ID: operator.customerId,
            PAGE_SIZE: operator.pageSize,
            DATABASE_URL: '',
            DATA_DIR: operator.dataDir,
            SECRET: '',
            SITE_URL: remoteURL,
            // the fake changes the day-trip list between tests: reload it after a second
            REMOTE_CACHE_SECONDS: '1',
            NEXT_TELEMETRY_DISABLED: '1',
            // every test browser comes from 127.0.0.1: one address may hold and check as much as the whole suite
            ABUSE_LIMIT_FACTOR: '100',
          },
        },
        {
          // No SITE_URL: the payment's return and push URLs, the PDF link and the mails use the origin
          // the visitor used (issue 12), here 127.0.0.1 on a port other than 3000.
          command: `node server.mjs -p ${originPort}`,
          url: `${originURL}/api/health`,
          timeout: 120_000,
          reuseExistingServer: false,
          env: {
            DATABASE_URL: '',
            DATA_DIR: '.data-e2e-origin',
            SITE_URL: '',
            CONTRACT_ACCESS_PARAM,
            NEXT_TELEMETRY_DISABLED: '1',
            // every test browser comes from 127.0.0.1: one address may hold and check as much as the whole suite
            ABUSE_LIMIT_FACTOR: '100',
          },
        },
      ],
});
