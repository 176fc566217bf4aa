/** Reading a journey and what belongs to it: services, boarding points, insurance offers, ticket dates. */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { boardingPoints, insurances, journeyBoardingPoints, journeys, services, ticketDates } from '../db/schema';
import { ApiError } from '../api/contract/errors';
import type { InsuranceOffer } from '../booking/insurance';
import type { SurchargeService } from '../booking/surcharges';
import { documentText } from '../pdf/text';
import type { Language } from './translate';

export type JourneyRow = typeof journeys.$inferSelect;
export type ServiceRow = typeof services.$inferSelect;
export type BoardingPointRow = typeof boardingPoints.$inferSelect;
export type TicketDateRow = typeof ticketDates.$inferSelect;

/** The journey behind a trip code (`idreise`), or 'not_found'. */
export async function journeyByCode(db: Db, code: string): Promise<JourneyRow> {
  const [journey] = await db.select().from(journeys).where(eq(journeys.code, code)).limit(1);
  if (!journey) throw new ApiError('not_found', `Unknown trip code '${code}'`);
  return journey;
}

export async function journeyServices(db: Db, journeyId: number): Promise<ServiceRow[]> {
  return db
    .select()
    .from(services)
    .where(eq(services.journeyId, journeyId))
    .orderBy(asc(services.sort), asc(services.id));
}

/**
 * Locks the journey's service rows for the rest of the transaction, always in id order so two
 * bookings of the same journey never deadlock, and answers them as they are now. `locking` false
 * (the concurrency test's control run only) reads them without the lock.
 */
export async function lockJourneyServices(tx: Db, journeyId: number, locking = true): Promise<ServiceRow[]> {
  const query = tx.select().from(services).where(eq(services.journeyId, journeyId)).orderBy(asc(services.id));
  return locking ? query.for('update') : query;
}

/** All boarding points of a journey, including one whose place is not announced yet. */
export async function journeyBoardingPointRows(db: Db, journeyId: number): Promise<BoardingPointRow[]> {
  const rows = await db
    .select({ point: boardingPoints })
    .from(journeyBoardingPoints)
    .innerJoin(boardingPoints, eq(boardingPoints.id, journeyBoardingPoints.boardingPointId))
    .where(eq(journeyBoardingPoints.journeyId, journeyId))
    .orderBy(asc(boardingPoints.sort), asc(boardingPoints.id));
  return rows.map((r) => r.point);
}

export async function allInsuranceOffers(db: Db): Promise<InsuranceOffer[]> {
  return db.select().from(insurances).orderBy(asc(insurances.priceCents), asc(insurances.id));
}

export async function ticketDateOfJourney(
  db: Db,
  journeyId: number,
  ticketDateId: number,
  lock = false,
): Promise<TicketDateRow | undefined> {
  const query = db
    .select()
    .from(ticketDates)
    .where(and(eq(ticketDates.journeyId, journeyId), eq(ticketDates.id, ticketDateId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** A label for a boarding point in price lines: 'Zustieg Freising, P+R Parkplatz' (in German unless asked). */
export function boardingPointLabel(point: Pick<BoardingPointRow, 'city' | 'place'>, language: Language = 'de'): string {
  const place = `${point.city}${point.place ? `, ${point.place}` : ''}`;
  return documentText(language, 'priceLines')('boardingPoint', { place });
}

/** A service row in the words of the surcharge rules (lib/booking/surcharges, spec §5). */
export function surchargeService(service: ServiceRow): SurchargeService {
  return { art: service.art, name: service.name, status: service.status, appliesTo: service.appliesToServiceId };
}
