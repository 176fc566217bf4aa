/**
 * The business checks of a booking (spec §4, §5, §9), shared by the price check and the save: is the
 * trip bookable, is there room for everybody, what does it cost, when is it due. The answer is
 * either a reason in the visitor's words (a HINWEIS) or a plan of what to claim and charge.
 */
import type { Db } from '../db/client';
import type { BookingForm, TicketForm, TripForm } from '../booking/schema';
import { coachSeatsFree, roomCapacity, ticketsLeft } from '../booking/free-places';
import { offersForBooking, type InsuranceOffer } from '../booking/insurance';
import { invoiceAllowed } from '../booking/payment-types';
import { isSelectableExtra, surchargesForRoom } from '../booking/surcharges';
import { freeServices, loadAvailability, type Availability, type CoachSeat } from './capacity';
import { isoDay } from './clock';
import { HINT } from './hints';
import type { EngineHint } from '../booking/hints';
import {
  groupPriceLines,
  paymentTerms,
  totalCents,
  tripPriceItems,
  type PaymentTermsCents,
  type PriceItem,
  type PriceLineCents,
  type TravellerPricing,
} from './pricing';
import { proposeSeats } from './seats';
import type { KeptPlaces } from './holds';
import {
  allInsuranceOffers,
  boardingPointLabel,
  boardingPointsAndOffers,
  surchargeService,
  ticketDateOfJourney,
  type BoardingPointRow,
  type JourneyRow,
  type ServiceRow,
} from './trip';

/** What a booking takes from stock. */
export interface Claims {
  /** Coach places (BEF), rooms (UNT) and extras (SON), one entry per service. */
  services: { serviceId: number; quantity: number }[];
  /** Seat numbers per coach, one per traveller in traveller order. */
  seats: { serviceId: number; numbers: number[] }[];
  ticket: { ticketDateId: number; quantity: number } | null;
}

export type Evaluation =
  | { kind: 'not_bookable' }
  | { kind: 'hint'; hint: EngineHint }
  | {
      kind: 'ok';
      /** The form as it will be stored: validated, with the seats the booking gets. */
      form: BookingForm;
      lines: PriceLineCents[];
      totalCents: number;
      terms: PaymentTermsCents;
      /** Insurance offers matching this booking (price band, booking and travel windows). */
      offers: InsuranceOffer[];
      claims: Claims;
      /** What the visitor's own hold keeps now (trips with an own hold), so a renewal can tell whether anything changes. */
      kept: KeptPlaces | null;
      /** The journey's boarding points as read for the check (trips; none for tickets), for the save's documents. */
      boardingPoints: BoardingPointRow[];
    };

export interface EvaluationInput {
  journey: JourneyRow;
  form: BookingForm;
  /** The journey's services as just read (locked, inside a save). */
  services: ServiceRow[];
  now: Date;
  /** The visitor's own hold: its seats and quantities count as free to them. */
  ownHoldId: string | null;
}

class Hint extends Error {
  constructor(readonly hint: EngineHint) {
    super(hint.text);
  }
}

function hint(said: EngineHint): never {
  throw new Hint(said);
}

export async function evaluateBooking(db: Db, input: EvaluationInput): Promise<Evaluation> {
  const today = isoDay(input.now);
  if (!input.journey.bookable) return { kind: 'not_bookable' };
  try {
    if (input.form.variant === 'ticket') {
      if (input.journey.tripType !== 'K') hint(HINT.wrongVariant);
      return await evaluateTicket(db, { ...input, form: input.form }, today);
    }
    if (input.journey.tripType === 'K') hint(HINT.wrongVariant);
    // A trip that has started (or starts today) is no longer sold.
    if (input.journey.dateFrom <= today) return { kind: 'not_bookable' };
    return await evaluateTrip(db, { ...input, form: input.form }, today);
  } catch (error) {
    if (error instanceof Hint) return { kind: 'hint', hint: error.hint };
    throw error;
  }
}

// ------------------------------------------------------------------------------------------- trip

