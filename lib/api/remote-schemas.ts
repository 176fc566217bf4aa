/**
 * What the operator's booking system may answer (spec §3 and §7), and its reshaping into the
 * contract's response types that the site reads (`./contract/schemas`).
 *
 * Only the fields the specification names are required; unknown extra fields are accepted and
 * ignored; every field the site needs beyond the specification is defaulted or derived here, and
 * each of these assumptions is listed in the README ("Remote booking system: assumptions"). The
 * built-in engine answers with all of them, so against it nothing is derived and nothing is lost.
 *
 * Leniency where the specification leaves the encoding open: numbers may come as numeric strings,
 * money as a number of euros or a German string ('1.234,50'), booking-system dates as 'DD.MM.YYYY' or
 * ISO, a list of one entry as that entry alone (as XML→JSON converters write it), and a "list" as a
 * bare array or inside `data`.
 */
import { z } from 'zod';
import type * as C from './contract/schemas';
import { importResponse } from './contract/schemas';
import { centsToDe, deToCents, deToIso, isoToDe } from './contract/encoding';
import { MAX_TRAVELLERS } from '../booking/schema';
import { PAYMENT_TYPES, type PaymentType } from '../booking/payment-types';

// ---------------------------------------------------------------- scalars

const numeric = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^-?\d+(\.\d+)?$/),
  ])
  .transform(Number);
const integer = numeric.pipe(z.number().int());
const text = z.union([z.string(), z.number()]).transform(String);
const flag = z
  .union([z.boolean(), z.number(), z.string()])
  .transform((v) => v === true || v === 1 || ['true', '1', 'ja', 'j', 'yes'].includes(String(v).trim().toLowerCase()));

/** Money as the booking system's string '1234,50' (what the contract types carry). */
const money = z.union([z.number(), z.string()]).transform((value, ctx) => {
  if (typeof value === 'number') return centsToDe(Math.round(value * 100));
  try {
    return centsToDe(deToCents(value));
  } catch {
    ctx.addIssue({ code: 'custom', message: `not a money amount: '${value}'` });
    return z.NEVER;
  }
});

/** A booking-system date as 'DD.MM.YYYY' (accepts ISO too). */
const deDate = z.string().transform((value, ctx) => {
  const trimmed = value.trim();
  if (deToIso(trimmed)) return trimmed;
  if (/^\d{4}-\d{2}-\d{2}/.test(trimmed)) return isoToDe(trimmed);
  ctx.addIssue({ code: 'custom', message: `not a date: '${value}'` });
  return z.NEVER;
});

/** A catalogue date as ISO 'YYYY-MM-DD' (a time part is kept; 'DD.MM.YYYY [HH:MM]' is converted). */
const isoDate = z.string().transform((value, ctx) => {
  const trimmed = value.trim();
  if (/^\d{4}-\d{2}-\d{2}/.test(trimmed)) return trimmed;
  const match = /^(\d{2}\.\d{2}\.\d{4})(?:[ T](\d{2}:\d{2}(?::\d{2})?))?$/.exec(trimmed);
  const iso = match ? deToIso(match[1]) : undefined;
  if (iso) return match![2] ? `${iso}T${match![2]}` : iso;
  ctx.addIssue({ code: 'custom', message: `not a date: '${value}'` });
  return z.NEVER;
});

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An array, a single entry as a list of one, nothing as an empty list. */
const asList = (value: unknown): unknown =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];

/**
 * A list that may come as an array, a single entry, or not at all. Shapes are normalised before
 * validation (not with unions), so a wrong entry is reported with its field path.
 */
function list<S extends z.ZodType>(item: S) {
  return z.preprocess(asList, z.array(item));
}

/** A "list" of spec §7: a bare array, or the array in `data` (also `data.rows`). */
function bareOrData<S extends z.ZodType>(item: S) {
  return z.preprocess((body) => {
    if (!isObject(body)) return body;
    if (Array.isArray(body.data)) return body.data;
    if (isObject(body.data) && Array.isArray(body.data.rows)) return body.data.rows;
    return body;
  }, z.array(item));
}

// ---------------------------------------------------------------- catalogue

