import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
// @ts-expect-error pdf-parse ships no types for its inner module
import pdfParse from 'pdf-parse/lib/pdf-parse.js';

process.env.SECRET = 'ticket-documents-secret-0123456789';

import { TICKETS, allConsents, bookingSystem, fixtureDb, ticketForm, NOW } from '../helpers/fixtures';
import { testDrivers } from '../helpers/db';
import type { Db } from '@/lib/db/client';
import { bookings, outbox } from '@/lib/db/schema';
import { loadBookingDocument } from '@/lib/engine/documents';
import { createEngine } from '@/lib/engine';
import { localApi, setLocalEngine } from '@/lib/api/local';
import { renderConfirmationPdf, ticketCodes } from '@/lib/pdf/confirmation';
import { readTicketCode } from '@/lib/pdf/checkin';
import { tripCalendar } from '@/lib/calendar/trip-event';

/**
 * After a ticket booking (spec §1/§2, issue 10), the tickets appear everywhere the booking does: the
 * confirmation PDF names the match and carries one QR code per ticket, the mails name the match and
 * the number of tickets, the calendar file is the match from its kick-off, and find my booking shows
 * the match and the tickets.
 */
const MATCH = 'FC Heimstadt – SV Gastdorf';

async function pdfText(bytes: Uint8Array): Promise<string> {
  const parsed = await pdfParse(Buffer.from(bytes));
  return (parsed.text as string).replace(/\s+/g, '');
}
const has = (text: string, phrase: string) => expect(text).toContain(phrase.replace(/\s+/g, ''));

/** Two tickets for the fixture match, saved through the engine as the ticket form sends them. */
async function bookTwoTickets(db: Db, payment: 'bill' | 'creditcard' = 'bill') {
  const response = await bookingSystem(db).saveBooking({
    idreise: TICKETS.code,
    form: ticketForm({ teilnehmer_count: 2, payment }),
    consents: allConsents,
    locale: 'de',
  });
  expect(response.ergebnis.buchung.status).toBe('erfolgt');
  const [row] = await db.select().from(bookings).where(eq(bookings.processNumber, response.booking!.vorgang));
  return row;
}

describe.each(testDrivers)('the documents of a ticket booking on %s', (driver) => {
  const t = fixtureDb(driver);

  it('prints the match with its kick-off and one QR code per ticket, each naming its ticket', async () => {
    const booking = await bookTwoTickets(t.db);
    const doc = (await loadBookingDocument(t.db, booking.id))!;
    const text = await pdfText(await renderConfirmationPdf(doc));

    has(text, `Spiel ${MATCH} · 11.12.2026 · Anstoß 18:30 Uhr`);
    has(text, 'Anzahl Karten 2');
    has(text, 'Karte 1 von 2');
    has(text, 'Karte 2 von 2');
    expect(text).not.toContain('Karte3');
    const codes = ticketCodes(doc);
    expect(codes).toHaveLength(2);
    expect(codes.map(readTicketCode)).toEqual([
      { processNumber: booking.processNumber, number: 1, count: 2 },
      { processNumber: booking.processNumber, number: 2, count: 2 },
    ]);
    // A code cannot be copied into another ticket: the signature covers the ticket's number.
    expect(readTicketCode(codes[0].replace(':1/2:', ':3/2:'))).toBeUndefined();
  });

  it('names the match and the number of tickets in both mails', async () => {
    const booking = await bookTwoTickets(t.db);
    const mails = await t.db.select().from(outbox).where(eq(outbox.bookingId, booking.id));
    expect(mails.map((m) => m.kind).sort()).toEqual(['booking-confirmation', 'booking-notification']);
    for (const mail of mails) {
      expect(mail.text).toContain(`Spiel: ${MATCH}`);
      expect(mail.text).toContain('Anzahl Karten: 2');
      expect(mail.text).toContain('Reisedatum: 11.12.2026, Anstoß 18:30 Uhr');
    }
  });

  it('puts the match into the calendar from its kick-off, in Munich time, with the tickets', async () => {
    const booking = await bookTwoTickets(t.db);
    const ics = tripCalendar((await loadBookingDocument(t.db, booking.id))!, 'https://reisen.example');
    expect(ics).toContain(`SUMMARY:${MATCH}`);
    // 18:30 in Munich on 11.12.2026 (CET, UTC+1), two hours.
    expect(ics).toContain('DTSTART:20261211T173000Z');
    expect(ics).toContain('DTEND:20261211T193000Z');
    expect(ics).toContain('Anzahl Karten: 2');
  });

  it('shows the match and the tickets in find my booking', async () => {
    const booking = await bookTwoTickets(t.db, 'creditcard');
    setLocalEngine(createEngine(t.db, { siteUrl: 'https://reisen.example', now: () => NOW }));
    try {
      const key = await localApi.bookings.find(booking.processNumber, booking.email);
      const view = await localApi.bookings.get(key!);
      expect(view).toMatchObject({
        persons: 2,
        travellers: [],
        match: { title: MATCH, kickoff: '2026-12-11T18:30:00+01:00' },
        trip: { dateFrom: '2026-12-11' },
      });
    } finally {
      setLocalEngine(undefined);
    }
  });
});
