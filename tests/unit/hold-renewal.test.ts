/**
 * A price check renewing the visitor's live hold (lib/engine/holds): when it asks for exactly the
 * places the hold keeps, only the hold's end moves and nothing is announced; any other difference
 * refills the hold.
 */
import { describe, expect, it } from 'vitest';
import { keepsSamePlaces, type KeptPlaces } from '@/lib/engine/holds';

const kept: KeptPlaces = {
  items: new Map([
    [10, 2],
    [11, 2],
    [20, 1],
  ]),
  seats: new Map([
    [10, [5, 6]],
    [11, [7, 8]],
  ]),
};

const sameItems = [
  { serviceId: 20, quantity: 1 },
  { serviceId: 10, quantity: 2 },
  { serviceId: 11, quantity: 2 },
];
const sameSeats = [
  { serviceId: 11, numbers: [8, 7] },
  { serviceId: 10, numbers: [6, 5] },
];

describe('a renewal that keeps the same places', () => {
  it('is the same when every quantity and every seat is the same, in any order', () => {
    expect(keepsSamePlaces(kept, sameItems, sameSeats)).toBe(true);
  });

  it('ignores quantities of zero and coaches without seats on either side', () => {
    const withEmpty: KeptPlaces = {
      items: new Map([...kept.items, [30, 0]]),
      seats: new Map([...kept.seats, [12, []]]),
    };
    expect(
      keepsSamePlaces(
        withEmpty,
        [...sameItems, { serviceId: 31, quantity: 0 }],
        [...sameSeats, { serviceId: 13, numbers: [] }],
      ),
    ).toBe(true);
  });

  it('is a change when a quantity differs (a traveller more or fewer)', () => {
    expect(
      keepsSamePlaces(
        kept,
        [
          { serviceId: 20, quantity: 1 },
          { serviceId: 10, quantity: 3 },
          { serviceId: 11, quantity: 2 },
        ],
        sameSeats,
      ),
    ).toBe(false);
  });

  it('is a change when a service is added or left out (an extra, a room)', () => {
    expect(keepsSamePlaces(kept, [...sameItems, { serviceId: 21, quantity: 1 }], sameSeats)).toBe(false);
    expect(keepsSamePlaces(kept, sameItems.slice(1), sameSeats)).toBe(false);
  });

  it('is a change when another seat is chosen, or a coach is added or left out', () => {
    expect(keepsSamePlaces(kept, sameItems, [{ serviceId: 10, numbers: [5, 9] }, sameSeats[0]])).toBe(false);
    expect(keepsSamePlaces(kept, sameItems, [sameSeats[1]])).toBe(false);
    expect(keepsSamePlaces(kept, sameItems, [...sameSeats, { serviceId: 12, numbers: [1, 2] }])).toBe(false);
  });

  it('is a change when a seat is asked for twice (never the same as a hold of distinct seats)', () => {
    expect(keepsSamePlaces(kept, sameItems, [{ serviceId: 10, numbers: [5, 5] }, sameSeats[0]])).toBe(false);
  });

  it('is a change when the hold keeps nothing yet', () => {
    expect(keepsSamePlaces({ items: new Map(), seats: new Map() }, sameItems, sameSeats)).toBe(false);
  });
});