/** spec §3 "Ticket date entry": id_pln_dates, dates.date_from, dates.prices[0].name and price. */
const ticketDate = z
  .object({
    id_pln_dates: integer,
    dates: z.object({
      date_from: isoDate,
      title: text.optional(),
      prices: list(z.object({ name: text, price: numeric })),
      frei: integer.optional(),
    }),
  })
  .transform((d): C.TicketDate => ({
    id_pln_dates: d.id_pln_dates,
    dates: {
      date_from: d.dates.date_from,
      // the match is named by its price entry when the entry has no title of its own
      title: d.dates.title ?? d.dates.prices[0]?.name.split(/\binkl\./i)[0].trim() ?? '',
      prices: d.dates.prices,
      ...(d.dates.frei !== undefined && { frei: d.dates.frei }),
    },
  }));

const names = z.union([z.array(text), text.transform((v) => [v])]).optional();

/**
 * spec §3 "Journey": id_jrn_journey, title, date_from, date_till, date.code, termin.ReiseArt, the
 * content (accommodation and other services), dates, price, label, adds, number, zs, Buchung. Only
 * id and title are required (§7 names no more for the list); the rest is read when it is there.
 */
const journeyWire = z.object({
  id_jrn_journey: integer,
  title: text,
  date_from: isoDate.optional(),
  date_till: isoDate.optional(),
  date: z.object({ code: text.optional() }).nullish(),
  termin: z.object({ ReiseArt: text.optional() }).nullish(),
  content: z.object({ accommodation: names, services: names }).partial().nullish().catch(undefined),
  dates: list(ticketDate).optional(),
  price: z
    .union([numeric, money.transform((de) => deToCents(de) / 100)])
    .optional()
    .catch(undefined),
  label: text.nullish().catch(undefined),
  adds: z.object({ days: integer.optional() }).nullish().catch(undefined),
  number: integer.optional().catch(undefined),
  zs: z
    .object({ departure: text.optional(), returnDeparture: text.optional(), arrival: text.optional() })
    .nullish()
    .catch(undefined),
  Buchung: flag.optional().catch(undefined),
  // not named by the specification: what the built-in engine adds, taken when present
  slug: text.optional().catch(undefined),
  id_jrn_category: integer.optional().catch(undefined),
  category: text.optional().catch(undefined),
  country: text.nullish().catch(undefined),
  image: text.optional().catch(undefined),
  resort: text.optional().catch(undefined),
  einleitung: text.optional().catch(undefined),
  reisebeschreibung: text.optional().catch(undefined),
  extras: z
    .array(z.object({ id: integer, bezeichnung: text, preis: money }))
    .optional()
    .catch(undefined),
});
type JourneyWire = z.output<typeof journeyWire>;

/** What the site knows about a journey besides its own fields: the category it was listed under. */
export interface JourneyContext {
  category?: number;
}

function days(from: string, till: string): number {
  const a = Date.parse(from.slice(0, 10));
  const b = Date.parse(till.slice(0, 10));
  return Number.isNaN(a) || Number.isNaN(b) ? 1 : Math.max(1, Math.round((b - a) / 86_400_000) + 1);
}

export function reshapeJourney(j: JourneyWire, ctx: JourneyContext = {}): C.Journey {
  const dateFrom = j.date_from ?? '';
  const dateTill = j.date_till ?? dateFrom;
  const journey: C.Journey = {
    id_jrn_journey: j.id_jrn_journey,
    title: j.title,
    date_from: dateFrom,
    date_till: dateTill,
    // the trip code addresses the booking system; without one the journey id stands in
    date: { code: j.date?.code || String(j.id_jrn_journey) },
    // 'T' (day trip) when the trip starts and ends on one day
    termin: { ReiseArt: j.termin?.ReiseArt || (dateFrom.slice(0, 10) === dateTill.slice(0, 10) ? 'T' : 'M') },
    id_jrn_category: j.id_jrn_category ?? ctx.category ?? 0,
    category: j.category ?? '',
    country: j.country ?? null,
    price: j.price ?? 0,
    label: j.label ?? '',
    image: j.image ?? '',
    resort: j.resort ?? '',
    // free seats unknown: as many as one booking may take; the price check has the last word
    number: j.number ?? MAX_TRAVELLERS,
    zs: j.zs ?? {},
    Buchung: j.Buchung ?? true,
    adds: { days: j.adds?.days ?? days(dateFrom, dateTill) },
    content: { accommodation: j.content?.accommodation ?? [], services: j.content?.services ?? [] },
  };
  if (j.slug) journey.slug = j.slug;
  if (j.einleitung !== undefined) journey.einleitung = j.einleitung;
  if (j.reisebeschreibung !== undefined) journey.reisebeschreibung = j.reisebeschreibung;
  if (j.extras !== undefined) journey.extras = j.extras;
  if (j.dates !== undefined) journey.dates = j.dates;
  return journey;
}

