/**
 * The contract of spec §7: request parameters and response fields exactly as the specification names
 * them. Both implementations of BookingApi answer with these shapes; the `http` one validates every
 * response against them. Wire encodings: booking-system money is a German string ('1234,50'), its
 * dates 'DD.MM.YYYY'; catalogue dates are ISO 'YYYY-MM-DD'; ticket prices are millionths of a euro.
 */
import { z } from 'zod';
import { bookingFormSchema } from '../../booking/schema';
import { ONLINE_PAYMENT_TYPES, PAYMENT_TYPES } from '../../booking/payment-types';
import { isIsoDay, MAX_ID, MAX_PAGE } from '../../http/input';
import { deToIso } from './encoding';

const deMoney = z.string().regex(/^-?\d+,\d{2}$/);
/** 'DD.MM.YYYY' of a day that exists. */
const deDate = z.string().refine((value) => deToIso(value) !== undefined && value === value.trim(), 'invalid date');
/** A request's day: 'YYYY-MM-DD' of a day that exists, nothing after it ('2026-02-30', '9999-99-99xyz' are refused). */
const isoDay = z.string().refine(isIsoDay, 'invalid date');
/** A response's date: an ISO day, or a timestamp starting with one (remote booking systems send either). */
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}/);
/** An id from a request: it must fit the database's integer column (issue 12: never a 500). */
export const idParam = z.coerce.number().int().positive().max(MAX_ID);
const boolParam = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

// ---------------------------------------------------------------- catalogue

/** spec §7 `translation`: de, us for English, hr. */
export const TRANSLATIONS = ['de', 'us', 'hr'] as const;
export type Translation = (typeof TRANSLATIONS)[number];
/**
 * The language of the catalogue's names and texts. spec §7 names it on the menu; the site sends it
 * with every catalogue and booking-system read, and a backend without translations ignores it.
 */
const translationParam = z.enum(TRANSLATIONS).optional();

/** GET {api}/journey-web-legacy */
export const journeyListParams = z.object({
  page_size: z.coerce.number().int().min(1).max(999).default(12),
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  category: idParam.optional(),
  country: z.string().trim().min(1).max(100).optional(),
  search: z.string().trim().min(1).max(100).optional(),
  date_from: isoDay.optional(),
  date_till: isoDay.optional(),
  showExtras: boolParam.default(false),
  showEinleitung: boolParam.default(false),
  showReisebeschreibung: boolParam.default(false),
  translation: translationParam,
});
export type JourneyListParams = z.input<typeof journeyListParams>;

export const ticketDateSchema = z.object({
  id_pln_dates: z.number().int(),
  dates: z.object({
    date_from: z.string(),
    title: z.string(),
    /** price in millionths of a euro; name has an 'inkl. …' part. */
    prices: z.array(z.object({ name: z.string(), price: z.number() })),
    /** Free tickets; a remote booking system may not say (spec §3 names no such field). */
    frei: z.number().int().optional(),
  }),
});
export type TicketDate = z.infer<typeof ticketDateSchema>;

/** GET {api}/journey-web-legacy/{id} */
export const journeyParams = z.object({ translation: translationParam });

export const journeySchema = z.object({
  id_jrn_journey: z.number().int(),
  title: z.string(),
  /**
   * Not in spec §7: the trip's URL slug, the same in every language (the built-in engine's, from the
   * German title). Without it the site makes one from `title`.
   */
  slug: z.string().optional(),
  date_from: isoDate,
  date_till: isoDate,
  date: z.object({ code: z.string() }),
  termin: z.object({ ReiseArt: z.string() }),
  id_jrn_category: z.number().int(),
  category: z.string(),
  country: z.string().nullable(),
  /** Price per traveller in euros (number). */
  price: z.number(),
  label: z.string(),
  image: z.string(),
  resort: z.string(),
  /** Free seats (smallest of the coaches); 0 when sold out. */
  number: z.number().int(),
  /** Departure schedule ('zs'): times of departure, return and arrival. */
  zs: z.object({
    departure: z.string().optional(),
    returnDeparture: z.string().optional(),
    arrival: z.string().optional(),
  }),
  /** Whether it can be booked online ('Buchung'). */
  Buchung: z.boolean(),
  /** Additional information ('adds'): duration in days. */
  adds: z.object({ days: z.number().int() }),
  content: z.object({ accommodation: z.array(z.string()), services: z.array(z.string()) }),
  einleitung: z.string().optional(),
  reisebeschreibung: z.string().optional(),
  extras: z.array(z.object({ id: z.number().int(), bezeichnung: z.string(), preis: deMoney })).optional(),
  dates: z.array(ticketDateSchema).optional(),
});
export type Journey = z.infer<typeof journeySchema>;

