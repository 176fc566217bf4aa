/**
 * A departure as staff see it (issue 27, point 3): a trip's journey, or one match of a ticket
 * journey. A ticket journey has no day of its own (its dates run from the first match to the last),
 * so its bookings belong to the match they bought (`bookings.ticket_date_id`). Pure: the pages build
 * links from it, the engine reads the same key back.
 */
export interface DepartureRef {
  journeyId: number;
  /** The match of a ticket journey; null for a trip. */
  ticketDateId: number | null;
}

/** '15' for a trip, '90-9002' for match 9002 of ticket journey 90: the address part of its pages. */
export function departureKey(ref: DepartureRef): string {
  return ref.ticketDateId === null ? String(ref.journeyId) : `${ref.journeyId}-${ref.ticketDateId}`;
}

/** The departure an address part names, or undefined for anything else. */
export function parseDepartureKey(key: string): DepartureRef | undefined {
  const match = /^([1-9]\d{0,8})(?:-([1-9]\d{0,8}))?$/.exec(key);
  if (!match) return undefined;
  return { journeyId: Number(match[1]), ticketDateId: match[2] ? Number(match[2]) : null };
}