async function evaluateTrip(db: Db, input: EvaluationInput & { form: TripForm }, today: string): Promise<Evaluation> {
  const { journey, form, services } = input;
  const travellers = form.teilnehmer.length;
  const availability = await loadAvailability(db, services, input.now, input.ownHoldId);
  const free = (id: number) => availability.services.get(id)?.free ?? 0;
  const byId = new Map(services.map((s) => [s.id, s]));

  // spec §5/§9: no more travellers than the coaches of the booking have free seats (lib/booking/free-places).
  const coaches = {
    hin: chooseCoach(services, 'H', form.busses.hin?.idleistung, free),
    rueck: chooseCoach(services, 'R', form.busses.rueck?.idleistung, free),
  };
  const chosenCoaches = [coaches.hin, coaches.rueck].filter((c): c is ServiceRow => c !== null);
  const seatLimit = coachSeatsFree(freeServices(availability, chosenCoaches));
  const roomLimit = roomCapacity(freeServices(availability, services));
  if (seatLimit !== null && travellers > seatLimit) hint(HINT.seatsLeft(seatLimit));
  // A trip with neither coaches nor rooms has no places to sell (freePlaces answers 0 for it).
  if (seatLimit === null && roomLimit === null) hint(HINT.seatsLeft(0));

  const catalogue = await boardingPointsAndOffers(db, journey.id);
  const points = new Map(catalogue.points.map((p) => [p.id, p]));
  for (const t of form.teilnehmer) if (!points.has(t.zustieg)) hint(HINT.unknownBoardingPoint);

  const roomOf = checkRooms(form, services, free, roomLimit ?? 0);
  const extras = checkExtras(form, byId, free);
  const seats = {
    hin: coaches.hin ? assignSeats(coaches.hin, form.busses.hin?.sitze ?? [], travellers, availability, form) : null,
    rueck: coaches.rueck
      ? assignSeats(coaches.rueck, form.busses.rueck?.sitze ?? [], travellers, availability, form)
      : null,
  };

  // spec §5: invoice only if the trip starts more than 14 days away.
  if (form.payment === 'bill' && !invoiceAllowed(journey.dateFrom, today)) hint(HINT.invoiceTooLate);

  const surcharges = services.map((service) => ({ ...surchargeService(service), service }));
  const surchargesFor = (roomId: number) => surchargesForRoom(surcharges, roomId).map((s) => s.service);
  const pricing: TravellerPricing[] = form.teilnehmer.map((t, i) => {
    const room = roomOf.get(i);
    const point = points.get(t.zustieg)!;
    return {
      boardingPoint: {
        name: boardingPointLabel(point),
        surchargeCents: point.surchargeCents,
        ref: { kind: 'boardingPoint', id: point.id },
      },
      room: room ? priced(room) : null,
      surcharges: room ? surchargesFor(room.id).map(priced) : [],
      extras: [...new Set(t.leistungen)].map((id) => priced(byId.get(id)!)),
      insurance: null,
    };
  });
  const baseTotal = totalCents(groupPriceLines(tripPriceItems(journey, pricing)));
  const offers = offersForBooking(catalogue.offers, {
    today,
    dateFrom: journey.dateFrom,
    dateTill: journey.dateTill,
    totalCents: baseTotal,
    travellers,
  });
  form.teilnehmer.forEach((t, i) => {
    // The booking-wide choice applies to everybody with insurance_all, else to whoever chose none.
    const insuranceId = form.insurance_all ? form.insurance : (t.insurance ?? form.insurance);
    if (insuranceId === null) return;
    const offer = offers.find((o) => o.id === insuranceId) ?? hint(HINT.insuranceNotOffered);
    pricing[i].insurance = { name: offer.name, priceCents: offer.priceCents, ref: { kind: 'insurance', id: offer.id } };
  });

  const lines = groupPriceLines(tripPriceItems(journey, pricing));
  const total = totalCents(lines);
  const claims: Claims = { services: [], seats: [], ticket: null };
  const add = (serviceId: number, quantity: number) => {
    const existing = claims.services.find((c) => c.serviceId === serviceId);
    if (existing) existing.quantity += quantity;
    else claims.services.push({ serviceId, quantity });
  };
  for (const coach of [coaches.hin, coaches.rueck]) if (coach) add(coach.id, travellers);
  for (const room of form.teilnehmer_rooms.filter((r) => r.status === 1)) add(room.room, 1);
  for (const [id, count] of extras) add(id, count);
  const busses: TripForm['busses'] = {};
  if (coaches.hin && seats.hin) {
    claims.seats.push({ serviceId: coaches.hin.id, numbers: seats.hin });
    busses.hin = { idleistung: coaches.hin.id, sitze: seats.hin };
  }
  if (coaches.rueck && seats.rueck) {
    claims.seats.push({ serviceId: coaches.rueck.id, numbers: seats.rueck });
    busses.rueck = { idleistung: coaches.rueck.id, sitze: seats.rueck };
  }

  return {
    kind: 'ok',
    form: { ...form, busses },
    lines,
    totalCents: total,
    terms: paymentTerms({ ...journey, totalCents: total, today }),
    offers,
    claims,
    kept: input.ownHoldId ? keptPlaces(availability) : null,
    boardingPoints: [...points.values()],
  };
}

