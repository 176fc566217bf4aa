import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { notFound } from '@/lib/http/fault-status';
import { getLocale, getTranslations } from 'next-intl/server';
import { PageFrame } from '@/components/content/PageFrame';
import { PageHeader } from '@/components/content/PageHeader';
import { EmptyState } from '@/components/trip/EmptyState';
import { Pagination } from '@/components/trip/Pagination';
import { SearchForm } from '@/components/trip/SearchForm';
import { TripGrid } from '@/components/trip/TripGrid';
import { getCategories, getCountries, listTrips } from '@/lib/site/catalogue';
import { pageCount, parseSearch, searchPath } from '@/lib/site/filters';
import { pageMetadata } from '@/lib/seo/metadata';
import { perRequest } from '@/lib/http/per-request';

// Per request (the query, the visitor's cookies or today's date); its catalogue reads are cached.
export const instant = false;

type Props = {
  params: Promise<{ segments?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const [{ segments }, query, t, locale] = await Promise.all([
    params,
    searchParams,
    getTranslations('search'),
    getLocale(),
  ]);
  const search = parseSearch(segments, query);
  return pageMetadata({
    title: search.text ? t('titleFor', { text: search.text }) : t('title'),
    description: t('description'),
    path: searchPath({ ...search, category: undefined, country: undefined, from: undefined, till: undefined }),
    locale,
    // result lists are for visitors, not for the search engine's index
    noindex: true,
  });
}

/** /reiseuebersicht/search/:search?/:page? – trip search by text, category, country and date range. */
export default async function SearchPage({ params, searchParams }: Props) {
  await perRequest();
  const [{ segments }, query] = await Promise.all([params, searchParams]);
  if ((segments?.length ?? 0) > 2) notFound();
  const search = parseSearch(segments, query);
  // The form sends ?q=…; the text belongs in the path (/reiseuebersicht/search/kitzbühel).
  if (!segments?.length && search.text) redirect(searchPath(search));

  const locale = await getLocale();
  const [t, tSeo, categories, countries] = await Promise.all([
    getTranslations('search'),
    getTranslations('seo'),
    getCategories(locale),
    getCountries(locale),
  ]);
  const filtered = Boolean(search.text || search.category || search.country || search.from || search.till);
  const result = await listTrips({
    locale,
    search: search.text || undefined,
    category: search.category,
    country: search.country,
    dateFrom: search.from,
    dateTill: search.till,
    page: search.page,
  });
  const pages = pageCount(result.total, result.pageSize);

  return (
    <PageFrame wide>
      <PageHeader
        title={search.text ? t('titleFor', { text: search.text }) : t('title')}
        lead={filtered ? t('resultCount', { count: result.total }) : t('lead')}
        breadcrumbLabel={tSeo('breadcrumb')}
        crumbs={[
          { name: tSeo('home'), href: '/' },
          { name: t('trips'), href: '/reiseuebersicht' },
          { name: t('title') },
        ]}
      />
      <SearchForm categories={categories} countries={countries} value={search} />
      <p className="visually-hidden" role="status" aria-live="polite">
        {t('resultCount', { count: result.total })}
      </p>
      {result.trips.length === 0 ? (
        <EmptyState
          title={t('emptyTitle')}
          text={t('emptyText')}
          action={{ href: '/reiseuebersicht', label: t('showAll') }}
        />
      ) : (
        <>
          <TripGrid trips={result.trips} label={t('resultsLabel')} />
          <Pagination page={Math.min(search.page, pages)} pages={pages} hrefFor={(page) => searchPath(search, page)} />
        </>
      )}
    </PageFrame>
  );
}
