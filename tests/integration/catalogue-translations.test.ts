/**
 * The catalogue in the visitor's language (spec §7 `translation`): the built-in engine answers the demo
 * catalogue's names and trip texts in English, falls back to German field by field, keeps the German
 * addresses, and names a booking's price lines, documents and mails in the booker's language while
 * the office's notification stays German.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
// @ts-expect-error pdf-parse ships no types for its inner module
import pdfParse from 'pdf-parse/lib/pdf-parse.js';

process.env.SECRET = 'translations-test-secret-0123456789';

import { openTestDb, testDrivers, type TestDb } from '../helpers/db';
import { seedCatalogue } from '@/lib/db/seed';
import { createEngine, type Engine } from '@/lib/engine';
import * as s from '@/lib/db/schema';
import { loadBookingDocument } from '@/lib/engine/documents';
import { renderConfirmationPdf } from '@/lib/pdf/confirmation';
import { tripCalendar } from '@/lib/calendar/trip-event';
import type { BookingFormInput } from '@/lib/booking/schema';

const TODAY = '2026-11-21';
const NOW = new Date('2026-11-21T10:00:00+01:00');

async function pdfText(bytes: Uint8Array): Promise<string> {
  const parsed = await pdfParse(Buffer.from(bytes));
  return (parsed.text as string).replace(/\s+/g, '');
}
const squeeze = (phrase: string) => phrase.replace(/\s+/g, '');

/** A day-trip booking of Mr Max Muster and Ms Eva Muster, with a keycard deposit for both. */
function form(zustieg: number, keycard: number, booker: 'Herr' | 'Frau' = 'Herr'): BookingFormInput {
  const person = (salutation: 'Herr' | 'Frau', firstname: string, birthday: string, first: boolean) => ({
    salutation,
    title: '' as const,
    firstname,
    lastname: 'Muster',
    birthday,
    zustieg,
    address: true,
    booking_person: first,
    leistungen: [keycard],
  });
  return {
    variant: 'trip',
    teilnehmer_count: 2,
    main: {
      salutation: booker,
      title: 'Dr.',
      firstname: 'Max',
      lastname: 'Muster',
      street: 'Leopoldstraße',
      street_nr: '12',
      zip: '80802',
      city: 'München',
      phone: '089 1234567',
      email: 'max.muster@example.com',
      birthday: '01.02.1980',
    },
    teilnehmer: [person('Herr', 'Max', '01.02.1980', true), person('Frau', 'Eva', '03.04.1982', false)],
    payment: 'creditcard',
    names_confirmed: true,
  };
}

