import { describe, expect, it } from 'vitest';
import { bookNowHref, categoryOverviewPath, resolveMenu, tripLinkState, type TripListEntry } from '@/lib/site/book-now';
import type { MenuNode } from '@/lib/api/model';
import { slugify } from '@/lib/format';

const OVERVIEW = categoryOverviewPath(3, 'skitagesfahrten');
const trips = (...titles: string[]): TripListEntry[] =>
  titles.map((title, index) => ({ id: 1001 + index, title, slug: slugify(title) }));

describe('day-trip link and book-now state (spec §4)', () => {
  it('is unknown (null) while the list has not loaded or failed', () => {
    expect(tripLinkState(null, OVERVIEW)).toEqual({ state: null });
    expect(tripLinkState(undefined, OVERVIEW)).toEqual({ state: null });
  });

  it('is the offline placeholder for exactly 10 entries whose first title is OfflineReise', () => {
    const offline = trips('OfflineReise', ...Array.from({ length: 9 }, (_, i) => `Platzhalter ${i}`));
    expect(tripLinkState(offline, OVERVIEW)).toEqual({ state: 1 });
  });

  it('is not the placeholder for 9 or 11 entries, or when OfflineReise is not the first title', () => {
    const nine = trips('OfflineReise', ...Array.from({ length: 8 }, (_, i) => `P${i}`));
    const eleven = trips('OfflineReise', ...Array.from({ length: 10 }, (_, i) => `P${i}`));
    const notFirst = trips('Skitag Sölden', 'OfflineReise', ...Array.from({ length: 8 }, (_, i) => `P${i}`));
    for (const list of [nine, eleven, notFirst])
      expect(tripLinkState(list, OVERVIEW)).toEqual({ state: 2, href: OVERVIEW });
  });

  it('leads to the overview of category 3 when more than 2 trips come back', () => {
    expect(tripLinkState(trips('Skitag Kaprun', 'Skitag Sölden', 'Skitag Ischgl'), OVERVIEW)).toEqual({
      state: 2,
      href: '/reiseuebersicht/3-skitagesfahrten',
    });
  });

  it('leads directly to the first trip when 1 or 2 trips come back', () => {
    expect(tripLinkState(trips('Skitag Kitzbühel', 'Skitag Sölden'), OVERVIEW)).toEqual({
      state: 2,
      href: '/reise/1001-skitag-kitzbuehel',
    });
    expect(tripLinkState(trips('Skitag Sölden'), OVERVIEW)).toEqual({ state: 2, href: '/reise/1001-skitag-soelden' });
  });

  it('falls back to the overview when the list is empty', () => {
    expect(tripLinkState([], OVERVIEW)).toEqual({ state: 2, href: OVERVIEW });
  });

  it('hides the book-now button only in the offline state', () => {
    expect(bookNowHref({ state: 1 }, OVERVIEW)).toBeUndefined();
    expect(bookNowHref({ state: 2, href: '/reise/1001-skitag-soelden' }, OVERVIEW)).toBe('/reise/1001-skitag-soelden');
    expect(bookNowHref({ state: null }, OVERVIEW)).toBe(OVERVIEW);
  });
});

describe('computed menu entries', () => {
  const node = (id: number, name: string, link: string, children: MenuNode[] = []): MenuNode => ({
    id,
    name,
    link,
    children,
  });
  const menu = [
    node(1, 'Skitagesfahrten', '/reiseuebersicht/3-skitagesfahrten'),
    node(2, 'Mehrtagesreisen', '/reiseuebersicht/5-mehrtagesreisen', [
      node(21, 'Skiwochenenden', '/reiseuebersicht/7-skiwochenenden'),
    ]),
    node(3, 'FAQ', '/faq'),
  ];

  it('give the day-trip and multi-day entries their computed targets and keep other links', () => {
    const states = new Map([
      [3, { state: 2 as const, href: '/reise/1001-skitag-soelden' }],
      [5, { state: 2 as const, href: '/reiseuebersicht/5-mehrtagesreisen' }],
    ]);
    const resolved = resolveMenu(menu, states);
    expect(resolved.map((n) => n.href)).toEqual([
      '/reise/1001-skitag-soelden',
      '/reiseuebersicht/5-mehrtagesreisen',
      '/faq',
    ]);
    expect(resolved[1].children[0].href).toBe('/reiseuebersicht/7-skiwochenenden');
  });

  it('turn the entry into a placeholder (no link) in the offline state', () => {
    const resolved = resolveMenu(menu, new Map([[3, { state: 1 as const }]]));
    expect(resolved[0].href).toBeNull();
    expect(resolved[2].href).toBe('/faq');
  });

  it('keep the server link while the state is unknown', () => {
    expect(resolveMenu(menu, new Map([[3, { state: null }]]))[0].href).toBe('/reiseuebersicht/3-skitagesfahrten');
  });
});
