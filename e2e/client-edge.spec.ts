import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { CONTRACT_ACCESS_PARAM, withContractAccess } from './contract-access';

/**
 * Issue 26 against the real server (server.mjs and its edge): a client that sends a new
 * X-Forwarded-For with every request is still one client, and the limits refuse it at the same count
 * as without; behind a trusted reverse proxy (a small Node proxy here that appends X-Forwarded-For as
 * nginx does) the proxy's view of the client counts; a Host that is not ours is refused with 400.
 *
 * The spec starts its own server from the e2e build, with the default limits (ABUSE_LIMIT_FACTOR 1),
 * without SITE_URL, on a fresh database, and with TRUSTED_PROXIES=127.0.0.2: the proxy connects from
 * that address, the test's own requests come from 127.0.0.1 (untrusted) or, through the proxy, from
 * 127.0.0.3 and 127.0.0.4.
 */

const PROXY_ADDRESS = '127.0.0.2';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-edge-'));
let server: ChildProcess | undefined;
let proxy: http.Server | undefined;
let serverPort = 0;
let proxyPort = 0;
let output = '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

interface Answer {
  status: number;
  body: string;
}

/** One request with exactly these headers (Host included), from `localAddress`. */
function send(
  port: number,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string; localAddress?: string },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: options.method ?? 'GET',
        path: options.path,
        localAddress: options.localAddress,
        headers: { host: `127.0.0.1:${port}`, ...options.headers },
        agent: false,
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

let counter = 0;
/** A new address every call, as an attacker would send. */
function forgedAddress(): string {
  counter += 1;
  return `203.0.${Math.floor(counter / 250) % 250}.${(counter % 250) + 1}`;
}

/** A reverse proxy as nginx with `proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for`. */
function startProxy(): Promise<http.Server> {
  const front = http.createServer((req, res) => {
    const seen = req.socket.remoteAddress!.replace(/^::ffff:/, '');
    const chain = req.headers['x-forwarded-for'];
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: serverPort,
        method: req.method,
        path: req.url,
        localAddress: PROXY_ADDRESS,
        headers: { ...req.headers, 'x-forwarded-for': chain ? `${String(chain)}, ${seen}` : seen },
        agent: false,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  return new Promise((resolve) => front.listen(proxyPort, '127.0.0.1', () => resolve(front)));
}

test.describe.configure({ mode: 'serial' });
test.describe('the client as the edge resolves it (default limits)', () => {
  test.setTimeout(240_000);

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    serverPort = await freePort();
    proxyPort = await freePort();
    server = spawn('node', ['server.mjs', '-p', String(serverPort), '-H', '127.0.0.1'], {
      env: {
        ...process.env,
        DATABASE_URL: '',
        DATA_DIR: dataDir,
        SITE_URL: '',
        ALLOWED_HOSTS: '',
        TRUSTED_PROXIES: PROXY_ADDRESS,
        ABUSE_LIMIT_FACTOR: '1',
        CONTRACT_ACCESS_PARAM,
        NEXT_TELEMETRY_DISABLED: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const until = Date.now() + 150_000;
    for (;;) {
      const health = await send(serverPort, { path: '/api/health' }).catch(() => undefined);
      if (health?.status === 200) break;
      if (Date.now() > until || server.exitCode !== null) throw new Error(`the server did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    proxy = await startProxy();
  });

  test.afterAll(async () => {
    proxy?.close();
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server!.once('exit', resolve));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** Guesses of a booking's PDF token (limit: 20 wrong ones per client), each with a new X-Forwarded-For. */
  async function tokenGuesses(port: number, count: number, localAddress?: string): Promise<number[]> {
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) {
      const answer = await send(port, {
        path: `/api/v1/booking/bestaetigung/AX-2026-000001?token=guess-${i}`,
        headers: {
          'x-forwarded-for': forgedAddress(),
          'x-real-ip': forgedAddress(),
          forwarded: `for=${forgedAddress()}`,
        },
        localAddress,
      });
      statuses.push(answer.status);
    }
    return statuses;
  }

  test('token guesses with a new X-Forwarded-For each are refused after the same 20 as without', async () => {
    const statuses = await tokenGuesses(serverPort, 22);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(404));
    expect(statuses.slice(20)).toEqual([429, 429]);
  });

  test('contract saves with a new X-Forwarded-For each are refused after the same 60 as without', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 62; i++) {
      const answer = await send(serverPort, {
        method: 'PUT',
        path: withContractAccess('/api/v1/booking/buchung'),
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forgedAddress() },
        body: '{}',
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 60).every((status) => status !== 429)).toBe(true);
    expect(statuses.slice(60)).toEqual([429, 429]);
  });

  test('find-my-booking guesses from a browser with a new X-Forwarded-For each are refused after 10', async ({
    page,
  }) => {
    await page.route('**/*', (route) =>
      route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': forgedAddress() } }),
    );
    await page.goto(`http://127.0.0.1:${serverPort}/buchung`);
    const limited = page.getByTestId('find-booking-rate-limited');
    const refusedAt: number[] = [];
    for (let i = 1; i <= 11; i++) {
      await page.getByLabel('Vorgangsnummer').fill(`AX-2026-0009${String(i).padStart(2, '0')}`);
      await page.getByLabel('E-Mail-Adresse').fill(`guess-${i}@example.org`);
      const answered = page.waitForResponse((response) => response.request().method() === 'POST');
      await page.getByRole('button', { name: 'Buchung anzeigen' }).click();
      await answered;
      await expect(page.getByRole('button', { name: 'Buchung anzeigen' })).toBeEnabled();
      await expect(page.locator('form [role="alert"]').first()).toBeVisible();
      if (await limited.isVisible()) refusedAt.push(i);
    }
    expect(refusedAt).toEqual([11]);
  });

  test('behind the trusted proxy the proxy’s view of the client counts, not what the client forwards', async () => {
    const first = await tokenGuesses(proxyPort, 21, '127.0.0.3');
    expect(first.slice(0, 20)).toEqual(Array(20).fill(404));
    expect(first[20]).toBe(429);
    // Another client behind the same proxy has its own count.
    expect(await tokenGuesses(proxyPort, 1, '127.0.0.4')).toEqual([404]);
  });

  test('a Host that is not ours is refused with 400; a forged X-Forwarded-Host names no link', async () => {
    const forged = await send(serverPort, { path: '/', headers: { host: 'evil.example' } });
    expect(forged.status).toBe(400);
    expect(forged.body).toMatch(/host/i);
    const viaHeader = await send(serverPort, {
      path: '/robots.txt',
      headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    });
    expect(viaHeader.status).toBe(200);
    expect(viaHeader.body).not.toContain('evil.example');
    // The trusted proxy's X-Forwarded-Host is checked against the allowed hosts as well.
    const proxied = await send(proxyPort, { path: '/', headers: { 'x-forwarded-host': 'evil.example' } });
    expect(proxied.status).toBe(400);
  });
});
