/**
 * The public pages both sitemaps list (sitemap.xml and the HTML page /sitemap). Content pages show
 * an engine article; they are listed only when that article exists.
 */
export interface ContentPage {
  path: string;
  /** The article the page shows. */
  slug: string;
}

export const CONTENT_PAGES: readonly ContentPage[] = [
  { path: '/faq', slug: 'faq' },
  { path: '/vergleich', slug: 'vergleich' },
  { path: '/map', slug: 'map' },
  { path: '/webcam', slug: 'webcam' },
  { path: '/pisten', slug: 'pisten' },
  { path: '/lift', slug: 'lift' },
  { path: '/pistenspass', slug: 'pistenspass' },
  { path: '/charivari', slug: 'charivari' },
  { path: '/kleinbus', slug: 'kleinbus' },
];

/** Pages that exist whatever the catalogue holds. */
export const FIXED_PAGES: readonly string[] = [
  '/',
  '/reiseuebersicht',
  '/reisekalender',
  '/reiseland',
  '/ticketpage',
  '/sitemap',
];

/** Articles that have their own content route are listed there, not a second time under /article. */
export function articleHasOwnPage(slug: string): boolean {
  return CONTENT_PAGES.some((page) => page.slug === slug);
}
