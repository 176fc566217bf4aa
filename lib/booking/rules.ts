/**
 * The booking form's rules on the contract's shapes (spec §5, §9). Each rule itself lives once in
 * its own module, shared with the engine (free-places, surcharges, insurance, consents,
 * payment-types, boarding-points); this module applies them to the `Service`, `Insurance` and
 * `PriceLine` records the form holds. No React, no I/O.
 */
import type { Insurance, Journey, PriceLine, Service } from '../api/contract/schemas';
import { deToCents, isoToDe } from '../api/contract/encoding';
import { berlinDay } from '../zone';
import { maxTravellers as maxTravellersOf, roomCapacity as roomCapacityOf, type FreeService } from './free-places';
import { insuranceOfferFromContract, offersForBooking } from './insurance';
import { isSelectableExtra, surchargesForRoom, type SurchargeService } from './surcharges';
import type { RoomAssignment } from './schema';

/** Today's calendar date in the operator's time zone, 'YYYY-MM-DD'. */
export const todayIso = berlinDay;

/** 'DD.MM.YYYY' of today, as the import call wants it (spec §7). */
export function todayDe(now: Date = new Date()): string {
  return isoToDe(todayIso(now));
}

const TICKET_TRIP_TYPE = 'K';

/**
 * A match-ticket journey, booked with the ticket form (spec §2 ticket variant): one that lists ticket
 * dates (spec §3 `dates`), or that its booking system marks as tickets ('K', the built-in engine's
 * trip type for them, also when no date is ahead any more). Every other journey takes the trip form.
 */
export function isTicketJourney(journey: Pick<Journey, 'dates' | 'termin'>): boolean {
  return (journey.dates?.length ?? 0) > 0 || journey.termin.ReiseArt === TICKET_TRIP_TYPE;
}

/** Coach services (BEF) by direction. */
export function coaches(services: readonly Service[]): { hin?: Service; rueck?: Service } {
  const bef = services.filter((s) => s.art === 'BEF');
  return { hin: bef.find((s) => s.richtung === 'H') ?? bef[0], rueck: bef.find((s) => s.richtung === 'R') };
}

const freeService = (s: Service): FreeService => ({
  art: s.art,
  free: s.frei,
  direction: s.richtung,
  maxOccupancy: s.belegungmax,
});

/** spec §5/§9: at most 10 travellers, reduced to the smallest free seat count of the coach services. */
export function maxTravellers(services: readonly Service[]): number {
  return maxTravellersOf(services.map(freeService));
}

/** The room types (UNT services) of a trip; day trips have none. */
export function roomTypes(services: readonly Service[]): Service[] {
  return services.filter((s) => s.art === 'UNT');
}

/** spec §5: room capacity is the sum of free rooms times maximum occupancy. */
export function roomCapacity(services: readonly Service[]): number {
  return roomCapacityOf(services.map(freeService)) ?? 0;
}

/** A contract service in the words of the surcharge rule. */
export const surchargeService = (s: Service): SurchargeService => ({
  art: s.art,
  name: s.bezeichnung,
  status: s.status,
  appliesTo: s.bezug,
  automatic: s.automatisch,
});

/** spec §5: extras a traveller may choose: SON services with status 'Frei' that are not automatic surcharges. */
export function selectableExtras(services: readonly Service[]): Service[] {
  return services.filter((s) => isSelectableExtra(surchargeService(s)));
}

/**
 * spec §4: surcharges added automatically for the rooms chosen (a single-room supplement follows the
 * single room it names in `bezug`), with the travellers (0-based) they apply to.
 */
export function automaticSurcharges(
  services: readonly Service[],
  rooms: readonly Pick<RoomAssignment, 'room' | 'teilnehmer'>[],
): { service: Service; travellers: number[] }[] {
  const candidates = services.map((service) => ({ ...surchargeService(service), service }));
  const charged = new Map<Service, number[]>();
  for (const room of rooms) {
    for (const { service } of surchargesForRoom(candidates, room.room))
      charged.set(service, [...(charged.get(service) ?? []), ...room.teilnehmer]);
  }
  return services
    .filter((s) => charged.has(s))
    .map((service) => ({ service, travellers: [...charged.get(service)!].sort((a, b) => a - b) }));
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
export function filterInsurances(offers: readonly Insurance[], ctx: InsuranceContext): Insurance[] {
  const trip = { ...ctx, dateFrom: ctx.tripFrom, dateTill: ctx.tripTill };
  return offers.filter((offer) => {
    const decoded = insuranceOfferFromContract(offer);
    return decoded !== null && offersForBooking([decoded], trip).length === 1;
  });
}

/** spec §5: lines of the price overview whose total is '0,00' are hidden. */
export function visiblePriceLines(lines: readonly PriceLine[]): PriceLine[] {
  return lines.filter((line) => deToCents(line.gesamtpreis) !== 0);
}
