/**
 * Which translations reach the browser. Every page gets the namespaces of the site's frame and its
 * shared dialogs; the booking, payment and find-my-booking pages add theirs through a route layout,
 * so an article or trip page does not carry the booking form's texts in its HTML.
 */
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';

/**
 * Namespaces the client components of every page read (header, drawer, dialogs, toasts). A client
 * component used on one page only gets its words as props from its server parent instead (the home
 * page's newsletter teaser and dialog, the testimonials), and the booking forms' field messages
 * (`notice`) come with the booking layouts, so they don't ship with every page.
 */
export const BASE_CLIENT_NAMESPACES = ['forms', 'language', 'nav', 'layout', 'dialogs', 'error', 'consent'];

export async function ClientMessages({
  namespaces = [],
  children,
}: {
  namespaces?: string[];
  children: React.ReactNode;
}) {
  const messages = await getMessages();
  const wanted = new Set([...BASE_CLIENT_NAMESPACES, ...namespaces]);
  const picked = Object.fromEntries(Object.entries(messages).filter(([namespace]) => wanted.has(namespace)));
  return <NextIntlClientProvider messages={picked}>{children}</NextIntlClientProvider>;
}
