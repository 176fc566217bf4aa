/**
 * The site's menus (spec §4): which menu is which, and how an entry's link is read. The menu tree
 * itself is built from the server's items at the boundary (buildMenu in lib/api/reshape.ts).
 */

/** The menus the server delivers: 1 main menu, 2 and 3 the footer menus. */
export const MAIN_MENU_ID = 1;
export const FOOTER_MENU_IDS = [2, 3] as const;

/** '/reiseuebersicht/3-skitagesfahrten' → 3; undefined for any other link. */
export function categoryIdFromLink(link: string): number | undefined {
  const match = /^\/reiseuebersicht\/(\d+)(?:-[^/]*)?\/?$/.exec(link.trim());
  return match ? Number(match[1]) : undefined;
}

/** True for links that leave the site (they open in a new tab with rel="noopener"). */
export function isExternalLink(link: string): boolean {
  return /^(https?:)?\/\//i.test(link) || /^mailto:|^tel:/i.test(link);
}