/** GET {api}/journey-web-legacy: 'error and data' (§7); paging totals are derived when absent. */
export const journeyListWire = z.object({
  error: z.unknown().optional(),
  data: z.array(journeyWire).nullish(),
  total: integer.optional().catch(undefined),
  page: integer.optional().catch(undefined),
  page_size: integer.optional().catch(undefined),
});

/** An `error` field of any shape as the contract's string (null when there is none). */
export function errorText(error: unknown): string | null {
  if (error === undefined || error === null || error === false || error === '') return null;
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && 'message' in error && typeof error.message === 'string') return error.message;
  return JSON.stringify(error);
}

export function reshapeJourneyList(
  body: z.output<typeof journeyListWire>,
  request: { category?: number; page?: number; page_size: number },
): C.JourneyListResponse {
  const data = (body.data ?? []).map((j) => reshapeJourney(j, { category: request.category }));
  const page = body.page ?? request.page ?? 1;
  const pageSize = body.page_size ?? request.page_size;
  return {
    error: errorText(body.error),
    data,
    // without totals the list is taken as complete up to this page
    total: body.total ?? (page - 1) * pageSize + data.length,
    page,
    page_size: pageSize,
  };
}

/** GET /api/v1/journey-web-legacy/{id}: the journey in `data` (or the journey itself). */
export const journeyOneWire = z.preprocess(
  (body) => (body && typeof body === 'object' && !('data' in body) && 'id_jrn_journey' in body ? { data: body } : body),
  z.object({ error: z.unknown().optional(), data: journeyWire.nullish() }).transform((b) => ({
    error: errorText(b.error),
    data: b.data ?? null,
  })),
);

export function reshapeJourneyOne(body: z.output<typeof journeyOneWire>): C.JourneyResponse {
  return { error: body.error, data: body.data ? reshapeJourney(body.data) : null };
}

/** spec §3 "Menu item": id_web_menu_item, name, settings.link, children, parent id, status. */
interface MenuItemWire {
  id_web_menu_item: number;
  name: string;
  settings?: { link?: string } | null;
  id_parent?: number;
  parent_id?: number;
  status?: number;
  sort?: number;
  children: MenuItemWire[];
}
const menuItemWire: z.ZodType<MenuItemWire, unknown> = z.lazy(() =>
  z.object({
    id_web_menu_item: integer,
    name: text,
    settings: z
      .object({ link: text.nullish().transform((v) => v ?? undefined) })
      .nullish()
      .catch(undefined),
    id_parent: integer.nullish().transform((v) => v ?? undefined),
    parent_id: integer.nullish().transform((v) => v ?? undefined),
    status: integer.optional(),
    sort: integer.optional().catch(undefined),
    children: list(menuItemWire),
  }),
);

const menuWire = z.object({
  id_web_menu: integer,
  name: text,
  menu_items: list(menuItemWire).optional(),
  menuitems: list(menuItemWire).optional(),
  items: list(menuItemWire).optional(),
});

export const menuWireResponse = bareOrData(menuWire);

/** Items flat, each with its parent (nesting in `children` becomes `id_parent`), in the server's order. */
function flattenMenu(items: readonly MenuItemWire[], parent: number, out: C.MenuItem[]): C.MenuItem[] {
  for (const item of items) {
    out.push({
      id_web_menu_item: item.id_web_menu_item,
      name: item.name,
      settings: { link: item.settings?.link ?? '' },
      id_parent: item.id_parent ?? item.parent_id ?? parent,
      // an item without status is shown (status 1 is the only one the spec gives a meaning)
      status: item.status ?? 1,
      sort: item.sort ?? out.length,
      children: [],
    });
    flattenMenu(item.children, item.id_web_menu_item, out);
  }
  return out;
}

export function reshapeMenus(menus: z.output<typeof menuWireResponse>): C.MenuResponse {
  return {
    data: menus.map((menu) => ({
      id_web_menu: menu.id_web_menu,
      name: menu.name,
      menu_items: flattenMenu(menu.menu_items ?? menu.menuitems ?? menu.items ?? [], 0, []),
    })),
  };
}

