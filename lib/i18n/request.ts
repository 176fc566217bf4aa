import { getRequestConfig } from 'next-intl/server';
import { loadMessages } from './messages';
import { visitorLocale } from './visitor';

export default getRequestConfig(async () => {
  const locale = await visitorLocale();
  return { locale, messages: await loadMessages(locale), timeZone: 'Europe/Berlin' };
});