describe.each(testDrivers)('the catalogue in the visitor’s language on %s', (driver) => {
  let t: TestDb;
  let engine: Engine;

  beforeAll(async () => {
    t = await openTestDb(driver);
    await seedCatalogue(t.db, TODAY);
    engine = createEngine(t.db, { now: () => NOW, siteUrl: 'https://reisen.example' });
  });
  afterAll(async () => t?.close());

  /** The first bookable Kitzsteinhorn day trip. */
  async function kaprun() {
    const list = await engine.listJourneys({ category: 3, page_size: 100, search: 'Kitzsteinhorn' });
    const trip = list.data.find((j) => j.Buchung)!;
    expect(trip).toBeDefined();
    return trip;
  }

  it('names categories and countries in English and keeps their German addresses', async () => {
    const categories = (await engine.listCategories({ journeyCount: true, translation: 'us' })).data;
    expect(categories.find((c) => c.id_jrn_category === 3)).toMatchObject({
      name: 'Ski day trips',
      slug: 'skitagesfahrten',
    });
    expect(categories.find((c) => c.id_jrn_category === 11)?.name).toBe('Football tickets');
    const countries = (await engine.listCountries({ journeyCount: true, translation: 'us' })).data;
    expect(countries.find((c) => c.slug === 'oesterreich')?.name).toBe('Austria');
    // German stays the default, and Croatian has the names too.
    expect((await engine.listCategories({})).data.find((c) => c.id_jrn_category === 3)?.name).toBe('Skitagesfahrten');
    const hr = (await engine.listCountries({ translation: 'hr' })).data;
    expect(hr.find((c) => c.slug === 'deutschland')?.name).toBe('Njemačka');
  });

  it('answers the demo trips in English: title, intro, description, services, extras, category and country', async () => {
    const list = await engine.listJourneys({
      category: 3,
      page_size: 100,
      showEinleitung: true,
      showExtras: true,
      translation: 'us',
    });
    const trip = list.data.find((j) => j.resort === 'Kaprun')!;
    expect(trip.title).toBe('Ski day Kitzsteinhorn Kaprun');
    // The address stays the German title's in every language.
    expect(trip.slug).toBe('skitag-kitzsteinhorn-kaprun');
    expect(trip.category).toBe('Ski day trips');
    expect(trip.country).toBe('Austria');
    expect(trip.label).toBe('Snow-sure');
    expect(trip.einleitung).toMatch(/^Salzburg's only glacier ski area/);
    expect(trip.content.services[0]).toBe('Travel in a modern coach (air conditioning, toilet, reclining seats)');
    expect(trip.extras?.map((e) => e.bezeichnung)).toContain('Keycard deposit');

    const one = (await engine.getJourney(trip.id_jrn_journey, { translation: 'us' })).data!;
    expect(one.reisebeschreibung).toContain('<h3>The ski area</h3>');
    expect(one.reisebeschreibung).not.toContain('Skigebiet');
    const german = (await engine.getJourney(trip.id_jrn_journey)).data!;
    expect(german.title).toBe('Skitag Kitzsteinhorn Kaprun');
    expect(german.slug).toBe(trip.slug);
  });

  it('falls back to German, field by field, where a text has no translation', async () => {
    const trip = await kaprun();
    // Croatian has the demo trips' names but not their long texts.
    const hr = (await engine.getJourney(trip.id_jrn_journey, { translation: 'hr' })).data!;
    expect(hr.title).toBe('Skijaški dan Kitzsteinhorn Kaprun');
    expect(hr.category).toBe('Jednodnevni skijaški izleti');
    expect(hr.reisebeschreibung).toContain('<h3>Das Skigebiet</h3>');

    // An English intro taken away: the German one is answered, the rest stays English.
    const [row] = await t.db.select().from(s.journeys).where(eq(s.journeys.id, trip.id_jrn_journey));
    const { intro: _intro, ...english } = row.translations.en!;
    await t.db
      .update(s.journeys)
      .set({ translations: { ...row.translations, en: english } })
      .where(eq(s.journeys.id, row.id));
    const en = (await engine.getJourney(trip.id_jrn_journey, { translation: 'us' })).data!;
    expect(en.title).toBe('Ski day Kitzsteinhorn Kaprun');
    expect(en.einleitung).toBe(row.intro);
    expect(en.einleitung).toMatch(/^Salzburgs einziges Gletscherskigebiet/);
    await t.db.update(s.journeys).set({ translations: row.translations }).where(eq(s.journeys.id, row.id));
  });

  it('finds trips by their English words and countries by their English names', async () => {
    const found = await engine.listJourneys({ search: 'glacier', page_size: 100, translation: 'us' });
    expect(found.data.map((j) => j.title)).toContain('Ski day Stubai Glacier');
    const austria = await engine.listJourneys({ country: 'Austria', page_size: 1 });
    const oesterreich = await engine.listJourneys({ country: 'Österreich', page_size: 1 });
    expect(austria.total).toBeGreaterThan(0);
    expect(austria.total).toBe(oesterreich.total);
  });

  it('names a trip’s coaches, rooms, extras and insurance offers in English', async () => {
    const multiDay = (await engine.listJourneys({ category: 7, page_size: 1 })).data[0];
    const services = (await engine.getTripServices(multiDay.date.code, { translation: 'us' })).ergebnis;
    const names = services.leistungen.leistung.map((l) => l.bezeichnung);
    expect(names).toEqual(expect.arrayContaining(['Double room', 'Single room', 'Single room supplement']));
    expect(names.some((n) => n.startsWith('Outbound Munich – '))).toBe(true);
    expect(names.some((n) => n.startsWith('Return '))).toBe(true);
    expect(services.insurances.versicherungen.versicherung.map((v) => v.bezeichnung)).toContain(
      'Travel cancellation insurance',
    );
    expect(services.reise.titel).toBe('Ski weekend in the Zillertal');

    const trip = await kaprun();
    const coach = (await engine.getTripServices(trip.date.code)).ergebnis.leistungen.leistung.find(
      (l) => l.art === 'BEF' && l.richtung === 'H',
    )!;
    expect(coach.bezeichnung).toBe('Hinfahrt München – Kaprun');
    const plans = await engine.getSeatPlans({ idreise: trip.date.code, idleistung_hin: coach.id, translation: 'us' });
    expect(plans.ergebnis.sitzplaene.sitzplan[0].sitzplan_bezeichnung).toBe('Outbound Munich – Kaprun');
  });

  it('prices in the visitor’s language, and keeps the office’s notification, documents and mails in their own', async () => {
    const trip = await kaprun();
    const points = (await engine.getBoardingPoints({ idreise: trip.date.code })).ergebnis.zustiege.zustieg;
    const munich = points.find((p) => p.Ort === 'München')!;
    const keycard = (await engine.getJourney(trip.id_jrn_journey)).data!.extras!.find(
      (e) => e.bezeichnung === 'Keycard-Pfand',
    )!.id;
    const booking = form(munich.IDZustieg, keycard);

    const check = await engine.checkBooking({ idreise: trip.date.code, form: booking, locale: 'en' });
    expect(check.ergebnis.buchung.status).toBe('möglich');
    const lines = check.ergebnis.preise.preis.map((l) => l.bezeichnung);
    expect(lines).toEqual([
      'Ski day Kitzsteinhorn Kaprun',
      'Boarding at München, Hauptbahnhof, Arnulfstraße',
      'Keycard deposit',
    ]);
    expect(check.ergebnis.versicherungen.map((v) => v.bezeichnung)).toContain('Travel cancellation insurance');
    const german = await engine.checkBooking({
      idreise: trip.date.code,
      form: booking,
      reservierung: check.ergebnis.reservierung!.id,
    });
    expect(german.ergebnis.preise.preis.map((l) => l.bezeichnung)).toEqual([
      'Skitag Kitzsteinhorn Kaprun',
      'Zustieg München, Hauptbahnhof, Arnulfstraße',
      'Keycard-Pfand',
    ]);

    const saved = await engine.saveBooking({
      idreise: trip.date.code,
      form: booking,
      reservierung: check.ergebnis.reservierung!.id,
      consents: { agb: true, datenschutz: true, anhang: false, produktinfo: false },
      idempotency_key: 'translations-test-0001',
      locale: 'en',
    });
    expect(saved.booking).not.toBeNull();
    expect(saved.ergebnis.preise?.preis.map((l) => l.bezeichnung)).toEqual(lines);

    const [row] = await t.db.select().from(s.bookings).where(eq(s.bookings.processNumber, saved.booking!.vorgang));
    const doc = (await loadBookingDocument(t.db, row.id))!;
    expect(doc.journey.title).toBe('Ski day Kitzsteinhorn Kaprun');
    expect(doc.journey.path).toBe(`/reise/${trip.id_jrn_journey}-skitag-kitzsteinhorn-kaprun`);
    expect(doc.priceLines.map((l) => l.description)).toEqual(lines);

    // The PDF in English: fixed texts, the salutation and the catalogue's names.
    const pdf = await pdfText(await renderConfirmationPdf(doc, 'https://reisen.example'));
    for (const phrase of [
      'Booking confirmation',
      'Mr Dr. Max Muster',
      'Ski day Kitzsteinhorn Kaprun',
      'Keycard deposit',
      'Payment method',
      'Credit card',
    ])
      expect(pdf).toContain(squeeze(phrase));
    for (const german of ['Herr', 'Frau', 'Buchungsbestätigung', 'Skitag', 'Zustieg', 'Keycard-Pfand'])
      expect(pdf).not.toContain(german);

    const ics = tripCalendar(doc, 'https://reisen.example');
    expect(ics).toContain('SUMMARY:Ski day Kitzsteinhorn Kaprun');
    expect(ics).toContain('Booking number');

    const mails = await t.db.select().from(s.outbox).where(eq(s.outbox.bookingId, row.id));
    const confirmation = mails.find((m) => m.kind === 'booking-confirmation')!;
    expect(confirmation.subject).toBe(`Your booking ${row.processNumber}: Ski day Kitzsteinhorn Kaprun`);
    expect(confirmation.text).toContain('Trip: Ski day Kitzsteinhorn Kaprun');
    expect(confirmation.text).toContain('Payment method: Credit card');
    const office = mails.find((m) => m.kind === 'booking-notification')!;
    expect(office.subject).toBe(`Neue Online-Buchung ${row.processNumber}: Skitag Kitzsteinhorn Kaprun`);
    expect(office.text).toContain('Herr Dr. Max Muster');
    expect(office.text).toContain('Keycard-Pfand');
    expect(office.text).not.toContain('Keycard deposit');
  });

  it('prints a Croatian booking’s PDF in Croatian, its catalogue texts falling back to German', async () => {
    const trip = await kaprun();
    const points = (await engine.getBoardingPoints({ idreise: trip.date.code })).ergebnis.zustiege.zustieg;
    const keycard = (await engine.getJourney(trip.id_jrn_journey)).data!.extras!.find(
      (e) => e.bezeichnung === 'Keycard-Pfand',
    )!.id;
    const booking = form(points[0].IDZustieg, keycard, 'Frau');
    const saved = await engine.saveBooking({
      idreise: trip.date.code,
      form: booking,
      consents: { agb: true, datenschutz: true, anhang: false, produktinfo: false },
      idempotency_key: 'translations-test-0002',
      locale: 'hr',
    });
    const [row] = await t.db
      .select()
      .from(s.bookings)
      .where(and(eq(s.bookings.processNumber, saved.booking!.vorgang), eq(s.bookings.locale, 'hr')));
    const pdf = await pdfText(
      await renderConfirmationPdf((await loadBookingDocument(t.db, row.id))!, 'https://reisen.example'),
    );
    for (const phrase of [
      'Potvrda rezervacije',
      'gđa Dr. Max Muster',
      'Skijaški dan Kitzsteinhorn Kaprun',
      'Polog za keycard',
    ])
      expect(pdf).toContain(squeeze(phrase));
    expect(pdf).not.toContain('Buchungsbestätigung');
    expect(pdf).not.toContain('Frau');
  });
});
