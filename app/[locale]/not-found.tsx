import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { env } from '@/lib/config/env';
import { SiteFrame } from '@/components/layout/SiteFrame';
import { ErrorScreen } from '@/components/layout/ErrorScreen';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('error');
  return { title: t('notFoundTitle'), robots: { index: false } };
}

/**
 * Unknown routes (spec §2/§4/§8): status 404, the error page with contact data and a way home, in the
 * slim frame of the error page (error.tsx). Next.js puts this boundary into the RSC payload of every
 * page of the segment, so the full header and footer here would ship a second copy of them with each
 * page (about 16 KB of HTML per page).
 */
export default async function NotFound() {
  const t = await getTranslations('error');
  const { OPERATOR_EMAIL, OPERATOR_PHONE } = env();
  return (
    <SiteFrame variant="plain" width="form">
      <ErrorScreen
        code="404"
        title={t('notFoundTitle')}
        text={t('notFoundText')}
        contactIntro={t('contactIntro')}
        email={OPERATOR_EMAIL}
        phone={OPERATOR_PHONE}
        homeLabel={t('backHome')}
      />
    </SiteFrame>
  );
}
