/**
 * The locale segment app/[locale]. The visitor never sees it: proxy.ts rewrites every page request
 * to `/{locale}/…`, the locale chosen from the cookie or the browser's languages (lib/i18n/locales
 * `negotiateLocale`), and answers a request naming the segment itself with "not found".
 */
import { LOCALES } from './locales';

/**
 * What `generateStaticParams` of app/[locale] returns: the build has no database and renders no real
 * page, only this placeholder (not found, lib/i18n/request); each locale's pages are rendered on their
 * first request and then served from the cache.
 */
export const BUILD_PLACEHOLDER = '_';

/** `/de/reise/5` → `/reise/5`: a path that names a locale segment, without it; else null. */
export function localeSegmentOf(pathname: string): string | null {
  const first = pathname.split('/')[1] ?? '';
  return first === BUILD_PLACEHOLDER || (LOCALES as readonly string[]).includes(first) ? first : null;
}

/**
 * Next.js names a page's generated image after the page's route, locale segment included
 * (`/de/reise/5-x/opengraph-image-1a2b`): that address is served as it is.
 */
export function isGeneratedImagePath(pathname: string): boolean {
  return localeSegmentOf(pathname) !== null && /\/(?:opengraph|twitter)-image(?:-[^/]*)?$/.test(pathname);
}
