import { beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';

process.env.SECRET = 'match-departures-test-secret-0123456789';

import { testDrivers } from '../helpers/db';
import { NOW, SITE_URL, TICKETS, allConsents, fixtureDb, testClock, ticketForm } from '../helpers/fixtures';
import { createEngine, type Engine } from '@/lib/engine';
import { bookings, ticketDates } from '@/lib/db/schema';
import { NO_RIGHTS, type Rights, type StaffUser } from '@/lib/backoffice/rights';
import { addDays } from '@/lib/days';
import { ticketCode } from '@/lib/pdf/checkin';

/** A second match of the fixture's ticket journey, two weeks after the first. */
const SECOND = { id: TICKETS.dateId + 1, day: addDays(TICKETS.matchDay, 14) };
const first = { journeyId: TICKETS.id, ticketDateId: TICKETS.dateId };
const second = { journeyId: TICKETS.id, ticketDateId: SECOND.id };

describe.each(testDrivers)('match tickets per match on %s', (driver) => {
  const t = fixtureDb(driver);
  let engine: Engine;
  let staff: StaffUser;

  beforeEach(async () => {
    await t.db.execute(sql.raw('truncate table staff_sessions, staff_accounts, staff_users, checkins cascade'));
    await t.db.insert(ticketDates).values({
      id: SECOND.id,
      journeyId: TICKETS.id,
      // Late kick-off: 23:30 in Munich is 22:30 UTC, still the match's own day in Munich.
      dateFrom: `${SECOND.day}T23:30:00+01:00`,
      title: 'FC Heimstadt – TSV Zweitort',
      prices: [{ name: 'Sitzplatz Kategorie 2 inkl. Busfahrt', cents: TICKETS.priceCents }],
      capacity: 10,
    });
    engine = createEngine(t.db, { now: testClock().now, siteUrl: SITE_URL });
    const row = await engine.backoffice.users.create(null, {
      email: 'fahrer@example.org',
      name: 'fahrer',
      password: 'korrekt-pferd-batterie',
      rights: { ...NO_RIGHTS, gruppen: true, buyer: true } satisfies Rights,
    });
    staff = { id: row.id, email: row.email, name: row.name, rights: row.rights, active: row.active };
  });

  async function bookMatch(termin: number, count: number) {
    const saved = await engine.saveBooking({
      idreise: TICKETS.code,
      form: ticketForm({ termin, teilnehmer_count: count }),
      consents: allConsents,
      locale: 'de',
    });
    expect(saved.ergebnis.buchung.status).toBe('erfolgt');
    const [row] = await t.db.select().from(bookings).where(eq(bookings.processNumber, saved.ergebnis.buchung.vorgang!));
    return row;
  }

  it('files a ticket for the second match under that match, not the first, in the bookings list', async () => {
    const booking = await bookMatch(SECOND.id, 2);
    const [row] = await engine.backoffice.bookings.search(staff, booking.processNumber);
    expect(row).toMatchObject({ dateFrom: SECOND.day, match: 'FC Heimstadt – TSV Zweitort', departureKey: '400-4002' });
    expect((await engine.backoffice.bookings.get(staff, booking.processNumber)).dateFrom).toBe(SECOND.day);
  });

  it('lists each match as its own departure on its own day with its own bookings', async () => {
    await bookMatch(TICKETS.dateId, 1);
    await bookMatch(SECOND.id, 2);
    const rows = (await engine.backoffice.departures.list(staff)).filter((r) => r.journeyId === TICKETS.id);
    expect(rows.map((r) => [r.key, r.dateFrom, r.bookings, r.persons])).toEqual([
      ['400-4001', TICKETS.matchDay, 1, 1],
      ['400-4002', SECOND.day, 1, 2],
    ]);
    const list = await engine.backoffice.departures.passengers(staff, second);
    expect(list).toMatchObject({ dateFrom: SECOND.day, match: 'FC Heimstadt – TSV Zweitort', persons: 2 });
    expect(list.tickets).toHaveLength(1);
    expect((await engine.backoffice.departures.passengers(staff, first)).persons).toBe(1);
  });

  it('refuses the ticket journey without its match: its matches are separate departures', async () => {
    await expect(
      engine.backoffice.departures.passengers(staff, { journeyId: TICKETS.id, ticketDateId: null }),
    ).rejects.toMatchObject({ kind: 'not_found' });
    await expect(
      engine.backoffice.checkin.list(staff, { journeyId: TICKETS.id, ticketDateId: 999 }),
    ).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('checks a second-match ticket in only at the second match, and names its day elsewhere', async () => {
    const booking = await bookMatch(SECOND.id, 2);
    expect((await engine.backoffice.checkin.list(staff, first)).entries).toHaveLength(0);
    const wrong = await engine.backoffice.checkin.scan(staff, first, {
      input: booking.processNumber,
      at: NOW.toISOString(),
    });
    expect(wrong).toMatchObject({
      status: 'other_departure',
      dateFrom: SECOND.day,
      match: 'FC Heimstadt – TSV Zweitort',
    });
    const list = await engine.backoffice.checkin.list(staff, second);
    expect(list.dateFrom).toBe(SECOND.day);
    expect(list.entries.map((e) => e.processNumber)).toEqual([booking.processNumber]);
  });

  it('checks one ticket of two in alone; the booking is checked in once both are', async () => {
    const booking = await bookMatch(SECOND.id, 2);
    const one = await engine.backoffice.checkin.scan(staff, second, {
      input: booking.processNumber,
      at: NOW.toISOString(),
      travellers: [1],
    });
    expect(one.status).toBe('boarded');
    if (one.status !== 'boarded') return;
    expect(one.entry.travellers.map((tr) => Boolean(tr.boardedAt))).toEqual([false, true]);
    expect(one.entry.boardedAt).toBeNull();
    let list = await engine.backoffice.departures.passengers(staff, second);
    expect(list).toMatchObject({ boarded: 1, tickets: [{ boarded: 1, boardedAt: null }] });

    // The other ticket's own QR code boards that ticket; a repeat warns.
    const code = ticketCode(booking.processNumber, 1, 2);
    expect((await engine.backoffice.checkin.scan(staff, second, { input: code, at: NOW.toISOString() })).status).toBe(
      'boarded',
    );
    expect((await engine.backoffice.checkin.scan(staff, second, { input: code, at: NOW.toISOString() })).status).toBe(
      'already',
    );
    list = await engine.backoffice.departures.passengers(staff, second);
    expect(list.boarded).toBe(2);
    expect(list.tickets[0].boardedAt).not.toBeNull();
  });

  it('shows each match in the trips list with its own day and tickets left', async () => {
    await bookMatch(SECOND.id, 3);
    const rows = (await engine.backoffice.trips.list(staff, '')).filter((r) => r.journeyId === TICKETS.id);
    expect(rows.map((r) => [r.ticketDateId, r.dateFrom, r.free])).toEqual([
      [TICKETS.dateId, TICKETS.matchDay, TICKETS.capacity],
      [SECOND.id, SECOND.day, 7],
    ]);
    expect((await engine.backoffice.trips.get(staff, TICKETS.id)).free).toBe(TICKETS.capacity + 7);
  });
});
