/**
 * A small, exact catalogue for the booking engine's tests (independent of the demo seed): a day trip,
 * a multi-day trip with rooms, extras and surcharges, a match-ticket journey, boarding points and
 * insurance offers, with prices chosen so every total in a test can be checked by hand.
 * "Today" is pinned to 2026-11-21.
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { openTestDb, type Driver } from './db';
import type { Db } from '@/lib/db/client';
import {
  boardingPoints,
  categories,
  insurances,
  journeyBoardingPoints,
  journeys,
  seats,
  services,
  ticketDates,
} from '@/lib/db/schema';
import type { BookingFormInput, TripFormInput } from '@/lib/booking/schema';
import { createBookingSystem } from '@/lib/engine/booking';
import type { EngineContext } from '@/lib/engine';
import { addDays } from '@/lib/engine/clock';
import { standardCoachLayout } from '@/lib/engine/seats';

export const TODAY = '2026-11-21';
/** 10:00 in Munich on TODAY. */
export const NOW = new Date('2026-11-21T09:00:00Z');
export const SITE_URL = 'https://reisen.example';

export const BP = { muenchen: 1, freising: 2, erding: 3, augsburg: 4 } as const;

export const DAY_TRIP = {
  id: 100,
  code: 'T-100',
  title: 'Skitag Kitzbühel',
  dateFrom: addDays(TODAY, 30),
  priceCents: 5900,
  coachOut: 1001,
  coachBack: 1002,
} as const;

export const MULTI_DAY = {
  id: 200,
  code: 'M-200',
  title: 'Skiwoche Dolomiten',
  dateFrom: addDays(TODAY, 60),
  dateTill: addDays(TODAY, 64),
  priceCents: 49900,
  depositPercent: 20,
  balanceDueDays: 30,
  double: 2001,
  single: 2002,
  singleSupplement: 2003,
  skipass: 2004,
  wellness: 2005,
  coachOut: 2006,
  coachBack: 2007,
} as const;

export const TICKETS = {
  id: 400,
  code: 'K-400',
  title: 'Heimspiel-Tickets',
  dateId: 4001,
  matchDay: addDays(TODAY, 20),
  priceCents: 4500,
  capacity: 6,
} as const;

export const INSURANCE = { basis: 1, komfort: 2, expired: 3, summer: 4 } as const;

/** Coaches have 12 rows: 11 rows of 4 and a last row of 5, 49 seats. */
export const COACH_ROWS = 12;
export const COACH_SEATS = 49;

