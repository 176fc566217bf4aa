/**
 * Lighthouse (mobile preset) against pages of a running server, one Chromium for all of them.
 *
 *   npx tsx scripts/lighthouse.ts [--runs=5] http://127.0.0.1:3000/ http://127.0.0.1:3000/reiseuebersicht/3-tagesfahrten
 *
 * `lighthouseScores()` is the reusable part (npm run bench); the CLI prints a table of the four
 * category scores (of the median run per page, with --runs) and, with --details, the failed
 * accessibility audits of every page; --reports=DIR keeps every full Lighthouse JSON report there
 * (also `npm run bench -- --lighthouse-reports=DIR`).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Result } from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

export interface LighthouseResult {
  url: string;
  /** 0–100 per category; null when Lighthouse could not score it (e.g. the page failed to load). */
  scores: Record<Category, number | null>;
  /** Accessibility audits that did not pass: id, title and the failing elements (selector and explanation). */
  failedAccessibility: { id: string; title: string; nodes: string[] }[];
  runtimeError?: string;
}

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

/**
 * `runs` Lighthouse runs of each URL in one Chromium (scripts/lighthouse-runner.mjs, a plain `node`
 * process), handing each report to `onReport` as it arrives. The runner has its own process group, so
 * a page that hangs past `timeoutMs` (for all runs together) takes its Chromium down with it.
 */
function runLighthouse(
  urls: string[],
  runs: number,
  chromePath: string,
  timeoutMs: number,
  onReport: (url: string, lhr: Result) => void,
): Promise<void> {
  const runner = fileURLToPath(new URL('./lighthouse-runner.mjs', import.meta.url));
  const job = { urls, runs, chromePath, chromeFlags: CHROME_FLAGS, categories: CATEGORIES };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [runner, JSON.stringify(job)], {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const err: Buffer[] = [];
    let failure: Error | undefined;
    createInterface({ input: child.stdout }).on('line', (line) => {
      try {
        const { url, lhr } = JSON.parse(line) as { url: string; lhr: Result };
        onReport(url, lhr);
      } catch (error) {
        failure ??= new Error(`Lighthouse wrote an unreadable report: ${(error as Error).message}`);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    const killGroup = () => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    };
    process.once('exit', killGroup);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup();
    }, timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      process.off('exit', killGroup);
      killGroup(); // a Chromium left behind
      if (timedOut)
        return reject(new Error(`Lighthouse took longer than ${timeoutMs / 1000} s for ${urls.join(', ')}`));
      if (code !== 0) {
        const message = Buffer.concat(err).toString().trim().split('\n').slice(-5).join('\n');
        return reject(new Error(`Lighthouse exited with ${code} for ${urls.join(', ')}: ${message}`));
      }
      if (failure) return reject(failure);
      resolve();
    });
  });
}

function failingNodes(audit: Result['audits'][string]): string[] {
  const items: unknown[] = audit.details && 'items' in audit.details ? audit.details.items : [];
  return items.flatMap((item) => {
    const node = (item as { node?: { type?: string; selector?: string; explanation?: string } }).node;
    return node?.type === 'node' ? [`${node.selector ?? '?'}: ${(node.explanation ?? '').replace(/\s+/g, ' ')}`] : [];
  });
}

function summary(url: string, lhr: Result): LighthouseResult {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => {
      const score = lhr.categories[id]?.score;
      return [id, typeof score === 'number' ? Math.round(score * 100) : null];
    }),
  ) as Record<Category, number | null>;
  const failedAccessibility = (lhr.categories.accessibility?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .map((audit) => ({ id: audit.id, title: audit.title, nodes: failingNodes(audit) }));
  return { url, scores, failedAccessibility, runtimeError: lhr.runtimeError?.message };
}

/** The run with the median performance score (of an even count, the lower middle one). */
function medianRun(runs: LighthouseResult[]): LighthouseResult {
  const byPerformance = runs.toSorted((a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1));
  return byPerformance[Math.floor((byPerformance.length - 1) / 2)];
}

/**
 * Runs each page `runs` times (default 1), the pages one after the other (a parallel run would skew
 * performance on a small machine), and gives per page the run with the median performance score:
 * Lighthouse's own advice against its run-to-run variance is the median of five runs.
 */
export async function lighthouseScores(
  urls: string[],
  options: {
    runs?: number;
    chromePath?: string;
    timeoutMs?: number;
    reportDir?: string;
    onRun?: (run: LighthouseResult) => void;
  } = {},
): Promise<LighthouseResult[]> {
  const runs = options.runs ?? 1;
  const byUrl = new Map<string, LighthouseResult[]>(urls.map((url) => [url, []]));
  await runLighthouse(
    urls,
    runs,
    options.chromePath ?? CHROMIUM_PATH,
    (options.timeoutMs ?? 180_000) * runs * urls.length,
    (url, lhr) => {
      if (options.reportDir) saveReport(options.reportDir, url, lhr);
      const run = summary(url, lhr);
      byUrl.get(url)?.push(run);
      options.onRun?.(run);
    },
  );
  return urls.map((url) => {
    const done = byUrl.get(url) ?? [];
    if (done.length !== runs) throw new Error(`Lighthouse reported ${done.length} of ${runs} runs for ${url}`);
    return medianRun(done);
  });
}

/** The full report as `<dir>/<path as slug>-<time>.json`, to read which audits lose points. */
function saveReport(dir: string, url: string, lhr: Result): void {
  fs.mkdirSync(dir, { recursive: true });
  const slug = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
  const file = path.join(dir, `${slug}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, JSON.stringify(lhr));
}

function printTable(results: LighthouseResult[], details: boolean): void {
  const header = ['url', ...CATEGORIES];
  const rows = results.map((r) => [
    r.url,
    ...CATEGORIES.map((c) => (r.scores[c] === null ? '–' : String(r.scores[c]))),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  for (const r of results) {
    if (r.runtimeError) console.log(`\n${r.url}: ${r.runtimeError}`);
    if (details && r.failedAccessibility.length)
      console.log(
        `\n${r.url}\n${r.failedAccessibility.map((a) => [`  ✗ ${a.id}: ${a.title}`, ...a.nodes.map((n) => `      ${n}`)].join('\n')).join('\n')}`,
      );
  }
}

async function main(args: string[]): Promise<void> {
  const urls = args.filter((a) => !a.startsWith('--'));
  if (!urls.length) {
    console.error('usage: npx tsx scripts/lighthouse.ts [--details] [--runs=N] [--reports=DIR] <url> [url …]');
    process.exit(2);
  }
  const value = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const runs = Number(value('runs') ?? 1);
  printTable(await lighthouseScores(urls, { runs, reportDir: value('reports') }), args.includes('--details'));
}

// Run as a script, not when imported (npm run bench).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
