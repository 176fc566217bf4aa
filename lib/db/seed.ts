/**
 * The demo catalogue of "Alpen-Express Reisen" (departures from München): a winter of ski day trips,
 * multi-day trips with rooms, match tickets, boarding points, extras, insurance offers, two coaches
 * with seat plans per trip, menus, testimonials and articles.
 *
 * Deterministic: the same `today` gives the same rows, with fixed ids (a journey's services are
 * `journeyId * 100 + n`). Every date is relative to `today`, so the trips are always in the future.
 */
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import * as s from './schema';
import { addDays, berlinDay, berlinTimestamp, easterSunday, isoDate, nextWeekday, weekday } from './demo/calendar';
import {
  resorts,
  dayTripServices,
  dayTripServicesEn,
  glacierTripServices,
  glacierTripServicesEn,
  type Resort,
} from './demo/resorts';
import { multiDayTrips, ticketJourney, type MultiDayTrip, type RoomType } from './demo/multiday';
import {
  BOARDING,
  boardingPointRows,
  categoryRows,
  countryIdByCode,
  countryRows,
  menuItemRows,
  menuRows,
  testimonialRows,
} from './demo/site';
import { articleRows } from './demo/articles';
import { insuranceNameTranslations, serviceNameTranslations, ticketPriceTranslations } from './demo/translations';

type JourneyRow = typeof s.journeys.$inferInsert;
type ServiceRow = typeof s.services.$inferInsert;
type SeatRow = typeof s.seats.$inferInsert;

/** Coach layout (spec: 49 seats): rows 1–11 with 2+2 seats in columns 1,2 | 4,5; row 12 with 5 seats. */
export const COACH_SEATS = 49;
export const COACH_ROWS = 12;

export function coachLayout(): { number: number; row: number; col: number }[] {
  const layout: { number: number; row: number; col: number }[] = [];
  let number = 1;
  for (let row = 1; row < COACH_ROWS; row++) {
    for (const col of [1, 2, 4, 5]) layout.push({ number: number++, row, col });
  }
  for (const col of [1, 2, 3, 4, 5]) layout.push({ number: number++, row: COACH_ROWS, col });
  return layout;
}

/** A small seeded PRNG (mulberry32): the same journey always gets the same sold seats. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pickSeats(count: number, rnd: () => number): Set<number> {
  const numbers = Array.from({ length: COACH_SEATS }, (_, i) => i + 1);
  for (let i = numbers.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [numbers[i], numbers[j]] = [numbers[j], numbers[i]];
  }
  return new Set(numbers.slice(0, Math.min(count, COACH_SEATS)));
}

const normalizeToday = (today: Date | string): string =>
  typeof today === 'string' ? today.slice(0, 10) : berlinDay(today);

// ---------------------------------------------------------------- the winter's ski day trips

/** Resorts below the glaciers open in the second week of December and close after Easter. */
function resortOpen(resort: Resort, day: string): boolean {
  if (resort.glacier) return true;
  const md = day.slice(5);
  return md >= '12-10' || md <= '04-15';
}

/** Bavarian school holidays with extra weekday trips: Christmas and the carnival week. */
function holidayWeekdays(winterYear: number): Set<string> {
  const days = [
    isoDate(winterYear - 1, 12, 28),
    isoDate(winterYear - 1, 12, 30),
    isoDate(winterYear, 1, 2),
    isoDate(winterYear, 1, 6),
  ];
  const easter = easterSunday(winterYear);
  days.push(addDays(easter, -47), addDays(easter, -45)); // Faschingsdienstag and the Thursday after
  return new Set(days.filter((d) => weekday(d) >= 1 && weekday(d) <= 5));
}

const MIN_DAY_TRIPS = 16;
const MAX_DAY_TRIPS = 46;

