/**
 * The built-in engine's tables. One schema for PGlite and PostgreSQL.
 * Money is integer cents, dates are ISO (`date` columns as 'YYYY-MM-DD' strings).
 */
import {
  pgTable,
  serial,
  integer,
  text,
  boolean,
  date,
  timestamp,
  jsonb,
  numeric,
  uniqueIndex,
  index,
  primaryKey,
} from 'drizzle-orm/pg-core';

/** Text in the site's languages; `de` is always present and the fallback. */
export type LocalizedText = { de: string; en?: string; hr?: string };

/** The languages a catalogue row may be translated into; German is the row's own text. */
export type TranslationLanguage = 'en' | 'hr';

/**
 * Other-language texts of a catalogue row, by language and field: { en: { name: 'Austria' } }.
 * A field missing in a language falls back to the row's German text (lib/engine/translate.ts).
 */
export type Translations<T> = Partial<Record<TranslationLanguage, Partial<T>>>;

/** What of a journey can be translated (trip texts). */
export type JourneyTexts = {
  title: string;
  intro: string;
  description: string;
  label: string;
  accommodation: string[];
  services: string[];
};

const translations = <T>() => jsonb('translations').$type<Translations<T>>().notNull().default({});

export const categories = pgTable('categories', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  /** The URL part of the category ('skitagesfahrten'), the same in every language. */
  slug: text('slug').notNull(),
  active: boolean('active').notNull().default(true),
  translations: translations<{ name: string }>(),
});

export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  translations: translations<{ name: string }>(),
});

/** One departure of a trip (the contract's journey). */
export const journeys = pgTable(
  'journeys',
  {
    id: integer('id').primaryKey(),
    /** The trip code used by the booking calls (`date.code`, `idreise`). */
    code: text('code').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    countryId: integer('country_id').references(() => countries.id),
    title: text('title').notNull(),
    /** Short teaser (`einleitung`). */
    intro: text('intro').notNull().default(''),
    /** Long HTML description (`reisebeschreibung`). */
    description: text('description').notNull().default(''),
    /** Other-language trip texts: { en: { title, intro, description, label, accommodation, services }, hr: {...} }. */
    translations: translations<JourneyTexts>(),
    dateFrom: date('date_from').notNull(),
    dateTill: date('date_till').notNull(),
    /** 'T' day trip, 'M' multi-day trip, 'K' match ticket. */
    tripType: text('trip_type').notNull(),
    /** Base price per traveller (or per ticket), in cents. */
    priceCents: integer('price_cents').notNull(),
    /** Deposit share in percent for trips that are not paid in full at booking; day trips pay 100. */
    depositPercent: integer('deposit_percent').notNull().default(100),
    /** Days before departure when the balance is due. */
    balanceDueDays: integer('balance_due_days').notNull().default(30),
    resort: text('resort').notNull().default(''),
    label: text('label').notNull().default(''),
    image: text('image').notNull().default(''),
    /** Whether the trip can be booked online at all. */
    bookable: boolean('bookable').notNull().default(true),
    /** Departure and return copy (times), e.g. { hin: '06:45', rueck: '16:30', ankunft: '18:30' }. */
    schedule: jsonb('schedule')
      .$type<{ departure?: string; returnDeparture?: string; arrival?: string }>()
      .notNull()
      .default({}),
    /** Included services listed on the trip page: { accommodation: string[], services: string[] }. */
    content: jsonb('content')
      .$type<{ accommodation: string[]; services: string[] }>()
      .notNull()
      .default({ accommodation: [], services: [] }),
  },
  (t) => [uniqueIndex('journeys_code_idx').on(t.code), index('journeys_category_idx').on(t.categoryId, t.dateFrom)],
);

