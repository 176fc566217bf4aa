/**
 * The fake operator's own small catalogue, written from spec §3 and §7 alone: every record carries
 * exactly the fields the specification names, in the encodings it quotes (booking-system money as
 * '0,00' strings, dates 'DD.MM.YYYY'; catalogue dates ISO; ticket prices in millionths of a euro).
 * Names and ids differ from the built-in engine's demo catalogue on purpose: a page that shows them
 * was served by the fake. Dates are relative to the day it is built, so trips are always ahead.
 */

export interface Journey {
  id_jrn_journey: number;
  title: string;
  date_from: string;
  date_till: string;
  date: { code: string };
  termin: { ReiseArt: string };
  content: { accommodation: string[]; services: string[] };
  price: number;
  label: string;
  adds: string[];
  number: number;
  zs: string[];
  Buchung: boolean;
}

export interface TicketDate {
  id_pln_dates: number;
  dates: { date_from: string; prices: { name: string; price: number }[] };
}

export interface Service {
  id: number;
  art: 'UNT' | 'SON' | 'BEF';
  bezeichnung: string;
  preis: string;
  frei: number;
  status: string;
  belegungmax: number;
}

export interface Insurance {
  idbuspro: number;
  bezeichnung: string;
  preis: string;
  reisepreisvon: string;
  reisepreisbis: string;
  buchungdatumvon: string;
  buchungdatumbis: string;
  reisedatumvon: string;
  reisedatumbis: string;
}

export interface BoardingPoint {
  IDZustieg: number;
  PLZ: string;
  Ort: string;
  Stelle: string;
  preis: string;
}

export interface MenuItem {
  id_web_menu_item: number;
  name: string;
  settings: { link: string };
  parent_id: number;
  status: number;
  children: MenuItem[];
}

export interface Catalogue {
  categories: { id_jrn_category: number; name: string; journeys: number }[];
  countries: { name: string; journeys: number }[];
  /** Journeys with the category they are listed under (the list is filtered by it, §7). */
  journeys: { category: number; journey: Journey; dates?: TicketDate[] }[];
  /** Services and insurances by trip code. */
  services: Map<string, { leistung: Service[]; versicherung: Insurance[] }>;
  boardingPoints: BoardingPoint[];
  testimonials: { title: string; text: string; settings: { images: { link: string }[]; sterne: number } }[];
  paymentTypes: string[];
}

export const DAY_TRIP_CATEGORY = 3;
export const MULTI_DAY_CATEGORY = 5;
export const TICKET_CATEGORY = 11;
/** spec §4/§9: the offline placeholder is exactly 10 entries whose first title is 'OfflineReise'. */
export const OFFLINE_TITLE = 'OfflineReise';
/** A trip only its own detail call answers, its texts full of XSS payloads (e2e/xss.remote-api.spec.ts). */
export const HOSTILE_JOURNEY_ID = 8999;
export const HOSTILE_TITLE = 'Skireise mit feindlicher Beschreibung';
export const OFFLINE_LENGTH = 10;

const DAY = 86_400_000;

/** 'YYYY-MM-DD' of `today` plus `days` (UTC calendar). */
export function isoDay(today: Date, days: number): string {
  const base = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return new Date(base + days * DAY).toISOString().slice(0, 10);
}

/** 'DD.MM.YYYY' */
export function deDay(today: Date, days: number): string {
  const [y, m, d] = isoDay(today, days).split('-');
  return `${d}.${m}.${y}`;
}

