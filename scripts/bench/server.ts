/**
 * The production build and the `next start` servers the bench measures: a build when the sources
 * changed since the last one (or always / never, by flag), and servers started on their own port with
 * their own environment, stopped (process group) when their part is done or the bench ends.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { killProcessGroup, onCleanup, trackProcessGroup } from './cleanup';

const root = process.cwd();
const nextBin = createRequire(path.join(root, 'package.json')).resolve('next/dist/bin/next');

/** What goes into the build: a change here since .next/BUILD_ID makes the bench build again. */
const BUILD_INPUTS = [
  'app',
  'components',
  'lib',
  'messages',
  'public',
  'proxy.ts',
  'instrumentation.ts',
  'next.config.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
];

/** Why a build is needed, or null when .next is up to date with the sources. */
export function buildNeeded(): string | null {
  const buildId = path.join(root, '.next', 'BUILD_ID');
  if (!fs.existsSync(buildId)) return 'no production build in .next';
  const builtAt = fs.statSync(buildId).mtimeMs;
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...BUILD_INPUTS], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\n')
    .filter(Boolean);
  const newer = files.find((file) => {
    try {
      return fs.statSync(path.join(root, file)).mtimeMs > builtAt;
    } catch {
      return false; // deleted but not yet staged
    }
  });
  return newer ? `${newer} changed after the last build` : null;
}

function runLogged(args: string[], logFile: string, env: NodeJS.ProcessEnv, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const log = fs.openSync(logFile, 'w');
    const child = spawn(process.execPath, args, { cwd: root, env, detached: true, stdio: ['ignore', log, log] });
    const untrack = trackProcessGroup(child.pid!);
    const timer = setTimeout(() => {
      killProcessGroup(child.pid!, 'SIGKILL');
      reject(new Error(`timed out after ${timeoutMs / 1000} s (log: ${logFile})`));
    }, timeoutMs);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      untrack();
      fs.closeSync(log);
      if (code === 0) resolve();
      else reject(new Error(`exited with ${code ?? signal}; last lines of ${logFile}:\n${tail(logFile, 30)}`));
    });
  });
}

export function tail(file: string, lines: number): string {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

export async function build(logDir: string): Promise<number> {
  const started = performance.now();
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', DATABASE_URL: '', API_BASE_URL: '' };
  await runLogged([nextBin, 'build'], path.join(logDir, 'build.log'), env, 15 * 60_000);
  return (performance.now() - started) / 1000;
}

function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export interface Server {
  label: string;
  base: string;
  logFile: string;
  stop(): Promise<void>;
}

/** `next start` on 127.0.0.1:port with `env` on top of ours; resolves once /api/health says ok. */
export async function startServer(options: {
  label: string;
  port: number;
  env: Record<string, string>;
  logDir: string;
  readyTimeoutMs?: number;
}): Promise<Server> {
  const { label, port } = options;
  if (await portInUse(port)) throw new Error(`port ${port} is taken: stop what runs there or pass --port`);
  const base = `http://127.0.0.1:${port}`;
  const logFile = path.join(options.logDir, `server-${label}.log`);
  const log = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, [path.join(root, 'server.mjs'), '-p', String(port), '-H', '127.0.0.1'], {
    cwd: root,
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      API_BASE_URL: '',
      SMTP_URL: '',
      SITE_URL: base,
      // the bench's 50 visitors all come from 127.0.0.1: the per-client caps and rate limits would
      // measure the abuse protection, not the booking path
      ABUSE_LIMIT_FACTOR: '1000',
      ...options.env,
    },
    detached: true,
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const pid = child.pid!;
  const untrack = trackProcessGroup(pid);
  let exited = false;
  const exitedPromise = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('exit', () => {
    exited = true;
    untrack();
  });

  const stop = async () => {
    if (exited) return;
    killProcessGroup(pid, 'SIGTERM');
    const gone = await Promise.race([
      exitedPromise.then(() => true),
      new Promise<boolean>((r) => setTimeout(() => r(false), 5000)),
    ]);
    if (!gone) {
      killProcessGroup(pid, 'SIGKILL');
      await exitedPromise;
    }
  };
  const unregister = onCleanup(`stop server ${label}`, stop);

  const deadline = Date.now() + (options.readyTimeoutMs ?? 120_000);
  for (;;) {
    if (exited)
      throw new Error(`server ${label} exited during start-up; last lines of ${logFile}:\n${tail(logFile, 30)}`);
    try {
      const response = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(10_000) });
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `server ${label} not healthy within the time limit; last lines of ${logFile}:\n${tail(logFile, 30)}`,
      );
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    label,
    base,
    logFile,
    stop: async () => {
      unregister();
      await stop();
    },
  };
}
