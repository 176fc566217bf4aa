import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { DriverIdForm } from '@/components/content/DriverIdForm';
import { PageFrame } from '@/components/content/PageFrame';
import { PageHeader } from '@/components/content/PageHeader';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata(): Promise<Metadata> {
  const [t, locale] = await Promise.all([getTranslations('content.driverId'), getLocale()]);
  return pageMetadata({
    title: t('title'),
    description: t('lead'),
    path: '/kleinbus_setdriverid',
    locale,
    noindex: true,
  });
}

/** /kleinbus_setdriverid – a tool page: the minibus driver sets the driver id of this device. */
export default async function DriverIdPage() {
  const [t, tSeo] = await Promise.all([getTranslations('content.driverId'), getTranslations('seo')]);
  return (
    <PageFrame>
      <PageHeader
        title={t('title')}
        lead={t('lead')}
        breadcrumbLabel={tSeo('breadcrumb')}
        crumbs={[{ name: tSeo('home'), href: '/' }, { name: t('minibus'), href: '/kleinbus' }, { name: t('title') }]}
      />
      <DriverIdForm />
    </PageFrame>
  );
}
