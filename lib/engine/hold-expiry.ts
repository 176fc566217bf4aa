/**
 * Holds end on their own (./holds: 15 minutes after the check): the moment one expires its places are
 * free again, though no request wrote anything. This sweep, run every second, removes the expired
 * holds of each journey under the journey's lock (as a check or save does, so it never races one) and
 * announces the journeys whose holds it removed (./availability), so their cached pages show the
 * places free again within about a second. With several instances each sweeps; a hold is removed, and
 * announced, by exactly one of them. A hold ended early by its visitor's new check was announced by
 * that check already; removing it announces its journey once more, which costs one extra render.
 */
import { and, asc, count, eq, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { holds } from '../db/schema';
import { logError } from '../log';
import { announceAvailability } from './availability';
import { cleanupExpiredHolds } from './holds';
import { lockJourneyServices } from './trip';

/** Removes every expired hold; answers the journeys that had one (announced once they committed). */
export async function sweepExpiredHolds(db: Db, now: Date): Promise<number[]> {
  // In one order, as every instance sweeps: two sweeps never wait for each other's locks crosswise.
  const due = await db
    .selectDistinct({ journeyId: holds.journeyId })
    .from(holds)
    .where(lte(holds.expiresAt, now))
    .orderBy(asc(holds.journeyId));
  const changed: number[] = [];
  try {
    for (const { journeyId } of due) {
      const removed = await db.transaction(async (tx) => {
        const serviceRows = await lockJourneyServices(tx, journeyId);
        const coaches = serviceRows.filter((s) => s.art === 'BEF').map((s) => s.id);
        const [expiring] = await tx
          .select({ n: count() })
          .from(holds)
          .where(and(eq(holds.journeyId, journeyId), lte(holds.expiresAt, now)));
        if (expiring.n > 0) await cleanupExpiredHolds(tx, journeyId, now, coaches);
        return expiring.n;
      });
      // Another instance's sweep, or a check of the journey, may have removed them first.
      if (removed > 0) changed.push(journeyId);
    }
  } finally {
    announceAvailability(changed);
  }
  return changed;
}

const HOLD_SWEEP_MS = 1000;

/** Sweeps now and then every `intervalMs` (default one second); answers a stop function. */
export function startHoldSweep(db: Db, options: { now?: () => Date; intervalMs?: number } = {}): () => void {
  const now = options.now ?? (() => new Date());
  let running = false;
  const sweep = async () => {
    // A slow sweep (the database busy) is not overtaken by the next one.
    if (running) return;
    running = true;
    try {
      await sweepExpiredHolds(db, now());
    } catch (error) {
      logError('jobs.holds', 'hold sweep failed (tried again at the next run)', error);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void sweep(), options.intervalMs ?? HOLD_SWEEP_MS);
  timer.unref?.();
  void sweep();
  return () => clearInterval(timer);
}
