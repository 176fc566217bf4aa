/**
 * Lighthouse (mobile preset) against pages of a running server, one Chromium for all of them.
 *
 *   npx tsx scripts/lighthouse.ts http://127.0.0.1:3000/ http://127.0.0.1:3000/reiseuebersicht/3-tagesfahrten
 *
 * `lighthouseScores()` is the reusable part (npm run bench); the CLI prints a table of the four
 * category scores and, with --details, the failed accessibility audits of every page; --reports=DIR
 * keeps every full Lighthouse JSON report there (also `npm run bench -- --lighthouse-reports=DIR`).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
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
 * Lighthouse's own CLI in a plain `node` process: loaded through tsx, Lighthouse's page functions would
 * carry esbuild's `__name` helper into the browser and fail there. The CLI launches Chromium with
 * chrome-launcher (CHROME_PATH, --chrome-flags) and quits it after each page. It runs in its own
 * process group, so a page that hangs past `timeoutMs` takes its Chromium down with it.
 */
function runLighthouse(url: string, chromePath: string, timeoutMs: number): Promise<Result> {
  const cli = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');
  const args = [
    cli,
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    `--only-categories=${CATEGORIES.join(',')}`,
    `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, CHROME_PATH: chromePath },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
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
      killGroup(); // a Chromium left behind by the CLI
      if (timedOut) return reject(new Error(`Lighthouse took longer than ${timeoutMs / 1000} s for ${url}`));
      if (code !== 0) {
        const message = Buffer.concat(err).toString().trim().split('\n').slice(-5).join('\n');
        return reject(new Error(`Lighthouse exited with ${code} for ${url}: ${message}`));
      }
      try {
        resolve(JSON.parse(Buffer.concat(out).toString()) as Result);
      } catch (error) {
        reject(new Error(`Lighthouse wrote no report for ${url}: ${(error as Error).message}`));
      }
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

/** Runs the pages one after the other (a parallel run would skew performance on a small machine). */
export async function lighthouseScores(
  urls: string[],
  options: { chromePath?: string; timeoutMs?: number; reportDir?: string } = {},
): Promise<LighthouseResult[]> {
  const chromePath = options.chromePath ?? CHROMIUM_PATH;
  const timeoutMs = options.timeoutMs ?? 180_000;
  const results: LighthouseResult[] = [];
  for (const url of urls) {
    // No preset: Lighthouse's default is the mobile one (Moto G Power, slow 4G, 4× CPU throttling).
    const lhr = await runLighthouse(url, chromePath, timeoutMs);
    if (options.reportDir) saveReport(options.reportDir, url, lhr);
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
    results.push({ url, scores, failedAccessibility, runtimeError: lhr.runtimeError?.message });
  }
  return results;
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
    console.error('usage: npx tsx scripts/lighthouse.ts [--details] [--reports=DIR] <url> [url …]');
    process.exit(2);
  }
  const reportDir = args.find((a) => a.startsWith('--reports='))?.slice('--reports='.length);
  printTable(await lighthouseScores(urls, { reportDir }), args.includes('--details'));
}

// Run as a script, not when imported (npm run bench).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
