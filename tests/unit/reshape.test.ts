import { describe, expect, it } from 'vitest';
import type * as C from '@/lib/api/contract/schemas';
import {
  reshapeArticle,
  reshapeBoardingPoints,
  reshapeCategory,
  reshapeCountry,
  reshapeMenus,
  reshapeTestimonial,
  reshapeTicketDates,
  reshapeTrip,
  reshapeTripPage,
  reshapeTripSummary,
  splitTicketPriceName,
} from '@/lib/api/reshape';

function journey(overrides: Partial<C.Journey> = {}): C.Journey {
  return {
    id_jrn_journey: 1042,
    title: 'Skitag Kitzbühel',
    date_from: '2026-12-05',
    date_till: '2026-12-05',
    date: { code: 'T261205KB' },
    termin: { ReiseArt: 'T' },
    id_jrn_category: 3,
    category: 'Skitagesfahrten',
    country: 'Österreich',
    price: 59.9,
    label: 'Topseller',
    image: '/images/trips/kitzbuehel.svg',
    resort: 'Kitzbühel',
    number: 23,
    zs: { departure: '06:45', returnDeparture: '16:30', arrival: '18:30' },
    Buchung: true,
    adds: { days: 1 },
    content: { accommodation: ['Hotel Post'], services: ['Busfahrt im modernen Reisebus'] },
    ...overrides,
  };
}

const ticketDate = (
  id: number,
  from: string,
  prices: { name: string; price: number }[],
  frei?: number,
): C.TicketDate => ({
  id_pln_dates: id,
  dates: { date_from: from, title: `Spiel ${id}`, prices, ...(frei !== undefined ? { frei } : {}) },
});

const point = (id: number, Ort: string, Stelle: string, preis = '0,00', zeit = '07:30'): C.BoardingPoint => ({
  IDZustieg: id,
  PLZ: '83022',
  Ort,
  Stelle,
  preis,
  zeit,
});

describe('a journey becomes a trip of the site model', () => {
  it('names every field in English, with the price in cents and the dates as ISO days', () => {
    expect(
      reshapeTripSummary(journey({ date_from: '2026-12-05T00:00:00.000Z', date_till: '2026-12-05T00:00:00Z' })),
    ).toEqual({
      id: 1042,
      title: 'Skitag Kitzbühel',
      slug: 'skitag-kitzbuehel',
      code: 'T261205KB',
      startDate: '2026-12-05',
      endDate: '2026-12-05',
      days: 1,
      isDayTrip: true,
      isTicketTrip: false,
      priceCents: 5990,
      freePlaces: 23,
      bookableOnline: true,
      categoryId: 3,
      category: 'Skitagesfahrten',
      country: 'Österreich',
      resort: 'Kitzbühel',
      image: '/images/trips/kitzbuehel.svg',
      label: 'Topseller',
      schedule: { departure: '06:45', returnDeparture: '16:30', arrival: '18:30' },
    });
  });

  it("marks trip type 'T' as a day trip and every other type as not", () => {
    expect(reshapeTripSummary(journey()).isDayTrip).toBe(true);
    const weekend = journey({
      termin: { ReiseArt: 'M' },
      date_from: '2027-01-15',
      date_till: '2027-01-17',
      adds: { days: 3 },
    });
    expect(reshapeTripSummary(weekend)).toMatchObject({
      isDayTrip: false,
      startDate: '2027-01-15',
      endDate: '2027-01-17',
      days: 3,
    });
  });

  it("marks a journey with ticket dates, or of trip type 'K', as a ticket trip (it takes the ticket form)", () => {
    const kickoff = {
      id_pln_dates: 7,
      dates: { date_from: '2027-02-06T15:30:00+01:00', title: 'FC – SC', prices: [] },
    };
    expect(reshapeTripSummary(journey({ dates: [kickoff] })).isTicketTrip).toBe(true);
    expect(reshapeTripSummary(journey({ termin: { ReiseArt: 'K' } })).isTicketTrip).toBe(true);
    expect(reshapeTripSummary(journey({ termin: { ReiseArt: 'M' } })).isTicketTrip).toBe(false);
  });

  it('counts the days from the dates when the booking system gives no duration', () => {
    const trip = journey({
      date_from: '2027-01-15',
      date_till: '2027-01-17',
      adds: undefined as unknown as C.Journey['adds'],
    });
    expect(reshapeTripSummary(trip).days).toBe(3);
  });

  it('rounds euro prices to whole cents and never shows fewer than zero free places', () => {
    expect(reshapeTripSummary(journey({ price: 64.5 })).priceCents).toBe(6450);
    expect(reshapeTripSummary(journey({ price: 19.99 })).priceCents).toBe(1999);
    expect(reshapeTripSummary(journey({ number: -2, Buchung: false }))).toMatchObject({
      freePlaces: 0,
      bookableOnline: false,
    });
  });

  it('leaves out schedule times the booking system does not give', () => {
    expect(reshapeTripSummary(journey({ zs: { departure: '06:45' } })).schedule).toEqual({ departure: '06:45' });
  });

  it("decodes the extras' German money strings to cents and keeps intro and description", () => {
    const trip = reshapeTrip(
      journey({
        einleitung: '<p>Die Streif</p>',
        reisebeschreibung: '<p>Ablauf</p>',
        extras: [
          { id: 501, bezeichnung: 'Skipass Kitzbühel', preis: '62,50' },
          { id: 502, bezeichnung: 'Leihski', preis: '1234,00' },
        ],
      }),
    );
    expect(trip).toMatchObject({
      intro: '<p>Die Streif</p>',
      description: '<p>Ablauf</p>',
      accommodation: ['Hotel Post'],
      services: ['Busfahrt im modernen Reisebus'],
      extras: [
        { id: 501, name: 'Skipass Kitzbühel', priceCents: 6250 },
        { id: 502, name: 'Leihski', priceCents: 123400 },
      ],
      ticketDates: [],
    });
  });

  it('reshapes a list page with its paging', () => {
    const page = reshapeTripPage({
      error: null,
      data: [journey(), journey({ id_jrn_journey: 7 })],
      total: 30,
      page: 2,
      page_size: 12,
    });
    expect(page.trips.map((t) => t.id)).toEqual([1042, 7]);
    expect(page).toMatchObject({ total: 30, page: 2, pageSize: 12 });
  });
});