/** spec §3 "Testimonial": title, text, settings.images (first link), settings.sterne. */
const testimonialWire = z.object({
  id_web_blog: integer.optional().catch(undefined),
  title: text,
  text: text.nullish().transform((v) => v ?? ''),
  settings: z
    .object({
      images: list(z.object({ link: text }).catch({ link: '' })).catch([]),
      sterne: numeric.optional().catch(undefined),
    })
    .nullish()
    .catch(undefined),
  created: text.optional().catch(undefined),
});

export const blogWireResponse = bareOrData(testimonialWire);

export function reshapeTestimonials(items: z.output<typeof blogWireResponse>): { data: C.Testimonial[] } {
  return {
    data: items.map((item, index) => ({
      id_web_blog: item.id_web_blog ?? index + 1,
      title: item.title,
      text: item.text,
      settings: {
        images: (item.settings?.images ?? []).filter((image) => image.link),
        // rating 0 to 5 in half steps (spec §3)
        sterne: Math.min(5, Math.max(0, Math.round((item.settings?.sterne ?? 0) * 2) / 2)),
      },
      created: item.created ?? '',
    })),
  };
}

/** journeys: a count (or the list of journeys, counted). */
const journeyCount = z.union([integer, z.array(z.unknown()).transform((a) => a.length)]);

/** spec §3 "Category": id_jrn_category, name, journeys count. */
export const categoryWireResponse = bareOrData(
  z.object({
    id_jrn_category: integer,
    name: text,
    journeys: journeyCount,
    // not named by the specification: the built-in engine's URL slug, taken when present
    slug: text.optional().catch(undefined),
  }),
);

/** spec §3 "Country": name, journeys count (its id is derived from its place in the list). */
export const countryWireResponse = bareOrData(
  z.object({
    id_country: integer.optional().catch(undefined),
    name: text,
    journeys: journeyCount,
    slug: text.optional().catch(undefined),
  }),
);

export function reshapeCountries(rows: z.output<typeof countryWireResponse>): { data: C.Country[] } {
  return {
    data: rows.map((row, index) => ({
      id_country: row.id_country ?? index + 1,
      name: row.name,
      journeys: row.journeys,
      ...(row.slug && { slug: row.slug }),
    })),
  };
}

/** spec §3 "Boarding point": IDZustieg, PLZ, Ort, Stelle, preis (the departure time when present). */
const boardingPointWire = z
  .object({
    IDZustieg: integer,
    PLZ: text.nullish().transform((v) => v ?? ''),
    Ort: text,
    Stelle: text.nullish().transform((v) => v ?? ''),
    preis: money.nullish().transform((v) => v ?? '0,00'),
    zeit: text.nullish().catch(undefined),
  })
  .transform((p): C.BoardingPoint => ({ ...p, zeit: p.zeit ?? '' }));

/** POST {api}/zus.listZustiegeWeb: data.rows (§7). */
export const boardingPointListWire = z.preprocess(
  (body) => (isObject(body) && Array.isArray(body.data) ? { data: { rows: body.data } } : body),
  z.object({ data: z.object({ rows: z.array(boardingPointWire), total: integer.optional().catch(undefined) }) }),
);

export function reshapeBoardingPointList(body: z.output<typeof boardingPointListWire>): {
  data: { rows: C.BoardingPoint[]; total: number };
} {
  return { data: { rows: body.data.rows, total: body.data.total ?? body.data.rows.length } };
}

/** GET {api}/{booking}/zustieg: "List of boarding points" (§7), bare, in `data` or in the engine's `ergebnis`. */
export const boardingWire = z.preprocess((body) => {
  if (Array.isArray(body)) return body;
  if (isObject(body) && Array.isArray(body.data)) return body.data;
  const ergebnis = isObject(body) && isObject(body.ergebnis) ? body.ergebnis : undefined;
  if (!ergebnis) return body;
  return asList(isObject(ergebnis.zustiege) ? ergebnis.zustiege.zustieg : ergebnis.zustieg);
}, z.array(boardingPointWire));

export function reshapeBoarding(points: C.BoardingPoint[]): C.BoardingResponse {
  return { ergebnis: { zustiege: { zustieg: points } } };
}

// ---------------------------------------------------------------- booking system

const SERVICE_ARTS = ['UNT', 'SON', 'BEF'] as const;

