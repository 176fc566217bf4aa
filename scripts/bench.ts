/**
 * `npm run bench`: performance figures of a production build on fresh seeded databases, in one
 * command (about 5½ minutes on 2 cores, plus 1–5 minutes for the build when one is needed).
 *
 *   npm run bench -- [--no-build | --build] [--no-lighthouse] [--no-postgres] [--readme] [--port=3800]
 *                    [--only=PART,…] [--seconds=6] [--page-rounds=3] [--users=50] [--check-seconds=10] [--saves=4]
 *                    [--think-ms=1000] [--buyers=1000] [--tickets=500] [--rush-seconds=10]
 *                    [--lighthouse-runs=5] [--lighthouse-reports=DIR]
 *
 * `--only` measures some parts alone: js (first-load JS), lighthouse, pages, booking (price checks
 * and saves on both databases; `pglite-booking` or `postgres-booking` for one), rush. A partial run
 * writes bench/results/partial.json and partial.md instead of latest.*, and never the README.
 * Lighthouse runs five times per page in one Chromium (`--lighthouse-runs`) and the run with the median
 * performance score is kept, as Lighthouse's documentation advises against its variance; before it, each
 * page is loaded once in Chromium (scripts/bench/warm.ts); `--lighthouse-reports=DIR` keeps every full
 * JSON report.
 *
 * 1. Builds (`next build`) when the sources changed since .next was built; `--no-build` reuses .next,
 *    `--build` always builds.
 * 2. Starts `next start` on --port with a fresh DATA_DIR (PGlite; migrated and seeded on start-up):
 *    first-load JS per page, Lighthouse mobile for home, list, trip and booking page, then
 *    autocannon (50 connections) on a static file, home, a list and a trip page, in --page-rounds
 *    rounds of --seconds each that take the four in turn (a page's share is the median of its rounds),
 *    then 50 visitors' price checks and saves through /api/v1/booking/buchung (scripts/bench/booking):
 *    first paced like visitors, each waiting --think-ms (± 20 %) between its own requests, which is
 *    what the targets are checked against; then the same without think time (closed loop,
 *    "saturation"), which gives the throughput.
 * 3. Creates a database `bench_<random>` on the PostgreSQL of DATABASE_URL (default
 *    postgres://postgres@127.0.0.1:5432/test) and starts `next start` on --port + 1 with it: the same
 *    price checks and saves, then the ticket rush (1,000 buyers for the last 500 tickets of a match,
 *    arriving over 10 s). The database is dropped afterwards.
 * 4. Writes bench/results/latest.json and latest.md and prints the tables; `--readme` also puts them
 *    into README.md between the bench markers.
 *
 * Servers, the database and temporary folders are removed on every exit, Ctrl-C included. A part
 * that fails is reported under "Not measured" and the command exits with 1. On a shared machine run
 * it under the heavy-work lock: `flock /tmp/heavy.lock npm run bench`.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bookingLoad, findTicketMatch, ticketRush } from './bench/booking';
import { cleanupAll, installSignalHandlers, onCleanup } from './bench/cleanup';
import { closeConnections } from './bench/http';
import { discoverPaths, firstLoadJs, loadPages, type SitePaths } from './bench/pages';
import { createBenchDatabase, leaveTickets, redacted, ticketStock } from './bench/postgres';
import { markdown, targets, type BenchResult } from './bench/report';
import { build, buildNeeded, startServer, type Server } from './bench/server';
import { warmInBrowser } from './bench/warm';
import { lighthouseScores } from './lighthouse';

const HARD_LIMIT_MS = 25 * 60_000;

function parseArgs(argv: string[]) {
  const flags = new Set<string>();
  const values = new Map<string, string>();
  for (const arg of argv) {
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (!match) throw new Error(`unknown argument ${arg}`);
    if (match[2] === undefined) flags.add(match[1]);
    else values.set(match[1], match[2]);
  }
  const known = ['build', 'no-build', 'no-lighthouse', 'no-postgres', 'readme', 'help'];
  const numbers = [
    'port',
    'seconds',
    'page-rounds',
    'users',
    'check-seconds',
    'saves',
    'think-ms',
    'buyers',
    'tickets',
    'rush-seconds',
    'lighthouse-runs',
  ];
  const texts = ['only', 'lighthouse-reports'];
  for (const flag of flags) if (!known.includes(flag)) throw new Error(`unknown flag --${flag}`);
  for (const key of values.keys())
    if (!numbers.includes(key) && !texts.includes(key)) throw new Error(`unknown option --${key}`);
  const num = (key: string, fallback: number) => {
    const raw = values.get(key);
    if (raw === undefined) return fallback;
    const n = Number(raw);
    if (!Number.isFinite(n) || n <= 0) throw new Error(`--${key} needs a positive number, not ${raw}`);
    return n;
  };
  if (flags.has('build') && flags.has('no-build')) throw new Error('--build and --no-build exclude each other');
  const only = values.has('only') ? onlyParts(values.get('only')!) : null;
  if (only && flags.has('readme')) throw new Error('--readme needs a full run, not --only');
  const wanted = (part: Part) => !only || only.has(part);
  const postgres = !flags.has('no-postgres');
  return {
    help: flags.has('help'),
    build: flags.has('build') ? ('always' as const) : flags.has('no-build') ? ('never' as const) : ('auto' as const),
    partial: only !== null,
    js: wanted('js'),
    lighthouse: !flags.has('no-lighthouse') && wanted('lighthouse'),
    pages: wanted('pages'),
    pgliteBooking: wanted('pglite-booking'),
    postgresBooking: postgres && wanted('postgres-booking'),
    rush: postgres && wanted('rush'),
    readme: flags.has('readme'),
    port: num('port', 3800),
    seconds: num('seconds', 6),
    pageRounds: Math.round(num('page-rounds', 3)),
    users: num('users', 50),
    checkSeconds: num('check-seconds', 10),
    saves: num('saves', 4),
    thinkMs: num('think-ms', 1000),
    buyers: num('buyers', 1000),
    tickets: num('tickets', 500),
    rushSeconds: num('rush-seconds', 10),
    lighthouseRuns: Math.round(num('lighthouse-runs', 5)),
    lighthouseReports: values.get('lighthouse-reports'),
    databaseUrl: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
  };
}

const PARTS = ['js', 'lighthouse', 'pages', 'pglite-booking', 'postgres-booking', 'rush'] as const;
type Part = (typeof PARTS)[number];

/** `--only=booking,rush` → the parts to run; `booking` stands for both databases. */
function onlyParts(list: string): Set<Part> {
  const parts = new Set<Part>();
  for (const name of list.split(',').map((p) => p.trim())) {
    if (name === 'booking') {
      parts.add('pglite-booking');
      parts.add('postgres-booking');
    } else if ((PARTS as readonly string[]).includes(name)) parts.add(name as Part);
    else throw new Error(`--only: unknown part ${name} (parts: ${PARTS.join(', ')}, booking)`);
  }
  if (parts.size === 0) throw new Error('--only needs at least one part');
  return parts;
}

