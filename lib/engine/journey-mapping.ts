/**
 * One mapping between the catalogue's rows and the contract's journey (spec §3 "Journey", §7
 * journey-web-legacy): cents → euros, free seats → `number`, bookability → `Buchung`, ticket prices
 * → millionths of a euro.
 */
import type { Journey, TicketDate } from '../api/contract/schemas';
import { centsToDe, centsToEuros, centsToMillionths } from '../api/contract/encoding';
import { durationDays, slugify } from '../format';
import { toBerlinIso } from '../wall-clock';
import { ticketsLeft } from '../booking/free-places';
import { isSelectableExtra } from '../booking/surcharges';
import { surchargeService } from './trip';
import type * as s from '../db/schema';
import { journeyIn, ticketDateIn, withName, type Language } from './translate';

type JourneyRow = typeof s.journeys.$inferSelect;
type ServiceRow = typeof s.services.$inferSelect;
type TicketDateRow = typeof s.ticketDates.$inferSelect;

export interface JourneyRecord {
  /** As stored: German texts and their translations. */
  journey: JourneyRow;
  /** Category and country names, already in the language asked for. */
  category: string;
  country: string | null;
  /** Free places (lib/booking/free-places), or the free tickets of a ticket journey's dates ahead. */
  free: number;
}

export interface JourneyDetail {
  einleitung?: boolean;
  reisebeschreibung?: boolean;
  /** SON services of the journey; only extras on sale are shown. */
  extras?: ServiceRow[];
  /** Ticket dates of a ticket journey (already limited to those still ahead). */
  dates?: TicketDateRow[];
  /** Trip texts, extras and ticket prices in this language, German where a text is missing (default German). */
  language?: Language;
}

/**
 * PostgreSQL prints timestamps as '2026-12-06 14:30:00+00' (the offset per session time zone);
 * turn that into an instant whatever the driver or server time zone.
 */
export function parseTimestamp(value: string | Date): Date {
  if (value instanceof Date) return value;
  const iso = value.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00');
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new Error(`Not a timestamp: '${value}'`);
  return date;
}

export function toTicketDate(stored: TicketDateRow, language: Language = 'de'): TicketDate {
  const row = ticketDateIn(stored, language);
  return {
    id_pln_dates: row.id,
    dates: {
      date_from: toBerlinIso(parseTimestamp(row.dateFrom)),
      title: row.title,
      prices: row.prices.map((p) => ({ name: p.name, price: centsToMillionths(p.cents) })),
      frei: ticketsLeft(row),
    },
  };
}

export function toJourney(record: JourneyRecord, today: string, detail: JourneyDetail = {}): Journey {
  const language = detail.language ?? 'de';
  const journey = journeyIn(record.journey, language);
  const free = Math.max(0, record.free);
  const journeyData: Journey = {
    id_jrn_journey: journey.id,
    title: journey.title,
    // The trip's address is the same in every language: its German title.
    slug: slugify(record.journey.title),
    date_from: journey.dateFrom,
    date_till: journey.dateTill,
    date: { code: journey.code },
    termin: { ReiseArt: journey.tripType },
    id_jrn_category: journey.categoryId,
    category: record.category,
    country: record.country,
    price: centsToEuros(journey.priceCents),
    label: journey.label,
    image: journey.image,
    resort: journey.resort,
    number: free,
    zs: { ...journey.schedule },
    // A trip whose day has come has left (06:45); a ticket journey runs while it has dates ahead.
    Buchung:
      journey.bookable && free > 0 && (journey.tripType === 'K' ? journey.dateTill >= today : journey.dateFrom > today),
    // A ticket journey spans a season of match days; each ticket is for one day.
    adds: { days: journey.tripType === 'K' ? 1 : durationDays(journey.dateFrom, journey.dateTill) },
    content: { accommodation: [...journey.content.accommodation], services: [...journey.content.services] },
  };
  if (detail.einleitung) journeyData.einleitung = journey.intro;
  if (detail.reisebeschreibung) journeyData.reisebeschreibung = journey.description;
  if (detail.extras) {
    journeyData.extras = detail.extras
      .filter((e) => isSelectableExtra(surchargeService(e)))
      .sort((a, b) => a.sort - b.sort || a.id - b.id)
      .map((e) => ({ id: e.id, bezeichnung: withName(e, language).name, preis: centsToDe(e.priceCents) }));
  }
  if (detail.dates) journeyData.dates = detail.dates.map((date) => toTicketDate(date, language));
  return journeyData;
}
