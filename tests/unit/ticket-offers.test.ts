import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as C from '@/lib/api/contract/schemas';

/**
 * What the ticket page offers (spec §7): the journeys of category 11, the dates of the first one, the
 * others as the bus trips to the matches; a response with an error is an empty list the page explains.
 * The cache directives are stubbed and the BookingApi is a stand-in answering in the contract's shapes.
 */
vi.mock('next/cache', () => ({ cacheTag: vi.fn(), cacheLife: vi.fn(), revalidateTag: vi.fn() }));
const api = vi.hoisted(() => ({ listJourneys: vi.fn(), getJourney: vi.fn() }));
vi.mock('@/lib/api', () => ({ getApi: async () => api, ApiError: class extends Error {} }));

import { getTicketOffers } from '@/lib/site/catalogue';
import { tripToMatch } from '@/lib/site/filters';

function journey(overrides: Partial<C.Journey>): C.Journey {
  return {
    id_jrn_journey: 3001,
    title: 'Heimspiele',
    date_from: '2027-01-16',
    date_till: '2027-04-03',
    date: { code: 'FCB' },
    termin: { ReiseArt: 'K' },
    id_jrn_category: 11,
    category: 'Fußball-Tickets',
    country: 'Deutschland',
    price: 89,
    label: '',
    image: '',
    resort: 'München',
    number: 90,
    zs: {},
    Buchung: true,
    adds: { days: 1 },
    content: { accommodation: [], services: [] },
    ...overrides,
  };
}

const dates: C.TicketDate[] = [
  {
    id_pln_dates: 2,
    dates: {
      date_from: '2027-01-30T15:30:00+01:00',
      title: 'FC – SGE',
      prices: [{ name: 'Sitzplatz Kategorie 2 inkl. Busfahrt', price: 89_000_000 }],
      frei: 29,
    },
  },
  {
    id_pln_dates: 1,
    dates: {
      date_from: '2027-01-16T18:30:00+01:00',
      title: 'FC – BVB',
      prices: [{ name: 'Sitzplatz Kategorie 2 inkl. Busfahrt', price: 109_000_000 }],
      frei: 0,
    },
  },
];
const busTrip = journey({
  id_jrn_journey: 3002,
  title: 'Busfahrt zum Heimspiel FC – SGE',
  date_from: '2027-01-30',
  date_till: '2027-01-30',
  date: { code: 'FCB-BUS' },
  termin: { ReiseArt: 'T' },
  price: 29,
  number: 32,
});

beforeEach(() => {
  api.listJourneys.mockReset();
  api.getJourney.mockReset();
});

describe('the ticket page’s offers (spec §7 category 11)', () => {
  it('reads category 11, takes the dates of its first journey and the other journeys as trips to matches', async () => {
    api.listJourneys.mockResolvedValue({ error: null, data: [journey({}), busTrip], total: 2, page: 1, page_size: 12 });
    api.getJourney.mockResolvedValue({ error: null, data: journey({ dates }) });

    const offers = await getTicketOffers('en');

    expect(api.listJourneys).toHaveBeenCalledWith(expect.objectContaining({ category: 11, translation: 'us' }));
    expect(api.getJourney).toHaveBeenCalledWith(3001, { translation: 'us' });
    expect(offers.failed).toBe(false);
    expect(offers.journey?.id).toBe(3001);
    expect(offers.dates.map((d) => [d.title, d.prices[0]])).toEqual([
      ['FC – BVB', { name: 'Sitzplatz Kategorie 2', note: 'inkl. Busfahrt', priceCents: 10900 }],
      ['FC – SGE', { name: 'Sitzplatz Kategorie 2', note: 'inkl. Busfahrt', priceCents: 8900 }],
    ]);
    expect(offers.trips.map((t) => t.id)).toEqual([3002]);
    // Fahrt: the trip leaving on the match day; none for the other match.
    expect(tripToMatch(offers.trips, offers.dates[1], '2026-11-24')?.id).toBe(3002);
    expect(tripToMatch(offers.trips, offers.dates[0], '2026-11-24')).toBeNull();
  });

  it('gives empty lists marked as failed when the response carries an error', async () => {
    api.listJourneys.mockResolvedValue({
      error: 'Datenbank nicht erreichbar',
      data: [],
      total: 0,
      page: 1,
      page_size: 12,
    });

    expect(await getTicketOffers('de')).toEqual({ journey: null, dates: [], trips: [], failed: true });
    expect(api.getJourney).not.toHaveBeenCalled();
  });

  it('offers nothing, without an error, when category 11 is empty', async () => {
    api.listJourneys.mockResolvedValue({ error: null, data: [], total: 0, page: 1, page_size: 12 });

    expect(await getTicketOffers('de')).toEqual({ journey: null, dates: [], trips: [], failed: false });
  });

  it('does not count a sold-out or past trip as the trip to a match', () => {
    const match = { date: '2027-01-30T15:30:00+01:00' };
    const summary = { startDate: '2027-01-30', bookableOnline: true, freePlaces: 0 };
    expect(tripToMatch([summary], match, '2026-11-24')).toBeNull();
    expect(tripToMatch([{ ...summary, freePlaces: 5 }], match, '2027-02-01')).toBeNull();
    expect(tripToMatch([{ ...summary, freePlaces: 5 }], match, '2026-11-24')).not.toBeNull();
  });
});
