/**
 * The booking's three pages in the browser history (issue 11 "Pages in history"): page 1 is the
 * booking page's own URL, pages 2 and 3 add `?seite=2` / `?seite=3`, so Back and Forward move between
 * them and a reload knows which page to restore. Other query parameters stay as they are. Pure.
 */
export type BookingPage = 1 | 2 | 3;

export const PAGE_PARAM = 'seite';

/** The page a URL's query names; anything else is page 1. */
export function pageOfSearch(search: string): BookingPage {
  const value = new URLSearchParams(search).get(PAGE_PARAM);
  return value === '2' ? 2 : value === '3' ? 3 : 1;
}

/** The URL (path, query and hash) of `page`, starting from the URL `href` of the current page. */
export function urlOfPage(href: string, page: BookingPage): string {
  const url = new URL(href, 'http://localhost');
  if (page === 1) url.searchParams.delete(PAGE_PARAM);
  else url.searchParams.set(PAGE_PARAM, String(page));
  return `${url.pathname}${url.search}${url.hash}`;
}