export async function seedFixtures(db: Db): Promise<void> {
  await db.insert(categories).values([
    { id: 3, name: 'Tagesfahrten', slug: 'tagesfahrten' },
    { id: 4, name: 'Mehrtagesfahrten', slug: 'mehrtagesfahrten' },
    { id: 11, name: 'Tickets', slug: 'tickets' },
  ]);
  await db.insert(boardingPoints).values([
    {
      id: BP.muenchen,
      accountId: 1,
      zip: '80335',
      city: 'München',
      place: 'Hauptbahnhof Nord',
      surchargeCents: 0,
      time: '06:45',
      sort: 1,
    },
    {
      id: BP.freising,
      accountId: 1,
      zip: '85354',
      city: 'Freising',
      place: 'P+R Parkplatz',
      surchargeCents: 500,
      time: '07:30',
      sort: 2,
    },
    {
      id: BP.erding,
      accountId: 1,
      zip: '85435',
      city: 'Erding',
      place: 'wird noch bekannt gegeben',
      surchargeCents: 0,
      time: '07:45',
      sort: 3,
    },
    {
      id: BP.augsburg,
      accountId: 1,
      zip: '86150',
      city: 'Augsburg',
      place: 'Hauptbahnhof',
      surchargeCents: 800,
      time: '06:15',
      sort: 4,
    },
  ]);

  await db.insert(journeys).values([
    {
      id: DAY_TRIP.id,
      code: DAY_TRIP.code,
      categoryId: 3,
      title: DAY_TRIP.title,
      dateFrom: DAY_TRIP.dateFrom,
      dateTill: DAY_TRIP.dateFrom,
      tripType: 'T',
      priceCents: DAY_TRIP.priceCents,
      depositPercent: 100,
    },
    {
      id: MULTI_DAY.id,
      code: MULTI_DAY.code,
      categoryId: 4,
      title: MULTI_DAY.title,
      dateFrom: MULTI_DAY.dateFrom,
      dateTill: MULTI_DAY.dateTill,
      tripType: 'M',
      priceCents: MULTI_DAY.priceCents,
      depositPercent: MULTI_DAY.depositPercent,
      balanceDueDays: MULTI_DAY.balanceDueDays,
    },
    {
      id: TICKETS.id,
      code: TICKETS.code,
      categoryId: 11,
      title: TICKETS.title,
      dateFrom: TICKETS.matchDay,
      dateTill: TICKETS.matchDay,
      tripType: 'K',
      priceCents: TICKETS.priceCents,
    },
  ]);
  await db.insert(journeyBoardingPoints).values([
    { journeyId: DAY_TRIP.id, boardingPointId: BP.muenchen },
    { journeyId: DAY_TRIP.id, boardingPointId: BP.freising },
    { journeyId: DAY_TRIP.id, boardingPointId: BP.erding },
    { journeyId: MULTI_DAY.id, boardingPointId: BP.muenchen },
    { journeyId: MULTI_DAY.id, boardingPointId: BP.freising },
  ]);

  const coach = (id: number, journeyId: number, direction: 'H' | 'R', sort: number) => ({
    id,
    journeyId,
    art: 'BEF',
    name: direction === 'H' ? 'Hinfahrt – Reisebus 49 Plätze' : 'Rückfahrt – Reisebus 49 Plätze',
    capacity: COACH_SEATS,
    direction,
    status: 'buchbar',
    sort,
  });
  await db.insert(services).values([
    coach(DAY_TRIP.coachOut, DAY_TRIP.id, 'H', 1),
    coach(DAY_TRIP.coachBack, DAY_TRIP.id, 'R', 2),
    {
      id: MULTI_DAY.double,
      journeyId: MULTI_DAY.id,
      art: 'UNT',
      name: 'Doppelzimmer',
      priceCents: 0,
      capacity: 10,
      maxOccupancy: 2,
      sort: 1,
    },
    {
      id: MULTI_DAY.single,
      journeyId: MULTI_DAY.id,
      art: 'UNT',
      name: 'Einzelzimmer',
      priceCents: 0,
      capacity: 2,
      maxOccupancy: 1,
      sort: 2,
    },
    {
      id: MULTI_DAY.singleSupplement,
      journeyId: MULTI_DAY.id,
      art: 'SON',
      name: 'Einzelzimmerzuschlag',
      priceCents: 12000,
      capacity: 999,
      status: 'Frei',
      appliesToServiceId: MULTI_DAY.single,
      sort: 3,
    },
    {
      id: MULTI_DAY.skipass,
      journeyId: MULTI_DAY.id,
      art: 'SON',
      name: 'Skipass 5 Tage',
      priceCents: 21500,
      capacity: 20,
      status: 'Frei',
      sort: 4,
    },
    {
      id: MULTI_DAY.wellness,
      journeyId: MULTI_DAY.id,
      art: 'SON',
      name: 'Wellnesspaket',
      priceCents: 4500,
      capacity: 10,
      status: 'ausgebucht',
      sort: 5,
    },
    coach(MULTI_DAY.coachOut, MULTI_DAY.id, 'H', 6),
    coach(MULTI_DAY.coachBack, MULTI_DAY.id, 'R', 7),
  ]);
  const layout = standardCoachLayout(COACH_ROWS);
  for (const serviceId of [DAY_TRIP.coachOut, DAY_TRIP.coachBack, MULTI_DAY.coachOut, MULTI_DAY.coachBack]) {
    await db.insert(seats).values(layout.map((s) => ({ serviceId, number: s.number, row: s.row, col: s.col })));
  }

  await db.insert(ticketDates).values({
    id: TICKETS.dateId,
    journeyId: TICKETS.id,
    dateFrom: `${TICKETS.matchDay}T18:30:00+01:00`,
    title: 'FC Heimstadt – SV Gastdorf',
    prices: [{ name: 'Sitzplatz Kategorie 2 inkl. Busfahrt', cents: TICKETS.priceCents }],
    capacity: TICKETS.capacity,
  });

  const winter = { travelFrom: '2026-11-01', travelTill: '2027-04-30' };
  const open = { bookingFrom: addDays(TODAY, -30), bookingTill: addDays(TODAY, 90) };
  await db.insert(insurances).values([
    {
      id: INSURANCE.basis,
      name: 'Reiserücktritt Basis',
      priceCents: 1900,
      tripPriceFromCents: 0,
      tripPriceToCents: 30000,
      ...open,
      ...winter,
    },
    {
      id: INSURANCE.komfort,
      name: 'Reiserücktritt Komfort',
      priceCents: 4900,
      tripPriceFromCents: 30001,
      tripPriceToCents: 200000,
      ...open,
      ...winter,
    },
    {
      id: INSURANCE.expired,
      name: 'Frühbucher-Schutz',
      priceCents: 1500,
      tripPriceFromCents: 0,
      tripPriceToCents: 500000,
      bookingFrom: addDays(TODAY, -60),
      bookingTill: addDays(TODAY, -1),
      ...winter,
    },
    {
      id: INSURANCE.summer,
      name: 'Sommerschutz',
      priceCents: 1200,
      tripPriceFromCents: 0,
      tripPriceToCents: 500000,
      ...open,
      travelFrom: '2027-05-01',
      travelTill: '2027-09-30',
    },
  ]);
}