/** Every Saturday and Sunday (plus holiday weekdays) from the first weekend ≥ today+7 until mid-April. */
export function dayTripDates(today: string): string[] {
  const from = addDays(today, 7);
  const first = weekday(from) === 0 || weekday(from) === 6 ? from : nextWeekday(from, 6);
  const month = Number(first.slice(5, 7));
  const winterYear = month >= 5 ? Number(first.slice(0, 4)) + 1 : Number(first.slice(0, 4));
  const seasonEnd = isoDate(winterYear, 4, 15);
  const holidays = new Set([...holidayWeekdays(winterYear), ...holidayWeekdays(winterYear + 1)]);
  const dates: string[] = [];
  for (let day = first; dates.length < MAX_DAY_TRIPS; day = addDays(day, 1)) {
    if (day > seasonEnd && dates.length >= MIN_DAY_TRIPS) break;
    const wd = weekday(day);
    if (wd === 0 || wd === 6 || holidays.has(day)) dates.push(day);
  }
  return dates;
}

interface TripSeed {
  journey: JourneyRow;
  services: ServiceRow[];
  seats: SeatRow[];
  boardingPointIds: number[];
}

function coaches(
  journeyId: number,
  from: string,
  to: string,
  sold: number,
  rnd: () => number,
): { services: ServiceRow[]; seats: SeatRow[] } {
  const taken = pickSeats(sold, rnd);
  const services: ServiceRow[] = [
    {
      id: journeyId * 100 + 1,
      journeyId,
      art: 'BEF',
      name: `Hinfahrt ${from} – ${to}`,
      capacity: COACH_SEATS,
      taken: taken.size,
      status: 'buchbar',
      direction: 'H',
      sort: 1,
    },
    {
      id: journeyId * 100 + 2,
      journeyId,
      art: 'BEF',
      name: `Rückfahrt ${to} – ${from}`,
      capacity: COACH_SEATS,
      taken: taken.size,
      status: 'buchbar',
      direction: 'R',
      sort: 2,
    },
  ];
  const seats: SeatRow[] = [];
  for (const service of services) {
    for (const place of coachLayout()) {
      seats.push({
        serviceId: service.id,
        number: place.number,
        row: place.row,
        col: place.col,
        status: taken.has(place.number) ? 'belegt' : 'frei',
      });
    }
  }
  return { services, seats };
}

/** Seats sold per day trip: the first ones well booked (one nearly full, one sold out), later ones less. */
function soldSeats(index: number, rnd: () => number): number {
  const fixed: Record<number, number> = { 0: 31, 1: 46, 2: 38, 3: COACH_SEATS, 4: 44 };
  if (index in fixed) return fixed[index];
  const base = Math.max(4, 36 - index * 0.8);
  return Math.max(0, Math.min(COACH_SEATS - 6, Math.round(base + (rnd() - 0.5) * 14)));
}

function dayTrip(index: number, day: string, resort: Resort): TripSeed {
  const id = 1001 + index;
  const rnd = random(id);
  const sold = soldSeats(index, rnd);
  const { services, seats } = coaches(id, 'München', resort.resort, sold, rnd);
  const share = (part: number) => Math.min(sold, Math.round(sold * part));
  const extra = (
    n: number,
    name: string,
    priceCents: number,
    capacity: number,
    taken: number,
    status = 'Frei',
  ): ServiceRow => ({
    id: id * 100 + n,
    journeyId: id,
    art: 'SON',
    name,
    priceCents,
    capacity,
    taken: Math.min(taken, capacity),
    status,
    sort: n,
  });
  services.push(
    extra(11, 'Skipass Tageskarte Erwachsene', resort.skipassCents, COACH_SEATS, share(0.55)),
    extra(12, 'Skipass Jugend (15–18 Jahre)', resort.youthPassCents, 20, share(0.12)),
    extra(13, 'Skiverleih Ski + Schuhe', 3500, 15, share(0.1)),
    extra(14, 'Snowboardverleih Board + Boots', 3500, 10, share(0.06)),
    extra(15, 'Keycard-Pfand', 200, COACH_SEATS, share(0.67)),
    extra(16, 'Frühstückspaket im Bus (Brezn, Kaffee, Saft)', 790, 30, share(0.2)),
    // On the list but not on sale: the site hides extras whose status is not 'Frei' (spec §5).
    extra(17, 'Ski-Schnupperkurs (2 Std.)', 4900, 8, 8, 'ausgebucht'),
  );
  const code = `SKI-${day.replaceAll('-', '')}-${resort.key.slice(0, 4).toUpperCase()}`;
  const boardingPointIds: number[] = [
    BOARDING.muenchen,
    BOARDING.holzkirchen,
    BOARDING.miesbach,
    BOARDING.toBeAnnounced,
  ];
  if (resort.viaInntal) boardingPointIds.push(BOARDING.rosenheim);
  return {
    journey: {
      id,
      code,
      categoryId: 3,
      countryId: countryIdByCode[resort.country],
      title: resort.title,
      intro: resort.intro,
      description: resort.description,
      dateFrom: day,
      dateTill: day,
      tripType: 'T',
      priceCents: resort.priceCents,
      depositPercent: 100,
      balanceDueDays: 0,
      resort: resort.resort,
      label: resort.label,
      image: resort.image,
      // One trip the operator took off online sale (e.g. a group charter): listed, not bookable.
      bookable: index !== 5,
      schedule: { departure: '06:45', returnDeparture: '16:30', arrival: '18:30' },
      content: { accommodation: [], services: resort.glacier ? glacierTripServices : dayTripServices },
      translations: {
        en: { ...resort.en, services: resort.glacier ? glacierTripServicesEn : dayTripServicesEn },
        hr: resort.hr,
      },
    },
    services,
    seats,
    boardingPointIds,
  };
}

