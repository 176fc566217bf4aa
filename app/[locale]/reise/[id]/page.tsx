import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { notFound } from '@/lib/http/fault-status';
import { getLocale, getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/content/JsonLd';
import { PageFrame } from '@/components/content/PageFrame';
import { PageHeader } from '@/components/content/PageHeader';
import { TripDetails } from '@/components/trip/TripDetails';
import { formatDate, formatPrice, slugify } from '@/lib/format';
import { getCategories, getToday, getTripBoardingPoints, resolveTrip } from '@/lib/site/catalogue';
import { categoryPath } from '@/lib/site/filters';
import { breadcrumbJsonLd, organizationJsonLd, plainText, tripJsonLd } from '@/lib/seo/jsonld';
import { operator, pageMetadata, siteUrl } from '@/lib/seo/metadata';
import styles from './page.module.css';
import { BUILD_PLACEHOLDER } from '@/lib/i18n/page-locale';

/** The build renders only a placeholder (lib/i18n/page-locale); each page is cached on its first request. */
export function generateStaticParams() {
  return [{ id: BUILD_PLACEHOLDER }];
}

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const locale = await getLocale();
  const [resolved, t] = await Promise.all([resolveTrip(id, locale), getTranslations('trip')]);
  if (!resolved) return {};
  const { trip, canonicalPath } = resolved;
  const description =
    plainText(trip.intro ?? '', 160) ||
    t('metaDescription', {
      title: trip.title,
      date: formatDate(trip.startDate),
      price: formatPrice(trip.priceCents, locale),
    });
  return pageMetadata({
    title: t('metaTitle', { title: trip.title, date: formatDate(trip.startDate) }),
    description,
    path: canonicalPath,
    locale,
  });
}

/** /reise/{id}-{title} (and /reise/{id}, the fixed variants old_2023_id, safe_id, safe_id2): one trip. */
export default async function TripPage({ params }: Props) {
  const { id } = await params;
  const locale = await getLocale();
  const resolved = await resolveTrip(id, locale);
  if (!resolved) notFound();
  if (resolved.redirect) permanentRedirect(resolved.canonicalPath);
  const { trip } = resolved;

  const [t, tSeo, tMeta, boardingPoints, categories, today] = await Promise.all([
    getTranslations('trip'),
    getTranslations('seo'),
    getTranslations('meta'),
    getTripBoardingPoints(trip),
    getCategories(locale),
    getToday(),
  ]);
  // The category's address is its slug (the same in every language), its name the visitor's.
  const categorySlug = categories.find((c) => c.id === trip.categoryId)?.slug ?? slugify(trip.category);
  const crumbs = [
    { name: tSeo('home'), path: '/' },
    // a remote booking system may not name the trip's category (README: remote assumptions)
    ...(trip.category
      ? [{ name: trip.category, path: categoryPath({ id: trip.categoryId, slug: categorySlug }) }]
      : []),
    { name: trip.title, path: resolved.canonicalPath },
  ];
  const base = await siteUrl();
  const org = operator(tMeta('siteName'), base);

  return (
    <PageFrame wide>
      <PageHeader
        title={trip.title}
        lead={[trip.resort, trip.country].filter(Boolean).join(' · ') || undefined}
        breadcrumbLabel={tSeo('breadcrumb')}
        crumbs={crumbs.map((c, i) => ({ name: c.name, href: i < crumbs.length - 1 ? c.path : undefined }))}
      >
        {resolved.fixed && <p className={styles.fixed}>{t('fixedNotice')}</p>}
      </PageHeader>
      <TripDetails trip={trip} boardingPoints={boardingPoints} />
      <JsonLd
        data={[
          tripJsonLd(trip, { operator: org, validFrom: today }),
          breadcrumbJsonLd(base, crumbs),
          organizationJsonLd(org),
        ]}
      />
    </PageFrame>
  );
}