/** The quantities and seats the visitor's own hold keeps, as the availability read them. */
function keptPlaces(availability: Availability): KeptPlaces {
  const seats = new Map<number, number[]>();
  for (const [coachId, plan] of availability.seats) {
    const own = plan.filter((s) => s.heldByOwn).map((s) => s.number);
    if (own.length > 0) seats.set(coachId, own);
  }
  return { items: availability.ownItems, seats };
}

/** A service as a priced item of a traveller. */
const priced = (service: ServiceRow): TravellerPricing['extras'][number] => ({
  name: service.name,
  priceCents: service.priceCents,
  ref: { kind: 'service', id: service.id },
});

/** The coach of one direction: the one asked for, else the one with most free seats. */
function chooseCoach(
  services: ServiceRow[],
  direction: 'H' | 'R',
  asked: number | undefined,
  free: (id: number) => number,
): ServiceRow | null {
  const coaches = services.filter((s) => s.art === 'BEF' && s.direction === direction);
  if (asked !== undefined) return coaches.find((c) => c.id === asked) ?? hint(HINT.unknownCoach);
  if (coaches.length === 0) return null;
  return coaches.reduce((best, c) => (free(c.id) > free(best.id) ? c : best));
}

/**
 * spec §4/§5 rooms: every traveller in exactly one room, no room over its occupancy, no more rooms
 * of a type than are free; all travellers together fit into free rooms × maximum occupancy.
 * Answers the room type of each traveller (0-based index).
 */
function checkRooms(
  form: TripForm,
  services: ServiceRow[],
  free: (id: number) => number,
  persons: number,
): Map<number, ServiceRow> {
  const roomTypes = services.filter((s) => s.art === 'UNT');
  const assigned = form.teilnehmer_rooms.filter((r) => r.status === 1);
  const roomOf = new Map<number, ServiceRow>();
  for (const assignment of assigned) if (!roomTypes.some((r) => r.id === assignment.room)) hint(HINT.unknownRoom);
  if (roomTypes.length === 0) return roomOf;

  if (form.teilnehmer.length > persons) hint(HINT.roomCapacity(persons));

  const seen = new Set<number>();
  for (const assignment of assigned) {
    const room = roomTypes.find((r) => r.id === assignment.room)!;
    if (assignment.teilnehmer.length > room.maxOccupancy) hint(HINT.overOccupied(room.name, room.maxOccupancy));
    for (const index of assignment.teilnehmer) {
      if (index >= form.teilnehmer.length || seen.has(index)) hint(HINT.roomPerTraveller);
      seen.add(index);
      roomOf.set(index, room);
    }
  }
  if (seen.size !== form.teilnehmer.length) hint(HINT.roomPerTraveller);
  for (const room of roomTypes) {
    const needed = assigned.filter((a) => a.room === room.id).length;
    if (needed > free(room.id)) hint(HINT.roomsLeft(room.name, free(room.id)));
  }
  return roomOf;
}