export function dayTrips(today: string): TripSeed[] {
  const dates = dayTripDates(today);
  let cursor = 0;
  return dates.map((day, index) => {
    // Rotate through the resorts, skipping those not open on that day.
    for (let tries = 0; tries < resorts.length; tries++) {
      const resort = resorts[cursor % resorts.length];
      cursor++;
      if (resortOpen(resort, day)) return dayTrip(index, day, resort);
    }
    throw new Error(`no resort open on ${day}`);
  });
}

// ---------------------------------------------------------------- multi-day trips

const roomNames: Record<RoomType['kind'], { name: string; occupancy: number; n: number }> = {
  DZ: { name: 'Doppelzimmer', occupancy: 2, n: 21 },
  EZ: { name: 'Einzelzimmer', occupancy: 1, n: 22 },
  DBZ: { name: 'Dreibettzimmer', occupancy: 3, n: 23 },
};

/** An Advent weekend at least 17 days away (this year's if there is one left, else next year's). */
function adventSaturday(today: string): string {
  const candidate = nextWeekday(addDays(today, 17), 6);
  const md = candidate.slice(5);
  if (md >= '11-27' && md <= '12-19') return candidate;
  const year = Number(candidate.slice(0, 4)) + (md > '12-19' ? 1 : 0);
  return nextWeekday(isoDate(year, 12, 4), 6);
}

