/**
 * Issue 27: a booking's mails are composed once. The site's save call carries its texts
 * (`argsCustomer`, spec §7) without greeting or signature; the mail's layout writes those, so the
 * confirmation greets once and signs once, and the back office's resend reads the same. Mail and
 * calendar file give each traveller their own boarding time and point and both seats.
 */
import { describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';

process.env.SECRET = 'mail-composition-secret-0123456789';

import { testDrivers } from '../helpers/db';
import { BP, MULTI_DAY, NOW, SITE_URL, allConsents, fixtureDb, tripForm } from '../helpers/fixtures';
import { createEngine } from '@/lib/engine';
import { bookings, journeys, outbox } from '@/lib/db/schema';
import { loadBookingDocument } from '@/lib/engine/documents';
import { tripCalendar } from '@/lib/calendar/trip-event';
import { bookingMails } from '@/lib/site/booking-mail';
import { NO_RIGHTS, type StaffUser } from '@/lib/backoffice/rights';
import type { BookingForm } from '@/lib/booking/schema';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import hr from '@/messages/hr.json';

const MESSAGES = { de, en, hr } as const;
const office: StaffUser = {
  id: 'office-1',
  email: 'office@example.org',
  name: 'office',
  rights: { ...NO_RIGHTS, gruppen: true },
  active: true,
};
const count = (haystack: string, needle: string) => haystack.split(needle).length - 1;

describe.each(testDrivers)('a booking’s mails on %s', (driver) => {
  const t = fixtureDb(driver);

  it.each(['de', 'en', 'hr'] as const)(
    'in %s: one greeting and one signature on first send and on resend, each traveller boarding at 07:30 with both seats',
    async (locale) => {
      // The coach leaves Munich at 06:45; both travellers board at 07:30 in Freising.
      await t.db
        .update(journeys)
        .set({ schedule: { departure: '06:45', returnDeparture: '16:00', arrival: '19:30' } })
        .where(eq(journeys.id, MULTI_DAY.id));
      const engine = createEngine(t.db, { now: () => NOW, siteUrl: SITE_URL });
      const form = tripForm({
        travellers: [{ zustieg: BP.freising }, { zustieg: BP.freising }],
        teilnehmer_rooms: [{ room: MULTI_DAY.double, teilnehmer: [0, 1], status: 1 }],
      });
      // What the site's server code sends with the save (lib/site/booking.ts).
      const texts = await bookingMails(
        { title: MULTI_DAY.title, code: MULTI_DAY.code, dateFrom: MULTI_DAY.dateFrom },
        form as BookingForm,
        locale,
      );
      const saved = await engine.saveBooking({
        idreise: MULTI_DAY.code,
        form,
        consents: allConsents,
        locale,
        ...texts,
      });
      const processNumber = saved.booking!.vorgang;
      const [booking] = await t.db.select().from(bookings).where(eq(bookings.processNumber, processNumber));
      await engine.backoffice.bookings.resendConfirmation(office, processNumber);

      const confirmations = await t.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.bookingId, booking.id), eq(outbox.kind, 'booking-confirmation')))
        .orderBy(asc(outbox.id));
      expect(confirmations).toHaveLength(2);
      const [first, resent] = confirmations;

      const m = MESSAGES[locale].mail;
      const greeting = m.greeting.split('{')[0].trim();
      const [wish, team] = m.signature.split('\n');
      for (const mail of confirmations) {
        for (const part of [mail.text, mail.html]) {
          expect(count(part, greeting)).toBe(1);
          expect(count(part, wish)).toBe(1);
          expect(count(part, team)).toBe(1);
        }
        expect(mail.text).toContain(texts.argsCustomer.message);
        expect(mail.attachments).toEqual(
          expect.arrayContaining([expect.objectContaining({ kind: 'confirmation-pdf' })]),
        );
      }
      // the same mail both times
      expect(resent.subject).toBe(first.subject);
      expect(resent.text).toBe(first.text);

      const doc = (await loadBookingDocument(t.db, booking.id))!;
      const lines = first.text.split('\n');
      for (const traveller of doc.travellers) {
        expect(traveller.seatOutbound).toBeTruthy();
        expect(traveller.seatReturn).toBeTruthy();
        const line = lines.find((l) => l.includes(traveller.name))!;
        expect(line).toContain('07:30');
        expect(line).toContain('Freising');
        expect(line).toContain(String(traveller.seatOutbound));
        expect(line).toContain(String(traveller.seatReturn));
      }
      expect(first.text).not.toContain('06:45');

      // The calendar entry starts when they board (07:30 in Munich, UTC+1 in winter) and lists both seats.
      const ics = tripCalendar(doc, SITE_URL).replace(/\r?\n[ \t]/g, '');
      const start = ics.match(/DTSTART:(\d{8}T\d{6}Z)/)![1];
      expect(start.slice(9, 13)).toBe('0630');
      expect(ics).toContain('Freising');
      for (const traveller of doc.travellers) {
        expect(ics).toContain(String(traveller.seatOutbound));
        expect(ics).toContain(String(traveller.seatReturn));
      }
      expect(ics).not.toContain('06:45');
    },
  );
});
