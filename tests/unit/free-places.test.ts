import { describe, expect, it } from 'vitest';
import {
  coachSeatsFree,
  freePlaces,
  maxTravellers,
  roomCapacity,
  serviceFree,
  ticketsLeft,
  type FreeService,
} from '@/lib/booking/free-places';

const stock = { capacity: 49, taken: 30, heldByOthers: 0, openSeats: null, status: 'buchbar' };
const coach = (direction: 'H' | 'R' | null, free: number): FreeService => ({
  art: 'BEF',
  free,
  direction,
  maxOccupancy: 1,
});
const room = (free: number, maxOccupancy: number): FreeService => ({ art: 'UNT', free, direction: null, maxOccupancy });

describe('free places of a service (spec §5, §9)', () => {
  it('counts capacity minus what bookings took and what other visitors hold', () => {
    expect(serviceFree(stock)).toBe(19);
    expect(serviceFree({ ...stock, heldByOthers: 4 })).toBe(15);
  });

  it('never counts more seats than the seat plan still has open (blocked seats are not free)', () => {
    // 19 by the counters, but 3 of the open seats were blocked by the operator.
    expect(serviceFree({ ...stock, openSeats: 16 })).toBe(16);
    expect(serviceFree({ ...stock, openSeats: 40 })).toBe(19);
  });

  it("has nothing free once the service is closed ('ausgebucht' or 'gesperrt'), whatever the counters say", () => {
    expect(serviceFree({ ...stock, status: 'gesperrt' })).toBe(0);
    expect(serviceFree({ ...stock, status: 'ausgebucht' })).toBe(0);
  });

  it('never goes below zero', () => {
    expect(serviceFree({ ...stock, taken: 49, heldByOthers: 3 })).toBe(0);
  });
});

describe('free places of a trip (spec §5, §9)', () => {
  it('offers the smallest free seat count of the outbound and return coach', () => {
    expect(coachSeatsFree([coach('H', 19), coach('R', 12)])).toBe(12);
    expect(freePlaces([coach('H', 19), coach('R', 12)])).toBe(12);
  });

  it('takes the coach with most free seats in each direction, as the booking does', () => {
    expect(coachSeatsFree([coach('H', 3), coach('H', 20), coach('R', 15)])).toBe(15);
  });

  it('counts a coach of unknown direction as a direction of its own', () => {
    expect(coachSeatsFree([coach(null, 7), coach(null, 3)])).toBe(3);
  });

  it('counts the room capacity as free rooms times maximum occupancy', () => {
    expect(roomCapacity([room(2, 2), room(1, 1), coach('H', 40)])).toBe(5);
    expect(roomCapacity([coach('H', 40)])).toBeNull();
  });

  it('offers no more places on a multi-day trip than its free rooms hold', () => {
    expect(freePlaces([coach('H', 19), coach('R', 19), room(2, 2)])).toBe(4);
    expect(freePlaces([coach('H', 3), coach('R', 19), room(2, 2)])).toBe(3);
  });

  it('has nothing to sell on a trip with neither coaches nor rooms', () => {
    expect(freePlaces([{ art: 'SON', free: 30, direction: null, maxOccupancy: 1 }])).toBe(0);
  });
});

describe('traveller maximum (spec §5 "Traveller count", §9)', () => {
  it('allows at most 10 travellers, reduced to the smallest free seat count of the coaches', () => {
    expect(maxTravellers([coach('H', 48), coach('R', 40)])).toBe(10);
    expect(maxTravellers([coach('H', 7), coach('R', 3)])).toBe(3);
    expect(maxTravellers([coach('H', 0), coach('R', 3)])).toBe(0);
  });
});

describe('tickets left (spec §3 ticket dates)', () => {
  it('counts the tickets of a match date not sold yet', () => {
    expect(ticketsLeft({ capacity: 6, taken: 4 })).toBe(2);
    expect(ticketsLeft({ capacity: 6, taken: 7 })).toBe(0);
  });
});
