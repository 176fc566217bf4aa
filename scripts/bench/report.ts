/**
 * What a bench run found (bench/results/latest.json) and its Markdown tables (latest.md, printed and
 * shown in the README), with the targets of issue 13 checked against the figures.
 */
import type { BookingLoad, Rush } from './booking';
import type { FirstLoadJs, PageLoad } from './pages';
import type { LighthouseResult } from '../lighthouse';

export interface BenchResult {
  startedAt: string;
  finishedAt: string;
  durationSeconds: number;
  buildSeconds: number | null;
  commit: string;
  machine: {
    cpus: number;
    cpuModel: string;
    memoryGb: number;
    node: string;
    /** 1-minute load average when the run started and ended (the machine may be shared). */
    loadStart: number;
    loadEnd: number;
  };
  settings: {
    connections: number;
    pageSeconds: number;
    /** Rounds over all pages; absent in results from before rounds. */
    pageRounds?: number;
    users: number;
    checkSeconds: number;
    savesPerUser: number;
    /** Mean think time of a paced visitor between its requests. */
    thinkMs: number;
    rushBuyers: number;
    rushTickets: number;
    rushSeconds: number;
  };
  pages: { database: 'PGlite'; rows: PageLoad[] } | null;
  booking: { database: 'PGlite' | 'PostgreSQL'; load: BookingLoad }[];
  rush: {
    match: string;
    ticketsLeft: number;
    /** Tickets sold in the rush (the match date's `taken` before and after). */
    sold: number;
    /** Confirmed bookings of that match date made in the rush. */
    bookings: number;
    /** Tickets left on sale after the rush. */
    left: number;
    result: Rush;
  } | null;
  lighthouse: LighthouseResult[];
  pagesForLighthouse: Record<string, string>;
  firstLoadJs: FirstLoadJs[];
  targets: Target[];
  /** Parts that could not be measured, with the reason. */
  errors: string[];
}

export interface Target {
  what: string;
  target: string;
  value: string;
  met: boolean | null;
}

const CATALOGUE_PAGES = ['home', 'list', 'trip'];
const LIGHTHOUSE_PAGES = ['home', 'list', 'trip', 'booking'];

export function targets(r: Omit<BenchResult, 'targets'>): Target[] {
  const out: Target[] = [];
  const pct = (x: number | null) => (x === null ? '–' : `${(x * 100).toFixed(1)} %`);
  for (const page of CATALOGUE_PAGES) {
    const row = r.pages?.rows.find((p) => p.page === page);
    out.push({
      what: `${page} throughput vs static file`,
      target: '≥ 50 %',
      value: pct(row?.ofStatic ?? null),
      met: row?.ofStatic == null ? null : row.ofStatic >= 0.5 && row.non2xx === 0,
    });
  }
  for (const page of LIGHTHOUSE_PAGES) {
    const lh = r.lighthouse.find((l) => l.url === r.pagesForLighthouse[page]);
    const s = lh?.scores;
    const wanted: [string, number | null | undefined, number][] = [
      ['performance', s?.performance, 95],
      ['accessibility', s?.accessibility, 100],
      ['best practices', s?.['best-practices'], 100],
      ...(page === 'booking' ? [] : ([['SEO', s?.seo, 100]] as [string, number | null | undefined, number][])),
    ];
    for (const [name, value, min] of wanted) {
      out.push({
        what: `Lighthouse ${name}, ${page}`,
        target: min === 100 ? '100' : `≥ ${min}`,
        value: value == null ? '–' : String(value),
        met: value == null ? null : value >= min,
      });
    }
  }
  // "at 50 concurrent users": visitors paced by their think time, not the saturation run
  for (const { database, load } of r.booking) {
    const { check, save } = load.paced;
    out.push({
      what: `price check p99, ${load.users} visitors, ${database}`,
      target: '< 100 ms',
      value: ms(check.latency.p99),
      met: check.latency.p99 === null ? null : check.latency.p99 < 100 && check.status5xx === 0,
    });
    out.push({
      what: `save p99, ${load.users} visitors, ${database}`,
      target: '< 300 ms',
      value: ms(save.latency.p99),
      met: save.latency.p99 === null ? null : save.latency.p99 < 300 && save.status5xx === 0,
    });
  }
  if (r.rush) {
    const o = r.rush.result.outcome;
    out.push({
      what: 'ticket rush: tickets sold',
      target: `exactly ${r.rush.ticketsLeft}`,
      value: String(r.rush.sold),
      met: r.rush.sold === r.rush.ticketsLeft && o.ok === r.rush.ticketsLeft,
    });
    out.push({ what: 'ticket rush: 5xx', target: '0', value: String(o.status5xx), met: o.status5xx === 0 });
    out.push({
      what: 'ticket rush: p99',
      target: '< 2 s',
      value: ms(o.latency.p99),
      met: o.latency.p99 === null ? null : o.latency.p99 < 2000,
    });
  }
  for (const js of r.firstLoadJs) {
    const budget = js.page === 'booking' ? 200 : CATALOGUE_PAGES.includes(js.page) ? 150 : null;
    if (budget === null) continue;
    out.push({
      what: `first-load JS, ${js.page}`,
      target: `≤ ${budget} KB gzip`,
      value: `${js.gzipKb} KB`,
      met: js.gzipKb <= budget,
    });
  }
  return out;
}