function multiDayTrip(trip: MultiDayTrip, seasonStart: string, today: string): TripSeed {
  const dateFrom =
    trip.weeksAfterStart < 0
      ? adventSaturday(today)
      : nextWeekday(addDays(seasonStart, trip.weeksAfterStart * 7 - 6), trip.weekday);
  const dateTill = addDays(dateFrom, trip.days - 1);
  const rnd = random(trip.id);
  // The coach carries exactly the travellers in the rooms sold.
  const sold = trip.rooms.reduce((sum, room) => sum + room.taken * roomNames[room.kind].occupancy, 0);
  const { services, seats } = coaches(trip.id, 'München', trip.resort, sold, rnd);
  for (const room of trip.rooms) {
    const meta = roomNames[room.kind];
    services.push({
      id: trip.id * 100 + meta.n,
      journeyId: trip.id,
      art: 'UNT',
      name: meta.name,
      priceCents: 0,
      capacity: room.capacity,
      taken: room.taken,
      maxOccupancy: meta.occupancy,
      status: room.taken >= room.capacity ? 'ausgebucht' : 'buchbar',
      sort: meta.n,
    });
  }
  const single = trip.rooms.find((r) => r.kind === 'EZ');
  if (single) {
    // spec §4/§5: the single-room surcharge follows the single room automatically.
    services.push({
      id: trip.id * 100 + 31,
      journeyId: trip.id,
      art: 'SON',
      name: 'Aufpreis Einzelzimmer',
      priceCents: trip.singleSurchargeCents,
      capacity: single.capacity,
      taken: single.taken,
      status: 'Frei',
      appliesToServiceId: trip.id * 100 + roomNames.EZ.n,
      sort: 31,
    });
  }
  trip.extras.forEach((extra, i) => {
    services.push({
      id: trip.id * 100 + 41 + i,
      journeyId: trip.id,
      art: 'SON',
      name: extra.name,
      priceCents: extra.cents,
      capacity: extra.capacity,
      taken: Math.min(extra.taken, extra.capacity),
      status: extra.status ?? 'Frei',
      sort: 41 + i,
    });
  });
  const boardingPointIds: number[] = [BOARDING.muenchen, BOARDING.holzkirchen];
  if (trip.viaInntal) boardingPointIds.push(BOARDING.rosenheim);
  return {
    journey: {
      id: trip.id,
      code: `${trip.code}-${dateFrom.replaceAll('-', '').slice(2)}`,
      categoryId: trip.categoryId,
      countryId: countryIdByCode[trip.country],
      title: trip.title,
      intro: trip.intro,
      description: trip.description,
      dateFrom,
      dateTill,
      tripType: 'M',
      priceCents: trip.priceCents,
      depositPercent: trip.depositPercent,
      balanceDueDays: 30,
      resort: trip.resort,
      label: trip.label,
      image: trip.image,
      bookable: true,
      schedule: trip.schedule,
      content: { accommodation: trip.accommodation, services: trip.services },
      translations: { en: trip.en, hr: trip.hr },
    },
    services,
    seats,
    boardingPointIds,
  };
}

// ---------------------------------------------------------------- match tickets

/** The Bundesliga pauses over Christmas: a match day in the break moves two weeks on. */
function matchDay(seasonStart: string, week: number): string {
  let day = addDays(seasonStart, week * 7);
  const md = day.slice(5);
  if (md >= '12-21' || md <= '01-09') day = addDays(day, 21);
  return day;
}

function ticketSeed(seasonStart: string) {
  const j = ticketJourney;
  const dates = j.matches.map((m, i) => {
    const day = matchDay(seasonStart, m.week);
    const seat2 = m.top ? 10900 : 8900;
    const seat1 = m.top ? 14900 : 11900;
    return {
      id: j.id * 100 + i + 1,
      journeyId: j.id,
      dateFrom: berlinTimestamp(day, m.kickoff),
      title: `FC Bayern München – ${m.opponent}`,
      prices: [
        { name: 'Sitzplatz Kategorie 2 inkl. Busfahrt und Getränk', cents: seat2 },
        { name: 'Sitzplatz Kategorie 1 inkl. Busfahrt und Getränk', cents: seat1 },
      ],
      translations: {
        en: { prices: [ticketPriceTranslations(2).en, ticketPriceTranslations(1).en] },
        hr: { prices: [ticketPriceTranslations(2).hr, ticketPriceTranslations(1).hr] },
      },
      capacity: m.capacity,
      taken: m.taken,
      day,
    };
  });
  const days = dates.map((d) => d.day).sort();
  const journey: JourneyRow = {
    id: j.id,
    code: j.code,
    categoryId: 11,
    countryId: countryIdByCode.DE,
    title: j.title,
    intro: j.intro,
    description: j.description,
    dateFrom: days[0],
    dateTill: days[days.length - 1],
    tripType: 'K',
    priceCents: Math.min(...dates.map((d) => d.prices[0].cents)),
    depositPercent: 100,
    balanceDueDays: 0,
    resort: j.resort,
    label: j.label,
    image: j.image,
    bookable: true,
    schedule: {},
    content: { accommodation: [], services: j.services },
    translations: {
      en: {
        title: j.en.title,
        label: j.en.label,
        intro: j.en.intro,
        description: j.en.description,
        services: j.en.services,
      },
      hr: { title: j.hr.title },
    },
  };
  return { journey, dates: dates.map(({ day: _day, ...row }) => row) };
}

