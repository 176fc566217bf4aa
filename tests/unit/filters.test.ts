import { describe, expect, it } from 'vitest';
import type { BoardingPoint, Category, Country } from '@/lib/api/model';
import { slugify } from '@/lib/format';
import {
  availabilityOf,
  byDeparture,
  calendarPath,
  categoryPath,
  countryPath,
  departuresByDay,
  findCountry,
  monthGrid,
  monthRange,
  pageCount,
  parseOverviewRoute,
  parseSearch,
  parseTripParam,
  searchPath,
  shiftMonth,
  todayIso,
  visibleCategories,
  visibleCountries,
} from '@/lib/site/filters';

const category = (id: number, name: string, tripCount: number, slug = slugify(name)): Category => ({
  id,
  name,
  slug,
  tripCount,
});
const country = (id: number, name: string, tripCount: number, slug = slugify(name)): Country => ({
  id,
  name,
  slug,
  tripCount,
});

describe('categories and countries (spec §4)', () => {
  it('lists only categories with journeys, sorted by name', () => {
    const listed = visibleCategories([
      category(11, 'Fußball-Tickets', 2),
      category(9, 'Sommerreisen', 0),
      category(3, 'Skitagesfahrten', 45),
      category(5, 'Mehrtagesreisen', 6),
      category(7, 'Skiwochenenden', 3),
    ]);
    expect(listed.map((c) => c.name)).toEqual([
      'Fußball-Tickets',
      'Mehrtagesreisen',
      'Skitagesfahrten',
      'Skiwochenenden',
    ]);
  });

  it('lists only countries with journeys, sorted by name with umlauts in German order', () => {
    const listed = visibleCountries([
      country(1, 'Schweiz', 2),
      country(2, 'Österreich', 30),
      country(3, 'Frankreich', 0),
      country(4, 'Italien', 5),
      country(5, 'Deutschland', 8),
    ]);
    expect(listed.map((c) => c.name)).toEqual(['Deutschland', 'Italien', 'Österreich', 'Schweiz']);
  });

  it('does not change the list it was given', () => {
    const input = [category(5, 'B', 1), category(3, 'A', 1)];
    visibleCategories(input);
    expect(input.map((c) => c.name)).toEqual(['B', 'A']);
  });

  it('links a category as /reiseuebersicht/{id}-{name} and a country by its slug', () => {
    expect(categoryPath(category(3, 'Skitagesfahrten', 1))).toBe('/reiseuebersicht/3-skitagesfahrten');
    expect(categoryPath(category(11, 'Fußball-Tickets', 1))).toBe('/reiseuebersicht/11-fussball-tickets');
    expect(countryPath(country(2, 'Österreich', 1))).toBe('/reiseland/oesterreich');
    expect(calendarPath(category(3, 'Skitagesfahrten', 1))).toBe('/reisekalender/3-skitagesfahrten');
  });

  it('keeps the addresses of the German names in every language', () => {
    expect(categoryPath(category(3, 'Ski day trips', 1, 'skitagesfahrten'))).toBe('/reiseuebersicht/3-skitagesfahrten');
    expect(countryPath(country(2, 'Austria', 1, 'oesterreich'))).toBe('/reiseland/oesterreich');
    const countries = [country(2, 'Austria', 3, 'oesterreich'), country(4, 'Italy', 1, 'italien')];
    expect(findCountry(countries, 'oesterreich')?.id).toBe(2);
    expect(findCountry(countries, 'Austria')?.id).toBe(2);
  });

  it('finds a country by its slug or its plain (encoded) name', () => {
    const countries = [country(2, 'Österreich', 3), country(4, 'Italien', 1)];
    expect(findCountry(countries, 'oesterreich')?.id).toBe(2);
    expect(findCountry(countries, '%C3%96sterreich')?.id).toBe(2);
    expect(findCountry(countries, 'frankreich')).toBeUndefined();
  });
});

describe('list addresses and paging', () => {
  it('reads /reiseuebersicht/:category?/:page? and the safe_page variant', () => {
    expect(parseOverviewRoute([])).toEqual({ page: 1, valid: true });
    expect(parseOverviewRoute(['3-skitagesfahrten'])).toMatchObject({ categoryId: 3, page: 1, valid: true });
    expect(parseOverviewRoute(['3-skitagesfahrten', '2'])).toMatchObject({ categoryId: 3, page: 2, valid: true });
    expect(parseOverviewRoute(['3-skitagesfahrten', 'safe_page', '4'])).toMatchObject({
      categoryId: 3,
      page: 4,
      valid: true,
    });
  });

  it('rejects list addresses that are not a category and a page number', () => {
    expect(parseOverviewRoute(['skitage']).valid).toBe(false);
    expect(parseOverviewRoute(['3-ski', 'zwei']).valid).toBe(false);
    expect(parseOverviewRoute(['3-ski', '2', '3']).valid).toBe(false);
  });

  it('counts pages from the total and the page size, at least one', () => {
    expect(pageCount(45, 12)).toBe(4);
    expect(pageCount(48, 12)).toBe(4);
    expect(pageCount(0, 12)).toBe(1);
  });

  it('reads a trip address: id with slug, bare id, or a fixed variant', () => {
    expect(parseTripParam('1042-skitag-kitzbuehel')).toEqual({ kind: 'id', id: 1042, slug: 'skitag-kitzbuehel' });
    expect(parseTripParam('1042')).toEqual({ kind: 'id', id: 1042, slug: '' });
    expect(parseTripParam('safe_id2')).toEqual({ kind: 'fixed', variant: 'safe_id2' });
    expect(parseTripParam('old_2023_id')).toEqual({ kind: 'fixed', variant: 'old_2023_id' });
    expect(parseTripParam('kitzbuehel')).toBeUndefined();
  });
});

