import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { env } from '@/lib/config/env';
import { PlainErrorPage } from '@/components/layout/PlainErrorPage';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('error');
  return { title: t('notFoundTitle'), robots: { index: false } };
}

/**
 * Unknown routes (spec §2/§4/§8): status 404, the error page with contact data and a way home, in the
 * slim frame of the error page (error.tsx). Next.js puts this boundary into the RSC payload of every
 * page of the segment, so it stays that small: no menu, no footer.
 */
export default async function NotFound() {
  const [t, layout] = await Promise.all([getTranslations('error'), getTranslations('layout')]);
  const { OPERATOR_EMAIL, OPERATOR_PHONE } = env();
  return (
    <PlainErrorPage
      homeAriaLabel={layout('homeLabel')}
      code="404"
      title={t('notFoundTitle')}
      text={t('notFoundText')}
      contactIntro={t('contactIntro')}
      email={OPERATOR_EMAIL}
      phone={OPERATOR_PHONE}
      homeLabel={t('backHome')}
    />
  );
}