export const journeyListResponse = z.object({
  error: z.string().nullable(),
  data: z.array(journeySchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type JourneyListResponse = z.infer<typeof journeyListResponse>;

/** GET /api/v1/journey-web-legacy/{id_jrn_journey} */
export const journeyResponse = z.object({ error: z.string().nullable(), data: journeySchema.nullable() });
export type JourneyResponse = z.infer<typeof journeyResponse>;

/** GET {api}/web/menu */
export const menuParams = z.object({
  include_menuitems: boolParam.default(true),
  translation: z.enum(TRANSLATIONS).default('de'),
});
export const menuItemSchema = z.object({
  id_web_menu_item: z.number().int(),
  name: z.string(),
  settings: z.object({ link: z.string() }),
  id_parent: z.number().int(),
  status: z.number().int(),
  sort: z.number().int(),
  children: z.array(z.any()).default([]),
});
export type MenuItem = Omit<z.infer<typeof menuItemSchema>, 'children'> & { children: MenuItem[] };
export const menuSchema = z.object({
  id_web_menu: z.number().int(),
  name: z.string(),
  menu_items: z.array(menuItemSchema),
});
export const menuResponse = z.object({ data: z.array(menuSchema) });
export type MenuResponse = z.infer<typeof menuResponse>;

/** GET {api}/web/blog-web */
export const blogParams = z.object({
  id_web_blog_type: idParam.default(4),
  pagination: boolParam.default(false),
});
export const blogSchema = z.object({
  id_web_blog: z.number().int(),
  title: z.string(),
  text: z.string(),
  settings: z.object({
    images: z.array(z.object({ link: z.string() })),
    sterne: z.number().min(0).max(5),
  }),
  created: z.string(),
});
export type Testimonial = z.infer<typeof blogSchema>;
export const blogResponse = z.object({ data: z.array(blogSchema) });

/** GET {api}/journey/category-web */
export const categoryParams = z.object({
  journeyCount: boolParam.default(true),
  activeOnly: boolParam.default(false),
  translation: translationParam,
});
export const categorySchema = z.object({
  id_jrn_category: z.number().int(),
  name: z.string(),
  journeys: z.number().int(),
  /** Not in spec §7: the URL slug, the same in every language; else the site makes one from `name`. */
  slug: z.string().optional(),
});
export type Category = z.infer<typeof categorySchema>;
export const categoryResponse = z.object({ data: z.array(categorySchema) });

/** GET {api}/country-web */
export const countryParams = z.object({ journeyCount: boolParam.default(true), translation: translationParam });
export const countrySchema = z.object({
  id_country: z.number().int(),
  name: z.string(),
  journeys: z.number().int(),
  /** Not in spec §7: the URL slug, the same in every language; else the site makes one from `name`. */
  slug: z.string().optional(),
});
export type Country = z.infer<typeof countrySchema>;
export const countryResponse = z.object({ data: z.array(countrySchema) });

/** POST {api}/zus.listZustiegeWeb */
export const boardingPointListBody = z.object({
  id_acc_account: idParam,
  page_size: z.coerce.number().int().min(1).max(999).default(999),
});
export const boardingPointSchema = z.object({
  IDZustieg: z.number().int(),
  PLZ: z.string(),
  Ort: z.string(),
  Stelle: z.string(),
  preis: deMoney,
  /** Departure time 'HH:MM'. */
  zeit: z.string(),
});
export type BoardingPoint = z.infer<typeof boardingPointSchema>;
export const boardingPointListResponse = z.object({
  data: z.object({ rows: z.array(boardingPointSchema), total: z.number().int() }),
});

/** GET {api}/web/article/{slug} (content articles: '4-agbs', '3-datenschutz', 'faq', …) */
export const articleParams = z.object({ translation: z.enum(TRANSLATIONS).default('de') });
export const articleSchema = z.object({
  id_web_article: z.number().int(),
  slug: z.string(),
  title: z.string(),
  text: z.string(),
  updated: z.string(),
});
export type Article = z.infer<typeof articleSchema>;
export const articleResponse = z.object({ data: articleSchema });
export const articleListResponse = z.object({ data: z.array(articleSchema.omit({ text: true })) });

// ---------------------------------------------------------------- booking system

export const satzSchema = z.object({
  attr: z.object({ typ: z.enum(['BUCHUNG', 'HINWEIS']) }),
  /** German, as spec §8 quotes it; what every client of the contract shows. */
  text: z.string(),
  /** Not in the spec: the built-in engine's hint code and its parameters (lib/booking/hints), beside the text. */
  code: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type Satz = z.infer<typeof satzSchema>;

/** A service (leistung): UNT room type, SON extra/surcharge, BEF coach. */
export const serviceSchema = z.object({
  id: z.number().int(),
  art: z.enum(['UNT', 'SON', 'BEF']),
  bezeichnung: z.string(),
  preis: deMoney,
  frei: z.number().int(),
  status: z.string(),
  belegungmax: z.number().int(),
  /** BEF: 'H' outbound, 'R' return. */
  richtung: z.enum(['H', 'R']).nullable(),
  /** Surcharges applied automatically ('Aufpreis …', single room) name the room type they follow. */
  automatisch: z.boolean(),
  bezug: z.number().int().nullable(),
});
export type Service = z.infer<typeof serviceSchema>;

export const insuranceSchema = z.object({
  idbuspro: z.number().int(),
  bezeichnung: z.string(),
  preis: deMoney,
  reisepreisvon: deMoney,
  reisepreisbis: deMoney,
  buchungdatumvon: deDate,
  buchungdatumbis: deDate,
  reisedatumvon: deDate,
  reisedatumbis: deDate,
});
export type Insurance = z.infer<typeof insuranceSchema>;

/** GET {api}/{booking}/buchung/{tripCode}: `translation` names the services and insurances in that language. */
export const tripServicesParams = z.object({ translation: translationParam });
export const tripServicesResponse = z.object({
  ergebnis: z.object({
    reise: z.object({
      idreise: z.string(),
      id_jrn_journey: z.number().int(),
      ReiseArt: z.string(),
      beginn: deDate,
      ende: deDate,
      titel: z.string(),
      preis: deMoney,
    }),
    leistungen: z.object({ leistung: z.array(serviceSchema) }),
    insurances: z.object({ versicherungen: z.object({ versicherung: z.array(insuranceSchema) }) }),
  }),
});
export type TripServicesResponse = z.infer<typeof tripServicesResponse>;

/** Price line: art ERM (trip price) or SON (with unterart TRA for transport/boarding surcharges). */
export const priceLineSchema = z.object({
  art: z.enum(['ERM', 'SON', 'VER']),
  unterart: z.string().nullable(),
  bezeichnung: z.string(),
  anzahl: z.number().int(),
  preis: deMoney,
  gesamtpreis: deMoney,
  /** Travellers this line belongs to, 1-based and comma-separated ('1,2'); '' for the booking. */
  zuordnung: z.string(),
});
export type PriceLine = z.infer<typeof priceLineSchema>;

export const paymentTermsSchema = z.object({
  anzahlung: z.object({ betrag: deMoney, termin: deDate }),
  restzahlung: z.object({ betrag: deMoney, termin: deDate.nullable() }),
});
export type PaymentTerms = z.infer<typeof paymentTermsSchema>;

/** POST {api}/{booking}/buchung: availability and price check. */
export const checkRequest = z.object({
  idreise: z.string().min(1).max(64),
  form: bookingFormSchema,
  /** Renew this hold instead of placing a new one. */
  reservierung: z.string().max(64).optional(),
  /** The visitor's language: price lines, insurance offers and notices are named in it (German fallback). */
  locale: z.enum(['de', 'en', 'hr']).default('de'),
});
export type CheckRequest = z.input<typeof checkRequest>;

export const holdSchema = z.object({ id: z.string(), gueltig_bis: z.string() });

export const checkResponse = z.object({
  ergebnis: z.object({
    satz: satzSchema,
    buchung: z.object({ status: z.string() }),
    preise: z.object({ preis: z.array(priceLineSchema) }),
    gesamtpreis: deMoney,
    zahlungsbedingungen: paymentTermsSchema.nullable(),
    /** The hold placed for this check (seats, rooms and extras kept until gueltig_bis). */
    reservierung: holdSchema.nullable(),
    /** Insurance offers matching this booking (price band, booking and travel windows). */
    versicherungen: z.array(insuranceSchema),
  }),
});
export type CheckResponse = z.infer<typeof checkResponse>;

const mailArgs = z.object({
  subject: z.string().max(300).default(''),
  message: z.string().max(20000).default(''),
  attachments: z.array(z.string().max(500)).max(5).default([]),
});

/** PUT {api}/{booking}/buchung: save. */
export const saveRequest = checkRequest.extend({
  args: mailArgs.optional(),
  argsCustomer: mailArgs.optional(),
  consents: z
    .object({
      agb: z.boolean(),
      datenschutz: z.boolean(),
      anhang: z.boolean().default(false),
      produktinfo: z.boolean().default(false),
    })
    .optional(),
  /** A retried save with the same key returns the first booking. */
  idempotency_key: z.string().min(8).max(100).optional(),
});
export type SaveRequest = z.input<typeof saveRequest>;

export const saveResponse = z.object({
  ergebnis: z.object({
    satz: satzSchema,
    buchung: z.object({
      status: z.string(),
      vorgang: z.string().optional(),
      token: z.string().optional(),
      bestaetigungpdf: z.string().optional(),
      email: z.string().optional(),
    }),
    preise: z.object({ preis: z.array(priceLineSchema) }).optional(),
    gesamtpreis: deMoney.optional(),
    zahlungsbedingungen: paymentTermsSchema.nullable().optional(),
  }),
  booking: z.object({ vorgang: z.string(), token: z.string() }).nullable(),
});
export type SaveResponse = z.infer<typeof saveResponse>;

/** GET {api}/{booking}/sitzplatz */
export const seatPlanParams = z.object({
  idreise: z.string().min(1).max(64),
  idleistung_hin: idParam,
  idleistung_rueck: idParam.optional(),
  anzahl_personen: z.coerce.number().int().min(0).max(10).default(0),
  wunsch_vornemittehinten: z.enum(['V', 'M', 'H']).default('V'),
  wunsch_linksrechts: z.enum(['L', 'R']).default('L'),
  wunsch_fenstergang: z.enum(['F', 'G']).default('F'),
  zugang: z.string().optional(),
  /** The visitor's own hold (from the price check): its seats show as free to them. */
  reservierung: z.string().max(64).optional(),
  /** The coaches' names in this language. */
  translation: translationParam,
});
export type SeatPlanParams = z.input<typeof seatPlanParams>;

export const seatSchema = z.object({
  nummer: z.number().int(),
  reihe: z.number().int(),
  spalte: z.number().int(),
  /** 'frei', 'belegt', 'gesperrt', or 'option' for a proposed/selected seat. */
  status: z.enum(['frei', 'belegt', 'gesperrt', 'option']),
  fenster: z.boolean(),
});
export type Seat = z.infer<typeof seatSchema>;

export const seatPlanSchema = z.object({
  attr: z.object({ idleistung: z.number().int(), richtung: z.enum(['H', 'R']) }),
  sitzplan_bezeichnung: z.string(),
  reihen: z.number().int(),
  spalten: z.number().int(),
  frei: z.number().int(),
  sitze: z.object({ sitz: z.array(seatSchema) }),
});
export type SeatPlan = z.infer<typeof seatPlanSchema>;

export const seatPlanResponse = z.object({
  ergebnis: z.object({
    satz: satzSchema.optional(),
    sitzplaene: z.object({ sitzplan: z.array(seatPlanSchema) }),
  }),
});
export type SeatPlanResponse = z.infer<typeof seatPlanResponse>;

/** GET {api}/{booking}/zustieg */
export const boardingParams = z.object({ idreise: z.string().min(1).max(64), zugang: z.string().optional() });
export const boardingResponse = z.object({
  ergebnis: z.object({ zustiege: z.object({ zustieg: z.array(boardingPointSchema) }) }),
});
export type BoardingResponse = z.infer<typeof boardingResponse>;

/** GET {api}/{booking}/import/vorgang */
export const importParams = z.object({ art: z.literal('HIN'), buchungvon: deDate, buchungbis: deDate });
export const importResponse = z.object({ ergebnis: z.object({ importiert: z.number().int() }) });

// ---------------------------------------------------------------- payments

export const paymentTypeSchema = z.enum(PAYMENT_TYPES);
/** GET {api}/{payments} */
export const paymentTypesResponse = z.object({
  data: z.array(z.object({ payment_type: paymentTypeSchema, name: z.string() })),
});
export type PaymentTypesResponse = z.infer<typeof paymentTypesResponse>;

/** POST {api}/{payments} */
export const paymentRequest = z.object({
  data: z.object({
    payment_type: z.enum(ONLINE_PAYMENT_TYPES),
    amount: z.number().int().positive(),
    currency: z.literal('EUR'),
    url_success: z.url(),
    url_failure: z.url(),
    url_push: z.url(),
    firstname: z.string().min(1).max(200),
    lastname: z.string().min(1).max(200),
    email: z.email(),
    street: z.string().max(200),
    housenumber: z.string().max(20),
    zip: z.string().max(10),
    city: z.string().max(200),
    country: z.literal('DE'),
    purpose: z.string().min(1).max(64),
  }),
});
export type PaymentRequest = z.infer<typeof paymentRequest>;
export const paymentResponse = z.object({ data: z.object({ iframe_url: z.string() }) });
export type PaymentResponse = z.infer<typeof paymentResponse>;

/** Error body of every route: a message and, for invalid input, the fields at fault. */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  fields: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