describe('search (spec §3: text, categories, countries, date range)', () => {
  it('takes the text from the path and the other fields from the form', () => {
    const search = parseSearch(['kitzb%C3%BChel', '2'], {
      kategorie: '3',
      land: 'Österreich',
      von: '2026-12-01',
      bis: '2026-12-31',
    });
    expect(search).toEqual({
      text: 'kitzbühel',
      category: 3,
      country: 'Österreich',
      from: '2026-12-01',
      till: '2026-12-31',
      page: 2,
    });
  });

  it('reads the text of the GET form and ignores malformed dates', () => {
    expect(parseSearch([], { q: '  Gletscher ', von: '01.12.2026' })).toMatchObject({
      text: 'Gletscher',
      from: undefined,
      page: 1,
    });
  });

  it('builds result URLs with the text in the path and the filters as form fields', () => {
    const search = { text: 'Kitzbühel', category: 3, page: 1 };
    expect(searchPath(search)).toBe('/reiseuebersicht/search/Kitzb%C3%BChel?kategorie=3');
    expect(searchPath(search, 2)).toBe('/reiseuebersicht/search/Kitzb%C3%BChel/2?kategorie=3');
    expect(searchPath({ text: '', country: 'Italien', page: 1 }, 3)).toBe(
      '/reiseuebersicht/search?land=Italien&seite=3',
    );
  });
});

describe('availability wording', () => {
  const today = '2026-11-21';
  it('shows the free seats of a bookable trip', () => {
    expect(availabilityOf({ bookableOnline: true, freePlaces: 23, startDate: '2026-12-05' }, today)).toEqual({
      kind: 'free',
      seats: 23,
    });
    expect(availabilityOf({ bookableOnline: true, freePlaces: 3, startDate: '2026-12-05' }, today)).toEqual({
      kind: 'few',
      seats: 3,
    });
  });

  it('says sold out without free seats and no longer bookable when closed or already started', () => {
    expect(availabilityOf({ bookableOnline: false, freePlaces: 0, startDate: '2026-12-05' }, today)).toEqual({
      kind: 'soldout',
    });
    expect(availabilityOf({ bookableOnline: false, freePlaces: 12, startDate: '2026-12-05' }, today)).toEqual({
      kind: 'closed',
    });
    expect(availabilityOf({ bookableOnline: true, freePlaces: 12, startDate: '2026-11-20' }, today)).toEqual({
      kind: 'closed',
    });
  });

  it('takes today in the operator time zone', () => {
    expect(todayIso(new Date('2026-11-21T23:30:00Z'))).toBe('2026-11-22');
  });
});

describe('boarding points (spec §5)', () => {
  const point = (id: number, town: string, time?: string): BoardingPoint => ({
    id,
    postcode: '80335',
    town,
    place: 'Bahnhof',
    surchargeCents: 0,
    ...(time ? { time } : {}),
  });

  it('orders boarding points by departure time, those without a time last, then by town', () => {
    const shown = byDeparture([
      point(4, 'Rosenheim', '07:50'),
      point(7, 'Bad Tölz'),
      point(1, 'München', '06:45'),
      point(3, 'Miesbach', '07:30'),
      point(2, 'Holzkirchen', '07:30'),
    ]);
    expect(shown.map((p) => p.id)).toEqual([1, 2, 3, 4, 7]);
  });
});

describe('trip calendar', () => {
  it('lays out a month in weeks starting on Monday', () => {
    const weeks = monthGrid(2026, 12); // 1 December 2026 is a Tuesday
    expect(weeks[0]).toEqual([
      null,
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(weeks.at(-1)).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
  });

  it('knows the length of February and moves across years', () => {
    expect(monthRange(2028, 2)).toEqual({ from: '2028-02-01', till: '2028-02-29' });
    expect(shiftMonth(2026, 12, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth(2027, 1, -1)).toEqual({ year: 2026, month: 12 });
  });

  it('groups departures by their first day in date order', () => {
    const days = departuresByDay([
      { id: 2, startDate: '2026-12-06' },
      { id: 1, startDate: '2026-12-05' },
      { id: 3, startDate: '2026-12-05' },
    ]);
    expect([...days.keys()]).toEqual(['2026-12-05', '2026-12-06']);
    expect(days.get('2026-12-05')?.map((j) => j.id)).toEqual([1, 3]);
  });
});