/** Marks seats of a coach as sold (as earlier bookings would have) and counts them as taken. */
export async function sellSeats(db: Db, coachId: number, numbers: number[]): Promise<void> {
  await db
    .update(seats)
    .set({ status: 'belegt' })
    .where(and(eq(seats.serviceId, coachId), inArray(seats.number, numbers)));
  await db
    .update(services)
    .set({ taken: sql`${services.taken} + ${numbers.length}` })
    .where(eq(services.id, coachId));
}

/** Sells all seats of a coach but the last `left` (highest numbers stay free). */
export async function leaveSeats(db: Db, coachId: number, left: number): Promise<void> {
  await sellSeats(
    db,
    coachId,
    Array.from({ length: COACH_SEATS - left }, (_, i) => i + 1),
  );
}

/** An engine clock the test can move. */
export function testClock(start = NOW) {
  let current = start;
  return {
    now: () => current,
    advanceMinutes(minutes: number) {
      current = new Date(current.getTime() + minutes * 60_000);
    },
  };
}

/** The booking part of the engine on `db`; `locking: false` only for the concurrency control run. */
export function bookingSystem(db: Db, options: { now?: () => Date; locking?: boolean } = {}) {
  const ctx: EngineContext = {
    db,
    now: options.now ?? (() => NOW),
    locking: options.locking ?? true,
    siteUrl: () => SITE_URL,
    serverUrl: () => SITE_URL,
  };
  return createBookingSystem(ctx);
}

type TravellerInput = TripFormInput['teilnehmer'][number];

export const booker = {
  salutation: 'Frau',
  title: '',
  firstname: 'erika',
  lastname: 'mustermann',
  street: 'hauptstraße',
  street_nr: '12',
  zip: '80331',
  city: 'münchen',
  phone: '089 123456',
  email: 'erika@example.org',
  birthday: '14.03.1985',
} as const;

export function traveller(i: number, overrides: Partial<TravellerInput> = {}): TravellerInput {
  return {
    salutation: i % 2 ? 'Herr' : 'Frau',
    title: '',
    firstname: `Reisende${i + 1}`,
    lastname: 'Mustermann',
    birthday: `0${(i % 9) + 1}.05.1990`,
    zustieg: BP.muenchen,
    insurance: null,
    leistungen: [],
    address: true,
    ...overrides,
  };
}

/** A complete trip form: travellers default to boarding in Munich, no rooms, card payment. */
export function tripForm(
  overrides: Partial<TripFormInput> & { travellers?: Partial<TravellerInput>[] } = {},
): BookingFormInput {
  const { travellers = [{}, {}], ...rest } = overrides;
  const teilnehmer = travellers.map((t, i) => traveller(i, t));
  return {
    variant: 'trip',
    teilnehmer_count: teilnehmer.length,
    main: { ...booker },
    teilnehmer,
    payment: 'creditcard',
    names_confirmed: true,
    ...rest,
  };
}

export function ticketForm(
  overrides: Partial<Extract<BookingFormInput, { variant: 'ticket' }>> = {},
): BookingFormInput {
  return {
    variant: 'ticket',
    termin: TICKETS.dateId,
    teilnehmer_count: 2,
    main: { ...booker },
    payment: 'creditcard',
    ...overrides,
  };
}

export const allConsents = { agb: true, datenschutz: true, anhang: true, produktinfo: true };

/** Counts rows of the tables a booking writes to. */
export async function rowCounts(db: Db): Promise<Record<string, number>> {
  const tables = ['bookings', 'booking_items', 'booking_events', 'holds', 'hold_items', 'outbox'];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const result = await db.execute(sql.raw(`select count(*)::int as n from ${table}`));
    counts[table] = Number((result as unknown as { rows: { n: number }[] }).rows[0].n);
  }
  const taken = await db.execute(sql`select coalesce(sum(taken), 0)::int as n from services`);
  counts.taken = Number((taken as unknown as { rows: { n: number }[] }).rows[0].n);
  return counts;
}

/** Empties every table the fixtures and bookings touch and seeds the fixtures again (fast, between tests). */
export async function resetFixtures(db: Db): Promise<void> {
  await db.execute(
    sql.raw(
      `truncate table outbox, booking_events, booking_items, bookings, hold_items, holds, seats, ticket_dates, journey_boarding_points,
       services, insurances, boarding_points, journeys, categories restart identity cascade`,
    ),
  );
  await seedFixtures(db);
}

/**
 * The suite's own test database on `driver`, opened once and closed after the suite, with fresh
 * fixtures before every test. Read `.db` inside hooks and tests.
 */
export function fixtureDb(driver: Driver): { readonly db: Db } {
  let db: Db | undefined;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ db, close } = await openTestDb(driver));
  });
  afterAll(async () => close?.());
  beforeEach(async () => {
    await resetFixtures(db!);
  });
  return {
    get db() {
      return db!;
    },
  };
}