/** Cents → '1234,50' */
export function money(cents: number): string {
  return `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
}

/** '1234,50' → cents */
export function cents(value: string): number {
  const [euros, rest = '0'] = value.split(',');
  return Number(euros) * 100 + Number(rest.padEnd(2, '0').slice(0, 2));
}

function dayTrip(today: Date, id: number, title: string, inDays: number, price: number, free: number): Journey {
  const date = isoDay(today, inDays);
  return {
    id_jrn_journey: id,
    title,
    date_from: date,
    date_till: date,
    date: { code: `OP${id}-${date.replaceAll('-', '')}` },
    termin: { ReiseArt: 'T' },
    content: { accommodation: [], services: ['Busfahrt im Fernreisebus', 'Reiseleitung'] },
    price,
    label: inDays < 14 ? 'Bald' : '',
    adds: [],
    number: free,
    zs: [],
    Buchung: true,
  };
}

function coachServices(base: number, free: number): Service[] {
  return [
    {
      id: base + 1,
      art: 'BEF',
      bezeichnung: 'Bus Hinfahrt',
      preis: '0,00',
      frei: free,
      status: 'buchbar',
      belegungmax: 1,
    },
    {
      id: base + 2,
      art: 'BEF',
      bezeichnung: 'Bus Rückfahrt',
      preis: '0,00',
      frei: free,
      status: 'buchbar',
      belegungmax: 1,
    },
  ];
}

function insurances(today: Date, base: number): Insurance[] {
  return [
    {
      idbuspro: base + 1,
      bezeichnung: 'Reiserücktrittsversicherung Basis',
      preis: '12,00',
      reisepreisvon: '0,00',
      reisepreisbis: '500,00',
      buchungdatumvon: deDay(today, -30),
      buchungdatumbis: deDay(today, 365),
      reisedatumvon: deDay(today, 0),
      reisedatumbis: deDay(today, 400),
    },
    {
      idbuspro: base + 2,
      bezeichnung: 'Reiserücktrittsversicherung Komfort',
      preis: '39,00',
      reisepreisvon: '500,01',
      reisepreisbis: '5000,00',
      buchungdatumvon: deDay(today, -30),
      buchungdatumbis: deDay(today, 365),
      reisedatumvon: deDay(today, 0),
      reisedatumbis: deDay(today, 400),
    },
  ];
}

export function buildCatalogue(today: Date): Catalogue {
  const dayTrips = [
    dayTrip(today, 7101, 'Skitag Gletscherblick', 9, 54, 38),
    dayTrip(today, 7102, 'Skitag Sonnenalm', 16, 49, 4),
    dayTrip(today, 7103, 'Skitag Wolkenstein Nord', 23, 59, 44),
    dayTrip(today, 7104, 'Skitag Tauernhöhe', 30, 52, 40),
  ];
  const weekFrom = isoDay(today, 45);
  const week: Journey = {
    id_jrn_journey: 7201,
    title: 'Skiwoche Val Serena',
    date_from: weekFrom,
    date_till: isoDay(today, 50),
    date: { code: `OP7201-${weekFrom.replaceAll('-', '')}` },
    termin: { ReiseArt: 'M' },
    content: {
      accommodation: ['5 Nächte im Hotel Serena', 'Halbpension'],
      services: ['Busfahrt im Fernreisebus', 'Skipass 5 Tage'],
    },
    price: 689,
    label: 'Neu',
    adds: [],
    number: 24,
    zs: [],
    Buchung: true,
  };
  const matchFrom = isoDay(today, 20);
  const tickets: Journey = {
    id_jrn_journey: 7301,
    title: 'Auswärtsfahrt Fußball',
    date_from: matchFrom,
    date_till: matchFrom,
    date: { code: `OP7301-${matchFrom.replaceAll('-', '')}` },
    termin: { ReiseArt: 'T' },
    content: { accommodation: [], services: ['Busfahrt', 'Eintrittskarte'] },
    price: 89,
    label: '',
    adds: [],
    number: 30,
    zs: [],
    Buchung: true,
  };
  const ticketDates: TicketDate[] = [
    {
      id_pln_dates: 9902,
      dates: {
        date_from: `${isoDay(today, 34)}T18:30:00`,
        prices: [{ name: 'Stehplatz Gästeblock inkl. Busfahrt', price: 39_900_000 }],
      },
    },
    {
      id_pln_dates: 9901,
      dates: {
        date_from: `${isoDay(today, 20)}T15:30:00`,
        prices: [{ name: 'Sitzplatz Kategorie 2 inkl. Busfahrt und Verpflegung', price: 64_500_000 }],
      },
    },
  ];

  const services = new Map<string, { leistung: Service[]; versicherung: Insurance[] }>();
  dayTrips.forEach((trip, index) => {
    const base = 5000 + index * 100;
    services.set(trip.date.code, {
      leistung: [
        ...coachServices(base, trip.number),
        {
          id: base + 11,
          art: 'SON',
          bezeichnung: 'Skipass Tageskarte',
          preis: '45,00',
          frei: 60,
          status: 'Frei',
          belegungmax: 1,
        },
        {
          id: base + 12,
          art: 'SON',
          bezeichnung: 'Leihski-Gutschein',
          preis: '25,00',
          frei: 0,
          status: 'Gesperrt',
          belegungmax: 1,
        },
      ],
      versicherung: insurances(today, base + 50),
    });
  });
  services.set(week.date.code, {
    leistung: [
      ...coachServices(6000, week.number),
      { id: 6011, art: 'UNT', bezeichnung: 'Doppelzimmer', preis: '0,00', frei: 8, status: 'buchbar', belegungmax: 2 },
      { id: 6012, art: 'UNT', bezeichnung: 'Einzelzimmer', preis: '0,00', frei: 3, status: 'buchbar', belegungmax: 1 },
      {
        id: 6021,
        art: 'SON',
        bezeichnung: 'Einzelzimmerzuschlag',
        preis: '140,00',
        frei: 3,
        status: 'Frei',
        belegungmax: 1,
      },
      {
        id: 6022,
        art: 'SON',
        bezeichnung: 'Skiverleih 5 Tage',
        preis: '95,00',
        frei: 20,
        status: 'Frei',
        belegungmax: 1,
      },
    ],
    versicherung: insurances(today, 6050),
  });
  services.set(tickets.date.code, { leistung: coachServices(7000, tickets.number), versicherung: [] });

  return {
    categories: [
      { id_jrn_category: DAY_TRIP_CATEGORY, name: 'Skitagesfahrten', journeys: dayTrips.length },
      { id_jrn_category: MULTI_DAY_CATEGORY, name: 'Mehrtagesfahrten', journeys: 1 },
      { id_jrn_category: TICKET_CATEGORY, name: 'Fußball-Tickets', journeys: 1 },
      { id_jrn_category: 7, name: 'Sommerfahrten', journeys: 0 },
    ],
    countries: [
      { name: 'Österreich', journeys: 4 },
      { name: 'Italien', journeys: 1 },
      { name: 'Deutschland', journeys: 1 },
      { name: 'Schweiz', journeys: 0 },
    ],
    journeys: [
      ...dayTrips.map((journey) => ({ category: DAY_TRIP_CATEGORY, journey })),
      { category: MULTI_DAY_CATEGORY, journey: week },
      { category: TICKET_CATEGORY, journey: tickets, dates: ticketDates },
    ],
    services,
    boardingPoints: [
      { IDZustieg: 301, PLZ: '80335', Ort: 'München', Stelle: 'Hauptbahnhof Nord', preis: '0,00' },
      { IDZustieg: 302, PLZ: '85354', Ort: 'Freising', Stelle: 'P+R Lerchenfeld', preis: '5,00' },
      { IDZustieg: 303, PLZ: '83022', Ort: 'Rosenheim', Stelle: 'Busbahnhof', preis: '7,50' },
      { IDZustieg: 304, PLZ: '', Ort: 'Landshut', Stelle: 'wird noch bekannt gegeben', preis: '0,00' },
    ],
    testimonials: [
      {
        title: 'Familie Obermaier',
        text: '<p>Pünktlich, bequem und der Skipass war schon dabei. Wir fahren wieder mit!</p>',
        settings: { images: [{ link: '/images/testimonials/julia-maier.svg' }], sterne: 5 },
      },
      {
        title: 'Skiclub Isartal',
        text: '<p>Für unseren Vereinsausflug genau richtig – <strong>gerne wieder</strong>.</p>',
        settings: { images: [], sterne: 4.5 },
      },
      {
        title: 'Jonas aus Freising',
        text: '<p>Früh los, spät zurück, dazwischen perfekter Schnee.</p>',
        settings: { images: [], sterne: 4 },
      },
    ],
    paymentTypes: ['bill', 'debit', 'creditcard', 'sofort', 'subscription'],
  };
}

type Translation = 'de' | 'us' | 'hr';

/** spec §3 menus: id_web_menu, name and its items (nested in children, each naming its parent id). */
export function menus(translation: Translation) {
  const t = (de: string, us: string, hr: string) => ({ de, us, hr })[translation];
  let next = 100;
  const item = (name: string, link: string, parent: number, children: MenuItem[] = [], status = 1): MenuItem => {
    const id = (next += 1);
    return {
      id_web_menu_item: id,
      name,
      settings: { link },
      parent_id: parent,
      status,
      children: children.map((child) => ({ ...child, parent_id: id })),
    };
  };
  return [
    {
      id_web_menu: 1,
      name: t('Hauptmenü', 'Main menu', 'Glavni izbornik'),
      menu_items: [
        item(
          t('Skitagesfahrten', 'Ski day trips', 'Jednodnevni skijaški izleti'),
          '/reiseuebersicht/3-skitagesfahrten',
          0,
        ),
        item(
          t('Mehrtagesfahrten', 'Multi-day trips', 'Višednevna putovanja'),
          '/reiseuebersicht/5-mehrtagesfahrten',
          0,
        ),
        item(t('Tickets', 'Tickets', 'Ulaznice'), '/ticketpage', 0),
        item(t('Service', 'Service', 'Usluge'), '/faq', 0, [
          item(t('Reisekalender', 'Trip calendar', 'Kalendar putovanja'), '/reisekalender', 0),
          item(t('Häufige Fragen', 'FAQ', 'Česta pitanja'), '/faq', 0),
        ]),
        item(t('Archiv', 'Archive', 'Arhiva'), '/archiv', 0, [], 0),
      ],
    },
    {
      id_web_menu: 2,
      name: t('Rechtliches', 'Legal', 'Pravne informacije'),
      menu_items: [
        item(t('AGB', 'Terms', 'Uvjeti'), '/article/4-agbs', 0),
        item(t('Datenschutz', 'Privacy', 'Zaštita podataka'), '/article/3-datenschutz', 0),
      ],
    },
    {
      id_web_menu: 3,
      name: t('Kontakt', 'Contact', 'Kontakt'),
      menu_items: [item(t('Anfahrt', 'Directions', 'Dolazak'), '/map', 0)],
    },
  ];
}
