/**
 * The booking form's server actions against the engine: the browser sends form data only. Mail texts
 * or a language it slips in are dropped; the outbox holds the server's templates in the visitor's
 * language, addressed to the booker and the operator only. Bad input is a translated message.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';

// The visitor: English by cookie, though the browser prefers German.
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (name === 'NEXT_LOCALE' ? { value: 'en' } : undefined),
    // the visitor cookie the check sets (lib/site/visitor); this suite does not follow the visitor
    set: () => undefined,
  }),
  headers: async () => new Headers({ 'accept-language': 'de-DE,de' }),
}));

// Outside a Next.js request there is no cache to expire: record what the save expires instead.
vi.mock('next/cache', async (original) => ({ ...(await original<object>()), revalidateTag: vi.fn() }));

import { revalidateTag } from 'next/cache';
import { listenToAvailability } from '@/lib/site/invalidation';
import { saveBooking, checkBooking } from '@/components/booking/actions';
import { bookings, outbox } from '@/lib/db/schema';
import { apiTranslation } from '@/lib/i18n/locales';
import { env } from '@/lib/config/env';
import type { SaveInput } from '@/lib/site/booking';
import en from '@/messages/en.json';
import { testDrivers } from '../helpers/db';
import { openContractEnv, type ContractEnv } from '../contract/harness';
import { dayTripForm, findBookableDayTrip } from '../contract/forms';

const PHISHING = {
  subject: 'Ihr Konto wurde gesperrt',
  message: 'Bitte bestätigen Sie Ihre Kartendaten unter http://phish.example/login',
  attachments: ['http://phish.example/malware.pdf'],
};
const VICTIM = 'victim@elsewhere.example';
const BOOKER = 'anna.booker@example.com';

describe.each(testDrivers)('booking server actions on %s', (driver) => {
  let ctx: ContractEnv;
  let trip: { idreise: string; id: number; zustieg: number };
  let title: string;
  /** The trip's name in English: the booker's mails are in their language, the office's in German. */
  let englishTitle: string;
  let date: string;
  // The engine announces the save; the site's listener (as instrumentation.ts registers it) expires the trip.
  let stopListening: () => void;
  beforeAll(async () => {
    stopListening = listenToAvailability();
    ctx = await openContractEnv(driver);
    trip = await findBookableDayTrip(ctx.api.local, ctx.today);
    const journey = (await ctx.api.local.getJourney(trip.id)).data!;
    title = journey.title;
    englishTitle = (await ctx.api.local.getJourney(trip.id, { translation: apiTranslation('en') })).data!.title;
    const [y, m, d] = journey.date_from.slice(0, 10).split('-');
    date = `${d}.${m}.${y}`;
  });
  afterAll(async () => {
    stopListening();
    await ctx?.close();
  });

  function form() {
    const value = dayTripForm(trip.zustieg, 1);
    if (value.variant === 'trip') value.main.email = BOOKER;
    return value;
  }

  it('ignores mail texts, addresses and a language sent by the browser: the outbox holds the templates for the booker', async () => {
    const hostile = {
      journeyId: trip.id,
      idreise: trip.idreise,
      form: form(),
      consents: { agb: true, datenschutz: true },
      idempotencyKey: `actions-${driver}-phishing`,
      // What a forged request adds: none of it may reach a mail.
      args: { ...PHISHING, to: VICTIM },
      argsCustomer: { ...PHISHING, to: VICTIM },
      locale: 'de',
      to: VICTIM,
    } as SaveInput;

    const result = await saveBooking(hostile);

    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.outcome).toBe('booked');
    // the trip's cached pages are expired at once: its free places changed
    expect(revalidateTag).toHaveBeenCalledWith(`journey:${trip.id}`, { expire: 0 });
    const [booking] = await ctx.db
      .select()
      .from(bookings)
      .where(eq(bookings.processNumber, result.data.booking!.processNumber));
    expect(booking.locale).toBe('en');
    const mails = await ctx.db.select().from(outbox).where(eq(outbox.bookingId, booking.id));
    expect(mails.map((m) => m.to).sort()).toEqual([BOOKER, env().OPERATOR_EMAIL].sort());

    const customer = mails.find((m) => m.kind === 'booking-confirmation')!;
    expect(englishTitle).not.toBe(title);
    expect(customer.subject).toBe(
      en.bookingMail.customer.subject.replace('{title}', englishTitle).replace('{date}', date),
    );
    expect(customer.text).toContain(`thank you for booking the trip “${englishTitle}” on ${date}.`);
    const notification = mails.find((m) => m.kind === 'booking-notification')!;
    expect(notification.subject).toBe(`Online-Buchung ${title} ${date}`);
    expect(notification.text).toContain(`Neue Online-Buchung: ${title} (${trip.idreise}) am ${date}`);
    for (const mail of mails) {
      expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toMatch(/phish|gesperrt|elsewhere/);
    }
  });

  it('books match tickets with the ticket form: both mails name the match and the number of tickets', async () => {
    const first = (await ctx.api.local.listJourneys({ category: 11, page_size: 12 })).data[0];
    const journey = (await ctx.api.local.getJourney(first.id_jrn_journey)).data!;
    const match = journey.dates!.find((d) => (d.dates.frei ?? 0) >= 2)!;
    const [y, m, d] = match.dates.date_from.slice(0, 10).split('-');
    const kickoff = `${d}.${m}.${y}, ${match.dates.date_from.slice(11, 16)}`;

    const result = await saveBooking({
      journeyId: journey.id_jrn_journey,
      idreise: journey.date.code,
      form: {
        variant: 'ticket',
        termin: match.id_pln_dates,
        teilnehmer_count: 2,
        main: { ...form().main, firstname: 'Fan', lastname: 'Block', birthday: '' },
        payment: 'creditcard',
      },
      consents: { agb: true, datenschutz: true, anhang: true, produktinfo: true },
      idempotencyKey: `actions-${driver}-tickets`,
    });

    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [booking] = await ctx.db
      .select()
      .from(bookings)
      .where(eq(bookings.processNumber, result.data.booking!.processNumber));
    const mails = await ctx.db.select().from(outbox).where(eq(outbox.bookingId, booking.id));
    const customer = mails.find((m) => m.kind === 'booking-confirmation')!;
    expect(customer.subject).toBe(`Your booking: ${match.dates.title} on ${kickoff}`);
    expect(customer.text).toContain(
      `thank you for booking 2 tickets for the match “${match.dates.title}” on ${kickoff}.`,
    );
    const notification = mails.find((m) => m.kind === 'booking-notification')!;
    expect(notification.text).toContain(`Spiel: ${match.dates.title} am ${kickoff}`);
    expect(notification.text).toContain('Karten: 2');
  });

  it('answers bad input with the translated message and the field at fault, and books nothing', async () => {
    const before = await ctx.bookingCount();
    const bad = form();
    if (bad.variant === 'trip') bad.main.email = 'no-at-sign';

    const result = await saveBooking({
      journeyId: trip.id,
      idreise: trip.idreise,
      form: bad,
      consents: { agb: true, datenschutz: true },
      idempotencyKey: `actions-${driver}-bad-input`,
    });

    expect(result).toEqual({
      ok: false,
      error: 'invalid',
      message: en.booking.checkInput,
      fields: expect.arrayContaining([{ path: 'form.main.email', message: 'notice.email' }]),
    });
    expect(await ctx.bookingCount()).toBe(before);
  });

  it('refuses a save whose journey is not the trip booked (the mails would name another trip)', async () => {
    const before = await ctx.bookingCount();
    const other = (await ctx.api.local.listJourneys({ category: 3, page_size: 100 })).data.find(
      (j) => j.date.code !== trip.idreise,
    )!;

    const result = await saveBooking({
      journeyId: other.id_jrn_journey,
      idreise: trip.idreise,
      form: form(),
      consents: { agb: true, datenschutz: true },
      idempotencyKey: `actions-${driver}-other-journey`,
    });

    expect(result.ok).toBe(false);
    expect(await ctx.bookingCount()).toBe(before);
  });

  it('checks a booking with form data only and places a hold', async () => {
    const holds = await ctx.holdCount();

    const result = await checkBooking({ idreise: trip.idreise, form: form() });

    expect(result.ok && result.data.outcome).toBe('possible');
    expect(await ctx.holdCount()).toBe(holds + 1);
  });
});