/** Match dates of a ticket journey (category 11). */
export const ticketDates = pgTable('ticket_dates', {
  id: integer('id').primaryKey(),
  journeyId: integer('journey_id')
    .notNull()
    .references(() => journeys.id),
  dateFrom: timestamp('date_from', { withTimezone: true, mode: 'string' }).notNull(),
  title: text('title').notNull(),
  /** Price lines: name (with an 'inkl. …' part) and cents. */
  prices: jsonb('prices').$type<{ name: string; cents: number }[]>().notNull(),
  capacity: integer('capacity').notNull(),
  taken: integer('taken').notNull().default(0),
  /** `prices` names other languages, in the same order as `prices`. */
  translations: translations<{ title: string; prices: string[] }>(),
});

/**
 * A bookable service of a journey (leistung): UNT room type, SON extra or surcharge, BEF coach.
 * `capacity` is rooms for UNT, units for SON, seats for BEF; `taken` counts what bookings claimed.
 */
export const services = pgTable(
  'services',
  {
    id: integer('id').primaryKey(),
    journeyId: integer('journey_id')
      .notNull()
      .references(() => journeys.id),
    art: text('art').notNull(), // 'UNT' | 'SON' | 'BEF'
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull().default(0),
    capacity: integer('capacity').notNull(),
    taken: integer('taken').notNull().default(0),
    /** UNT: maximum occupancy of one room. */
    maxOccupancy: integer('max_occupancy').notNull().default(1),
    /** 'Frei' (extras on sale), 'buchbar', 'ausgebucht', 'gesperrt'. */
    status: text('status').notNull().default('buchbar'),
    /** BEF: 'H' outbound, 'R' return. */
    direction: text('direction'),
    /** Surcharge applied automatically for travellers in this room type ('Aufpreis …', single room). */
    appliesToServiceId: integer('applies_to_service_id'),
    sort: integer('sort').notNull().default(0),
    translations: translations<{ name: string }>(),
  },
  (t) => [index('services_journey_idx').on(t.journeyId)],
);

