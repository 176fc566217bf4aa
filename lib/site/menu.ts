/**
 * Menu building (spec §4): only items with status 1 are kept, nested by parent id starting at
 * parent 0, in the order of their `sort` field. The server may deliver the items flat (each with
 * `id_parent`) or already nested in `children`; both are accepted.
 */
import type { MenuItem } from '@/lib/api/contract/schemas';

/** The menus the server delivers: 1 main menu, 2 and 3 the footer menus. */
export const MAIN_MENU_ID = 1;
export const FOOTER_MENU_IDS = [2, 3] as const;

/** A menu item as it comes from GET {api}/web/menu (children optional, possibly nested). */
export interface RawMenuItem {
  id_web_menu_item: number;
  name: string;
  settings: { link: string };
  id_parent: number;
  status: number;
  sort?: number;
  children?: unknown[];
}

export interface MenuNode {
  id: number;
  name: string;
  link: string;
  children: MenuNode[];
}

function flatten(items: readonly RawMenuItem[], out: RawMenuItem[] = []): RawMenuItem[] {
  for (const item of items) {
    out.push(item);
    if (Array.isArray(item.children) && item.children.length > 0) flatten(item.children as RawMenuItem[], out);
  }
  return out;
}

/** spec §4 "Menu building": status 1 only, nested by parent id from 0, sorted by `sort` (then name). */
export function buildMenu(items: readonly RawMenuItem[] | readonly MenuItem[]): MenuNode[] {
  const visible = flatten(items as readonly RawMenuItem[]).filter((item) => item.status === 1);
  const byParent = new Map<number, RawMenuItem[]>();
  const seen = new Set<number>();
  for (const item of visible) {
    if (seen.has(item.id_web_menu_item)) continue;
    seen.add(item.id_web_menu_item);
    const siblings = byParent.get(item.id_parent) ?? [];
    siblings.push(item);
    byParent.set(item.id_parent, siblings);
  }
  // A child of a hidden (status ≠ 1) parent is never reached from 0 and so disappears with it.
  const build = (parentId: number, path: Set<number>): MenuNode[] =>
    (byParent.get(parentId) ?? [])
      .filter((item) => !path.has(item.id_web_menu_item))
      .sort(
        (a, b) =>
          (a.sort ?? 0) - (b.sort ?? 0) ||
          a.name.localeCompare(b.name, 'de') ||
          a.id_web_menu_item - b.id_web_menu_item,
      )
      .map((item) => ({
        id: item.id_web_menu_item,
        name: item.name,
        link: item.settings.link,
        children: build(item.id_web_menu_item, new Set(path).add(item.id_web_menu_item)),
      }));
  return build(0, new Set());
}

/** '/reiseuebersicht/3-skitagesfahrten' → 3; undefined for any other link. */
export function categoryIdFromLink(link: string): number | undefined {
  const match = /^\/reiseuebersicht\/(\d+)(?:-[^/]*)?\/?$/.exec(link.trim());
  return match ? Number(match[1]) : undefined;
}

/** True for links that leave the site (they open in a new tab with rel="noopener"). */
export function isExternalLink(link: string): boolean {
  return /^(https?:)?\/\//i.test(link) || /^mailto:|^tel:/i.test(link);
}
