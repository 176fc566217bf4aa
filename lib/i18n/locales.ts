/** spec §1/§9: de (default and fallback), en, hr; remembered in a cookie for 365 days, never in the URL. */
export const LOCALES = ['de', 'en', 'hr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'de';
export const LOCALE_COOKIE = 'NEXT_LOCALE';
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** spec §7 `translation`: the booking API names English 'us'. Sent with the menus and every catalogue read. */
export function apiTranslation(locale: Locale): 'de' | 'us' | 'hr' {
  return locale === 'en' ? 'us' : locale;
}

/**
 * Picks the best supported locale from an Accept-Language header, honouring q-values;
 * 'en-GB' matches 'en'. Undefined when none is supported.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const base = tag.split('-')[0];
    if (isLocale(base)) return base;
  }
  return undefined;
}

/** Cookie first, then the browser's languages, then German. */
export function negotiateLocale(cookieValue: string | undefined, acceptLanguage: string | null | undefined): Locale {
  if (isLocale(cookieValue)) return cookieValue;
  return localeFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LOCALE;
}

/** next-intl's request header: proxy.ts sets it on every request, route handlers and server actions read their locale from it. */
export const LOCALE_HEADER = 'X-NEXT-INTL-LOCALE';
