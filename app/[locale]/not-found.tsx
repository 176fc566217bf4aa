import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundScreen } from '@/components/layout/NotFoundScreen';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('error');
  return { title: t('notFoundTitle'), robots: { index: false } };
}

/**
 * Unknown routes (spec §2/§4/§8): status 404, the error page with contact data and a way home, in the
 * slim frame of the error page (error.tsx). Next.js puts this boundary into the RSC payload of every
 * page of the segment, so the screen is a client component without props (components/layout/NotFoundScreen):
 * a reference in the payload, its texts and contact data already in the browser.
 */
export default function NotFound() {
  return <NotFoundScreen />;
}
