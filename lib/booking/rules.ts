/**
 * Pure booking rules of the trip form (spec §5, §9). No React, no I/O: the form components and the
 * unit tests call these, and each rule says which part of the specification it implements.
 */
import { differenceInCalendarDays, parseISO } from 'date-fns';
import type { BoardingPoint, Insurance, PriceLine, Service } from '../api/contract/schemas';
import { deToCents, deToIso, isoToDe } from '../api/contract/encoding';
import { berlinDay } from '../zone';
import { INVOICE_MIN_DAYS_AHEAD, MAX_TRAVELLERS, type PaymentType, type RoomAssignment } from './schema';

/** Today's calendar date in the operator's time zone, 'YYYY-MM-DD'. */
export const todayIso = berlinDay;

/** 'DD.MM.YYYY' of today, as the import call wants it (spec §7). */
export function todayDe(now: Date = new Date()): string {
  return isoToDe(todayIso(now));
}

/** Calendar days from today until the trip starts. */
export function daysUntil(startIso: string, today: string): number {
  return differenceInCalendarDays(parseISO(startIso.slice(0, 10)), parseISO(today.slice(0, 10)));
}

/** spec §5/§9: invoice only if the trip starts more than 14 days away. */
export function invoiceAllowed(startIso: string, today: string): boolean {
  return daysUntil(startIso, today) > INVOICE_MIN_DAYS_AHEAD;
}

/** spec §5: the offered payment types, without invoice when the start is 14 days away or closer. */
export function availablePaymentTypes(offered: readonly PaymentType[], startIso: string, today: string): PaymentType[] {
  const invoice = invoiceAllowed(startIso, today);
  return offered.filter((type) => type !== 'bill' || invoice);
}

/** Coach services (BEF) by direction. */
export function coaches(services: readonly Service[]): { hin?: Service; rueck?: Service } {
  const bef = services.filter((s) => s.art === 'BEF');
  return { hin: bef.find((s) => s.richtung === 'H') ?? bef[0], rueck: bef.find((s) => s.richtung === 'R') };
}

/** spec §5/§9: at most 10 travellers, reduced to the smallest free seat count of the coach services. */
export function maxTravellers(services: readonly Service[]): number {
  const seats = services.filter((s) => s.art === 'BEF').map((s) => Math.max(0, s.frei));
  return Math.min(MAX_TRAVELLERS, ...seats);
}

/** The room types (UNT services) of a trip; day trips have none. */
export function roomTypes(services: readonly Service[]): Service[] {
  return services.filter((s) => s.art === 'UNT');
}

/** spec §5: room capacity is the sum of free rooms times maximum occupancy. */
export function roomCapacity(services: readonly Service[]): number {
  return roomTypes(services).reduce((sum, s) => sum + Math.max(0, s.frei) * Math.max(0, s.belegungmax), 0);
}

/** spec §5: single-room supplements and 'Aufpreis …' services are applied automatically. */
export function isAutomaticSurcharge(service: Service): boolean {
  return (
    service.automatisch ||
    service.bezeichnung.startsWith('Aufpreis ') ||
    /einzelzimmer(zu|auf)schlag/i.test(service.bezeichnung)
  );
}

/** spec §5: extras a traveller may choose: SON services with status 'Frei' that are not automatic surcharges. */
export function selectableExtras(services: readonly Service[]): Service[] {
  return services.filter((s) => s.art === 'SON' && s.status === 'Frei' && !isAutomaticSurcharge(s));
}

/**
 * spec §4: surcharges added automatically for the rooms chosen (a single-room supplement follows the
 * single room it names in `bezug`), with the travellers (0-based) they apply to.
 */
export function automaticSurcharges(
  services: readonly Service[],
  rooms: readonly Pick<RoomAssignment, 'room' | 'teilnehmer'>[],
): { service: Service; travellers: number[] }[] {
  return services
    .filter((s) => s.art === 'SON' && isAutomaticSurcharge(s) && s.bezug !== null)
    .map((service) => ({
      service,
      travellers: rooms
        .filter((r) => r.room === service.bezug)
        .flatMap((r) => r.teilnehmer)
        .sort((a, b) => a - b),
    }))
    .filter((entry) => entry.travellers.length > 0);
}

const TO_BE_ANNOUNCED = 'wird noch bekannt gegeben';

/** spec §5: boarding points whose place reads 'wird noch bekannt gegeben' are dropped. */
export function visibleBoardingPoints(points: readonly BoardingPoint[]): BoardingPoint[] {
  return points.filter((p) => ![p.Ort, p.Stelle].some((text) => text.trim().toLowerCase().includes(TO_BE_ANNOUNCED)));
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
  const perPerson = Math.round(ctx.totalCents / Math.max(1, ctx.travellers));
  const within = (value: number, from: number, till: number) => value >= from && value <= till;
  const withinDates = (date: string, from: string, till: string) => {
    const f = deToIso(from);
    const t = deToIso(till);
    return f !== undefined && t !== undefined && date.slice(0, 10) >= f && date.slice(0, 10) <= t;
  };
  return offers.filter((offer) => {
    const from = deToCents(offer.reisepreisvon);
    const till = deToCents(offer.reisepreisbis);
    const priceFits = within(ctx.totalCents, from, till) || within(perPerson, from, till);
    return (
      priceFits &&
      withinDates(ctx.today, offer.buchungdatumvon, offer.buchungdatumbis) &&
      withinDates(ctx.tripFrom, offer.reisedatumvon, offer.reisedatumbis) &&
      withinDates(ctx.tripTill, offer.reisedatumvon, offer.reisedatumbis)
    );
  });
}

/** spec §5: lines of the price overview whose total is '0,00' are hidden. */
export function visiblePriceLines(lines: readonly PriceLine[]): PriceLine[] {
  return lines.filter((line) => deToCents(line.gesamtpreis) !== 0);
}

/** spec §5: consents required on page 2; annexes and product information only when not a day trip. */
export function requiredConsents(tripType: string): ('agb' | 'datenschutz' | 'anhang' | 'produktinfo')[] {
  return tripType === 'T' ? ['agb', 'datenschutz'] : ['agb', 'datenschutz', 'anhang', 'produktinfo'];
}

/** A day trip ('T') has no rooms; the room step is shown as not needed. */
export function isDayTrip(tripType: string): boolean {
  return tripType === 'T';
}