/** spec §3 "Service": id, art, bezeichnung, preis, frei, status, belegungmax. */
const serviceWire = z.object({
  id: integer,
  art: z.enum(SERVICE_ARTS),
  bezeichnung: text,
  preis: money,
  frei: integer,
  status: text,
  belegungmax: integer.nullish().transform((v) => v ?? undefined),
  richtung: z.enum(['H', 'R']).nullish().catch(undefined),
  automatisch: flag.optional().catch(undefined),
  bezug: integer.nullish().catch(undefined),
});
type ServiceWire = z.output<typeof serviceWire>;

/** spec §3 "Insurance": all its fields are named. */
const insuranceWire = z.object({
  idbuspro: integer,
  bezeichnung: text,
  preis: money,
  reisepreisvon: money,
  reisepreisbis: money,
  buchungdatumvon: deDate,
  buchungdatumbis: deDate,
  reisedatumvon: deDate,
  reisedatumbis: deDate,
});

/** GET {api}/{booking}/buchung/{tripCode}: ergebnis with leistungen.leistung and insurances.versicherungen.versicherung. */
export const tripServicesWire = z.object({
  ergebnis: z.object({
    reise: z
      .object({
        idreise: text.optional(),
        id_jrn_journey: integer.optional(),
        ReiseArt: text.optional(),
        beginn: deDate.optional(),
        ende: deDate.optional(),
        titel: text.optional(),
        preis: money.optional(),
      })
      .nullish()
      .catch(undefined),
    leistungen: z.object({ leistung: list(serviceWire) }).nullish(),
    insurances: z.object({ versicherungen: z.object({ versicherung: list(insuranceWire) }).nullish() }).nullish(),
  }),
});

const SINGLE_ROOM = /einzelzimmer|single/i;
const SINGLE_SUPPLEMENT = /einzelzimmer(zu|auf)schlag/i;

/**
 * The direction of a coach (H outbound, R return): by its name ('Hinfahrt', 'Rückfahrt'), else the
 * first coach is the outbound one and the second the return.
 */
function coachDirection(service: ServiceWire, coaches: ServiceWire[]): 'H' | 'R' {
  if (/r(ü|ue)ck/i.test(service.bezeichnung)) return 'R';
  if (/\bhin/i.test(service.bezeichnung)) return 'H';
  return coaches.indexOf(service) === 1 ? 'R' : 'H';
}

/**
 * The room an automatic surcharge follows (spec §4/§5): a single-room supplement follows the single
 * room; 'Aufpreis X' follows the room type named X. null: it applies to no room.
 */
function surchargeRoom(service: ServiceWire, rooms: ServiceWire[]): number | null {
  if (SINGLE_SUPPLEMENT.test(service.bezeichnung)) {
    const single = rooms.find((r) => r.belegungmax === 1) ?? rooms.find((r) => SINGLE_ROOM.test(r.bezeichnung));
    return single?.id ?? null;
  }
  if (service.bezeichnung.startsWith('Aufpreis ')) {
    const named = service.bezeichnung.slice('Aufpreis '.length).trim().toLowerCase();
    return rooms.find((r) => named.includes(r.bezeichnung.trim().toLowerCase()))?.id ?? null;
  }
  return null;
}

export function reshapeServices(services: ServiceWire[]): C.Service[] {
  const coaches = services.filter((s) => s.art === 'BEF');
  const rooms = services.filter((s) => s.art === 'UNT');
  return services.map((s) => {
    const automatic =
      s.automatisch ??
      (s.art === 'SON' && (s.bezeichnung.startsWith('Aufpreis ') || SINGLE_SUPPLEMENT.test(s.bezeichnung)));
    return {
      id: s.id,
      art: s.art,
      bezeichnung: s.bezeichnung,
      preis: s.preis,
      frei: s.frei,
      status: s.status,
      // a room holds as many as its name says (single 1, double 2, …) when the maximum is not sent
      belegungmax: s.belegungmax ?? (s.art === 'UNT' ? (SINGLE_ROOM.test(s.bezeichnung) ? 1 : 2) : 1),
      richtung: s.art === 'BEF' ? (s.richtung ?? coachDirection(s, coaches)) : null,
      automatisch: automatic,
      bezug: s.bezug !== undefined ? s.bezug : automatic ? surchargeRoom(s, rooms) : null,
    };
  });
}

