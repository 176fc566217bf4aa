/**
 * The site's HTTP server: Next.js's request handler behind the site's own edge (lib/edge).
 *
 * `next start` keeps whatever `X-Forwarded-For`, `-Host` and `-Proto` a client sends (Next.js 16 only
 * fills them in when absent: `req.headers['x-forwarded-for'] ??= socket.remoteAddress`), and it reads
 * a request body whole before any size check. Neither can be changed from inside the app, so the
 * server that owns the socket decides, before Next.js sees the request:
 * - who the client is and which host is ours (lib/edge/client.mjs): forwarding headers count only
 *   from a trusted proxy (TRUSTED_PROXIES), and the app reads the result from the headers the edge set;
 * - whether the body may come in (lib/edge/body.mjs): methods, declared and streamed size, timeouts;
 * - the script policy of each HTML answer (lib/edge/csp.mjs): hashes of its inline scripts, no
 *   'unsafe-inline'.
 *
 * Usage: node server.mjs [-p PORT] [-H HOST] (as `next start`; PORT and HOSTNAME are read too).
 */
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { edgeRequest } from './lib/edge/request.mjs';
import { configureClient } from './lib/edge/client.mjs';
import { INTERNAL_ORIGIN_VARIABLE } from './lib/edge/names.mjs';
import { refuseConnect } from './lib/edge/body.mjs';

function option(flags, fallback) {
  const args = process.argv.slice(2);
  for (const flag of flags) {
    const at = args.indexOf(flag);
    if (at !== -1 && args[at + 1]) return args[at + 1];
  }
  return fallback;
}

const port = Number(option(['-p', '--port'], process.env.PORT ?? '3000'));
const hostname = option(['-H', '--hostname'], process.env.HOSTNAME ?? '0.0.0.0');
const dir = path.dirname(fileURLToPath(import.meta.url));

process.env.NODE_ENV = 'production';
// TRUSTED_PROXIES and ALLOWED_HOSTS (a wrong value stops the start here), and the edge's token.
configureClient();
// This server's own address, for what it sends to itself (the sandbox provider's payment push):
// never a host named by a request (lib/config/env.ts `serverOrigin`).
const internalHost =
  hostname === '0.0.0.0'
    ? '127.0.0.1'
    : hostname === '::'
      ? '[::1]'
      : hostname.includes(':')
        ? `[${hostname}]`
        : hostname;
process.env[INTERNAL_ORIGIN_VARIABLE] = `http://${internalHost}:${port}`;
const app = next({ dev: false, dir, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

const server = http.createServer(
  {
    // A client must send its headers within 10 s and its whole request within 30 s (lib/edge/body.mjs
    // also times out a body that stalls); Node's own defaults are 60 s and 300 s.
    headersTimeout: 10_000,
    requestTimeout: 30_000,
  },
  (req, res) => {
    const admitted = edgeRequest(req, res);
    if (admitted) void handle(req, res);
  },
);
// `Expect: 100-continue`: the edge decides before the client sends the body (a declared 10 GB gets
// its 413 instead of an invitation), and CONNECT is refused like any method the site does not serve.
server.on('checkContinue', (req, res) => {
  if (!edgeRequest(req, res)) return;
  res.writeContinue();
  void handle(req, res);
});
server.on('connect', refuseConnect);
server.keepAliveTimeout = 5_000;
server.listen(port, hostname === '0.0.0.0' ? undefined : hostname, () => {
  console.log(`> Ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`);
});

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}