/** '15:30' + 135 minutes → '17:45' */
function clockPlus(time: string, minutes: number): string {
  const [h, m] = time.split(':').map(Number);
  const total = (h * 60 + m + minutes + 24 * 60) % (24 * 60);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** The bus trips to matches: day trips of the ticket category on the match day (spec §2 'Fahrt'). */
function matchTrips(seasonStart: string): TripSeed[] {
  const j = ticketJourney;
  return j.matchTrips.map((trip) => {
    const match = j.matches[trip.match];
    const day = matchDay(seasonStart, match.week);
    const rnd = random(trip.id);
    const { services, seats } = coaches(trip.id, 'Miesbach', 'Allianz Arena', trip.sold, rnd);
    return {
      journey: {
        id: trip.id,
        code: `FCB-BUS-${day.replaceAll('-', '')}`,
        categoryId: 11,
        countryId: countryIdByCode.DE,
        title: `Busfahrt zum Heimspiel FC Bayern München – ${match.opponent}`,
        intro: j.matchTripIntro,
        description: j.matchTripDescription,
        dateFrom: day,
        dateTill: day,
        tripType: 'T',
        priceCents: trip.priceCents,
        depositPercent: 100,
        balanceDueDays: 0,
        resort: j.resort,
        label: 'Fußball',
        image: j.image,
        bookable: true,
        // Three hours before kick-off; back 45 minutes after the final whistle.
        schedule: {
          departure: clockPlus(match.kickoff, -180),
          returnDeparture: clockPlus(match.kickoff, 150),
          arrival: clockPlus(match.kickoff, 225),
        },
        content: { accommodation: [], services: j.matchTripServices },
        translations: {
          en: {
            title: j.en.matchTripTitle.replace('{opponent}', match.opponent),
            label: 'Football',
            intro: j.en.matchTripIntro,
            description: j.en.matchTripDescription,
            services: j.en.matchTripServices,
          },
          hr: { title: j.hr.matchTripTitle.replace('{opponent}', match.opponent), label: 'Nogomet' },
        },
      },
      services,
      seats,
      boardingPointIds: [BOARDING.miesbach, BOARDING.holzkirchen],
    };
  });
}

// ---------------------------------------------------------------- insurance offers

function insuranceRows(today: string) {
  const bookingFrom = addDays(today, -90);
  const bookingTill = addDays(today, 400);
  const travelFrom = addDays(today, -30);
  const travelTill = addDays(today, 400);
  const bands = [
    { from: 0, to: 9999 },
    { from: 10000, to: 49999 },
    { from: 50000, to: 149999 },
  ];
  const offers = [
    { name: 'Reiserücktrittsversicherung', prices: [990, 2400, 4900] },
    { name: 'Rundum-Sorglos-Paket (Reiserücktritt, Reiseabbruch, Reisekranken)', prices: [1490, 3900, 7900] },
  ];
  const rows: (typeof s.insurances.$inferInsert)[] = [];
  offers.forEach((offer, o) =>
    bands.forEach((band, b) =>
      rows.push({
        id: o * 10 + b + 1,
        name: offer.name,
        translations: insuranceNameTranslations(offer.name),
        priceCents: offer.prices[b],
        tripPriceFromCents: band.from,
        tripPriceToCents: band.to,
        bookingFrom,
        bookingTill,
        travelFrom,
        travelTill,
      }),
    ),
  );
  // Must not be offered: its booking window has ended …
  rows.push({
    id: 31,
    name: 'Frühbucher-Reiserücktrittsversicherung',
    translations: insuranceNameTranslations('Frühbucher-Reiserücktrittsversicherung'),
    priceCents: 690,
    tripPriceFromCents: 0,
    tripPriceToCents: 149999,
    bookingFrom: addDays(today, -200),
    bookingTill: addDays(today, -1),
    travelFrom,
    travelTill,
  });
  // … and this one covers only next summer's travel.
  const summerYear = Number(addDays(today, 200).slice(0, 4));
  rows.push({
    id: 32,
    name: 'Sommer-Reiseschutz',
    translations: insuranceNameTranslations('Sommer-Reiseschutz'),
    priceCents: 1900,
    tripPriceFromCents: 0,
    tripPriceToCents: 149999,
    bookingFrom,
    bookingTill,
    travelFrom: isoDate(summerYear, 7, 1),
    travelTill: isoDate(summerYear, 9, 15),
  });
  return rows;
}

// ---------------------------------------------------------------- writing it

async function insertChunked<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function writeCatalogue(tx: Tx, day: string): Promise<void> {
  const trips = dayTrips(day);
  const seasonStart = trips[0].journey.dateFrom;
  const all = [...trips, ...multiDayTrips.map((t) => multiDayTrip(t, seasonStart, day)), ...matchTrips(seasonStart)];
  const tickets = ticketSeed(seasonStart);

  await tx.insert(s.categories).values(categoryRows.map((c) => ({ ...c, active: true })));
  await tx.insert(s.countries).values(countryRows);
  await tx.insert(s.boardingPoints).values(boardingPointRows);
  await tx.insert(s.journeys).values([...all.map((t) => t.journey), tickets.journey]);
  await tx.insert(s.ticketDates).values(tickets.dates);
  await insertChunked(
    all
      .flatMap((t) => t.services)
      .map((service) => ({ ...service, translations: serviceNameTranslations(service.name) })),
    500,
    (chunk) => tx.insert(s.services).values(chunk),
  );
  await insertChunked(
    all.flatMap((t) => t.seats),
    1000,
    (chunk) => tx.insert(s.seats).values(chunk),
  );
  await tx
    .insert(s.journeyBoardingPoints)
    .values(
      all.flatMap((t) => t.boardingPointIds.map((boardingPointId) => ({ journeyId: t.journey.id, boardingPointId }))),
    );
  await tx.insert(s.insurances).values(insuranceRows(day));
  await tx.insert(s.menus).values(menuRows);
  await tx.insert(s.menuItems).values(menuItemRows);
  await tx.insert(s.blogs).values(
    testimonialRows.map((b) => ({
      id: b.id,
      typeId: 4,
      title: b.title,
      text: b.text,
      images: b.image ? [{ link: b.image }] : [],
      stars: b.stars,
      createdAt: berlinTimestamp(addDays(day, -b.daysAgo), '10:00'),
    })),
  );
  await tx
    .insert(s.articles)
    .values(articleRows.map((a) => ({ ...a, updatedAt: berlinTimestamp(addDays(day, -30), '09:00') })));
  const seededAt = new Date().toISOString();
  await tx
    .insert(s.settings)
    .values({ key: 'seeded_at', value: seededAt })
    .onConflictDoUpdate({ target: s.settings.key, set: { value: seededAt } });
}

/** Writes the demo catalogue into an empty database, in one transaction. */
export async function seedCatalogue(db: Db, today: Date | string): Promise<void> {
  const day = normalizeToday(today);
  await db.transaction((tx) => writeCatalogue(tx, day));
}

/** Any number fixed for this purpose: instances starting together seed one after the other. */
const SEED_LOCK = 4_711_001;

/**
 * Seeds the demo catalogue when there are no journeys yet (first start). Safe when several app
 * instances start at once: the check and the seed run under one transaction-scoped advisory lock.
 */
export async function seedIfEmpty(db: Db, today: Date | string = new Date()): Promise<boolean> {
  const day = normalizeToday(today);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(s.journeys);
    if (Number(n) > 0) return false;
    await writeCatalogue(tx, day);
    return true;
  });
}

/** Every table of the engine except `settings` (it keeps the generated secret). */
const resettableTables = () =>
  (Object.values(s) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableName(table))
    .filter((name) => name !== 'settings');

/** Empties every table (bookings included) and seeds the demo catalogue again. */
export async function reseed(db: Db, today: Date | string = new Date()): Promise<void> {
  const tables = resettableTables().map((name) => `"${name}"`);
  await db.execute(sql.raw(`truncate table ${tables.join(', ')} restart identity cascade`));
  await seedCatalogue(db, today);
}