const started = Date.now();
function log(line: string): void {
  const t = Math.round((Date.now() - started) / 1000);
  console.log(`[${String(Math.floor(t / 60)).padStart(2, '0')}:${String(t % 60).padStart(2, '0')}] ${line}`);
}

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2));
  if (options.help) {
    console.log(fs.readFileSync(new URL(import.meta.url), 'utf8').split('*/')[0]);
    return 0;
  }
  installSignalHandlers();
  const watchdog = setTimeout(() => {
    console.error(`The bench ran longer than ${HARD_LIMIT_MS / 60_000} minutes: stopping.`);
    void cleanupAll().finally(() => process.exit(1));
  }, HARD_LIMIT_MS);
  watchdog.unref();

  const runId = randomBytes(4).toString('hex');
  const access = `bench=${randomBytes(12).toString('hex')}`;
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-logs-${runId}-`));
  const errors: string[] = [];
  const fail = (part: string, error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    errors.push(`${part}: ${message}`);
    console.error(`✗ ${part}: ${message}`);
  };
  const freshDataDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-data-${runId}-`));
    onCleanup(`remove ${dir}`, async () => fs.rmSync(dir, { recursive: true, force: true }));
    return dir;
  };
  log(`bench run ${runId}; server logs in ${logDir}`);
  const loadStart = os.loadavg()[0];

  let buildSeconds: number | null = null;
  const reason = options.build === 'always' ? 'asked for (--build)' : options.build === 'auto' ? buildNeeded() : null;
  if (reason) {
    log(`next build (${reason}) …`);
    buildSeconds = await build(logDir);
    log(`built in ${Math.round(buildSeconds)} s`);
  } else if (!fs.existsSync('.next/BUILD_ID')) {
    throw new Error('--no-build, but there is no production build in .next');
  } else log('reusing the production build in .next');

  const result: Omit<BenchResult, 'targets' | 'finishedAt' | 'durationSeconds'> = {
    startedAt: new Date(started).toISOString(),
    buildSeconds,
    commit: commit(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.versions.node,
      loadStart,
      loadEnd: 0,
    },
    settings: {
      connections: 50,
      pageSeconds: options.seconds,
      pageRounds: options.pageRounds,
      users: options.users,
      checkSeconds: options.checkSeconds,
      savesPerUser: options.saves,
      thinkMs: options.thinkMs,
      rushBuyers: options.buyers,
      rushTickets: options.tickets,
      rushSeconds: options.rushSeconds,
    },
    pages: null,
    booking: [],
    rush: null,
    lighthouse: [],
    pagesForLighthouse: {},
    firstLoadJs: [],
    errors,
  };

  // ------------------------------------------------------------------ PGlite
  let server: Server | undefined;
  const pgliteServer = options.js || options.lighthouse || options.pages || options.pgliteBooking;
  if (pgliteServer)
    try {
      log(`next start on port ${options.port} with a fresh PGlite database …`);
      server = await startServer({
        label: 'pglite',
        port: options.port,
        env: { DATABASE_URL: '', DATA_DIR: freshDataDir(), CONTRACT_ACCESS_PARAM: access },
        logDir,
      });
      const base = server.base;
      const paths: SitePaths | null =
        options.js || options.lighthouse || options.pages ? await discoverPaths(base) : null;
      if (paths)
        log(
          `pages: ${Object.entries(paths)
            .filter(([, p]) => p)
            .map(([k, p]) => `${k} ${p}`)
            .join(', ')}`,
        );

      if (paths && options.js) {
        log('first-load JS …');
        const jsPages: [string, string | null][] = [
          ['home', paths.home],
          ['list', paths.list],
          ['search', paths.search],
          ['trip', paths.trip],
          ['booking', paths.booking],
          ['tickets', paths.ticketTrip],
          ['ticket booking', paths.ticketBooking],
          ['article', paths.article],
        ];
        for (const [page, p] of jsPages) {
          if (!p) continue;
          try {
            result.firstLoadJs.push(await firstLoadJs(base, page, p));
          } catch (error) {
            fail(`first-load JS of ${p}`, error);
          }
        }
      }

      if (paths && options.lighthouse) {
        const pages = { home: paths.home, list: paths.list, trip: paths.trip, booking: paths.booking };
        result.pagesForLighthouse = Object.fromEntries(Object.entries(pages).map(([k, p]) => [k, base + p]));
        log('loading the pages once in Chromium (images encoded and cached, as after the first visitor) …');
        try {
          await warmInBrowser(Object.values(pages).map((p) => base + p));
        } catch (error) {
          fail('warming the pages in Chromium', error);
        }
        for (const [page, p] of Object.entries(pages)) {
          log(`Lighthouse ${page} …`);
          try {
            const [median] = await lighthouseScores([base + p], {
              runs: options.lighthouseRuns,
              timeoutMs: 150_000,
              reportDir: options.lighthouseReports,
              onRun: (lh) =>
                log(
                  `  ${Object.entries(lh.scores)
                    .map(([k, v]) => `${k} ${v ?? '–'}`)
                    .join(', ')}`,
                ),
            });
            result.lighthouse.push(median);
          } catch (error) {
            fail(`Lighthouse ${page}`, error);
          }
        }
      }

      if (paths && options.pages) {
        log(`autocannon, 50 connections, ${options.pageRounds} rounds of ${options.seconds} s per page …`);
        try {
          result.pages = {
            database: 'PGlite',
            rows: await loadPages(
              base,
              [
                { page: 'static', path: paths.static },
                { page: 'home', path: paths.home },
                { page: 'list', path: paths.list },
                { page: 'trip', path: paths.trip },
              ],
              { connections: 50, seconds: options.seconds, rounds: options.pageRounds, log },
            ),
          };
        } catch (error) {
          fail('page load', error);
        }
      }

      if (options.pgliteBooking) await bookingPart('PGlite', base);
    } catch (error) {
      fail('PGlite server', error);
    } finally {
      await server?.stop();
    }

  // ------------------------------------------------------------------ PostgreSQL
  if (options.postgresBooking || options.rush) {
    let database: Awaited<ReturnType<typeof createBenchDatabase>> | undefined;
    try {
      database = await createBenchDatabase(options.databaseUrl);
      log(
        `next start on port ${options.port + 1} with PostgreSQL database ${database.name} (${redacted(options.databaseUrl)}) …`,
      );
      server = await startServer({
        label: 'postgres',
        port: options.port + 1,
        env: { DATABASE_URL: database.url, DATA_DIR: freshDataDir(), CONTRACT_ACCESS_PARAM: access },
        logDir,
      });
      const base = server.base;
      if (options.postgresBooking) await bookingPart('PostgreSQL', base);

      if (options.rush)
        try {
          const match = await findTicketMatch(base);
          const before = await leaveTickets(database.url, match.dateId, options.tickets);
          log(
            `ticket rush: ${options.buyers} buyers over ${options.rushSeconds} s for the last ${options.tickets} tickets of ${match.title} …`,
          );
          const rush = await ticketRush(base, access, match, {
            buyers: options.buyers,
            seconds: options.rushSeconds,
            runId,
          });
          const after = await ticketStock(database.url, match.dateId);
          result.rush = {
            match: `${match.title} (${match.dateFrom.slice(0, 10)})`,
            ticketsLeft: options.tickets,
            sold: after.taken - before.taken,
            bookings: after.bookings - before.bookings,
            left: after.capacity - after.taken,
            result: rush,
          };
          const o = rush.outcome;
          log(
            `  sold ${result.rush.sold}, ${o.ok} booked, ${o.refused} told sold out, ${o.status5xx} 5xx, ${o.failed} no answer; ` +
              `p50 ${o.latency.p50} ms, p99 ${o.latency.p99} ms`,
          );
          for (const example of o.examples) log(`    ${example}`);
        } catch (error) {
          fail('ticket rush', error);
        }
    } catch (error) {
      fail('PostgreSQL', error);
    } finally {
      await server?.stop();
      await database?.drop().catch((error: unknown) => fail('dropping the bench database', error));
    }
  }

  await cleanupAll();
  closeConnections();

  const finishedAt = new Date();
  const done: Omit<BenchResult, 'targets'> = {
    ...result,
    machine: { ...result.machine, loadEnd: os.loadavg()[0] },
    finishedAt: finishedAt.toISOString(),
    durationSeconds: Math.round((finishedAt.getTime() - started) / 1000),
  };
  // a partial run lists only the targets it measured
  const measured = targets(done).filter((t) => !options.partial || t.met !== null);
  const full: BenchResult = { ...done, targets: measured };
  const outDir = path.join(process.cwd(), 'bench', 'results');
  // a partial run leaves the last full run's figures alone
  const name = options.partial ? 'partial' : 'latest';
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, `${name}.json`), `${JSON.stringify(full, null, 2)}\n`);
  const md = markdown(full);
  fs.writeFileSync(path.join(outDir, `${name}.md`), md);
  if (options.readme) updateReadme(md);
  console.log(`\n${md}`);
  log(`wrote bench/results/${name}.json and ${name}.md${options.readme ? ' and README.md' : ''}`);
  return errors.length ? 1 : 0;

  async function bookingPart(database: 'PGlite' | 'PostgreSQL', base: string) {
    log(
      `${database}: ${options.users} visitors, price checks for ${options.checkSeconds} s, then ${options.saves} saves each, ` +
        `paced (think time ${options.thinkMs} ms) and then without think time (saturation) …`,
    );
    try {
      const load = await bookingLoad(base, access, {
        users: options.users,
        checkSeconds: options.checkSeconds,
        savesPerUser: options.saves,
        thinkMs: options.thinkMs,
        runId,
        label: database,
      });
      result.booking.push({ database, load });
      for (const model of ['paced', 'saturation'] as const)
        for (const call of ['check', 'save'] as const) {
          const o = load[model][call];
          log(
            `  ${model.padEnd(10)} ${call.padEnd(5)} ${o.requests} requests, ${o.perSecond}/s, p50 ${o.latency.p50} ms, p99 ${o.latency.p99} ms; ` +
              `${o.ok} ok, ${o.refused} refused, ${o.status4xx} 4xx, ${o.status5xx} 5xx, ${o.failed} no answer`,
          );
          for (const example of o.examples) log(`    ${example}`);
          if (call === 'check') {
            const f = load[model].firstCheck;
            log(
              `             first check of each visitor (placing its hold): p50 ${f.p50} ms, p99 ${f.p99} ms, max ${f.max} ms`,
            );
          }
        }
    } catch (error) {
      fail(`booking on ${database}`, error);
    }
  }
}

function commit(): string {
  try {
    const head = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' }).trim();
    return dirty ? `${head} (with uncommitted changes)` : head;
  } catch {
    return 'unknown';
  }
}

const README_START = '<!-- bench:start -->';
const README_END = '<!-- bench:end -->';

function updateReadme(md: string): void {
  const file = path.join(process.cwd(), 'README.md');
  const text = fs.readFileSync(file, 'utf8');
  const from = text.indexOf(README_START);
  const to = text.indexOf(README_END);
  if (from < 0 || to < from) throw new Error(`README.md has no ${README_START} … ${README_END} section`);
  fs.writeFileSync(file, `${text.slice(0, from + README_START.length)}\n\n${md}\n${text.slice(to)}`);
}

main()
  .then((code) => {
    process.exitCode = code;
    // Nothing should be left running; if a handle still is, don't wait for it.
    setTimeout(() => process.exit(code), 5000).unref();
  })
  .catch(async (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    await cleanupAll();
    closeConnections();
    process.exitCode = 1;
  });
