import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error pdf-parse ships no types for its inner module
import pdfParse from 'pdf-parse/lib/pdf-parse.js';

process.env.SECRET = 'pdf-test-secret-0123456789-abcdefg';

import { openTestDb, testDrivers, type TestDb } from '../helpers/db';
import { createTestBooking } from '../helpers/payment-fixtures';
import { documentForToken, loadBookingDocument } from '@/lib/engine/documents';
import { renderConfirmationPdf } from '@/lib/pdf/confirmation';
import { services } from '@/lib/db/schema';
import { checkinCode, readCheckinCode } from '@/lib/pdf/checkin';
import { tripCalendar } from '@/lib/calendar/trip-event';
import { createEngine } from '@/lib/engine';
import { setLocalEngine } from '@/lib/api/local';
import { GET as confirmationRoute } from '@/app/api/v1/booking/bestaetigung/[vorgang]/route';
import { GET as calendarRoute } from '@/app/api/v1/booking/bestaetigung/[vorgang]/ics/route';

/**
 * The PDF's text with all whitespace removed: pdf-parse joins table cells without spaces, so
 * assertions compare phrases with their spaces removed too (see `has`).
 */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const parsed = await pdfParse(Buffer.from(bytes));
  return (parsed.text as string).replace(/\s+/g, '');
}
const has = (text: string, phrase: string) => expect(text).toContain(phrase.replace(/\s+/g, ''));
const hasNot = (text: string, phrase: string) => expect(text).not.toContain(phrase.replace(/\s+/g, ''));

