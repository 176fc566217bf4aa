import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundPage } from '@/components/layout/PlainErrorPage';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('error');
  return { title: t('notFoundTitle'), robots: { index: false } };
}

/**
 * Unknown routes (spec §2/§4/§8): status 404, in the slim frame of the error page (error.tsx). Next.js
 * puts this boundary into the RSC payload of every page of the segment, so it is one client component
 * whose texts and contact data are in the browser already (components/layout/PlainErrorPage).
 */
export default function NotFound() {
  return <NotFoundPage />;
}