export function reshapeTripServices(body: z.output<typeof tripServicesWire>, tripCode: string): C.TripServicesResponse {
  const reise = body.ergebnis.reise ?? {};
  const services = reshapeServices(body.ergebnis.leistungen?.leistung ?? []);
  return {
    ergebnis: {
      // not named by the specification: the site reads the journey from the catalogue instead
      reise: {
        idreise: reise.idreise ?? tripCode,
        id_jrn_journey: reise.id_jrn_journey ?? 0,
        ReiseArt: reise.ReiseArt ?? '',
        beginn: reise.beginn ?? '',
        ende: reise.ende ?? '',
        titel: reise.titel ?? '',
        preis: reise.preis ?? '0,00',
      },
      leistungen: { leistung: services },
      insurances: { versicherungen: { versicherung: body.ergebnis.insurances?.versicherungen?.versicherung ?? [] } },
    },
  };
}

/** spec §3 "Booking check result": satz (typ and text). */
const satzWire = z.object({
  attr: z.object({ typ: z.enum(['BUCHUNG', 'HINWEIS']) }),
  text: text.nullish().transform((v) => v ?? ''),
  // Not in the spec: a hint's code and parameters, as the built-in engine sends them (lib/booking/hints);
  // anything else there is dropped and the text is shown as sent.
  code: z.string().optional().catch(undefined),
  params: z
    .record(z.string(), z.union([z.string(), z.number()]))
    .optional()
    .catch(undefined),
});
/** One satz, or of several the notice (a HINWEIS stops the flow, spec §4), else the first. */
const satzOneWire = z.preprocess(
  (value) =>
    Array.isArray(value)
      ? (value.find((s) => isObject(s) && isObject(s.attr) && s.attr.typ === 'HINWEIS') ?? value[0])
      : value,
  satzWire,
);

/** spec §3 "Price line": art (ERM, or SON with unterart TRA), bezeichnung, preis, gesamtpreis, zuordnung. */
const priceLineWire = z
  .object({
    art: text,
    unterart: text.nullish().catch(undefined),
    bezeichnung: text,
    anzahl: integer.optional().catch(undefined),
    preis: money,
    gesamtpreis: money,
    zuordnung: text.nullish().transform((v) => v ?? ''),
  })
  .transform((line): C.PriceLine => ({
    art: line.art === 'ERM' || line.art === 'VER' ? line.art : 'SON',
    unterart: line.unterart ?? null,
    bezeichnung: line.bezeichnung,
    // the count is the total over the unit price when it is not sent
    anzahl: line.anzahl ?? Math.max(1, Math.round(deToCents(line.gesamtpreis) / (deToCents(line.preis) || 1))),
    preis: line.preis,
    gesamtpreis: line.gesamtpreis,
    zuordnung: line.zuordnung,
  }));

/** `preise` as `{ preis: [...] }` (like leistungen.leistung) or as the list itself. */
const pricesWire = z.preprocess(
  (value) => asList(isObject(value) && 'preis' in value ? value.preis : value),
  z.array(priceLineWire),
);

const termsWire = z
  .object({
    anzahlung: z.object({ betrag: money, termin: deDate }),
    restzahlung: z.object({ betrag: money, termin: deDate.nullish().transform((v) => v ?? null) }),
  })
  .nullish()
  .transform((v) => v ?? null);

/** POST {api}/{booking}/buchung: ergebnis with satz, buchung, preise, gesamtpreis, zahlungsbedingungen. */
export const checkWire = z.object({
  ergebnis: z.object({
    satz: satzOneWire,
    buchung: z.object({ status: text.nullish().transform((v) => v ?? '') }),
    preise: pricesWire,
    gesamtpreis: money.nullish().transform((v) => v ?? '0,00'),
    zahlungsbedingungen: termsWire,
    // the built-in engine's hold and filtered insurance offers, taken when present
    reservierung: z.object({ id: text, gueltig_bis: text }).nullish().catch(undefined),
    versicherungen: z.array(insuranceWire).optional().catch(undefined),
  }),
});

export function reshapeCheck(
  body: z.output<typeof checkWire>,
  /** The trip's insurance offers, when the answer carries none (the page filters them, spec §5). */
  insurances: C.Insurance[],
): C.CheckResponse {
  const e = body.ergebnis;
  return {
    ergebnis: {
      satz: e.satz,
      buchung: e.buchung,
      preise: { preis: e.preise },
      gesamtpreis: e.gesamtpreis,
      zahlungsbedingungen: e.zahlungsbedingungen,
      reservierung: e.reservierung ?? null,
      versicherungen: e.versicherungen ?? insurances,
    },
  };
}

