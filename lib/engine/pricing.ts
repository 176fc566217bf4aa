/**
 * Price lines and payment terms (spec §3 price line, §5, §9). Pure: integer cents in, integer cents
 * out; the contract's '0,00' strings are made in mapping.ts.
 */
import { addDays, minIso } from './clock';

export type PriceArt = 'ERM' | 'SON' | 'VER';

/**
 * What a line is for, so that it can be named in another language than the one it was priced in
 * (line-names.ts): a booking keeps its lines, and its documents are printed in the booker's language
 * or, for the office, in German.
 */
export type PriceRef =
  | { kind: 'journey'; id: number }
  | { kind: 'service'; id: number }
  | { kind: 'boardingPoint'; id: number }
  | { kind: 'insurance'; id: number }
  /** A match date's ticket: the date and the place of its price in `prices`. */
  | { kind: 'ticket'; id: number; price: number };

/** One priced unit for one traveller (or for the booking when `traveller` is null). */
export interface PriceItem {
  art: PriceArt;
  /** 'UNT' room, 'AUF' automatic surcharge, 'TRA' boarding point; null for the trip price and extras. */
  unterart: string | null;
  name: string;
  unitCents: number;
  /** 1-based traveller number. */
  traveller: number | null;
  /** How many units the item stands for (tickets: the ticket count). */
  quantity?: number;
  ref?: PriceRef;
}

/** A price line as stored on the booking (cents) and answered by the contract (as '0,00'). */
export interface PriceLineCents {
  art: PriceArt;
  unterart: string | null;
  bezeichnung: string;
  anzahl: number;
  preisCents: number;
  gesamtpreisCents: number;
  /** Travellers the line belongs to, 1-based, '1,2'; '' for the whole booking. */
  zuordnung: string;
  ref?: PriceRef;
}

/** Groups equal items (same art, sub-type, name and unit price) into counted lines, in first-seen order. */
export function groupPriceLines(items: PriceItem[]): PriceLineCents[] {
  const lines = new Map<string, PriceLineCents & { travellers: number[] }>();
  for (const item of items) {
    const key = [item.art, item.unterart ?? '', item.name, item.unitCents].join('|');
    const quantity = item.quantity ?? 1;
    const line = lines.get(key) ?? {
      art: item.art,
      unterart: item.unterart,
      bezeichnung: item.name,
      anzahl: 0,
      preisCents: item.unitCents,
      gesamtpreisCents: 0,
      zuordnung: '',
      travellers: [],
      ...(item.ref && { ref: item.ref }),
    };
    line.anzahl += quantity;
    line.gesamtpreisCents += quantity * item.unitCents;
    if (item.traveller !== null) line.travellers.push(item.traveller);
    lines.set(key, line);
  }
  return [...lines.values()].map(({ travellers, ...line }) => ({
    ...line,
    zuordnung: [...new Set(travellers)].sort((a, b) => a - b).join(','),
  }));
}

export function totalCents(lines: PriceLineCents[]): number {
  return lines.reduce((sum, line) => sum + line.gesamtpreisCents, 0);
}

interface Priced {
  name: string;
  priceCents: number;
  ref?: PriceRef;
}

export interface TravellerPricing {
  boardingPoint: { name: string; surchargeCents: number; ref?: PriceRef } | null;
  room: Priced | null;
  /** Surcharges that follow the traveller's room type ('Aufpreis …', single-room supplement). */
  surcharges: Priced[];
  extras: Priced[];
  insurance: Priced | null;
}

/**
 * The items of a trip booking, traveller by traveller: trip price (ERM), room (SON/UNT, also when
 * it costs nothing), automatic surcharges (SON/AUF), boarding point (SON/TRA), extras (SON) and
 * insurance (VER).
 */
export function tripPriceItems(
  trip: { id?: number; title: string; priceCents: number },
  travellers: TravellerPricing[],
): PriceItem[] {
  const items: PriceItem[] = [];
  const item = (art: PriceArt, unterart: string | null, priced: Priced, traveller: number): PriceItem => ({
    art,
    unterart,
    name: priced.name,
    unitCents: priced.priceCents,
    traveller,
    ...(priced.ref && { ref: priced.ref }),
  });
  const tripRef: PriceRef | undefined = trip.id === undefined ? undefined : { kind: 'journey', id: trip.id };
  travellers.forEach((t, i) => {
    const traveller = i + 1;
    items.push(item('ERM', null, { name: trip.title, priceCents: trip.priceCents, ref: tripRef }, traveller));
    if (t.room) items.push(item('SON', 'UNT', t.room, traveller));
    for (const s of t.surcharges) items.push(item('SON', 'AUF', s, traveller));
    if (t.boardingPoint) {
      const { name, surchargeCents, ref } = t.boardingPoint;
      items.push(item('SON', 'TRA', { name, priceCents: surchargeCents, ref }, traveller));
    }
    for (const e of t.extras) items.push(item('SON', null, e, traveller));
    if (t.insurance) items.push(item('VER', null, t.insurance, traveller));
  });
  return sortByArt(items);
}

/** Lines read best as trip price, rooms and surcharges, boarding points, extras, insurance. */
function sortByArt(items: PriceItem[]): PriceItem[] {
  const rank = (i: PriceItem) =>
    i.art === 'ERM'
      ? 0
      : i.unterart === 'UNT'
        ? 1
        : i.unterart === 'AUF'
          ? 2
          : i.unterart === 'TRA'
            ? 3
            : i.art === 'SON'
              ? 4
              : 5;
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => rank(a.item) - rank(b.item) || a.index - b.index)
    .map((x) => x.item);
}

export interface PaymentTermsInput {
  /** 'T' day trip, 'M' multi-day trip, 'K' ticket. */
  tripType: string;
  totalCents: number;
  depositPercent: number;
  balanceDueDays: number;
  /** First day of the trip (ISO). */
  dateFrom: string;
  /** Today (ISO). */
  today: string;
}

export interface PaymentTermsCents {
  depositCents: number;
  depositDue: string;
  balanceCents: number;
  balanceDue: string | null;
}

/** Days after booking the deposit of a multi-day trip is due. */
export const DEPOSIT_DUE_DAYS = 7;

/**
 * Day trips and tickets are paid in full at booking. Multi-day trips: a deposit (percent of the
 * total) due within 7 days but not after departure, the balance `balanceDueDays` before departure;
 * when that date is not after the deposit's, everything is due as the deposit.
 */
export function paymentTerms(input: PaymentTermsInput): PaymentTermsCents {
  const { totalCents: total, today } = input;
  if (input.tripType === 'T' || input.tripType === 'K') {
    return { depositCents: total, depositDue: today, balanceCents: 0, balanceDue: null };
  }
  const depositDue = minIso(addDays(today, DEPOSIT_DUE_DAYS), input.dateFrom);
  const deposit = Math.round((total * input.depositPercent) / 100);
  const balanceDue = addDays(input.dateFrom, -input.balanceDueDays);
  if (deposit >= total || balanceDue <= depositDue) {
    return { depositCents: total, depositDue, balanceCents: 0, balanceDue: null };
  }
  return { depositCents: deposit, depositDue, balanceCents: total - deposit, balanceDue };
}