/** Seats of a coach (a BEF service). `status`: 'frei', 'belegt' (sold), 'gesperrt' (blocked). */
export const seats = pgTable(
  'seats',
  {
    id: serial('id').primaryKey(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    number: integer('number').notNull(),
    row: integer('row').notNull(),
    /** Column 1..5; 3 is the aisle gap on a 2+2 coach, used only by the last row. */
    col: integer('col').notNull(),
    status: text('status').notNull().default('frei'),
    bookingId: integer('booking_id'),
    holdId: text('hold_id'),
  },
  (t) => [
    uniqueIndex('seats_service_number_idx').on(t.serviceId, t.number),
    // a hold renewed or released, and a booking's documents, find their seats without a scan
    index('seats_hold_idx').on(t.holdId),
    index('seats_booking_idx').on(t.bookingId),
  ],
);

export const boardingPoints = pgTable('boarding_points', {
  id: integer('id').primaryKey(),
  accountId: integer('account_id').notNull(),
  zip: text('zip').notNull(),
  city: text('city').notNull(),
  place: text('place').notNull(),
  surchargeCents: integer('surcharge_cents').notNull().default(0),
  /** Departure time on the outbound trip, 'HH:MM'. */
  time: text('time').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

export const journeyBoardingPoints = pgTable(
  'journey_boarding_points',
  {
    journeyId: integer('journey_id')
      .notNull()
      .references(() => journeys.id),
    boardingPointId: integer('boarding_point_id')
      .notNull()
      .references(() => boardingPoints.id),
  },
  (t) => [primaryKey({ columns: [t.journeyId, t.boardingPointId] })],
);

/** Travel insurance offers with their price band and windows (spec §5). */
export const insurances = pgTable('insurances', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  priceCents: integer('price_cents').notNull(),
  tripPriceFromCents: integer('trip_price_from_cents').notNull(),
  tripPriceToCents: integer('trip_price_to_cents').notNull(),
  bookingFrom: date('booking_from').notNull(),
  bookingTill: date('booking_till').notNull(),
  travelFrom: date('travel_from').notNull(),
  travelTill: date('travel_till').notNull(),
  translations: translations<{ name: string }>(),
});

export const menus = pgTable('menus', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

export const menuItems = pgTable('menu_items', {
  id: integer('id').primaryKey(),
  menuId: integer('menu_id')
    .notNull()
    .references(() => menus.id),
  parentId: integer('parent_id').notNull().default(0),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  link: text('link').notNull(),
  status: integer('status').notNull().default(1),
  sort: integer('sort').notNull().default(0),
});

export const blogs = pgTable('blogs', {
  id: integer('id').primaryKey(),
  typeId: integer('type_id').notNull(),
  title: text('title').notNull(),
  text: text('text').notNull(),
  images: jsonb('images').$type<{ link: string }[]>().notNull().default([]),
  stars: numeric('stars', { precision: 2, scale: 1, mode: 'number' }).notNull().default(5),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

export const articles = pgTable('articles', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  body: jsonb('body').$type<LocalizedText>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

/**
 * A short hold placed by a successful price check (pretix's cart): it keeps seats, rooms and extras
 * for the visitor until `expiresAt`; the save consumes it, expired holds free their capacity.
 * It belongs to a visitor (the site's visitor cookie) and was asked for from a client address, both
 * stored only as hashes (lib/engine/holds: one hold per visitor and trip, caps per visitor and client).
 */
export const holds = pgTable(
  'holds',
  {
    id: text('id').primaryKey(),
    journeyId: integer('journey_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The travellers of the form the hold is for (the caps per client count them). */
    travellers: integer('travellers').notNull().default(0),
    /** Hash of the visitor's id (null: a caller that names no visitor, e.g. another tool on /api/v1). */
    visitor: text('visitor'),
    /** Hash of the client address the hold was asked from (null: unknown). */
    client: text('client'),
  },
  (t) => [
    index('holds_visitor_idx').on(t.visitor),
    index('holds_client_idx').on(t.client),
    // every check and save removes its journey's expired holds
    index('holds_journey_idx').on(t.journeyId, t.expiresAt),
  ],
);

export const holdItems = pgTable(
  'hold_items',
  {
    holdId: text('hold_id')
      .notNull()
      .references(() => holds.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.holdId, t.serviceId] })],
);

export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    /** Process number shown to the customer, e.g. 'AX-2026-004711'. */
    processNumber: text('process_number').notNull(),
    token: text('token').notNull(),
    idempotencyKey: text('idempotency_key'),
    /** SHA-256 of the save request the idempotency key came with: the same key with another body is refused (422). */
    requestHash: text('request_hash'),
    journeyId: integer('journey_id').notNull(),
    ticketDateId: integer('ticket_date_id'),
    /** 'confirmed' | 'cancelled' */
    status: text('status').notNull().default('confirmed'),
    /** 'bill' | 'debit' | 'creditcard' | 'sofort' */
    paymentType: text('payment_type').notNull(),
    /** 'open' | 'paid' | 'refunded' */
    paymentStatus: text('payment_status').notNull().default('open'),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    totalCents: integer('total_cents').notNull(),
    depositCents: integer('deposit_cents').notNull(),
    depositDue: date('deposit_due').notNull(),
    balanceCents: integer('balance_cents').notNull(),
    balanceDue: date('balance_due'),
    email: text('email').notNull(),
    locale: text('locale').notNull().default('de'),
    /** The booking form as validated (booker, travellers, rooms, seats). */
    form: jsonb('form').notNull(),
    priceLines: jsonb('price_lines').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bookings_process_number_idx').on(t.processNumber),
    uniqueIndex('bookings_token_idx').on(t.token),
    uniqueIndex('bookings_idempotency_idx').on(t.idempotencyKey),
  ],
);

/** What a booking claimed, so a cancellation can give it back. */
export const bookingItems = pgTable('booking_items', {
  id: serial('id').primaryKey(),
  bookingId: integer('booking_id')
    .notNull()
    .references(() => bookings.id),
  serviceId: integer('service_id').notNull(),
  quantity: integer('quantity').notNull(),
});

/** Every state change of a booking: who, when, what (pretix's order log). */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    actor: text('actor').notNull(),
    type: text('type').notNull(),
    data: jsonb('data').notNull().default({}),
  },
  (t) => [index('booking_events_booking_idx').on(t.bookingId)],
);

/** Payments through the provider adapter. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id').notNull(),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref').notNull(),
    paymentType: text('payment_type').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** 'pending' | 'succeeded' | 'failed' | 'refunded' */
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payments_provider_ref_idx').on(t.provider, t.providerRef)],
);

