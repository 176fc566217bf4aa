import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { notFound } from '@/lib/http/fault-status';
import { getLocale, getTranslations } from 'next-intl/server';
import { PageFrame } from '@/components/content/PageFrame';
import { PageHeader } from '@/components/content/PageHeader';
import { JsonLd } from '@/components/content/JsonLd';
import { CategoryChips } from '@/components/trip/CategoryChips';
import { Pagination } from '@/components/trip/Pagination';
import { SearchForm } from '@/components/trip/SearchForm';
import { TripGrid } from '@/components/trip/TripGrid';
import { EmptyState } from '@/components/trip/EmptyState';
import { getCategories, getCountries, listTrips } from '@/lib/site/catalogue';
import { categoryPath, overviewPagePath, pageCount, parseOverviewRoute } from '@/lib/site/filters';
import { breadcrumbJsonLd } from '@/lib/seo/jsonld';
import { pageMetadata, siteUrl } from '@/lib/seo/metadata';
import type { Category } from '@/lib/api/model';
import { BUILD_PLACEHOLDER } from '@/lib/i18n/page-locale';

/** The build renders only a placeholder (lib/i18n/page-locale); each page is cached on its first request. */
export function generateStaticParams() {
  return [{ segments: [BUILD_PLACEHOLDER] }];
}

type Props = { params: Promise<{ segments?: string[] }> };

/** Resolves the URL to its category (or all trips) and page; anything malformed is a 404. */
async function resolve(segments: string[] | undefined) {
  const route = parseOverviewRoute(segments);
  const categories = await getCategories(await getLocale());
  let category: Category | undefined;
  if (route.categoryId !== undefined) {
    category = categories.find((c) => c.id === route.categoryId);
    if (!category) notFound();
  }
  if (!route.valid) notFound();
  const base = category ? categoryPath(category) : '/reiseuebersicht';
  return { route, categories, category, base };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { segments } = await params;
  const [{ route, category, base }, t, locale] = await Promise.all([
    resolve(segments),
    getTranslations('trips'),
    getLocale(),
  ]);
  const name = category?.name ?? t('allTitle');
  return pageMetadata({
    title: route.page > 1 ? t('titlePaged', { name, page: route.page }) : name,
    description: category
      ? t('categoryDescription', { name: category.name, count: category.tripCount })
      : t('allDescription'),
    path: overviewPagePath(base, route.page),
    locale,
  });
}

export default async function TripOverviewPage({ params }: Props) {
  const { segments } = await params;
  const { route, categories, category, base } = await resolve(segments);
  // A category link with an outdated name (or the bare id) is sent to its canonical address.
  if (category && route.categorySegment !== base.split('/').pop() && segments?.[1] !== 'safe_page') {
    permanentRedirect(overviewPagePath(base, route.page));
  }
  const locale = await getLocale();
  const [t, tSeo, countries, result] = await Promise.all([
    getTranslations('trips'),
    getTranslations('seo'),
    getCountries(locale),
    listTrips({ locale, category: category?.id, page: route.page }),
  ]);
  const pages = pageCount(result.total, result.pageSize);
  if (route.page > pages) notFound();
  const title = category?.name ?? t('allTitle');
  const hrefFor = (page: number) =>
    segments?.[1] === 'safe_page' ? `${base}/safe_page/${page}` : overviewPagePath(base, page);

  return (
    <PageFrame wide>
      <PageHeader
        title={title}
        lead={category ? t('categoryLead', { count: result.total }) : t('allLead', { count: result.total })}
        breadcrumbLabel={tSeo('breadcrumb')}
        crumbs={[
          { name: tSeo('home'), href: '/' },
          ...(category ? [{ name: t('allTitle'), href: '/reiseuebersicht' }] : []),
          { name: title },
        ]}
      />
      <CategoryChips
        categories={categories}
        current={category?.id}
        allHref="/reiseuebersicht"
        allLabel={t('allChip')}
        label={t('categoriesLabel')}
      />
      <SearchForm categories={categories} countries={countries} value={{ category: category?.id }} compact />
      {result.trips.length === 0 ? (
        <EmptyState title={t('emptyTitle')} text={t('emptyText')} />
      ) : (
        <>
          <p className="visually-hidden" role="status">
            {t('pageStatus', { page: route.page, pages })}
          </p>
          <TripGrid trips={result.trips} label={title} />
          <Pagination page={route.page} pages={pages} hrefFor={hrefFor} />
        </>
      )}
      <JsonLd
        data={breadcrumbJsonLd(await siteUrl(), [
          { name: tSeo('home'), path: '/' },
          { name: t('allTitle'), path: '/reiseuebersicht' },
          ...(category ? [{ name: category.name, path: base }] : []),
        ])}
      />
    </PageFrame>
  );
}
