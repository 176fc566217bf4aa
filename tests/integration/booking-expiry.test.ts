import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { testDrivers } from '../helpers/db';
import {
  DAY_TRIP,
  MULTI_DAY,
  NOW,
  TICKETS,
  allConsents,
  bookingSystem,
  fixtureDb,
  tripForm,
  ticketForm,
} from '../helpers/fixtures';
import { expireUnpaidBookings } from '@/lib/engine/expiry';
import { bookingEvents, bookings, outbox, payments, seats, services, ticketDates } from '@/lib/db/schema';
import type { SaveRequest } from '@/lib/api/contract/schemas';

const WINDOW_HOURS = 24;
const hoursAfter = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000);

describe.each(testDrivers)('unpaid online bookings on %s', (driver) => {
  const t = fixtureDb(driver);

  async function book(request: Omit<SaveRequest, 'consents'>) {
    const saved = await bookingSystem(t.db).saveBooking({ ...request, consents: allConsents, locale: 'de' });
    expect(saved.ergebnis.buchung.status).toBe('erfolgt');
    const [row] = await t.db.select().from(bookings).where(eq(bookings.processNumber, saved.ergebnis.buchung.vorgang!));
    return row;
  }
  const takenOf = async (ids: number[]) => {
    const rows = await t.db.select().from(services);
    return ids.map((id) => rows.find((s) => s.id === id)!.taken);
  };
  const seatsOf = async (bookingId: number) => t.db.select().from(seats).where(eq(seats.bookingId, bookingId));
  const sweep = (hours: number) => expireUnpaidBookings(t.db, { now: hoursAfter(hours), windowHours: WINDOW_HOURS });

  it('cancels a card booking still unpaid after the payment window and puts its room, extra and seats back on sale', async () => {
    const stock = [MULTI_DAY.double, MULTI_DAY.skipass, MULTI_DAY.coachOut, MULTI_DAY.coachBack];
    const before = await takenOf(stock);
    const booking = await book({
      idreise: MULTI_DAY.code,
      form: tripForm({
        travellers: [{ leistungen: [MULTI_DAY.skipass] }, {}],
        teilnehmer_rooms: [{ room: MULTI_DAY.double, teilnehmer: [0, 1], status: 1 }],
        payment: 'creditcard',
      }),
    });
    expect(await takenOf(stock)).toEqual([before[0] + 1, before[1] + 1, before[2] + 2, before[3] + 2]);
    expect(await seatsOf(booking.id)).toHaveLength(4);

    // Within the window nothing happens.
    expect(await sweep(WINDOW_HOURS - 1)).toEqual([]);
    expect((await t.db.select().from(bookings).where(eq(bookings.id, booking.id)))[0].status).toBe('confirmed');

    expect(await sweep(WINDOW_HOURS + 1)).toEqual([booking.processNumber]);
    const [after] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(after).toMatchObject({ status: 'cancelled', paymentStatus: 'open' });
    expect(await takenOf(stock)).toEqual(before);
    expect(await seatsOf(booking.id)).toHaveLength(0);
    const events = await t.db
      .select()
      .from(bookingEvents)
      .where(and(eq(bookingEvents.bookingId, booking.id), eq(bookingEvents.type, 'cancelled.unpaid')));
    expect(events).toHaveLength(1);

    // The customer is told, in the booking's language, with a way to book again.
    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.bookingId, booking.id), eq(outbox.kind, 'booking-expired')));
    expect(mail.to).toBe(booking.email);
    expect(mail.subject).toBe(`Ihre Buchung ${booking.processNumber} wurde storniert`);
    expect(mail.text).toContain('keine Zahlung eingegangen');
    expect(mail.text).toContain(`/reise/${MULTI_DAY.id}-`);

    // A second sweep changes nothing and sends no second mail.
    expect(await sweep(WINDOW_HOURS + 2)).toEqual([]);
    expect(
      await t.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.bookingId, booking.id), eq(outbox.kind, 'booking-expired'))),
    ).toHaveLength(1);
    expect(await takenOf(stock)).toEqual(before);
  });

  it('frees the match tickets of an expired ticket booking', async () => {
    const booking = await book({ idreise: TICKETS.code, form: ticketForm({ teilnehmer_count: 3, payment: 'sofort' }) });
    const takenNow = async () =>
      (await t.db.select().from(ticketDates).where(eq(ticketDates.id, TICKETS.dateId)))[0].taken;
    expect(await takenNow()).toBe(3);
    expect(await sweep(WINDOW_HOURS + 1)).toEqual([booking.processNumber]);
    expect(await takenNow()).toBe(0);
  });

  it('keeps invoice bookings, paid bookings and bookings with a checkout under way', async () => {
    const bill = await book({ idreise: DAY_TRIP.code, form: tripForm({ payment: 'bill' }) });
    const paid = await book({ idreise: DAY_TRIP.code, form: tripForm({ payment: 'creditcard' }) });
    await t.db
      .update(bookings)
      .set({ paymentStatus: 'paid', paidAt: hoursAfter(1) })
      .where(eq(bookings.id, paid.id));
    const paying = await book({ idreise: DAY_TRIP.code, form: tripForm({ payment: 'debit' }) });
    await t.db.insert(payments).values({
      bookingId: paying.id,
      provider: 'sandbox',
      providerRef: 'sbx_in_progress',
      paymentType: 'debit',
      amountCents: paying.depositCents,
      createdAt: hoursAfter(WINDOW_HOURS - 0.1),
    });

    expect(await sweep(WINDOW_HOURS + 0.2)).toEqual([]);
    const statuses = await t.db.select({ id: bookings.id, status: bookings.status }).from(bookings);
    expect(statuses.every((b) => b.status === 'confirmed')).toBe(true);
    expect(await seatsOf(bill.id)).toHaveLength(4);

    // A checkout abandoned for more than half an hour no longer protects the booking.
    expect(await sweep(WINDOW_HOURS + 1)).toEqual([paying.processNumber]);
  });
});
