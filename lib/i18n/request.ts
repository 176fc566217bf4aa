import { notFound, unstable_rethrow } from 'next/navigation';
import { locale as rootLocale } from 'next/root-params';
import { getRequestConfig } from 'next-intl/server';
import { isLocale, type Locale } from './locales';
import { loadMessages } from './messages';
import { visitorLocale } from './visitor';

/**
 * The locale of what is rendered. Pages live under app/[locale] (proxy.ts rewrites every page request
 * there, the locale chosen by `negotiateLocale`): their locale is that root param, which reads no
 * request, so a page renders once per locale and is then served from the cache. Anything else under
 * the segment (the build's placeholder, lib/i18n/page-locale) is not found. Route handlers and server
 * actions have no root param: they get the locale the proxy forwarded (next-intl's locale header),
 * else the visitor's.
 */
async function renderedLocale(): Promise<Locale | undefined> {
  let param: unknown;
  try {
    param = await (rootLocale as () => Promise<string | undefined>)();
  } catch (error) {
    unstable_rethrow(error);
    return undefined;
  }
  if (param === undefined) return undefined;
  if (!isLocale(param)) notFound();
  return param;
}

export default getRequestConfig(async ({ requestLocale }) => {
  const rendered = await renderedLocale();
  const requested = rendered ?? (await requestLocale);
  const locale = isLocale(requested) ? requested : await visitorLocale();
  return { locale, messages: await loadMessages(locale), timeZone: 'Europe/Berlin' };
});
