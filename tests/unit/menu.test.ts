import { describe, expect, it } from 'vitest';
import { buildMenu, type RawMenuItem } from '@/lib/api/reshape';
import { categoryIdFromLink } from '@/lib/site/menu';

function item(id: number, name: string, parent = 0, extra: Partial<RawMenuItem> = {}): RawMenuItem {
  return {
    id_web_menu_item: id,
    name,
    settings: { link: `/${name.toLowerCase()}` },
    id_parent: parent,
    status: 1,
    sort: id,
    ...extra,
  };
}

describe('menu building (spec §4)', () => {
  it('keeps only items with status 1', () => {
    const menu = buildMenu([item(1, 'Skitagesfahrten'), item(2, 'Versteckt', 0, { status: 0 }), item(3, 'FAQ')]);
    expect(menu.map((n) => n.name)).toEqual(['Skitagesfahrten', 'FAQ']);
  });

  it('nests items by parent id starting at parent 0', () => {
    const menu = buildMenu([
      item(10, 'Service'),
      item(11, 'FAQ', 10),
      item(12, 'Webcam', 10),
      item(1, 'Reisekalender'),
    ]);
    expect(menu.map((n) => n.name)).toEqual(['Reisekalender', 'Service']);
    const service = menu.find((n) => n.name === 'Service')!;
    expect(service.children.map((n) => n.name)).toEqual(['FAQ', 'Webcam']);
    expect(service.children[0]).toMatchObject({ id: 11, link: '/faq', children: [] });
  });

  it('drops the children of a hidden parent and items whose parent does not exist', () => {
    const menu = buildMenu([
      item(10, 'Alt', 0, { status: 0 }),
      item(11, 'Kind', 10),
      item(20, 'Waise', 99),
      item(1, 'Start'),
    ]);
    expect(menu.map((n) => n.name)).toEqual(['Start']);
  });

  it('orders siblings by their sort field, not by delivery order', () => {
    const menu = buildMenu([
      item(1, 'C', 0, { sort: 30 }),
      item(2, 'A', 0, { sort: 10 }),
      item(3, 'B', 0, { sort: 20 }),
    ]);
    expect(menu.map((n) => n.name)).toEqual(['A', 'B', 'C']);
  });

  it('accepts items the server already nested in children', () => {
    const nested = [{ ...item(10, 'Service'), children: [item(11, 'FAQ', 10), item(12, 'Alt', 10, { status: 0 })] }];
    const menu = buildMenu(nested);
    expect(menu).toHaveLength(1);
    expect(menu[0].children.map((n) => n.name)).toEqual(['FAQ']);
  });

  it('survives a cycle in the parent ids', () => {
    const menu = buildMenu([item(1, 'Top'), item(2, 'A', 3), item(3, 'B', 2)]);
    expect(menu.map((n) => n.name)).toEqual(['Top']);
  });
});

describe('category links', () => {
  it('reads the category id of a trip-list link', () => {
    expect(categoryIdFromLink('/reiseuebersicht/3-skitagesfahrten')).toBe(3);
    expect(categoryIdFromLink('/reiseuebersicht/5')).toBe(5);
    expect(categoryIdFromLink('/reiseuebersicht/search/kitz')).toBeUndefined();
    expect(categoryIdFromLink('/faq')).toBeUndefined();
  });
});
