/**
 * What is still free (pretix's quotas): capacity minus what bookings took minus what other visitors'
 * active holds keep. Expired holds count for nobody. Seen from one visitor: their own hold is free to them.
 */
import { and, asc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { holdItems, holds, seats } from '../db/schema';
import type { ServiceRow } from './trip';
import type { PlanSeat } from './seats';

export interface ServiceAvailability {
  service: ServiceRow;
  /** Units kept by other visitors' active holds. */
  heldByOthers: number;
  /** What this visitor can still book: rooms (UNT), units (SON), seats (BEF). */
  free: number;
}

export interface CoachSeat extends PlanSeat {
  id: number;
  /** Kept by this visitor's own hold (active or expired). */
  heldByOwn: boolean;
}

export interface Availability {
  services: Map<number, ServiceAvailability>;
  /** Seats per coach (BEF service id), from this visitor's point of view. */
  seats: Map<number, CoachSeat[]>;
}

/** Services whose status stops any sale, whatever their counters say. */
const CLOSED_STATUSES = new Set(['ausgebucht', 'gesperrt']);

export async function loadAvailability(
  db: Db,
  journeyId: number,
  serviceRows: ServiceRow[],
  now: Date,
  ownHoldId: string | null,
): Promise<Availability> {
  const notOwn = ownHoldId ? ne(holds.id, ownHoldId) : undefined;
  const heldRows = await db
    .select({ serviceId: holdItems.serviceId, quantity: sql<number>`sum(${holdItems.quantity})::int` })
    .from(holdItems)
    .innerJoin(holds, eq(holds.id, holdItems.holdId))
    .where(and(eq(holds.journeyId, journeyId), gt(holds.expiresAt, now), notOwn))
    .groupBy(holdItems.serviceId);
  const held = new Map(heldRows.map((r) => [r.serviceId, Number(r.quantity)]));

  const coachIds = serviceRows.filter((s) => s.art === 'BEF').map((s) => s.id);
  const seatRows = coachIds.length
    ? await db
        .select({ seat: seats, holdExpiresAt: holds.expiresAt })
        .from(seats)
        .leftJoin(holds, eq(holds.id, seats.holdId))
        .where(inArray(seats.serviceId, coachIds))
        .orderBy(asc(seats.number))
    : [];
  const seatsByCoach = new Map<number, CoachSeat[]>(coachIds.map((id) => [id, []]));
  for (const { seat, holdExpiresAt } of seatRows) {
    const heldByOwn = ownHoldId !== null && seat.holdId === ownHoldId;
    const heldByOthers = !heldByOwn && seat.holdId !== null && holdExpiresAt !== null && holdExpiresAt > now;
    const status: PlanSeat['status'] =
      seat.status === 'gesperrt' ? 'gesperrt' : seat.status !== 'frei' || heldByOthers ? 'belegt' : 'frei';
    seatsByCoach
      .get(seat.serviceId)!
      .push({ id: seat.id, number: seat.number, row: seat.row, col: seat.col, status, heldByOwn });
  }

  const result = new Map<number, ServiceAvailability>();
  for (const service of serviceRows) {
    const heldByOthers = held.get(service.id) ?? 0;
    let free = Math.max(0, service.capacity - service.taken - heldByOthers);
    const coachSeats = seatsByCoach.get(service.id);
    if (coachSeats && coachSeats.length > 0)
      free = Math.min(free, coachSeats.filter((s) => s.status === 'frei').length);
    if (CLOSED_STATUSES.has(service.status)) free = 0;
    result.set(service.id, { service, heldByOthers, free });
  }
  return { services: result, seats: seatsByCoach };
}
