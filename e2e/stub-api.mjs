/**
 * A remote booking API for the e2e tests: forwards every request under /api/v1/ unchanged to the
 * app at UPSTREAM (the built-in engine), except the day-trip list (GET /api/v1/journey-web-legacy
 * with category=3), which it answers according to a mode that the tests set:
 * - real: forwarded,
 * - offline: the operator's offline placeholder (spec §4): 10 entries, the first titled 'OfflineReise',
 * - two: only the first two real trips (total 2).
 * POST /__mode with body `offline`, `two` or `real` sets the mode; GET /__health answers 200.
 * Like another site of the operator, it adds the upstream's access parameter (CONTRACT_ACCESS_PARAM,
 * `name=value`) to what it forwards: writes through /api/v1 need it.
 * No dependencies: `STUB_PORT=3201 UPSTREAM=http://127.0.0.1:3100 node e2e/stub-api.mjs`.
 */
import http from 'node:http';

const port = Number(process.env.STUB_PORT ?? 3201);
const upstream = new URL(process.env.UPSTREAM ?? 'http://127.0.0.1:3100');
const access = process.env.CONTRACT_ACCESS_PARAM ?? '';
const MODES = new Set(['real', 'offline', 'two']);
const OFFLINE_TITLE = 'OfflineReise';
const OFFLINE_LENGTH = 10;
let mode = 'real';

/** The request's path and query, with the access parameter added when one is configured. */
function upstreamPath(path) {
  if (!access) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${access}`;
}

/** Sends a request to the upstream app; resolves with its response (not yet read). */
function toUpstream(req, body, headers = req.headers) {
  return new Promise((resolve, reject) => {
    const forward = http.request(
      {
        protocol: upstream.protocol,
        hostname: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: upstreamPath(req.url ?? '/'),
        headers,
      },
      resolve,
    );
    forward.on('error', reject);
    forward.end(body);
  });
}

function readAll(stream) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

function sendJson(res, status, value) {
  const body = JSON.stringify(value);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}

/** The real list, reshaped for the mode; every entry keeps the contract's shape. */
function reshape(list) {
  if (mode === 'two') {
    const data = list.data.slice(0, 2);
    return { ...list, data, total: data.length };
  }
  // offline: as many entries as the placeholder has, all titled like it (ids stay unique)
  if (list.data.length === 0)
    throw new Error('the upstream day-trip list is empty: no entry to shape the placeholder from');
  const data = Array.from({ length: OFFLINE_LENGTH }, (_, i) => {
    const trip = list.data[i % list.data.length];
    const round = Math.floor(i / list.data.length);
    return { ...trip, id_jrn_journey: trip.id_jrn_journey + round * 100_000, title: OFFLINE_TITLE };
  });
  return { ...list, data, total: OFFLINE_LENGTH, page: 1 };
}

async function handle(req, res) {
  const url = new URL(req.url ?? '/', 'http://stub');
  if (url.pathname === '/__health') return sendJson(res, 200, { status: 'ok', mode });
  if (url.pathname === '/__mode') {
    if (req.method !== 'POST') return sendJson(res, 405, { error: 'POST the mode' });
    const wanted = (await readAll(req)).toString('utf8').trim();
    if (!MODES.has(wanted)) return sendJson(res, 400, { error: `unknown mode '${wanted}' (offline|two|real)` });
    mode = wanted;
    return sendJson(res, 200, { mode });
  }
  if (!url.pathname.startsWith('/api/v1/')) return sendJson(res, 404, { error: 'not part of the booking API' });

  const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readAll(req);
  const dayTrips =
    req.method === 'GET' && url.pathname === '/api/v1/journey-web-legacy' && url.searchParams.get('category') === '3';
  // the answer to rewrite is read here, so it must come uncompressed
  const headers = dayTrips && mode !== 'real' ? { ...req.headers, 'accept-encoding': 'identity' } : req.headers;
  const answer = await toUpstream(req, body, headers);
  if (!dayTrips || mode === 'real' || answer.statusCode !== 200) {
    res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
    answer.pipe(res);
    return;
  }
  const list = JSON.parse((await readAll(answer)).toString('utf8'));
  sendJson(res, 200, reshape(list));
}

http
  .createServer((req, res) => {
    handle(req, res).catch((error) => {
      console.error('[stub-api]', error);
      if (!res.headersSent)
        sendJson(res, 502, { error: `stub: ${error instanceof Error ? error.message : String(error)}` });
      else res.destroy();
    });
  })
  .listen(port, '127.0.0.1', () => console.log(`[stub-api] :${port} → ${upstream.origin} (mode ${mode})`));
