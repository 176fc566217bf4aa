/**
 * Room occupancy (spec §3/§4): each traveller is 0 'nicht zugewiesen' or 1 assigned; a row of
 * `teilnehmer_rooms` is one room of a room type (UNT service) with the travellers (0-based) in it.
 * Pure functions on the rows; the form stores only rows that hold at least one traveller.
 */
import type { TripService } from '../api/model';
import type { RoomAssignment } from './schema';

export type RoomRow = Pick<RoomAssignment, 'room' | 'teilnehmer'> & { status?: 0 | 1 };

/** Per traveller: 1 when placed in a room, 0 'nicht zugewiesen'. */
export function travellerRoomStatus(rows: readonly RoomRow[], count: number): (0 | 1)[] {
  const placed = new Set(rows.flatMap((r) => r.teilnehmer));
  return Array.from({ length: count }, (_, i) => (placed.has(i) ? 1 : 0));
}

export function unassignedTravellers(rows: readonly RoomRow[], count: number): number[] {
  return travellerRoomStatus(rows, count).flatMap((status, i) => (status === 0 ? [i] : []));
}

/** spec §4: while unassigned travellers remain and there is more than one traveller, a new row is needed. */
export function needsNewRow(rows: readonly RoomRow[], count: number): boolean {
  return unassignedTravellers(rows, count).length > 0 && (count > 1 || rows.length === 0);
}

export function roomsOfType(rows: readonly RoomRow[], roomId: number): number {
  return rows.filter((r) => r.room === roomId).length;
}

/** A further room of this type can be opened: fewer rows of it than free rooms. */
export function canOpenRoom(rows: readonly RoomRow[], roomType: TripService): boolean {
  return roomsOfType(rows, roomType.id) < Math.max(0, roomType.free);
}

export function rowHasSpace(row: RoomRow, roomType: TripService | undefined): boolean {
  return roomType !== undefined && row.teilnehmer.length < roomType.maxOccupancy;
}

/** Places a traveller in a new room of `roomId` (a new row), taking them out of any other room. */
export function assignToNewRoom(rows: readonly RoomRow[], roomId: number, traveller: number): RoomRow[] {
  return [...removeAssignment(rows, traveller), { room: roomId, teilnehmer: [traveller], status: 1 }];
}

/** Places a traveller in the existing row `rowIndex`, taking them out of any other room. */
export function assignToRow(rows: readonly RoomRow[], rowIndex: number, traveller: number): RoomRow[] {
  const target = rows[rowIndex];
  if (!target) return [...rows];
  const next = rows.map((r, i) =>
    i === rowIndex
      ? {
          ...r,
          teilnehmer: [...r.teilnehmer.filter((t) => t !== traveller), traveller].sort((a, b) => a - b),
          status: 1 as const,
        }
      : r,
  );
  return next
    .map((r, i) => (i === rowIndex ? r : { ...r, teilnehmer: r.teilnehmer.filter((t) => t !== traveller) }))
    .filter((r) => r.teilnehmer.length > 0);
}

/** Removes a traveller's assignment (status back to 0); a room left empty disappears. */
export function removeAssignment(rows: readonly RoomRow[], traveller: number): RoomRow[] {
  return rows
    .map((r) => ({ ...r, teilnehmer: r.teilnehmer.filter((t) => t !== traveller) }))
    .filter((r) => r.teilnehmer.length > 0);
}

/** Drops travellers that no longer exist after the traveller count went down. */
export function trimRooms(rows: readonly RoomRow[], count: number): RoomRow[] {
  return rows
    .map((r) => ({ ...r, teilnehmer: r.teilnehmer.filter((t) => t < count) }))
    .filter((r) => r.teilnehmer.length > 0);
}

/** The room step is complete when every traveller has a room within its type's occupancy and free rooms. */
export function roomsComplete(rows: readonly RoomRow[], count: number, types: readonly TripService[]): boolean {
  if (types.length === 0) return true;
  if (unassignedTravellers(rows, count).length > 0) return false;
  return rows.every((row) => {
    const type = types.find((t) => t.id === row.room);
    return (
      type !== undefined &&
      row.teilnehmer.length >= 1 &&
      row.teilnehmer.length <= type.maxOccupancy &&
      roomsOfType(rows, type.id) <= type.free
    );
  });
}
