/**
 * Free places: the one formula behind 'noch 19 Plätze frei' on every list, the traveller maximum of
 * the booking form and what the price check and the save allow (spec §5 "Traveller count", "Room
 * capacity", §9). The engine feeds it from its tables, the form from the contract's `frei` counts.
 * Pure, no I/O: imported by the browser and the engine alike.
 */
import { MAX_TRAVELLERS } from './form-rules';

/** Services whose status stops any sale, whatever their counters say. */
const CLOSED_STATUSES: ReadonlySet<string> = new Set(['ausgebucht', 'gesperrt']);

/** What the stock of one service looks like from one visitor's point of view. */
export interface ServiceStock {
  capacity: number;
  /** Claimed by bookings. */
  taken: number;
  /** Kept by other visitors' active holds (a visitor's own hold is free to them). */
  heldByOthers: number;
  /** A coach with a seat plan: its seats still open to this visitor (not sold, blocked or held by others). */
  openSeats: number | null;
  status: string;
}

/**
 * What one service can still sell: rooms (UNT), units (SON), seats (BEF). Capacity minus what
 * bookings took and others hold, never more than the open seats of its plan, nothing once closed.
 */
export function serviceFree(stock: ServiceStock): number {
  if (CLOSED_STATUSES.has(stock.status)) return 0;
  const counted = Math.max(0, stock.capacity - stock.taken - stock.heldByOthers);
  return stock.openSeats === null ? counted : Math.min(counted, Math.max(0, stock.openSeats));
}

/** A trip's service as the formula needs it, with its free count already known. */
export interface FreeService {
  art: string;
  free: number;
  /** BEF: 'H' outbound, 'R' return; null when unknown. */
  direction: string | null;
  /** UNT: persons per room. */
  maxOccupancy: number;
}

/**
 * spec §5/§9: the free seats of the coaches. A booking travels in one coach per direction, the one
 * with most free seats, so each direction offers its best coach, and the trip the smallest of these
 * (a coach of unknown direction counts as a direction of its own). Null without coaches.
 */
export function coachSeatsFree(services: readonly FreeService[]): number | null {
  const best = new Map<string, number>();
  services
    .filter((s) => s.art === 'BEF')
    .forEach((coach, i) => {
      const direction = coach.direction === 'H' || coach.direction === 'R' ? coach.direction : `coach ${i}`;
      best.set(direction, Math.max(best.get(direction) ?? 0, Math.max(0, coach.free)));
    });
  return best.size === 0 ? null : Math.min(...best.values());
}

/** spec §5 "Room capacity": the sum of free rooms times maximum occupancy. Null without room types. */
export function roomCapacity(services: readonly FreeService[]): number | null {
  const rooms = services.filter((s) => s.art === 'UNT');
  if (rooms.length === 0) return null;
  return rooms.reduce((sum, r) => sum + Math.max(0, r.free) * Math.max(0, r.maxOccupancy), 0);
}

/**
 * The free places of a trip, as lists and the trip page show them: as many travellers as one
 * booking could take now, seats and rooms both counted. A trip with neither has nothing to sell.
 */
export function freePlaces(services: readonly FreeService[]): number {
  const limits = [coachSeatsFree(services), roomCapacity(services)].filter((n): n is number => n !== null);
  return limits.length === 0 ? 0 : Math.min(...limits);
}

/** spec §5/§9 "Traveller count": at most 10, reduced to the smallest free seat count of the coaches. */
export function maxTravellers(services: readonly FreeService[]): number {
  return Math.min(MAX_TRAVELLERS, coachSeatsFree(services) ?? MAX_TRAVELLERS);
}

/** Tickets still to sell for one match date. */
export function ticketsLeft(date: { capacity: number; taken: number }): number {
  return Math.max(0, date.capacity - date.taken);
}
