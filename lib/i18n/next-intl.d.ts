/** next-intl's `getLocale()` and `useLocale()` answer one of the site's locales, not any string. */
import type { Locale } from './locales';

declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
  }
}
