/**
 * Performance figures of a running server (default http://127.0.0.1:3000; `npm start` first):
 * server response time per page (sequential and 4 in parallel, bounded request counts) and the
 * first-load JavaScript each page makes the browser download (raw and gzip).
 *
 *   npm run bench -- [baseUrl]
 */
import { gzipSync } from 'node:zlib';

const base = (process.argv[2] ?? process.env.BENCH_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const ROUNDS = 30;
const PARALLEL = 4;

async function timed(url: string): Promise<{ ms: number; bytes: number; status: number }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { 'accept-language': 'de-DE' } });
  const body = await response.arrayBuffer();
  return { ms: performance.now() - started, bytes: body.byteLength, status: response.status };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function firstLoadJs(path: string): Promise<{ files: number; raw: number; gzip: number }> {
  const html = await (await fetch(base + path)).text();
  // `noModule` scripts (Next's legacy polyfills) are skipped by every browser that runs modules.
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+\.js[^"]*)"[^>]*>/g)].filter(
    (m) => !/\bnoModule\b/i.test(m[0]),
  );
  const sources = [...new Set(tags.map((m) => m[1]))];
  let raw = 0;
  let gzip = 0;
  for (const src of sources) {
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
    raw += body.byteLength;
    gzip += gzipSync(body).byteLength;
  }
  return { files: sources.length, raw, gzip };
}

async function discoverPaths(): Promise<string[]> {
  const paths = ['/', '/reiseuebersicht/search', '/article/4-agbs'];
  try {
    const list = (await (await fetch(`${base}/api/v1/journey-web-legacy?category=3&page_size=1`)).json()) as {
      data: { id_jrn_journey: number; title: string }[];
    };
    const trip = list.data[0];
    if (trip) {
      const tripPage = `/reise/${trip.id_jrn_journey}`;
      const resolved = await fetch(base + tripPage, { redirect: 'manual' });
      const canonical = resolved.headers.get('location')
        ? new URL(resolved.headers.get('location')!, base).pathname
        : tripPage;
      paths.push(canonical, `${canonical}/buchung`);
    }
    const categories = (await (await fetch(`${base}/api/v1/journey/category-web?journeyCount=true`)).json()) as {
      data: { id_jrn_category: number }[];
    };
    if (categories.data.some((c) => c.id_jrn_category === 3)) paths.push('/reiseuebersicht/3');
  } catch (error) {
    console.warn('Could not discover trip pages:', error);
  }
  paths.push('/api/v1/journey-web-legacy?category=3&page_size=12');
  return paths;
}

async function main() {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`Benchmark against ${base} (${ROUNDS} sequential requests, then ${ROUNDS} more ${PARALLEL} at a time)\n`);
  const rows: string[] = [];
  for (const path of await discoverPaths()) {
    const url = base + path;
    for (let i = 0; i < 3; i++) await timed(url); // warm caches and compile
    const sequential: number[] = [];
    let last = { bytes: 0, status: 0 };
    for (let i = 0; i < ROUNDS; i++) {
      const r = await timed(url);
      sequential.push(r.ms);
      last = r;
    }
    const parallel: number[] = [];
    const started = performance.now();
    for (let i = 0; i < ROUNDS; i += PARALLEL) {
      const batch = await Promise.all(Array.from({ length: PARALLEL }, () => timed(url)));
      parallel.push(...batch.map((r) => r.ms));
    }
    const throughput = (ROUNDS / ((performance.now() - started) / 1000)).toFixed(1);
    const js = path.startsWith('/api/') ? undefined : await firstLoadJs(path);
    rows.push(
      [
        path.padEnd(48),
        String(last.status).padEnd(4),
        `p50 ${percentile(sequential, 50).toFixed(1)} ms`.padEnd(14),
        `p95 ${percentile(sequential, 95).toFixed(1)} ms`.padEnd(14),
        `x${PARALLEL} p50 ${percentile(parallel, 50).toFixed(1)} ms`.padEnd(18),
        `${throughput} req/s`.padEnd(12),
        `html ${kb(last.bytes)}`.padEnd(14),
        js ? `JS ${js.files} files ${kb(js.raw)} (gzip ${kb(js.gzip)})` : '',
      ].join(' '),
    );
    console.log(rows[rows.length - 1]);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
