/**
 * The running total of the trip form (issue 27): what the price check will charge for the choices
 * made so far, before any insurance. Per traveller, as the engine prices (lib/engine/check): the trip
 * price, the room's price and the surcharges that follow the room (./surcharges, the one rule both
 * use), the boarding point's surcharge and each chosen extra once. Integer cents; pure, so the form
 * can show it at every step without asking the server.
 */
import type { BoardingPoint, TripService } from '../api/model';
import { surchargesForRoom } from './surcharges';

export interface EstimateInput {
  tripPriceCents: number;
  travellers: readonly { zustieg?: number | null; leistungen?: readonly number[] | null }[];
  rooms: readonly { room: number; teilnehmer: readonly number[]; status?: 0 | 1 }[];
  services: readonly Pick<TripService, 'id' | 'kind' | 'priceCents' | 'appliesTo'>[];
  boardingPoints: readonly Pick<BoardingPoint, 'id' | 'surchargeCents'>[];
}

export function estimateTripTotalCents(input: EstimateInput): number {
  const byId = new Map(input.services.map((s) => [s.id, s]));
  // The engine's surcharges are its SON services; the site model calls them extras.
  const surcharges = input.services.filter((s) => s.kind === 'extra').map((s) => ({ ...s, art: 'SON' }));
  const points = new Map(input.boardingPoints.map((p) => [p.id, p.surchargeCents]));
  const roomOf = (i: number) =>
    input.rooms.find((r) => (r.status ?? 1) === 1 && r.teilnehmer.includes(i))?.room ?? null;
  return input.travellers.reduce((sum, traveller, i) => {
    const room = roomOf(i);
    const roomCents = room === null ? 0 : (byId.get(room)?.priceCents ?? 0);
    const surchargeCents =
      room === null ? 0 : surchargesForRoom(surcharges, room).reduce((s, service) => s + service.priceCents, 0);
    const boardingCents = points.get(traveller.zustieg ?? -1) ?? 0;
    const extrasCents = [...new Set(traveller.leistungen ?? [])].reduce(
      (s, id) => s + (byId.get(id)?.priceCents ?? 0),
      0,
    );
    return sum + input.tripPriceCents + roomCents + surchargeCents + boardingCents + extrasCents;
  }, 0);
}
