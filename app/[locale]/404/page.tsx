import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import NotFoundBody from '@/components/layout/NotFoundBody';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('error');
  return { title: t('notFoundTitle'), robots: { index: false } };
}

/**
 * spec §2/§4: '/404' is the page for unknown routes (proxy.ts sends every address no page has here).
 * A real page, not `notFound()`: under Cache Components Next.js 16 does not prerender the not-found
 * boundary, so a 404 made that way is an empty shell whose words only the browser's JavaScript draws
 * (a white page for a crawler or without JavaScript). This page is prerendered per locale with its
 * title and text in the HTML; its status comes from proxy.ts (`x-site-status: 404` on the rewrite),
 * which the site's edge (lib/edge/faults.mjs) turns into the status line with a short Cache-Control.
 */
export default function NotFoundRoute() {
  return <NotFoundBody />;
}
