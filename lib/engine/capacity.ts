/**
 * What is still free (pretix's quotas): capacity minus what bookings took minus what other visitors'
 * active holds keep, never more than the open seats of a coach, nothing once a service is closed
 * (the formula: lib/booking/free-places). Expired holds count for nobody. Seen from one visitor:
 * their own hold is free to them. The list, the seat plan, the check and the save all read it here.
 */
import { and, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { holdItems, holds, seats } from '../db/schema';
import { freePlaces, serviceFree, type FreeService } from '../booking/free-places';
import type { ServiceRow } from './trip';
import type { PlanSeat } from './seats';
import { rowsOf } from './process-number';

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
  /** Quantities per service kept by this visitor's own hold (active or expired). */
  ownItems: Map<number, number>;
  /** Seats per coach (BEF service id), from this visitor's point of view. */
  seats: Map<number, CoachSeat[]>;
}

/** One seat as the availability query answers it (see loadAvailability). */
type SeatTuple = [
  id: number,
  number: number,
  row: number,
  col: number,
  status: string,
  heldByOwn: boolean,
  heldLive: boolean,
];

/** The availability of `serviceRows` (of one journey or several) for the visitor holding `ownHoldId`. */
export async function loadAvailability(
  db: Db,
  serviceRows: ServiceRow[],
  now: Date,
  ownHoldId: string | null,
): Promise<Availability> {
  const ids = serviceRows.map((s) => s.id);
  const coachIds = serviceRows.filter((s) => s.art === 'BEF').map((s) => s.id);
  if (ids.length === 0) return { services: new Map(), ownItems: new Map(), seats: new Map() };
  const live = gt(holds.expiresAt, now);
  // Other visitors' active holds and the visitor's own one (what a renewal keeps) per service.
  const heldQuery = db
    .select({
      serviceId: holdItems.serviceId,
      others: (ownHoldId
        ? sql<number>`coalesce(sum(${holdItems.quantity}) filter (where ${and(live, ne(holds.id, ownHoldId))}), 0)::int`
        : sql<number>`sum(${holdItems.quantity})::int`
      ).as('others'),
      own: (ownHoldId
        ? sql<number>`coalesce(sum(${holdItems.quantity}) filter (where ${eq(holds.id, ownHoldId)}), 0)::int`
        : sql<number>`0`
      ).as('own'),
    })
    .from(holdItems)
    .innerJoin(holds, eq(holds.id, holdItems.holdId))
    .where(and(inArray(holdItems.serviceId, ids), ownHoldId ? or(live, eq(holds.id, ownHoldId)) : live))
    .groupBy(holdItems.serviceId);
  // Every check and save reads all seats of the trip's coaches: one JSON value per coach instead of a
  // row per seat: PGlite copies and decodes every returned value on the main thread.
  // [id, number, row, col, status, held by the own hold, held by another live hold], by number.
  const seatQuery = db
    .select({
      serviceId: seats.serviceId,
      plan: sql<
        SeatTuple[]
      >`json_agg(json_build_array(${seats.id}, ${seats.number}, ${seats.row}, ${seats.col}, ${seats.status}, ${
        ownHoldId === null ? sql`false` : sql`coalesce(${seats.holdId} = ${ownHoldId}, false)`
      }, coalesce(${holds.expiresAt} > ${now.toISOString()}::timestamptz, false)) order by ${seats.number})`.as('plan'),
    })
    .from(seats)
    .leftJoin(holds, eq(holds.id, seats.holdId))
    .where(inArray(seats.serviceId, coachIds.length ? coachIds : [-1]))
    .groupBy(seats.serviceId);
  // Both in one statement: on PGlite every statement is a round trip on the main thread.
  const [answer] = rowsOf<{ held: [number, number, number][]; plans: [number, SeatTuple[]][] }>(
    await db.execute(sql`select
      (select coalesce(json_agg(json_build_array(h.service_id, h.others, h.own)), '[]'::json) from (${heldQuery}) h) as held,
      (select coalesce(json_agg(json_build_array(p.service_id, p.plan)), '[]'::json) from (${seatQuery}) p) as plans`),
  );
  const held = new Map(answer.held.map(([serviceId, others]) => [serviceId, Number(others)]));
  const ownItems = new Map(
    answer.held.filter(([, , own]) => Number(own) > 0).map(([serviceId, , own]) => [serviceId, Number(own)]),
  );
  const seatRows = answer.plans.map(([serviceId, plan]) => ({ serviceId, plan }));
  const seatsByCoach = new Map<number, CoachSeat[]>(coachIds.map((id) => [id, []]));
  for (const { serviceId, plan } of seatRows) {
    const list = seatsByCoach.get(serviceId)!;
    for (const [id, number, row, col, seatStatus, heldByOwn, heldLive] of plan) {
      const heldByOthers = !heldByOwn && heldLive;
      const status: PlanSeat['status'] =
        seatStatus === 'gesperrt' ? 'gesperrt' : seatStatus !== 'frei' || heldByOthers ? 'belegt' : 'frei';
      list.push({ id, number, row, col, status, heldByOwn });
    }
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
  return { services: result, ownItems, seats: seatsByCoach };
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
