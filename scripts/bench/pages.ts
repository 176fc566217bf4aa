/**
 * The pages the bench measures (found through the contract API of the server under test, then
 * resolved to their canonical URLs), their throughput under autocannon next to a static file of the
 * same server, and the JavaScript a first visit downloads.
 */
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { getJson, send } from './http';
import { percentile } from './stats';

export interface Journey {
  id_jrn_journey: number;
  title: string;
  date_from: string;
  date: { code: string };
  termin: { ReiseArt: string };
  number: number;
  Buchung: boolean;
  dates?: { id_pln_dates: number; dates: { date_from: string; title: string; frei?: number } }[];
}

export interface SitePaths {
  static: string;
  home: string;
  list: string;
  search: string;
  trip: string;
  booking: string;
  ticketTrip: string | null;
  ticketBooking: string | null;
  article: string;
}

/** The path a page redirects to (canonical slug URLs), or the path itself. */
async function canonical(base: string, path: string): Promise<string> {
  const reply = await fetch(base + path, { redirect: 'manual', signal: AbortSignal.timeout(30_000) });
  await reply.arrayBuffer();
  // A cached redirect comes with its Location header twice (Next.js 16.4), which fetch joins with ', '.
  const location = reply.headers.get('location')?.split(', ')[0];
  if (reply.status >= 300 && reply.status < 400 && location) return new URL(location, base).pathname;
  if (reply.status !== 200) throw new Error(`${path} answered ${reply.status}`);
  return path;
}

export async function journeys(base: string, category: number): Promise<Journey[]> {
  const list = await getJson<{ data: Journey[] }>(
    `${base}/api/v1/journey-web-legacy?category=${category}&page_size=500`,
  );
  return list.data;
}

export async function discoverPaths(base: string): Promise<SitePaths> {
  const categories = await getJson<{ data: { id_jrn_category: number; journeys: number }[] }>(
    `${base}/api/v1/journey/category-web?journeyCount=true`,
  );
  const listCategory = categories.data.find((c) => c.journeys > 0);
  if (!listCategory) throw new Error('the catalogue has no category with trips: is the database seeded?');
  const trips = await journeys(base, listCategory.id_jrn_category);
  const trip =
    trips.find((j) => j.Buchung && j.termin.ReiseArt === 'T' && j.number > 0) ?? trips.find((j) => j.Buchung);
  if (!trip) throw new Error(`category ${listCategory.id_jrn_category} has no bookable trip`);
  const tripPath = await canonical(base, `/reise/${trip.id_jrn_journey}`);
  let ticketTrip: string | null = null;
  for (const c of categories.data) {
    const ticket = (await journeys(base, c.id_jrn_category)).find((j) => j.termin.ReiseArt === 'K' && j.Buchung);
    if (ticket) {
      ticketTrip = await canonical(base, `/reise/${ticket.id_jrn_journey}`);
      break;
    }
  }
  return {
    // A 3.8 KB file from public/, served by the same `next start`: the ceiling for a page.
    static: '/favicon.ico',
    home: '/',
    list: await canonical(base, `/reiseuebersicht/${listCategory.id_jrn_category}`),
    search: '/reiseuebersicht/search',
    trip: tripPath,
    booking: `${tripPath}/buchung`,
    ticketTrip,
    ticketBooking: ticketTrip && `${ticketTrip}/buchung`,
    article: '/article/4-agbs',
  };
}

function cannon(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    const limit = ((Number(options.duration) || 10) + 60) * 1000;
    const timer = setTimeout(() => {
      instance.stop();
      reject(new Error(`autocannon did not finish within ${limit / 1000} s`));
    }, limit);
    instance.on('done', () => clearTimeout(timer));
  });
}

export interface PageLoad {
  page: string;
  path: string;
  requests: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Share of the static file's throughput in the same run (1 = as fast). */
  ofStatic: number | null;
}

const median = (values: number[]) => percentile(values, 50)!;

/**
 * autocannon -c connections for `seconds` on each path, in `rounds` rounds that take the paths in
 * turn (after a short warm-up of each at low concurrency). A page's share of the static file is the
 * median over the rounds of its throughput against the static file's in the same round, so a drift
 * of the machine's speed during the run (other processes, CPU clock) falls on both alike; its req/s,
 * p50 and p99 are the medians over the rounds.
 */
export async function loadPages(
  base: string,
  targets: { page: string; path: string }[],
  options: { connections: number; seconds: number; rounds: number; log: (line: string) => void },
): Promise<PageLoad[]> {
  const headers = { 'accept-language': 'de-DE' };
  for (const { path } of targets) await cannon({ url: base + path, headers, connections: 4, duration: 2 });
  const runs = new Map<string, autocannon.Result[]>(targets.map(({ page }) => [page, []]));
  for (let round = 1; round <= options.rounds; round++) {
    for (const { page, path } of targets) {
      const r = await cannon({
        url: base + path,
        headers,
        connections: options.connections,
        duration: options.seconds,
        timeout: 20,
      });
      runs.get(page)!.push(r);
      options.log(
        `  round ${round}  ${page.padEnd(8)} ${r.requests.average.toFixed(1).padStart(8)} req/s  ` +
          `p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms` +
          (r.non2xx || r.errors ? `  (${r.non2xx} non-2xx, ${r.errors} errors)` : ''),
      );
    }
  }
  const staticRuns = runs.get('static');
  return targets.map(({ page, path }) => {
    const results = runs.get(page)!;
    const sum = (pick: (r: autocannon.Result) => number) => results.reduce((total, r) => total + pick(r), 0);
    const shares = staticRuns?.map((s, i) => results[i].requests.average / s.requests.average);
    return {
      page,
      path,
      requests: sum((r) => r.requests.total),
      reqPerSec: Math.round(median(results.map((r) => r.requests.average)) * 10) / 10,
      p50: median(results.map((r) => r.latency.p50)),
      p99: median(results.map((r) => r.latency.p99)),
      non2xx: sum((r) => r.non2xx),
      errors: sum((r) => r.errors),
      timeouts: sum((r) => r.timeouts),
      ofStatic: shares && shares.every(Number.isFinite) ? Math.round(median(shares) * 1000) / 1000 : null,
    };
  });
}

export interface FirstLoadJs {
  page: string;
  path: string;
  files: number;
  rawKb: number;
  gzipKb: number;
}

/** The module scripts a first visit of `path` downloads, raw and gzip (`noModule` polyfills skipped). */
export async function firstLoadJs(base: string, page: string, path: string): Promise<FirstLoadJs> {
  const reply = await send(base + path, 'GET', undefined, 30_000);
  if (reply.status !== 200) throw new Error(`${path} answered ${reply.status || reply.error}`);
  const tags = [...reply.body.matchAll(/<script[^>]+src="([^"]+\.js[^"]*)"[^>]*>/g)].filter(
    (m) => !/\bnoModule\b/i.test(m[0]),
  );
  const sources = [...new Set(tags.map((m) => m[1].replaceAll('&amp;', '&')))];
  let raw = 0;
  let gzip = 0;
  for (const src of sources) {
    const response = await fetch(new URL(src, base), { signal: AbortSignal.timeout(30_000) });
    if (!response.ok) throw new Error(`${src} answered ${response.status}`);
    const body = Buffer.from(await response.arrayBuffer());
    raw += body.byteLength;
    gzip += gzipSync(body).byteLength;
  }
  const kb = (n: number) => Math.round((n / 1024) * 10) / 10;
  return { page, path, files: sources.length, rawKb: kb(raw), gzipKb: kb(gzip) };
}
