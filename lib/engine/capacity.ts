/**
 * What is still free (pretix's quotas): capacity minus what bookings took minus what other visitors'
 * active holds keep, never more than the open seats of a coach, nothing once a service is closed
 * (the formula: lib/booking/free-places). Expired holds count for nobody. Seen from one visitor:
 * their own hold is free to them. The list, the seat plan, the check and the save all read it here.
 */
import { and, asc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { holdItems, holds, seats } from '../db/schema';
import { freePlaces, serviceFree, type FreeService } from '../booking/free-places';
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

/** The availability of `serviceRows` (of one journey or several) for the visitor holding `ownHoldId`. */
export async function loadAvailability(
  db: Db,
  serviceRows: ServiceRow[],
  now: Date,
  ownHoldId: string | null,
): Promise<Availability> {
  const ids = serviceRows.map((s) => s.id);
  const notOwn = ownHoldId ? ne(holds.id, ownHoldId) : undefined;
  const heldRows = ids.length
    ? await db
        .select({ serviceId: holdItems.serviceId, quantity: sql<number>`sum(${holdItems.quantity})::int` })
        .from(holdItems)
        .innerJoin(holds, eq(holds.id, holdItems.holdId))
        .where(and(inArray(holdItems.serviceId, ids), gt(holds.expiresAt, now), notOwn))
        .groupBy(holdItems.serviceId)
    : [];
  const held = new Map(heldRows.map((r) => [r.serviceId, Number(r.quantity)]));

  const coachIds = serviceRows.filter((s) => s.art === 'BEF').map((s) => s.id);
  const seatRows = coachIds.length
    ? await db
        .select({ seat: seats, holdExpiresAt: holds.expiresAt })
        .from(seats)
        .leftJoin(holds, eq(holds.id, seats.holdId))
        .where(inArray(seats.serviceId, coachIds))
        .orderBy(asc(seats.serviceId), asc(seats.number))
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
    const plan = seatsByCoach.get(service.id) ?? [];
    const free = serviceFree({
      capacity: service.capacity,
      taken: service.taken,
      heldByOthers,
      openSeats: plan.length > 0 ? plan.filter((s) => s.status === 'frei').length : null,
      status: service.status,
    });
    result.set(service.id, { service, heldByOthers, free });
  }
  return { services: result, seats: seatsByCoach };
}

/** The services of a trip with their free counts, as the shared formula reads them. */
export function freeServices(availability: Availability, serviceRows: ServiceRow[]): FreeService[] {
  return serviceRows.map((s) => ({
    art: s.art,
    free: availability.services.get(s.id)?.free ?? 0,
    direction: s.direction,
    maxOccupancy: s.maxOccupancy,
  }));
}

/** spec §5/§9: the free places of each journey whose services are given, as one booking could take them. */
export async function freePlacesOfTrips(db: Db, serviceRows: ServiceRow[], now: Date): Promise<Map<number, number>> {
  const availability = await loadAvailability(db, serviceRows, now, null);
  const byJourney = new Map<number, ServiceRow[]>();
  for (const s of serviceRows) byJourney.set(s.journeyId, [...(byJourney.get(s.journeyId) ?? []), s]);
  return new Map([...byJourney].map(([journeyId, rows]) => [journeyId, freePlaces(freeServices(availability, rows))]));
}