describe.each(testDrivers)('confirmation documents on %s', (driver) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb(driver);
  });
  afterAll(async () => t?.close());

  it('prints the process number, the trip with times, the travellers with boarding point and seats, the prices and the total', async () => {
    const b = await createTestBooking(t.db);
    const doc = (await loadBookingDocument(t.db, b.id))!;
    const text = await pdfText(await renderConfirmationPdf(doc, 'https://reisen.example'));
    has(text, 'Buchungsbestätigung');
    // the letterhead names the website the booking was made on
    has(text, 'reisen.example');
    has(text, `Vorgangsnummer: ${b.processNumber}`);
    has(text, 'Skitag Kitzbühel');
    has(text, '19.12.2026');
    has(text, '06:45');
    has(text, 'Anna Berger');
    // A name outside the PDF standard fonts' character set is printed as written.
    has(text, 'Dr. Luka Čović');
    has(text, 'München, Hauptbahnhof Nord');
    has(text, 'Skitag Kitzbühel inkl. Skipass 2 59,00 € 118,00 €');
    has(text, 'Gesamtpreis 123,00 €');
    // spec §5: a line with total 0,00 is not shown.
    hasNot(text, 'Frühstückspaket');
    has(text, 'Kreditkarte');
    has(text, 'noch offen');
    // Card payments show no transfer details.
    hasNot(text, 'DE89 3704');
  });

  it('lists the rooms of a multi-day trip with who sleeps in each (issue 11)', async () => {
    await createTestBooking(t.db);
    await t.db
      .insert(services)
      .values([
        { id: 9201, journeyId: 9001, art: 'UNT', name: 'Doppelzimmer Seeblick', capacity: 10, maxOccupancy: 2 },
        { id: 9202, journeyId: 9001, art: 'UNT', name: 'Einzelzimmer', capacity: 10, maxOccupancy: 1 },
      ])
      .onConflictDoNothing();
    const b = await createTestBooking(t.db, {
      rooms: [
        { room: 9201, teilnehmer: [0, 1] },
        { room: 9202, teilnehmer: [] },
      ],
    });
    const doc = (await loadBookingDocument(t.db, b.id))!;
    expect(doc.rooms).toEqual([
      { number: 1, name: 'Doppelzimmer Seeblick', travellers: ['Anna Berger', 'Dr. Luka Čović'] },
    ]);
    const text = await pdfText(await renderConfirmationPdf(doc, 'https://reisen.example'));
    has(text, 'Zimmer 1: Doppelzimmer Seeblick Anna Berger, Dr. Luka Čović');
    // A day trip without rooms has no rooms section.
    const dayTrip = (await loadBookingDocument(t.db, (await createTestBooking(t.db)).id))!;
    expect(dayTrip.rooms).toEqual([]);
    hasNot(await pdfText(await renderConfirmationPdf(dayTrip, 'https://reisen.example')), 'Zimmer 1');
  });

  it('adds the transfer details to an invoice booking, in English for an English booking', async () => {
    const b = await createTestBooking(t.db, { paymentType: 'bill', locale: 'en' });
    const text = await pdfText(
      await renderConfirmationPdf((await loadBookingDocument(t.db, b.id))!, 'https://reisen.example'),
    );
    has(text, 'Booking confirmation');
    has(text, 'Payment by bank transfer');
    has(text, 'DE89 3704 0044 0532 0130 00');
    has(text, `Payment reference ${b.processNumber}`);
    has(text, '€123.00');
  });

  it("hands the documents out only with the booking's token", async () => {
    const b = await createTestBooking(t.db);
    expect((await documentForToken(t.db, b.processNumber, b.token))?.processNumber).toBe(b.processNumber);
    expect(await documentForToken(t.db, b.processNumber, `${b.token.slice(0, -2)}__`)).toBeUndefined();
    expect(await documentForToken(t.db, b.processNumber, null)).toBeUndefined();
    expect(await documentForToken(t.db, 'AX-2026-999999', b.token)).toBeUndefined();
  });

  it("serves the PDF and the calendar file at the booking's links, and 404 without its token", async () => {
    setLocalEngine(createEngine(t.db, { siteUrl: 'https://reisen.example' }));
    try {
      const b = await createTestBooking(t.db);
      const get = (route: typeof confirmationRoute, token: string | null) =>
        route(
          new Request(
            `https://reisen.example/api/v1/booking/bestaetigung/${b.processNumber}${token ? `?token=${encodeURIComponent(token)}` : ''}`,
          ),
          { params: Promise.resolve({ vorgang: b.processNumber }) },
        );
      const pdf = await get(confirmationRoute, b.token);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(pdf.headers.get('cache-control')).toBe('private, no-store');
      has(await pdfText(new Uint8Array(await pdf.arrayBuffer())), `Vorgangsnummer: ${b.processNumber}`);
      const ics = await get(calendarRoute, b.token);
      expect(ics.headers.get('content-type')).toContain('text/calendar');
      expect(await ics.text()).toContain(`UID:${b.processNumber}@reisen.example`);
      for (const route of [confirmationRoute, calendarRoute]) {
        expect((await get(route, `${b.token}x`)).status).toBe(404);
        expect((await get(route, null)).status).toBe(404);
      }
    } finally {
      setLocalEngine(undefined);
    }
  });

  it('puts a signed check-in code in the QR code that names the booking and its travellers', () => {
    const code = checkinCode('AX-2026-000123', 2);
    expect(readCheckinCode(code)).toEqual({ processNumber: 'AX-2026-000123', persons: 2 });
    expect(readCheckinCode(code.replace(':2:', ':3:'))).toBeUndefined();
    expect(readCheckinCode(code.replace('000123', '000124'))).toBeUndefined();
  });

  it('writes a calendar entry from the departure at the boarding point to the arrival, in Munich time', async () => {
    const b = await createTestBooking(t.db);
    const ics = tripCalendar((await loadBookingDocument(t.db, b.id))!, 'https://reisen.example');
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain('SUMMARY:Skitag Kitzbühel');
    // 06:45 and 18:30 in Munich on 19.12.2026 (CET, UTC+1).
    expect(ics).toContain('DTSTART:20261219T054500Z');
    expect(ics).toContain('DTEND:20261219T173000Z');
    expect(ics).toContain(`UID:${b.processNumber}@reisen.example`);
    expect(ics).toMatch(/LOCATION:Hauptbahnhof Nord\\?, 80335 München/);
  });
});