/** PUT {api}/{booking}/buchung: ergebnis with satz and buchung ('erfolgt'), and booking with vorgang and token. */
export const saveWire = z.object({
  ergebnis: z.object({
    satz: satzOneWire,
    buchung: z.object({
      status: text.nullish().transform((v) => v ?? ''),
      vorgang: text.optional().catch(undefined),
      token: text.optional().catch(undefined),
      bestaetigungpdf: text.optional().catch(undefined),
      email: text.optional().catch(undefined),
    }),
    preise: pricesWire.optional(),
    gesamtpreis: money.optional().catch(undefined),
    zahlungsbedingungen: termsWire.optional(),
  }),
  booking: z.object({ vorgang: text, token: text }).nullish().catch(undefined),
});

export function reshapeSave(body: z.output<typeof saveWire>): C.SaveResponse {
  const e = body.ergebnis;
  const vorgang = body.booking?.vorgang ?? e.buchung.vorgang;
  const token = body.booking?.token ?? e.buchung.token;
  return {
    ergebnis: {
      satz: e.satz,
      buchung: {
        status: e.buchung.status,
        ...(vorgang !== undefined && { vorgang }),
        ...(token !== undefined && { token }),
        ...(e.buchung.bestaetigungpdf !== undefined && { bestaetigungpdf: e.buchung.bestaetigungpdf }),
        ...(e.buchung.email !== undefined && { email: e.buchung.email }),
      },
      ...(e.preise !== undefined && { preise: { preis: e.preise } }),
      ...(e.gesamtpreis !== undefined && { gesamtpreis: e.gesamtpreis }),
      ...(e.zahlungsbedingungen !== undefined && { zahlungsbedingungen: e.zahlungsbedingungen }),
    },
    booking: vorgang !== undefined && token !== undefined ? { vorgang, token } : null,
  };
}

const SEAT_STATES = ['frei', 'belegt', 'gesperrt', 'option'] as const;
type SeatState = (typeof SEAT_STATES)[number];

/** spec §3: each seat has a number and a status; row, column and window are read when present. */
const seatWire = z.object({
  nummer: integer.optional(),
  number: integer.optional(),
  nr: integer.optional(),
  status: text.transform((s): SeatState => {
    const state = s.trim().toLowerCase();
    return (SEAT_STATES as readonly string[]).includes(state) ? (state as SeatState) : 'belegt';
  }),
  reihe: integer.optional().catch(undefined),
  spalte: integer.optional().catch(undefined),
  fenster: flag.optional().catch(undefined),
});

/** The seats of a plan: `sitze.sitz` (like leistungen.leistung), or a list in `sitze`, `sitz` or `seats`. */
const seatListWire = z.preprocess(
  (value) => asList(isObject(value) && 'sitz' in value ? value.sitz : value),
  z.array(seatWire),
);

const seatPlanWire = z.object({
  attr: z.object({ idleistung: integer, richtung: z.enum(['H', 'R']).optional().catch(undefined) }),
  sitzplan_bezeichnung: text.nullish().transform((v) => v ?? ''),
  reihen: integer.optional().catch(undefined),
  spalten: integer.optional().catch(undefined),
  frei: integer.optional().catch(undefined),
  // unreadable seat lists count as none: the seat step then lets the booking system assign seats
  sitze: seatListWire.optional().catch(undefined),
  sitz: list(seatWire).optional().catch(undefined),
  seats: z.array(seatWire).optional().catch(undefined),
});

/** GET {api}/{booking}/sitzplatz: ergebnis.sitzplaene.sitzplan: plans with attr.idleistung and sitzplan_bezeichnung. */
export const seatPlanWireResponse = z.object({
  ergebnis: z.object({
    satz: satzOneWire.optional().catch(undefined),
    sitzplaene: z.object({ sitzplan: list(seatPlanWire) }).nullish(),
  }),
});

/** The classic coach layout when rows and columns are not sent: 2 + aisle + 2, numbered row by row. */
const SEATS_PER_ROW = 4;

