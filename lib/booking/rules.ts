/**
 * The booking form's rules on the site model (lib/api/model: `TripService`, `InsuranceOffer`,
 * `PriceLine`). Each rule itself lives once in its own module, shared with the engine (free-places,
 * surcharges, insurance, consents, payment-types, boarding-points); this module applies them to the
 * records the form holds. No React, no I/O.
 */
import type { InsuranceOffer, PriceLine, TripService } from '../api/model';
import { isoToDe } from '../api/contract/encoding';
import { berlinDay } from '../zone';
import { maxTravellers as maxTravellersOf, roomCapacity as roomCapacityOf, type FreeService } from './free-places';
import { insuranceChoices as choicesFor, offersForBooking, type InsuranceChoiceOffer } from './insurance';
import { isChoosable, surchargesForRoom } from './surcharges';
import { ART_OF_KIND, RICHTUNG_OF_DIRECTION } from './services';
import type { RoomAssignment } from './schema';

/** Today's calendar date in the operator's time zone, 'YYYY-MM-DD'. */
export const todayIso = berlinDay;

/** 'DD.MM.YYYY' of today, as the import call wants it (spec §7). */
export function todayDe(now: Date = new Date()): string {
  return isoToDe(todayIso(now));
}

/** Coach services by direction (a coach of unknown direction counts as outbound). */
export function coaches(services: readonly TripService[]): { hin?: TripService; rueck?: TripService } {
  const coach = services.filter((s) => s.kind === 'coach');
  return {
    hin: coach.find((s) => s.direction === 'outbound') ?? coach[0],
    rueck: coach.find((s) => s.direction === 'return'),
  };
}

/** A service in the words of the free-places formula. */
const freeService = (s: TripService): FreeService => ({
  art: ART_OF_KIND[s.kind],
  free: s.free,
  direction: s.direction && RICHTUNG_OF_DIRECTION[s.direction],
  maxOccupancy: s.maxOccupancy,
});

/** spec §5/§9: at most 10 travellers, reduced to the smallest free seat count of the coach services. */
export function maxTravellers(services: readonly TripService[]): number {
  return maxTravellersOf(services.map(freeService));
}

/** The room types of a trip; day trips have none. */
export function roomTypes(services: readonly TripService[]): TripService[] {
  return services.filter((s) => s.kind === 'room');
}

/** spec §5: room capacity is the sum of free rooms times maximum occupancy. */
export function roomCapacity(services: readonly TripService[]): number {
  return roomCapacityOf(services.map(freeService)) ?? 0;
}

/** spec §5: extras a traveller may choose: extras on sale that are not automatic surcharges. */
export function selectableExtras(services: readonly TripService[]): TripService[] {
  return services.filter((s) => s.kind === 'extra' && isChoosable({ onSale: s.bookable, automatic: s.automatic }));
}

/**
 * spec §4: surcharges added automatically for the rooms chosen (a single-room supplement follows the
 * single room it names in `appliesTo`), with the travellers (0-based) they apply to.
 */
export function automaticSurcharges(
  services: readonly TripService[],
  rooms: readonly Pick<RoomAssignment, 'room' | 'teilnehmer'>[],
): { service: TripService; travellers: number[] }[] {
  const candidates = services.map((service) => ({
    art: ART_OF_KIND[service.kind],
    appliesTo: service.appliesTo,
    service,
  }));
  const charged = new Map<TripService, number[]>();
  for (const room of rooms) {
    for (const { service } of surchargesForRoom(candidates, room.room))
      charged.set(service, [...(charged.get(service) ?? []), ...room.teilnehmer]);
  }
  return services
    .filter((s) => charged.has(s))
    .map((service) => ({ service, travellers: [...charged.get(service)!].sort((a, b) => a - b) }));
}

/**
 * What a room type adds to the trip price per person before the check (issue 11: rooms show their
 * price in step 2): its own price plus the automatic surcharges that follow it (the single-room
 * supplement); 0 when the room is included.
 */
export function roomPricePerPerson(services: readonly TripService[], roomId: number): number {
  const room = services.find((s) => s.id === roomId);
  const surcharges = automaticSurcharges(services, [{ room: roomId, teilnehmer: [0] }]);
  return (room?.priceCents ?? 0) + surcharges.reduce((sum, { service }) => sum + service.priceCents, 0);
}

export interface InsuranceContext {
  /** Total price of the booking in cents. */
  totalCents: number;
  travellers: number;
  /** 'YYYY-MM-DD' */
  today: string;
  tripFrom: string;
  tripTill: string;
}

/**
 * spec §5: insurance offers whose price band contains the total or the per-person total, whose booking
 * window contains today and whose travel window contains the trip dates.
 */
export function filterInsurances(offers: readonly InsuranceOffer[], ctx: InsuranceContext): InsuranceOffer[] {
  return offersForBooking(offers, { ...ctx, dateFrom: ctx.tripFrom, dateTill: ctx.tripTill });
}

/** The insurance offers page 2 offers: one per product and basis, labelled apart where needed (./insurance). */
export function insuranceChoices(offers: readonly InsuranceOffer[], ctx: InsuranceContext): InsuranceChoiceOffer[] {
  return choicesFor(offers, { ...ctx, dateFrom: ctx.tripFrom, dateTill: ctx.tripTill });
}

/** spec §5: lines of the price overview whose total is 0 are hidden. */
export function visiblePriceLines(lines: readonly PriceLine[]): PriceLine[] {
  return lines.filter((line) => line.totalCents !== 0);
}