describe('match tickets (spec §3 ticket date entry)', () => {
  it('divides ticket prices by 1,000,000 (millionths of a euro) into cents', () => {
    const [date] = reshapeTicketDates([
      ticketDate(1, '2026-12-12T14:30:00Z', [{ name: 'Stehplatz', price: 39_900_000 }]),
    ]);
    expect(date.prices).toEqual([{ name: 'Stehplatz', priceCents: 3990 }]);
  });

  it("splits the 'inkl.' part off a price name", () => {
    expect(splitTicketPriceName('Sitzplatz Kategorie 2 inkl. Busfahrt und Getränk')).toEqual({
      name: 'Sitzplatz Kategorie 2',
      note: 'inkl. Busfahrt und Getränk',
    });
    expect(splitTicketPriceName('Sitzplatz, inkl. Busfahrt')).toEqual({ name: 'Sitzplatz', note: 'inkl. Busfahrt' });
    expect(splitTicketPriceName('Stehplatz')).toEqual({ name: 'Stehplatz' });
  });

  it('lists the match dates in date order, with the free tickets only when the booking system says', () => {
    const dates = reshapeTicketDates([
      ticketDate(2, '2027-02-13T15:30:00Z', [{ name: 'Sitzplatz inkl. Busfahrt', price: 79_000_000 }]),
      ticketDate(1, '2026-12-12T14:30:00Z', [{ name: 'Sitzplatz inkl. Busfahrt', price: 89_000_000 }], 10),
    ]);
    expect(dates).toEqual([
      {
        id: 1,
        title: 'Spiel 1',
        date: '2026-12-12T14:30:00Z',
        freeTickets: 10,
        prices: [{ name: 'Sitzplatz', note: 'inkl. Busfahrt', priceCents: 8900 }],
      },
      {
        id: 2,
        title: 'Spiel 2',
        date: '2027-02-13T15:30:00Z',
        prices: [{ name: 'Sitzplatz', note: 'inkl. Busfahrt', priceCents: 7900 }],
      },
    ]);
  });

  it('gives a ticket trip its dates', () => {
    const trip = reshapeTrip(
      journey({ dates: [ticketDate(3, '2026-12-19T14:30:00Z', [{ name: 'Gästeblock', price: 25_000_000 }])] }),
    );
    expect(trip.ticketDates.map((d) => [d.id, d.prices[0].priceCents])).toEqual([[3, 2500]]);
  });
});