function ms(value: number | null): string {
  if (value === null) return '–';
  return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`;
}

function table(header: string[], rows: (string | number)[][], align: ('l' | 'r')[]): string {
  const line = (cells: (string | number)[]) => `| ${cells.map(String).join(' | ')} |`;
  return [line(header), line(align.map((a) => (a === 'r' ? '---:' : '---'))), ...rows.map(line)].join('\n');
}

function mark(met: boolean | null): string {
  return met === null ? '–' : met ? '✓' : '✗';
}

export function markdown(r: BenchResult): string {
  const s = r.settings;
  const parts: string[] = [];
  const day = r.startedAt.slice(0, 16).replace('T', ' ');
  parts.push(
    `Measured ${day} UTC on commit ${r.commit.slice(0, 10)}: ${r.machine.cpus} cores (${r.machine.cpuModel}), ` +
      `Node ${r.machine.node}; load average ${r.machine.loadStart.toFixed(1)} at the start, ` +
      `${r.machine.loadEnd.toFixed(1)} at the end. The run took ${Math.round(r.durationSeconds)} s` +
      (r.buildSeconds === null ? ' (no build needed)' : `, ${Math.round(r.buildSeconds)} s of it the build`) +
      '. Production build (`next start`), fresh seeded databases.',
  );

  if (r.pages) {
    parts.push(
      `**Pages** (${r.pages.database}; autocannon, ${s.connections} connections, ` +
        `${s.pageRounds ?? 1} × ${s.pageSeconds} s each, the pages in turn; medians of the rounds)\n\n` +
        table(
          ['page', 'path', 'req/s', 'p50', 'p99', 'of static', 'non-2xx'],
          r.pages.rows.map((p) => [
            p.page,
            `\`${p.path}\``,
            p.reqPerSec.toFixed(1),
            `${p.p50} ms`,
            `${p.p99} ms`,
            p.ofStatic === null ? '–' : `${(p.ofStatic * 100).toFixed(1)} %`,
            p.non2xx + p.errors,
          ]),
          ['l', 'l', 'r', 'r', 'r', 'r', 'r'],
        ),
    );
  }

  if (r.booking.length) {
    const first = r.booking[0].load;
    const think = first.thinkMs >= 1000 ? `${first.thinkMs / 1000} s` : `${first.thinkMs} ms`;
    parts.push(
      `**Booking** (${first.users} concurrent visitors on ${first.trips} day trips, ${first.travellers} travellers each, ` +
        `through \`/api/v1/booking/buchung\`: price checks for ${first.checkSeconds} s renewing each visitor's hold, ` +
        `then ${first.savesPerUser} saves per visitor. *Visitors*: each waits a think time of ${think} ± 20 % between ` +
        `its own requests, starting spread over the first second; the targets apply to these figures. ` +
        `*Saturation*: the same visitors without think time, each sending its next request as soon as the last ` +
        `one is answered; its requests per second are the throughput, its latencies queueing at capacity)\n\n` +
        table(
          ['database', 'load', 'call', 'requests', 'per s', 'p50', 'p99', 'ok', 'refused', '4xx', '5xx', 'no answer'],
          r.booking.flatMap(({ database, load }) =>
            (['paced', 'saturation'] as const).flatMap((model) =>
              (['check', 'save'] as const).map((call) => {
                const o = load[model][call];
                return [
                  database,
                  model === 'paced' ? `visitors (think ${think})` : 'saturation, no think time',
                  call === 'check' ? 'price check' : 'save',
                  o.requests,
                  o.perSecond.toFixed(1),
                  ms(o.latency.p50),
                  ms(o.latency.p99),
                  o.ok,
                  o.refused,
                  o.status4xx,
                  o.status5xx,
                  o.failed,
                ];
              }),
            ),
          ),
          ['l', 'l', 'l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
        ),
    );
  }

  if (r.rush) {
    const o = r.rush.result.outcome;
    parts.push(
      `**Ticket rush** (PostgreSQL; ${r.rush.result.buyers} buyers of one ticket each, arriving evenly over ` +
        `${r.rush.result.seconds} s, for the last ${r.rush.ticketsLeft} tickets of ${r.rush.match})\n\n` +
        table(
          ['sold', 'bookings', 'left', 'told sold out', '4xx', '5xx', 'no answer', 'p50', 'p99', 'last answer after'],
          [
            [
              r.rush.sold,
              r.rush.bookings,
              r.rush.left,
              o.refused,
              o.status4xx,
              o.status5xx,
              o.failed,
              ms(o.latency.p50),
              ms(o.latency.p99),
              `${r.rush.result.wallSeconds} s`,
            ],
          ],
          ['r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
        ),
    );
  }

  if (r.lighthouse.length) {
    const byUrl = new Map(Object.entries(r.pagesForLighthouse).map(([page, url]) => [url, page]));
    parts.push(
      '**Lighthouse 13, mobile** (Debian Chromium)\n\n' +
        table(
          ['page', 'performance', 'accessibility', 'best practices', 'SEO'],
          r.lighthouse.map((l) => [
            `${byUrl.get(l.url) ?? l.url}${l.runtimeError ? ` (${l.runtimeError})` : ''}`,
            l.scores.performance ?? '–',
            l.scores.accessibility ?? '–',
            l.scores['best-practices'] ?? '–',
            l.scores.seo ?? '–',
          ]),
          ['l', 'r', 'r', 'r', 'r'],
        ),
    );
  }

  if (r.firstLoadJs.length) {
    parts.push(
      '**First-load JavaScript** (module scripts of the HTML)\n\n' +
        table(
          ['page', 'path', 'files', 'raw', 'gzip'],
          r.firstLoadJs.map((j) => [j.page, `\`${j.path}\``, j.files, `${j.rawKb} KB`, `${j.gzipKb} KB`]),
          ['l', 'l', 'r', 'r', 'r'],
        ),
    );
  }

  if (r.targets.length) {
    parts.push(
      '**Targets** (issue 13)\n\n' +
        table(
          ['', 'what', 'target', 'measured'],
          r.targets.map((t) => [mark(t.met), t.what, t.target, t.value]),
          ['l', 'l', 'l', 'r'],
        ),
    );
  }

  if (r.errors.length) parts.push(`**Not measured**\n\n${r.errors.map((e) => `- ${e.split('\n')[0]}`).join('\n')}`);
  return `${parts.join('\n\n')}\n`;
}
