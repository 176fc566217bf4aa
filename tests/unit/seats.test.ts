import { describe, expect, it } from 'vitest';
import { proposeSeats, standardCoachLayout, type PlanSeat } from '@/lib/engine/seats';

/** A 12-row coach (49 seats); `taken` seat numbers are sold. */
function coach(taken: number[] = [], blocked: number[] = []): PlanSeat[] {
  return standardCoachLayout(12).map((s) => ({
    ...s,
    status: blocked.includes(s.number) ? 'gesperrt' : taken.includes(s.number) ? 'belegt' : 'frei',
  }));
}
const seat = (plan: PlanSeat[], n: number) => plan.find((s) => s.number === n)!;

describe('coach layout', () => {
  it('has 49 seats in 2+2 rows with five seats in the last row', () => {
    const plan = standardCoachLayout(12);
    expect(plan).toHaveLength(49);
    expect(plan.filter((s) => s.row === 1).map((s) => s.col)).toEqual([1, 2, 4, 5]);
    expect(plan.filter((s) => s.row === 12).map((s) => s.col)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('seat proposals', () => {
  it('gives one traveller with the default wishes the front left window seat', () => {
    expect(proposeSeats(coach(), 1)).toEqual([1]);
  });

  it('seats two travellers side by side in the same row pair', () => {
    const plan = coach();
    const [a, b] = proposeSeats(plan, 2)!.map((n) => seat(plan, n));
    expect(a.row).toBe(1);
    expect(b.row).toBe(1);
    expect([a.col, b.col]).toEqual([1, 2]);
  });

  it('puts four travellers in two pairs of neighbouring rows on the same side', () => {
    const plan = coach();
    const chosen = proposeSeats(plan, 4)!.map((n) => seat(plan, n));
    expect(chosen.map((s) => [s.row, s.col])).toEqual([
      [1, 1],
      [1, 2],
      [2, 1],
      [2, 2],
    ]);
  });

  it('honours the wish for the back, right side and aisle', () => {
    const plan = coach();
    const [s] = proposeSeats(plan, 1, {
      wunsch_vornemittehinten: 'H',
      wunsch_linksrechts: 'R',
      wunsch_fenstergang: 'G',
    })!.map((n) => seat(plan, n));
    expect([s.row, s.col]).toEqual([12, 4]);
  });

  it('proposes seats in the middle of the coach for the wish M', () => {
    const plan = coach();
    const [s] = proposeSeats(plan, 1, {
      wunsch_vornemittehinten: 'M',
      wunsch_linksrechts: 'L',
      wunsch_fenstergang: 'F',
    })!.map((n) => seat(plan, n));
    expect([s.row, s.col]).toEqual([6, 1]);
  });

  it('never proposes sold or blocked seats', () => {
    const plan = coach([1, 2], [5, 6]);
    const proposal = proposeSeats(plan, 2)!;
    expect(proposal.some((n) => [1, 2, 5, 6].includes(n))).toBe(false);
    // front left is sold out for two rows: the pair moves to the next free pair on the left.
    expect(proposal.map((n) => [seat(plan, n).row, seat(plan, n).col])).toEqual([
      [3, 1],
      [3, 2],
    ]);
  });

  it('keeps a pair together rather than splitting it for a better single seat', () => {
    // Row 1 left has only the window seat free; row 2 left is a whole pair.
    const plan = coach([2]);
    const proposal = proposeSeats(plan, 2)!.map((n) => seat(plan, n));
    expect(proposal.every((s) => s.row === proposal[0].row)).toBe(true);
  });

  it('seats a couple side by side a few rows back rather than one behind the other', () => {
    // Rows 1-5: every left pair has one seat sold, so only single window/aisle seats are free there.
    const plan = coach([2, 5, 9, 14, 18, 4, 8, 12, 16, 20]);
    const [a, b] = proposeSeats(plan, 2)!.map((n) => seat(plan, n));
    expect(a.row).toBe(b.row);
    expect(Math.abs(a.col - b.col)).toBe(1);
  });

  it('gives two travellers a free side-by-side pair however far back it is, never 13 and 17', () => {
    // Rows 1–10 have only single seats left (every pair half sold); whole pairs: row 11 right, row 12.
    const sold = standardCoachLayout(12)
      .filter((s) => s.row <= 10 && (s.col === 2 || s.col === 5))
      .map((s) => s.number);
    const plan = coach([...sold, 41, 42]);
    const [a, b] = proposeSeats(plan, 2)!.map((n) => seat(plan, n));
    expect(a.row).toBe(b.row);
    expect(Math.abs(a.col - b.col)).toBe(1);
    // The wish (front, left, window) prefers the left pair of row 12 to the right pair of row 11.
    expect([a.number, b.number]).toEqual([45, 46]);
  });

  it('counts the seat between the aisles of the last row as a neighbour, never seats across the aisle', () => {
    // Only the last row is free, and only its seats 2, 3 (middle) and 5 by column.
    const free = [46, 47, 49];
    const plan = coach(
      standardCoachLayout(12)
        .map((s) => s.number)
        .filter((n) => !free.includes(n)),
    );
    expect(proposeSeats(plan, 2)).toEqual([46, 47]);
  });

  it('splits two travellers only when no side-by-side pair is free', () => {
    const plan = coach(
      standardCoachLayout(12)
        .map((s) => s.number)
        .filter((n) => ![13, 17].includes(n)),
    );
    expect(proposeSeats(plan, 2)).toEqual([13, 17]);
  });

  it('proposes nothing when fewer seats are free than travellers', () => {
    const allButTwo = standardCoachLayout(12)
      .map((s) => s.number)
      .slice(2);
    expect(proposeSeats(coach(allButTwo), 3)).toBeNull();
    expect(proposeSeats(coach(allButTwo), 2)).toHaveLength(2);
  });
});
