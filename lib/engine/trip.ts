/** Reading a journey and what belongs to it: services, boarding points, insurance offers, ticket dates. */
import { and, asc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
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

/**
 * A row of `table` as a JSON object with the keys drizzle gives its rows. Only for tables of plain
 * columns (numbers, text, dates as text, JSON), whose values JSON carries unchanged.
 */
function jsonRow(table: PgTable): SQL {
  const columns = Object.entries(getTableColumns(table)).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`);
  return sql`json_build_object(${sql.join(columns, sql`, `)})`;
}

/**
 * The journey's boarding points (as journeyBoardingPointRows) and all insurance offers (as
 * allInsuranceOffers) in one statement: a check and a save need both, and on PGlite every statement
 * is a round trip on the main thread.
 */
export async function boardingPointsAndOffers(
  db: Db,
  journeyId: number,
): Promise<{ points: BoardingPointRow[]; offers: InsuranceOffer[] }> {
  const result = await db.execute(sql`select
    (select json_agg(${jsonRow(boardingPoints)} order by ${boardingPoints.sort}, ${boardingPoints.id})
       from ${journeyBoardingPoints} inner join ${boardingPoints} on ${boardingPoints.id} = ${journeyBoardingPoints.boardingPointId}
       where ${journeyBoardingPoints.journeyId} = ${journeyId}) as points,
    (select json_agg(${jsonRow(insurances)} order by ${insurances.priceCents}, ${insurances.id}) from ${insurances}) as offers`);
  const [row] = (
    result as unknown as { rows: { points: BoardingPointRow[] | null; offers: InsuranceOffer[] | null }[] }
  ).rows;
  return { points: row.points ?? [], offers: row.offers ?? [] };
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
