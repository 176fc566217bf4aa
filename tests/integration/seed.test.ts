/**
 * The demo catalogue: realistic, complete enough for every page and rule of the specification,
 * always in the future relative to the day it is seeded, and the same every time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import { openTestDb, testDrivers, type TestDb } from '../helpers/db';
import { coachLayout, dayTripDates, reseed, seedCatalogue, seedIfEmpty } from '@/lib/db/seed';
import { addDays, weekday } from '@/lib/db/demo/calendar';
import * as s from '@/lib/db/schema';

const TODAY = '2026-11-21';

describe('the winter calendar of day trips', () => {
  it('runs every weekend from the first one at least a week ahead until mid-April', () => {
    const dates = dayTripDates(TODAY);
    expect(dates[0]).toBe('2026-11-28');
    expect(dates.at(-1)! <= '2027-04-15').toBe(true);
    expect(dates.at(-1)! >= '2027-04-01').toBe(true);
    for (let day = dates[0]; day <= dates.at(-1)!; day = addDays(day, 1)) {
      if (weekday(day) === 0 || weekday(day) === 6) expect(dates).toContain(day);
    }
    expect(dates.length).toBeGreaterThanOrEqual(40);
    expect(dates.length).toBeLessThanOrEqual(46);
  });

  it('adds weekday trips in the Christmas and carnival holidays', () => {
    const weekdays = dayTripDates(TODAY).filter((d) => weekday(d) >= 1 && weekday(d) <= 5);
    expect(weekdays).toEqual(expect.arrayContaining(['2026-12-28', '2027-01-06', '2027-02-09']));
  });

  it('still offers a season of trips when seeded in summer or late in the winter', () => {
    for (const today of ['2027-07-10', '2027-03-20']) {
      const dates = dayTripDates(today);
      expect(dates.length).toBeGreaterThanOrEqual(16);
      expect(dates.every((d) => d >= addDays(today, 7))).toBe(true);
    }
  });

  it('lays out a 49-seat coach: eleven rows of 2+2 and a back row of five', () => {
    const layout = coachLayout();
    expect(layout.map((p) => p.number)).toEqual(Array.from({ length: 49 }, (_, i) => i + 1));
    expect(new Set(layout.filter((p) => p.row < 12).map((p) => p.col))).toEqual(new Set([1, 2, 4, 5]));
    expect(layout.filter((p) => p.row === 12).map((p) => p.col)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe.each(testDrivers)('demo catalogue on %s', (driver) => {
  let t: TestDb;
  let twin: TestDb;

  beforeAll(async () => {
    [t, twin] = await Promise.all([openTestDb(driver), openTestDb(driver)]);
    await seedCatalogue(t.db, TODAY);
    await seedIfEmpty(twin.db, TODAY);
  });
  afterAll(async () => {
    await t?.close();
    await twin?.close();
  });

  const dayTrips = () =>
    t.db.select().from(s.journeys).where(eq(s.journeys.categoryId, 3)).orderBy(asc(s.journeys.dateFrom));

  it('puts every day trip in the future, in category 3, with the departure times of spec §1', async () => {
    const trips = await dayTrips();
    expect(trips.length).toBeGreaterThanOrEqual(40);
    for (const trip of trips) {
      expect(trip.dateFrom > TODAY).toBe(true);
      expect(trip.dateTill).toBe(trip.dateFrom);
      expect(trip.tripType).toBe('T');
      expect(trip.schedule).toEqual({ departure: '06:45', returnDeparture: '16:30', arrival: '18:30' });
      expect(trip.priceCents).toBeGreaterThanOrEqual(4900);
      expect(trip.priceCents).toBeLessThanOrEqual(7900);
      expect(trip.intro.length).toBeGreaterThan(60);
      expect(trip.description).toContain('<h3>');
    }
    expect(new Set(trips.map((t) => t.resort)).size).toBe(10);
  });

  it('has a trip within 14 days (no invoice), most of them later, one nearly full, one sold out, one offline', async () => {
    const trips = await dayTrips();
    const soon = trips.filter((trip) => trip.dateFrom <= addDays(TODAY, 14));
    expect(soon.length).toBeGreaterThanOrEqual(1);
    expect(soon.length).toBeLessThan(trips.length / 4);
    const coaches = await t.db.select().from(s.services).where(eq(s.services.art, 'BEF'));
    const freeOf = (id: number) =>
      Math.min(...coaches.filter((c) => c.journeyId === id).map((c) => c.capacity - c.taken));
    const early = trips.slice(0, 8);
    expect(early.some((trip) => freeOf(trip.id) === 0)).toBe(true);
    expect(early.some((trip) => freeOf(trip.id) > 0 && freeOf(trip.id) <= 3)).toBe(true);
    expect(trips.filter((trip) => !trip.bookable)).toHaveLength(1);
  });

  it('gives every trip two coaches of 49 seats, outbound and return, whose taken count matches the sold seats', async () => {
    const journeys = await t.db
      .select()
      .from(s.journeys)
      .where(sql`${s.journeys.tripType} <> 'K'`);
    const coaches = await t.db.select().from(s.services).where(eq(s.services.art, 'BEF'));
    const sold = await t.db
      .select({
        serviceId: s.seats.serviceId,
        seats: sql<number>`count(*)::int`,
        belegt: sql<number>`count(*) filter (where ${s.seats.status} = 'belegt')::int`,
      })
      .from(s.seats)
      .groupBy(s.seats.serviceId);
    const bySeats = new Map(sold.map((r) => [r.serviceId, r]));
    for (const journey of journeys) {
      const own = coaches.filter((c) => c.journeyId === journey.id);
      expect(own.map((c) => c.direction).sort()).toEqual(['H', 'R']);
      for (const coach of own) {
        expect(coach.capacity).toBe(49);
        expect(Number(bySeats.get(coach.id)!.seats)).toBe(49);
        expect(Number(bySeats.get(coach.id)!.belegt)).toBe(coach.taken);
      }
    }
  });

  it('offers the extras of spec §1/§9 with a keycard deposit of 2,00 EUR and one extra that is not on sale', async () => {
    const [first] = await dayTrips();
    const extras = await t.db
      .select()
      .from(s.services)
      .where(and(eq(s.services.journeyId, first.id), eq(s.services.art, 'SON')));
    const byName = Object.fromEntries(extras.map((e) => [e.name, e]));
    expect(byName['Keycard-Pfand'].priceCents).toBe(200);
    expect(byName['Skipass Tageskarte Erwachsene'].priceCents).toBeGreaterThan(5000);
    expect(Object.keys(byName)).toEqual(
      expect.arrayContaining(['Skiverleih Ski + Schuhe', 'Snowboardverleih Board + Boots']),
    );
    expect(Object.keys(byName).some((n) => n.startsWith('Skipass Jugend'))).toBe(true);
    expect(extras.filter((e) => e.status !== 'Frei')).toHaveLength(1);
    expect(extras.every((e) => e.taken <= e.capacity)).toBe(true);
  });

  it('gives multi-day trips rooms with an automatic single-room surcharge and a deposit of 20–30 %', async () => {
    const trips = await t.db.select().from(s.journeys).where(eq(s.journeys.tripType, 'M'));
    expect(trips.length).toBeGreaterThanOrEqual(8);
    expect(new Set(trips.map((trip) => trip.categoryId))).toEqual(new Set([5, 7]));
    for (const trip of trips) {
      expect(trip.dateTill > trip.dateFrom).toBe(true);
      expect(trip.depositPercent).toBeGreaterThanOrEqual(20);
      expect(trip.depositPercent).toBeLessThanOrEqual(30);
      expect(trip.balanceDueDays).toBe(30);
      expect(trip.priceCents).toBeGreaterThanOrEqual(18900);
      expect(trip.priceCents).toBeLessThanOrEqual(89900);
      const services = await t.db.select().from(s.services).where(eq(s.services.journeyId, trip.id));
      const rooms = services.filter((x) => x.art === 'UNT');
      const double = rooms.find((r) => r.name === 'Doppelzimmer')!;
      const single = rooms.find((r) => r.name === 'Einzelzimmer')!;
      expect(double.maxOccupancy).toBe(2);
      expect(single.maxOccupancy).toBe(1);
      const surcharge = services.find((x) => x.name === 'Aufpreis Einzelzimmer')!;
      expect(surcharge.art).toBe('SON');
      expect(surcharge.appliesToServiceId).toBe(single.id);
      // the coach carries exactly the travellers in the rooms sold
      const travellers = rooms.reduce((sum, r) => sum + r.taken * r.maxOccupancy, 0);
      expect(services.find((x) => x.direction === 'H')!.taken).toBe(travellers);
    }
    const tripleRooms = await t.db.select().from(s.services).where(eq(s.services.name, 'Dreibettzimmer'));
    expect(tripleRooms.length).toBeGreaterThan(0);
    expect(tripleRooms.every((r) => r.maxOccupancy === 3)).toBe(true);
  });

  it('has bus trips to matches: day trips of the ticket category on a match day, with boarding points and coaches', async () => {
    const trips = await t.db
      .select()
      .from(s.journeys)
      .where(and(eq(s.journeys.categoryId, 11), eq(s.journeys.tripType, 'T')));
    expect(trips.length).toBeGreaterThan(0);
    const matchDays = (await t.db.select().from(s.ticketDates)).map((d) => d.dateFrom);
    for (const trip of trips) {
      expect(trip.bookable).toBe(true);
      expect(matchDays.some((kickoff) => kickoff.startsWith(trip.dateFrom))).toBe(true);
      const points = await t.db
        .select()
        .from(s.journeyBoardingPoints)
        .where(eq(s.journeyBoardingPoints.journeyId, trip.id));
      expect(points.length).toBeGreaterThan(0);
      const coaches = await t.db
        .select()
        .from(s.services)
        .where(and(eq(s.services.journeyId, trip.id), eq(s.services.art, 'BEF')));
      expect(coaches.map((c) => c.direction).sort()).toEqual(['H', 'R']);
      expect(coaches.every((c) => c.taken < c.capacity)).toBe(true);
    }
  });

  it('has a match-ticket journey with at least five future dates, prices naming what is included', async () => {
    const [tickets] = await t.db
      .select()
      .from(s.journeys)
      .where(and(eq(s.journeys.categoryId, 11), eq(s.journeys.tripType, 'K')));
    expect(tickets.id).toBe(3001);
    const dates = await t.db.select().from(s.ticketDates).where(eq(s.ticketDates.journeyId, tickets.id));
    expect(dates.length).toBeGreaterThanOrEqual(5);
    for (const date of dates) {
      expect(new Date(date.dateFrom.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00')).getTime()).toBeGreaterThan(
        new Date(`${TODAY}T23:59:59Z`).getTime(),
      );
      expect(date.prices[0].name).toMatch(/ inkl\. /);
      expect(date.taken).toBeLessThanOrEqual(date.capacity);
    }
  });

  it('has the boarding points of spec §1, a surcharge at Rosenheim and one place still to be announced', async () => {
    const points = await t.db.select().from(s.boardingPoints).orderBy(asc(s.boardingPoints.sort));
    expect(points.slice(0, 3).map((p) => [p.city, p.time])).toEqual([
      ['München', '06:45'],
      ['Holzkirchen', '07:30'],
      ['Miesbach', '07:45'],
    ]);
    expect(points.find((p) => p.city === 'Rosenheim')!.surchargeCents).toBe(500);
    const tba = points.find((p) => p.place === 'wird noch bekannt gegeben');
    expect(tba).toBeDefined();
    const [first] = await dayTrips();
    const linked = await t.db
      .select()
      .from(s.journeyBoardingPoints)
      .where(eq(s.journeyBoardingPoints.journeyId, first.id));
    expect(linked.map((l) => l.boardingPointId)).toEqual(expect.arrayContaining([points[0].id, tba!.id]));
  });

  it('has insurance offers for the season plus one whose booking window ended and one for other travel dates', async () => {
    const offers = await t.db.select().from(s.insurances);
    const current = offers.filter(
      (o) => o.bookingFrom <= TODAY && o.bookingTill >= TODAY && o.travelFrom <= TODAY && o.travelTill >= '2027-05-31',
    );
    expect(current.length).toBeGreaterThanOrEqual(6);
    expect(current.some((o) => o.tripPriceFromCents === 0 && o.tripPriceToCents === 9999 && o.priceCents === 990)).toBe(
      true,
    );
    expect(offers.some((o) => o.bookingTill < TODAY)).toBe(true);
    expect(offers.some((o) => o.bookingTill >= TODAY && o.travelFrom > '2027-05-31')).toBe(true);
  });

  it('has at least six testimonials with half-step ratings, some with an avatar and some without', async () => {
    const blogs = await t.db.select().from(s.blogs).where(eq(s.blogs.typeId, 4));
    expect(blogs.length).toBeGreaterThanOrEqual(6);
    expect(blogs.every((b) => Number(b.stars) >= 3.5 && Number(b.stars) <= 5 && (Number(b.stars) * 2) % 1 === 0)).toBe(
      true,
    );
    expect(blogs.some((b) => b.images.length > 0)).toBe(true);
    expect(blogs.some((b) => b.images.length === 0)).toBe(true);
  });

  it('has the travel terms and the privacy policy, in German and English', async () => {
    const articles = await t.db.select().from(s.articles);
    const bySlug = Object.fromEntries(articles.map((a) => [a.slug, a]));
    const terms = bySlug['4-agbs'];
    for (const topic of ['Abschluss des Reisevertrages', 'Bezahlung', 'Rücktritt', 'Haftung'])
      expect(terms.body.de).toContain(topic);
    expect(terms.body.en).toContain('Cancellation');
    expect(bySlug['3-datenschutz'].body.de).toContain('DSGVO');
    expect(bySlug['3-datenschutz'].body.en).toContain('GDPR');
    for (const slug of [
      '1-impressum',
      'faq',
      'vergleich',
      'charivari',
      'kleinbus',
      'lift',
      'pisten',
      'pistenspass',
      'map',
      'webcam',
      'fahrer',
      'ticketinfo',
    ]) {
      expect(bySlug[slug]?.body.de.length, slug).toBeGreaterThan(200);
      expect(bySlug[slug]?.body.en, slug).toBeTruthy();
    }
    expect(bySlug['ticketinfo'].body.de).toMatch(/Homepage des Vereins/);
    expect(bySlug['ticketinfo'].body.de).toMatch(/Hygiene/);
  });

  it('fills more than two pages of 12 with future journeys', async () => {
    const [{ n }] = await t.db.select({ n: sql<number>`count(*)::int` }).from(s.journeys);
    expect(Number(n)).toBeGreaterThan(24);
  });

  it('gives the same catalogue when seeded twice', async () => {
    const dump = async (db: TestDb['db']) => ({
      journeys: await db.select().from(s.journeys).orderBy(asc(s.journeys.id)),
      services: await db.select().from(s.services).orderBy(asc(s.services.id)),
      seats: await db
        .select({ serviceId: s.seats.serviceId, number: s.seats.number, status: s.seats.status })
        .from(s.seats)
        .orderBy(asc(s.seats.serviceId), asc(s.seats.number)),
      dates: await db.select().from(s.ticketDates).orderBy(asc(s.ticketDates.id)),
    });
    const [a, b] = await Promise.all([dump(t.db), dump(twin.db)]);
    expect(b.journeys).toEqual(a.journeys);
    expect(b.services).toEqual(a.services);
    expect(b.seats).toEqual(a.seats);
    expect(b.dates).toEqual(a.dates);
  });

  it('seeds only an empty database and records when it did', async () => {
    expect(await seedIfEmpty(twin.db, TODAY)).toBe(false);
    const [{ n }] = await twin.db.select({ n: sql<number>`count(*)::int` }).from(s.journeys);
    const [a] = await t.db.select({ n: sql<number>`count(*)::int` }).from(s.journeys);
    expect(Number(n)).toBe(Number(a.n));
    const [marker] = await twin.db.select().from(s.settings).where(eq(s.settings.key, 'seeded_at'));
    expect(Number.isNaN(Date.parse(marker.value))).toBe(false);
  });
  it('reseeds from scratch: bookings gone, catalogue back, the generated secret kept', async () => {
    await twin.db.insert(s.settings).values({ key: 'secret', value: 'keep-me' });
    await twin.db.update(s.services).set({ taken: 49 }).where(eq(s.services.id, 100101));
    await twin.db.insert(s.bookings).values({
      processNumber: 'AX-2026-000001',
      token: 'tok',
      journeyId: 1001,
      paymentType: 'bill',
      totalCents: 5900,
      depositCents: 5900,
      depositDue: TODAY,
      balanceCents: 0,
      email: 'a@example.org',
      form: {},
      priceLines: [],
    });
    await reseed(twin.db, TODAY);
    const [{ n }] = await twin.db.select({ n: sql<number>`count(*)::int` }).from(s.bookings);
    expect(Number(n)).toBe(0);
    const [coach] = await twin.db.select().from(s.services).where(eq(s.services.id, 100101));
    const [original] = await t.db.select().from(s.services).where(eq(s.services.id, 100101));
    expect(coach.taken).toBe(original.taken);
    const [secret] = await twin.db.select().from(s.settings).where(eq(s.settings.key, 'secret'));
    expect(secret.value).toBe('keep-me');
  });
});