/** spec §5 extras: SON services on sale ('Frei'), not automatic, enough left. Answers count per extra. */
function checkExtras(form: TripForm, byId: Map<number, ServiceRow>, free: (id: number) => number): Map<number, number> {
  const counts = new Map<number, number>();
  for (const t of form.teilnehmer) {
    for (const id of new Set(t.leistungen)) {
      const service = byId.get(id);
      if (!service || service.art !== 'SON') hint(HINT.unknownExtra);
      if (!isSelectableExtra(surchargeService(service))) hint(HINT.extraNotOnSale(service.name));
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
  }
  for (const [id, count] of counts) if (count > free(id)) hint(HINT.extraLeft(byId.get(id)!.name, free(id)));
  return counts;
}

/**
 * The seats of one coach, one per traveller: the ones chosen (each must exist and be free to this
 * visitor), else the ones the visitor's own hold keeps, else a proposal from the seat wishes.
 * A coach without a seat plan answers no numbers (places are counted only).
 */
function assignSeats(
  coach: ServiceRow,
  chosen: number[],
  travellers: number,
  availability: Availability,
  form: TripForm,
): number[] | null {
  const plan = availability.seats.get(coach.id) ?? [];
  if (plan.length === 0) return null;
  if (chosen.length > 0) {
    if (chosen.length !== travellers || new Set(chosen).size !== chosen.length) hint(HINT.seatCount);
    for (const n of chosen) {
      const seat = plan.find((s) => s.number === n) ?? hint(HINT.unknownSeat(n));
      if (seat.status !== 'frei') hint(HINT.seatTaken(n));
    }
    return chosen;
  }
  const own = plan.filter((s: CoachSeat) => s.heldByOwn && s.status === 'frei').map((s) => s.number);
  if (own.length === travellers) return own;
  return (
    proposeSeats(plan, travellers, form.bus) ?? hint(HINT.seatsLeft(plan.filter((s) => s.status === 'frei').length))
  );
}

// ----------------------------------------------------------------------------------------- ticket

async function evaluateTicket(
  db: Db,
  input: EvaluationInput & { form: TicketForm },
  today: string,
): Promise<Evaluation> {
  const { journey, form } = input;
  const date = await ticketDateOfJourney(db, journey.id, form.termin);
  const matchDay = date ? isoDay(new Date(date.dateFrom)) : null;
  if (!date || !matchDay || matchDay <= today || date.prices.length === 0) hint(HINT.unknownTicketDate);
  const count = form.teilnehmer_count;
  const left = ticketsLeft(date);
  if (count > left) hint(HINT.ticketsLeft(left));
  if (form.payment === 'bill' && !invoiceAllowed(matchDay, today)) hint(HINT.invoiceTooLate);

  // The ticket price is the first price of the date.
  const price = date.prices[0];
  const items: PriceItem[] = [
    {
      art: 'ERM',
      unterart: null,
      name: `${date.title} – ${price.name}`,
      unitCents: price.cents,
      traveller: null,
      quantity: count,
      ref: { kind: 'ticket', id: date.id, price: 0 },
    },
  ];
  const baseTotal = price.cents * count;
  const offers = offersForBooking(await allInsuranceOffers(db), {
    today,
    dateFrom: matchDay,
    dateTill: matchDay,
    totalCents: baseTotal,
    travellers: count,
  });
  if (form.insurance !== null) {
    const offer = offers.find((o) => o.id === form.insurance) ?? hint(HINT.insuranceNotOffered);
    items.push({
      art: 'VER',
      unterart: null,
      name: offer.name,
      unitCents: offer.priceCents,
      traveller: null,
      quantity: count,
      ref: { kind: 'insurance', id: offer.id },
    });
  }
  const lines = groupPriceLines(items);
  const total = totalCents(lines);
  return {
    kind: 'ok',
    form,
    lines,
    totalCents: total,
    terms: paymentTerms({ ...journey, tripType: 'K', totalCents: total, dateFrom: matchDay, today }),
    offers,
    claims: { services: [], seats: [], ticket: { ticketDateId: date.id, quantity: count } },
    kept: null,
    boardingPoints: [],
  };
}
