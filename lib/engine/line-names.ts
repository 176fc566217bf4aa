/**
 * Price lines named in a language. The engine prices in German (the catalogue's own texts) and keeps
 * what each line is for (`ref`, pricing.ts); here the lines get the names of the language asked for:
 * the visitor's in the check and on the booker's documents, German on the office's notification.
 * A line without a ref, or whose row is gone, keeps the name it was priced with.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { boardingPoints, insurances, journeys, services, ticketDates } from '../db/schema';
import type { PriceLineCents, PriceRef } from './pricing';
import { boardingPointLabel } from './trip';
import { journeyIn, ticketDateIn, withName, type Language } from './translate';

const idsOf = (refs: PriceRef[], kind: PriceRef['kind']) => [
  ...new Set(refs.filter((r) => r.kind === kind).map((r) => r.id)),
];

async function rowsOf<T extends { id: number }>(ids: number[], load: (ids: number[]) => Promise<T[]>) {
  return new Map((ids.length > 0 ? await load(ids) : []).map((row) => [row.id, row]));
}

export async function nameLines<L extends PriceLineCents>(db: Db, lines: L[], language: Language): Promise<L[]> {
  const refs = lines.flatMap((l) => (l.ref ? [l.ref] : []));
  // German is what the lines were priced in.
  if (language === 'de' || refs.length === 0) return lines;
  const [journeyRows, serviceRows, pointRows, insuranceRows, dateRows] = await Promise.all([
    rowsOf(idsOf(refs, 'journey'), (ids) => db.select().from(journeys).where(inArray(journeys.id, ids))),
    rowsOf(idsOf(refs, 'service'), (ids) => db.select().from(services).where(inArray(services.id, ids))),
    rowsOf(idsOf(refs, 'boardingPoint'), (ids) =>
      db.select().from(boardingPoints).where(inArray(boardingPoints.id, ids)),
    ),
    rowsOf(idsOf(refs, 'insurance'), (ids) => db.select().from(insurances).where(inArray(insurances.id, ids))),
    rowsOf(idsOf(refs, 'ticket'), (ids) => db.select().from(ticketDates).where(inArray(ticketDates.id, ids))),
  ]);

  const nameOf = (ref: PriceRef): string | undefined => {
    switch (ref.kind) {
      case 'journey': {
        const row = journeyRows.get(ref.id);
        return row && journeyIn(row, language).title;
      }
      case 'service': {
        const row = serviceRows.get(ref.id);
        return row && withName(row, language).name;
      }
      case 'boardingPoint': {
        const row = pointRows.get(ref.id);
        return row && boardingPointLabel(row, language);
      }
      case 'insurance': {
        const row = insuranceRows.get(ref.id);
        return row && withName(row, language).name;
      }
      case 'ticket': {
        const row = dateRows.get(ref.id);
        if (!row) return undefined;
        const date = ticketDateIn(row, language);
        const price = date.prices[ref.price];
        return price && `${date.title} – ${price.name}`;
      }
    }
  };
  return lines.map((line) => {
    const name = line.ref && nameOf(line.ref);
    return name ? { ...line, bezeichnung: name } : line;
  });
}

/** Insurance offers named in a language (their German names are the rows' own). */
export async function nameOffers<O extends { id: number; name: string }>(
  db: Db,
  offers: O[],
  language: Language,
): Promise<O[]> {
  if (language === 'de' || offers.length === 0) return offers;
  const rows = await rowsOf(
    offers.map((o) => o.id),
    (ids) => db.select().from(insurances).where(inArray(insurances.id, ids)),
  );
  return offers.map((offer) => {
    const row = rows.get(offer.id);
    return row ? { ...offer, name: withName(row, language).name } : offer;
  });
}