describe('boarding points (spec §5)', () => {
  it("drops points whose town or place reads 'wird noch bekannt gegeben', keeping the order given", () => {
    const shown = reshapeBoardingPoints([
      point(4, 'Rosenheim', 'Busbahnhof'),
      point(9, 'Bad Tölz', 'Wird noch bekannt gegeben'),
      point(8, 'wird noch bekannt gegeben', 'Parkplatz'),
      point(1, 'München', 'Hauptbahnhof, Arnulfstraße'),
    ]);
    expect(shown.map((p) => p.id)).toEqual([4, 1]);
  });

  it('decodes the surcharge to cents and names the fields in English', () => {
    expect(reshapeBoardingPoints([point(4, 'Rosenheim', 'Busbahnhof', '5,00', '07:50')])).toEqual([
      { id: 4, postcode: '83022', town: 'Rosenheim', place: 'Busbahnhof', surchargeCents: 500, time: '07:50' },
    ]);
  });

  it('leaves the time out when the booking system gives none', () => {
    const [shown] = reshapeBoardingPoints([point(4, 'Rosenheim', 'Busbahnhof', '0,00', '')]);
    expect(shown).not.toHaveProperty('time');
    expect(shown.surchargeCents).toBe(0);
  });
});

describe('catalogue structure and content', () => {
  it('reshapes categories and countries with their trip counts', () => {
    expect(reshapeCategory({ id_jrn_category: 3, name: 'Skitagesfahrten', journeys: 45 })).toEqual({
      id: 3,
      name: 'Skitagesfahrten',
      slug: 'skitagesfahrten',
      tripCount: 45,
    });
    expect(reshapeCountry({ id_country: 2, name: 'Österreich', journeys: 30 })).toEqual({
      id: 2,
      name: 'Österreich',
      slug: 'oesterreich',
      tripCount: 30,
    });
  });

  it('keeps the address of the German name when the names come translated', () => {
    expect(
      reshapeCategory({ id_jrn_category: 3, name: 'Ski day trips', journeys: 45, slug: 'skitagesfahrten' }).slug,
    ).toBe('skitagesfahrten');
    expect(reshapeCountry({ id_country: 2, name: 'Austria', journeys: 30, slug: 'oesterreich' }).slug).toBe(
      'oesterreich',
    );
    const trip = journey({ title: 'Ski day Kitzbühel', slug: 'skitag-kitzbuehel' });
    expect(reshapeTripSummary(trip)).toMatchObject({ title: 'Ski day Kitzbühel', slug: 'skitag-kitzbuehel' });
  });

  it('builds each menu into its tree (status 1 only, nested by parent)', () => {
    const item = (id: number, name: string, parent = 0, status = 1) => ({
      id_web_menu_item: id,
      name,
      settings: { link: `/${id}` },
      id_parent: parent,
      status,
      sort: id,
      children: [],
    });
    const [menu] = reshapeMenus({
      data: [
        {
          id_web_menu: 1,
          name: 'Hauptmenü',
          menu_items: [item(1, 'Reisen'), item(2, 'Kalender', 1), item(3, 'Versteckt', 0, 0)],
        },
      ],
    });
    expect(menu).toEqual({
      id: 1,
      name: 'Hauptmenü',
      items: [{ id: 1, name: 'Reisen', link: '/1', children: [{ id: 2, name: 'Kalender', link: '/2', children: [] }] }],
    });
  });

  it('reshapes a testimonial with its first picture, or none', () => {
    const post = (images: { link: string }[]): C.Testimonial => ({
      id_web_blog: 7,
      title: 'Markus Brandl',
      text: '<p>Super organisiert!</p>',
      settings: { images, sterne: 4.5 },
      created: '2026-01-10',
    });
    expect(reshapeTestimonial(post([{ link: ' /images/markus.svg ' }, { link: '/b.svg' }]))).toEqual({
      id: 7,
      name: 'Markus Brandl',
      html: '<p>Super organisiert!</p>',
      rating: 4.5,
      image: '/images/markus.svg',
    });
    expect(reshapeTestimonial(post([])).image).toBeNull();
  });

  it('reshapes an article, its change date only when known', () => {
    const article = {
      id_web_article: 4,
      slug: '4-agbs',
      title: 'AGB',
      text: '<p>…</p>',
      updated: '2026-10-01T08:00:00.000Z',
    };
    expect(reshapeArticle(article)).toEqual({
      id: 4,
      slug: '4-agbs',
      title: 'AGB',
      html: '<p>…</p>',
      updatedAt: '2026-10-01T08:00:00.000Z',
    });
    expect(reshapeArticle({ ...article, updated: '' })).not.toHaveProperty('updatedAt');
  });
});
