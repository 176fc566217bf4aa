import type { Metadata } from 'next';
import { notFound } from '@/lib/http/fault-status';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { Shell } from '@/components/backoffice/Shell';
import { backofficeApi, currentStaff } from '@/lib/site/backoffice';
import { perRequest } from '@/lib/http/per-request';

// Per request (the staff session); allowed to block while it renders.
export const instant = false;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('backoffice');
  return { title: { default: t('title'), template: `%s | ${t('title')}` }, robots: { index: false, follow: false } };
}

/**
 * The back office (spec §3/§6), built-in engine only: in remote mode the operator's own system is
 * the back office, so these routes are not found. Each page checks the session and its right itself
 * (requireStaff), so a page never renders for someone the layout did not see.
 */
export default async function BackofficeLayout({ children }: { children: React.ReactNode }) {
  await perRequest();
  if (!(await backofficeApi())) notFound();
  const user = await currentStaff();
  return (
    <ClientMessages namespaces={['backoffice']}>
      {user ? <Shell user={user}>{children}</Shell> : children}
    </ClientMessages>
  );
}
