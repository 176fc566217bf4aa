/**
 * Coach seat plans and seat proposals (spec §3 "busses", §9 default wishes V/L/F). Pure.
 * Layout of a 2+2 coach: columns 1,2 | aisle | 4,5; column 3 is used only by a 5-seat last row.
 */
import type { SeatWish } from '../booking/schema';

export interface PlanSeat {
  number: number;
  row: number;
  col: number;
  /** From the asking visitor's point of view: sold or held by others is 'belegt'. */
  status: 'frei' | 'belegt' | 'gesperrt';
}

export const DEFAULT_SEAT_WISH: SeatWish = {
  wunsch_vornemittehinten: 'V',
  wunsch_linksrechts: 'L',
  wunsch_fenstergang: 'F',
};

export function isWindow(col: number): boolean {
  return col === 1 || col === 5;
}

function side(col: number): 'L' | 'R' | 'M' {
  return col <= 2 ? 'L' : col >= 4 ? 'R' : 'M';
}

/** How far a seat is from the wish: row zone counts one per row, then side and window/aisle. */
function wishCost(seat: PlanSeat, wish: SeatWish, rows: number): number {
  const targetRow =
    wish.wunsch_vornemittehinten === 'V' ? 1 : wish.wunsch_vornemittehinten === 'H' ? rows : Math.ceil(rows / 2);
  const rowCost = Math.abs(seat.row - targetRow);
  const s = side(seat.col);
  const sideCost = s === 'M' ? 1.5 : s === wish.wunsch_linksrechts ? 0 : 3;
  const wantsWindow = wish.wunsch_fenstergang === 'F';
  const placeCost = isWindow(seat.col) === wantsWindow ? 0 : seat.col === 3 ? 0.75 : 1.5;
  return rowCost + sideCost + placeCost;
}

/**
 * Distance between two seats for keeping a group together: the neighbour in the same row pair is
 * closest, then the same side of a neighbouring row, then across the aisle.
 */
function groupDistance(a: PlanSeat, b: PlanSeat): number {
  const rows = Math.abs(a.row - b.row) * 2;
  const sameSide = side(a.col) === side(b.col) || side(a.col) === 'M' || side(b.col) === 'M';
  const cols = Math.abs(a.col - b.col);
  return rows + (sameSide ? cols : 2.5 + cols / 2);
}

/** A group's cost: how well it fits the wish, plus how scattered it is. Weighted so that a side-by-side pair a few rows further back beats two seats one behind the other ("adjacent where possible"). */
const SCATTER_WEIGHT = 10;

/** Side by side in one row; the aisle (column 3) has a seat only in the last row, so 2 and 4 never are. */
function sideBySide(a: PlanSeat, b: PlanSeat): boolean {
  return a.row === b.row && Math.abs(a.col - b.col) === 1;
}

/** Two travellers: the free side-by-side pair that fits the wish best, or null when there is none. */
function proposePair(free: PlanSeat[], cost: Map<number, number>): number[] | null {
  let best: { seats: [PlanSeat, PlanSeat]; cost: number } | null = null;
  for (const a of free) {
    for (const b of free) {
      if (a.number >= b.number || !sideBySide(a, b)) continue;
      const total = cost.get(a.number)! + cost.get(b.number)!;
      if (!best || total < best.cost) best = { seats: [a, b], cost: total };
    }
  }
  return best ? best.seats.map((s) => s.number).sort((x, y) => x - y) : null;
}

/**
 * Proposes `count` free seats. Two travellers get a free side-by-side pair whenever one is left
 * (issue 11: never 13 and 17 while a pair is free), the one nearest to the wish. Otherwise, for
 * every free seat as a start, grow a group by always adding the
 * free seat closest to the group (ties: the better fit to the wish), and keep the cheapest group.
 * Answers seat numbers in ascending order, or null when fewer seats are free than asked for.
 */
export function proposeSeats(seats: PlanSeat[], count: number, wish: SeatWish = DEFAULT_SEAT_WISH): number[] | null {
  const free = seats.filter((s) => s.status === 'frei');
  if (count <= 0) return [];
  if (free.length < count) return null;
  const rows = Math.max(...seats.map((s) => s.row));
  const cost = new Map(free.map((s) => [s.number, wishCost(s, wish, rows)]));
  if (count === 2) {
    const pair = proposePair(free, cost);
    if (pair) return pair;
  }

  let best: { seats: PlanSeat[]; cost: number } | null = null;
  for (const start of free) {
    const group = [start];
    let total = cost.get(start.number)!;
    const rest = free.filter((s) => s !== start);
    while (group.length < count) {
      let pick = 0;
      let pickScore = Infinity;
      rest.forEach((candidate, i) => {
        const distance = Math.min(...group.map((g) => groupDistance(g, candidate)));
        const score = distance * SCATTER_WEIGHT + cost.get(candidate.number)!;
        if (score < pickScore) {
          pickScore = score;
          pick = i;
        }
      });
      group.push(rest[pick]);
      total += pickScore;
      rest.splice(pick, 1);
    }
    if (!best || total < best.cost) best = { seats: group, cost: total };
  }
  return best!.seats.map((s) => s.number).sort((a, b) => a - b);
}

/**
 * The seats of a standard 2+2 coach with `rows` rows, numbered front to back, left to right; the
 * last row has five seats (column 3 too). 12 rows give the usual 49 seats.
 */
export function standardCoachLayout(rows: number): { number: number; row: number; col: number }[] {
  const layout: { number: number; row: number; col: number }[] = [];
  let number = 1;
  for (let row = 1; row <= rows; row++) {
    const cols = row === rows ? [1, 2, 3, 4, 5] : [1, 2, 4, 5];
    for (const col of cols) layout.push({ number: number++, row, col });
  }
  return layout;
}
