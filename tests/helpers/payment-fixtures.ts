/**
 * A booking as the booking save leaves it (row, journey, boarding point, seats, price lines), written
 * directly to a test database so payment, mail and document tests do not depend on the booking engine.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { boardingPoints, bookings, categories, journeys } from '@/lib/db/schema';
import type { TripForm } from '@/lib/booking/schema';

let nextId = 1;
/** Where this process's fixture process numbers start. */
const PROCESS_BASE = Math.floor(Math.random() * 90000);

export interface FixtureBooking {
  id: number;
  processNumber: string;
  token: string;
  email: string;
  depositCents: number;
}

export async function ensureCatalogue(db: Db): Promise<{ journeyId: number; boardingPointId: number }> {
  const [existing] = await db.select().from(journeys).where(eq(journeys.id, 9001));
  if (!existing) {
    await db.insert(categories).values({ id: 3, name: 'Tagesfahrten', slug: 'tagesfahrten' }).onConflictDoNothing();
    await db.insert(journeys).values({
      id: 9001,
      code: 'T-KITZ-TEST',
      categoryId: 3,
      title: 'Skitag Kitzbühel',
      dateFrom: '2026-12-19',
      dateTill: '2026-12-19',
      tripType: 'T',
      priceCents: 5900,
      resort: 'Kitzbühel',
      schedule: { departure: '06:45', returnDeparture: '16:30', arrival: '18:30' },
    });
    await db.insert(boardingPoints).values({
      id: 9101,
      accountId: 1000,
      zip: '80335',
      city: 'München',
      place: 'Hauptbahnhof Nord',
      surchargeCents: 0,
      time: '06:45',
    });
  }
  return { journeyId: 9001, boardingPointId: 9101 };
}

export async function createTestBooking(
  db: Db,
  options: {
    paymentType?: 'bill' | 'debit' | 'creditcard' | 'sofort';
    status?: 'confirmed' | 'cancelled';
    locale?: 'de' | 'en';
    email?: string;
    /** Rooms of the booking (a multi-day trip): room service id and travellers (0-based). */
    rooms?: { room: number; teilnehmer: number[] }[];
  } = {},
): Promise<FixtureBooking> {
  const { journeyId, boardingPointId } = await ensureCatalogue(db);
  const n = nextId++;
  // unique within this test process (n counts up), clear of the engine's own numbers (from the bookings id)
  const processNumber = `AX-2026-${String(900000 + ((PROCESS_BASE + n) % 99999)).padStart(6, '0')}`;
  // base64url tokens may contain '-' like the process number: the return paths must cope.
  const token = `${randomBytes(16).toString('base64url')}-x_${randomBytes(8).toString('base64url')}`;
  const email = options.email ?? `anna.berger+${n}@example.com`;
  const form: TripForm = {
    variant: 'trip',
    teilnehmer_count: 2,
    main: {
      salutation: 'Frau',
      title: '',
      firstname: 'Anna',
      lastname: 'Berger',
      street: 'Leopoldstraße',
      street_nr: '12',
      zip: '80802',
      city: 'München',
      phone: '+49 89 123456',
      email,
      birthday: '12.03.1985',
    },
    comment: '',
    teilnehmer: [
      {
        salutation: 'Frau',
        title: '',
        firstname: 'Anna',
        lastname: 'Berger',
        birthday: '12.03.1985',
        zustieg: boardingPointId,
        insurance: null,
        leistungen: [],
        address: true,
        booking_person: true,
        street: '',
        street_nr: '',
        zip: '',
        city: '',
      },
      {
        salutation: 'Herr',
        title: 'Dr.',
        firstname: 'Luka',
        lastname: 'Čović',
        birthday: '01.07.1983',
        zustieg: boardingPointId,
        insurance: null,
        leistungen: [],
        address: true,
        booking_person: false,
        street: '',
        street_nr: '',
        zip: '',
        city: '',
      },
    ],
    teilnehmer_rooms: (options.rooms ?? []).map((r) => ({ ...r, status: 1 as const })),
    bus: { wunsch_vornemittehinten: 'V', wunsch_linksrechts: 'L', wunsch_fenstergang: 'F' },
    busses: { hin: { idleistung: 1, sitze: [5, 6] }, rueck: { idleistung: 2, sitze: [7, 8] } },
    insurance: null,
    insurance_all: false,
    payment: options.paymentType ?? 'creditcard',
    names_confirmed: true,
  };
  const [row] = await db
    .insert(bookings)
    .values({
      processNumber,
      token,
      journeyId,
      status: options.status ?? 'confirmed',
      paymentType: options.paymentType ?? 'creditcard',
      totalCents: 12300,
      depositCents: 12300,
      depositDue: '2026-11-21',
      balanceCents: 0,
      email,
      locale: options.locale ?? 'de',
      form,
      priceLines: [
        {
          art: 'ERM',
          unterart: null,
          bezeichnung: 'Skitag Kitzbühel inkl. Skipass',
          anzahl: 2,
          preis: '59,00',
          gesamtpreis: '118,00',
          zuordnung: '1,2',
        },
        {
          art: 'SON',
          unterart: 'TRA',
          bezeichnung: 'Zustieg München Hauptbahnhof',
          anzahl: 2,
          preis: '2,50',
          gesamtpreis: '5,00',
          zuordnung: '1,2',
        },
        {
          art: 'SON',
          unterart: null,
          bezeichnung: 'Frühstückspaket',
          anzahl: 0,
          preis: '0,00',
          gesamtpreis: '0,00',
          zuordnung: '',
        },
      ],
    })
    .returning();
  return { id: row.id, processNumber, token, email, depositCents: row.depositCents };
}
