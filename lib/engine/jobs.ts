/**
 * The engine's background jobs: the mail outbox poller, the sweep that cancels online bookings
 * left unpaid past the payment window, and the one that removes expired holds (announcing the
 * journeys whose places came free, ./hold-expiry). They start once the database is reachable: while it is not
 * (the app started before PostgreSQL, or PostgreSQL restarts), opening it is tried again with a
 * backoff from one second up to half a minute, and the failures are logged at a bounded rate. Across
 * instances, the sweep runs on one at a time (expiry.ts) and the outbox hands each mail to one
 * (outbox.ts: rows claimed with `skip locked`).
 */
import type { Db } from '../db/client';
import { logError, logger } from '../log';
import { startExpiryWorker } from './expiry';
import { startHoldSweep } from './hold-expiry';
import { deliverSoon, startOutboxWorker } from './mail/outbox';

export interface BackgroundJobsOptions {
  windowHours: number;
  now?: () => Date;
  /** Between two expiry sweeps (default five minutes). */
  sweepMs?: number;
  /** Between two sweeps of expired holds (default one second). */
  holdSweepMs?: number;
  /** First and longest wait between attempts to open the database. */
  retryMs?: { first: number; max: number };
}

export interface BackgroundJobs {
  /** Resolves with the database once the jobs run. */
  started: Promise<Db>;
  stop(): void;
}

export function startBackgroundJobs(open: () => Promise<Db>, options: BackgroundJobsOptions): BackgroundJobs {
  const { first, max } = options.retryMs ?? { first: 1000, max: 30_000 };
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let stopSweep: (() => void) | undefined;
  let stopHoldSweep: (() => void) | undefined;

  const started = new Promise<Db>((resolve) => {
    const attempt = async (wait: number, tries: number) => {
      if (stopped) return;
      try {
        const db = await open();
        if (stopped) return;
        startOutboxWorker(db);
        deliverSoon(db);
        stopSweep = startExpiryWorker(db, {
          windowHours: options.windowHours,
          now: options.now,
          intervalMs: options.sweepMs,
        });
        stopHoldSweep = startHoldSweep(db, { now: options.now, intervalMs: options.holdSweepMs });
        if (tries > 0) logger().info({ key: 'jobs.start', tries }, 'database reachable: background jobs started');
        resolve(db);
      } catch (error) {
        logError('jobs.start', 'database not reachable: background jobs wait for it', error, { retryInMs: wait });
        timer = setTimeout(() => void attempt(Math.min(max, wait * 2), tries + 1), wait);
        timer.unref?.();
      }
    };
    void attempt(first, 0);
  });

  return {
    started,
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      stopSweep?.();
      stopHoldSweep?.();
    },
  };
}