function reshapeSeats(raw: z.output<typeof seatWire>[]): C.Seat[] {
  const placed = raw.flatMap((s, index) => {
    const nummer = s.nummer ?? s.number ?? s.nr;
    if (nummer === undefined || nummer <= 0) return [];
    const position = index % SEATS_PER_ROW;
    return [
      {
        ...s,
        nummer,
        reihe: s.reihe ?? Math.floor(index / SEATS_PER_ROW) + 1,
        spalte: s.spalte ?? (position < 2 ? position + 1 : position + 2),
      },
    ];
  });
  const lastColumn = Math.max(0, ...placed.map((s) => s.spalte));
  return placed.map((s) => ({
    nummer: s.nummer,
    reihe: s.reihe,
    spalte: s.spalte,
    status: s.status,
    // the outer columns are the window seats
    fenster: s.fenster ?? (s.spalte === 1 || s.spalte === lastColumn),
  }));
}

export function reshapeSeatPlans(
  body: z.output<typeof seatPlanWireResponse>,
  request: { idleistung_hin: number; idleistung_rueck?: number },
): C.SeatPlanResponse {
  const plans = (body.ergebnis.sitzplaene?.sitzplan ?? []).map((plan, index): C.SeatPlan => {
    const seats = reshapeSeats(plan.sitze ?? plan.sitz ?? plan.seats ?? []);
    const direction =
      plan.attr.richtung ??
      (plan.attr.idleistung === request.idleistung_rueck
        ? 'R'
        : plan.attr.idleistung === request.idleistung_hin
          ? 'H'
          : index === 0
            ? 'H'
            : 'R');
    return {
      attr: { idleistung: plan.attr.idleistung, richtung: direction },
      sitzplan_bezeichnung: plan.sitzplan_bezeichnung,
      reihen: plan.reihen ?? Math.max(0, ...seats.map((s) => s.reihe)),
      spalten: plan.spalten ?? Math.max(0, ...seats.map((s) => s.spalte)),
      frei: plan.frei ?? seats.filter((s) => s.status === 'frei' || s.status === 'option').length,
      sitze: { sitz: seats },
    };
  });
  return { ergebnis: { ...(body.ergebnis.satz && { satz: body.ergebnis.satz }), sitzplaene: { sitzplan: plans } } };
}

/** GET {api}/{booking}/import/vorgang: the result is ignored (§7), so any JSON is accepted. */
export const importWire = z.unknown().transform((body) => {
  const engine = importResponse.safeParse(body);
  return engine.success ? engine.data : { ergebnis: { importiert: 0 } };
});

// ---------------------------------------------------------------- payments

/** spec §9: the labels of the payment types. */
const PAYMENT_LABELS: Record<PaymentType, string> = {
  bill: 'Rechnung',
  debit: 'Lastschrift',
  creditcard: 'Kreditkarte',
  sofort: 'Sofortüberweisung',
};

const paymentTypeEntry = z.union([
  text.transform((payment_type) => ({ payment_type, name: undefined as string | undefined })),
  z
    .object({
      payment_type: text.optional(),
      type: text.optional(),
      name: text.optional().catch(undefined),
    })
    .transform((e) => ({ payment_type: e.payment_type ?? e.type ?? '', name: e.name })),
]);

/** GET {api}/{payments}: data list of allowed payment types (entries as names or objects). */
export const paymentTypesWire = bareOrData(paymentTypeEntry);

export function reshapePaymentTypes(entries: z.output<typeof paymentTypesWire>): C.PaymentTypesResponse {
  const known = new Set<string>(PAYMENT_TYPES);
  const seen = new Set<string>();
  const data: C.PaymentTypesResponse['data'] = [];
  for (const entry of entries) {
    const type = entry.payment_type.trim().toLowerCase();
    // types the site has no form for (e.g. 'subscription', hidden in the ticket form anyway) are left out
    if (!known.has(type) || seen.has(type)) continue;
    seen.add(type);
    data.push({ payment_type: type as PaymentType, name: entry.name ?? PAYMENT_LABELS[type as PaymentType] });
  }
  return { data };
}

/**
 * POST {api}/{payments}: data.iframe_url. The payment dialog puts it into a frame on the site's own
 * page, so only an http(s) URL or a path is taken (a `javascript:` or `data:` URL would run as the site).
 */
export const paymentWire = z.object({
  data: z.object({
    iframe_url: z.union([z.url({ protocol: /^https?$/ }), z.string().regex(/^\/(?!\/)\S*$/)]),
  }),
});