/** The sandbox provider's own ledger (what a real provider would keep on its side). */
export const sandboxPayments = pgTable('sandbox_payments', {
  id: text('id').primaryKey(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  paymentType: text('payment_type').notNull(),
  purpose: text('purpose').notNull(),
  urlSuccess: text('url_success').notNull(),
  urlFailure: text('url_failure').notNull(),
  urlPush: text('url_push').notNull(),
  payer: jsonb('payer').notNull(),
  /** 'created' | 'pending_confirmation' | 'succeeded' | 'declined' | 'refunded' */
  status: text('status').notNull().default('created'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Mail outbox (alf.io's email_message): written in the booking's transaction, sent after commit. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id'),
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** Attachments generated at send time, e.g. [{ kind: 'confirmation-pdf' }] or inline base64. */
    attachments: jsonb('attachments').notNull().default([]),
    /** 'WAITING' | 'RETRY' | 'SENT' | 'FAILED' */
    status: text('status').notNull().default('WAITING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('outbox_status_idx').on(t.status, t.nextAttemptAt)],
);

/** Small key/value store: generated secret, process number sequence seed, seed marker. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

// ---------------------------------------------------------------- back office (spec §3/§6)

/**
 * Back-office staff (better-auth's `user` model). The rights flags of spec §6 are all false by
 * default; `active` false is a deactivated account (spec §3 'inactive' dialog): it cannot sign in.
 */
export const staffUsers = pgTable('staff_users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  admin: boolean('admin').notNull().default(false),
  buchhaltung: boolean('buchhaltung').notNull().default(false),
  buyer: boolean('buyer').notNull().default(false),
  gruppen: boolean('gruppen').notNull().default(false),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** better-auth's `session` model: the cookie carries the signed token; rows expire. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
  },
  (t) => [index('staff_sessions_user_idx').on(t.userId)],
);

/** better-auth's `account` model: the credential account holds the scrypt password hash. */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true, mode: 'date' }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true, mode: 'date' }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('staff_accounts_user_idx').on(t.userId)],
);

/** better-auth's `verification` model (unused by e-mail + password sign-in, required by the library). */
export const staffVerifications = pgTable('staff_verifications', {
  id: text('id').primaryKey(),
  identifier: text('identifier').notNull(),
  value: text('value').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Failed sign-ins, per e-mail and per client address: what the login throttle counts. */
export const staffLoginFailures = pgTable(
  'staff_login_failures',
  {
    id: serial('id').primaryKey(),
    /** 'email:{address}' or 'ip:{address}'. */
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('staff_login_failures_key_idx').on(t.key, t.at)],
);

/**
 * Check-in on the bus (spec §1): one row per traveller (or match ticket) of a booking who boarded;
 * the first scan wins. The booking counts as checked in when every traveller has a row.
 */
export const checkins = pgTable(
  'checkins',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id').notNull(),
    /** The traveller's place in the booking form (0-based; for a ticket booking: ticket number - 1). */
    traveller: integer('traveller').notNull().default(0),
    journeyId: integer('journey_id').notNull(),
    /** When the driver scanned it (the phone's clock, also when synced later). */
    boardedAt: timestamp('boarded_at', { withTimezone: true, mode: 'date' }).notNull(),
    syncedAt: timestamp('synced_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    staffUserId: text('staff_user_id'),
  },
  (t) => [
    uniqueIndex('checkins_traveller_idx').on(t.bookingId, t.traveller),
    index('checkins_journey_idx').on(t.journeyId),
  ],
);
