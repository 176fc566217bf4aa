/**
 * The visitor's language on the server (spec §1): the locale cookie, then the browser's languages,
 * then German. Pages get it through next-intl's request config; server actions, which compose texts
 * for the visitor (e.g. the booking's confirmation mail), ask here.
 */
import 'server-only';
import { cookies, headers } from 'next/headers';
import { LOCALE_COOKIE, negotiateLocale, type Locale } from './locales';

export async function visitorLocale(): Promise<Locale> {
  const [cookieStore, headerList] = await Promise.all([cookies(), headers()]);
  return negotiateLocale(cookieStore.get(LOCALE_COOKIE)?.value, headerList.get('accept-language'));
}
