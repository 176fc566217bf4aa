/**
 * Issue 26, points 10-12: the site's edge (lib/edge/faults.mjs) gives a page the status its render
 * found, where Next.js would send 200 (a not-found found after the page's head was ready) or a 500
 * (an error boundary while the database is away). Here a stand-in for Next.js's handler answers the
 * way Next.js does (head first, then the body in pieces) behind the real edge step, on a real socket.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { answerFaults, isPageRequest, NOT_FOUND_CACHE_CONTROL } from '@/lib/edge/faults.mjs';
import { notFound, registerDatabaseHooks, reportDatabaseUnavailable } from '@/lib/http/fault-status';
import { unavailablePage } from '@/lib/http/refusal-page';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>;
let handler: Handler;
let server: http.Server;
let base: string;

/** As Next.js writes a per-request page: head with `private, no-store`, the shell, then the rest. */
async function streamedPage(res: http.ServerResponse, during: () => void) {
  res.statusCode = 200;
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate');
  res.flushHeaders();
  res.write('<!doctype html><html><head><title>shell</title></head><body>');
  await new Promise((resolve) => setTimeout(resolve, 5));
  try {
    during();
  } catch {
    // Next.js's not-found signal: it renders the not-found UI into the stream it already began
  }
  res.end('<main>rest</main></body></html>');
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (answerFaults(req, res)) void handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const faultsGlobal = () =>
  (globalThis as unknown as Record<symbol, { down: boolean; database?: unknown }>)[Symbol.for('site.edge.faults')];
afterEach(() => {
  faultsGlobal().down = false;
  delete faultsGlobal().database;
});

describe('not found while the page renders', () => {
  it('answers 404 (briefly cached) although the page had begun with 200', async () => {
    handler = (_req, res) => streamedPage(res, () => notFound());
    const response = await fetch(`${base}/reise/99999-x/buchung`);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe(NOT_FOUND_CACHE_CONTROL);
    expect(await response.text()).toContain('<main>rest</main>');
  });

  it('leaves a page that found its content at 200, whole', async () => {
    handler = (_req, res) => streamedPage(res, () => {});
    const response = await fetch(`${base}/reise/5-x/buchung`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(
      '<!doctype html><html><head><title>shell</title></head><body><main>rest</main></body></html>',
    );
  });

  it('gives the proxy’s 404 page its status and a short cache lifetime instead of a year', async () => {
    handler = async (_req, res) => {
      res.setHeader('x-site-status', '404');
      res.setHeader('cache-control', 's-maxage=31536000');
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end('<title>Nicht gefunden</title>');
    };
    const response = await fetch(`${base}/gibt-es-nicht`);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe(NOT_FOUND_CACHE_CONTROL);
    expect(response.headers.get('x-site-status')).toBeNull();
  });
});

describe('the database away', () => {
  it('turns the page that found it into a 503 with Retry-After and a translated text, and answers the next itself', async () => {
    registerDatabaseHooks({ probe: () => Promise.resolve(false), unavailablePage });
    let rendered = 0;
    handler = async (_req, res) => {
      rendered++;
      res.statusCode = 500;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      reportDatabaseUnavailable();
      res.end('<html>Next.js error page</html>');
    };
    const first = await fetch(`${base}/reiseland`, { headers: { 'accept-language': 'en' } });
    expect(first.status).toBe(503);
    expect(first.headers.get('retry-after')).toBe('30');
    const html = await first.text();
    expect(html).toContain('<title>Temporarily unavailable</title>');
    expect(html).not.toContain('Next.js error page');

    const second = await fetch(`${base}/sitemap.xml`, { headers: { cookie: 'NEXT_LOCALE=hr' } });
    expect(second.status).toBe(503);
    expect(await second.text()).toContain('Privremeno nedostupno');
    expect(rendered).toBe(1);
  });

  it('lets pages through again once the probe finds the database back', async () => {
    registerDatabaseHooks({ probe: () => Promise.resolve(true), unavailablePage });
    faultsGlobal().down = true;
    handler = async (_req, res) => {
      res.setHeader('content-type', 'text/html');
      res.end('ok');
    };
    await expect.poll(async () => (await fetch(`${base}/`)).status, { timeout: 5000, interval: 200 }).toBe(200);
  });

  it('leaves the API, files and form posts to the app', () => {
    expect(isPageRequest('GET', '/api/health')).toBe(false);
    expect(isPageRequest('GET', '/_next/static/chunks/a.js')).toBe(false);
    expect(isPageRequest('GET', '/images/logo.svg')).toBe(false);
    expect(isPageRequest('POST', '/reise/5/buchung')).toBe(false);
    expect(isPageRequest('GET', '/sitemap.xml')).toBe(true);
    expect(isPageRequest('HEAD', '/reise/5-x?seite=2')).toBe(true);
  });
});
