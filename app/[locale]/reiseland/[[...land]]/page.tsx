import type { Metadata } from 'next';
import Link from '@/components/ui/Link';
import { permanentRedirect } from 'next/navigation';
import { notFound } from '@/lib/http/fault-status';
import { getLocale, getTranslations } from 'next-intl/server';
import { PageFrame } from '@/components/content/PageFrame';
import { PageHeader } from '@/components/content/PageHeader';
import { EmptyState } from '@/components/trip/EmptyState';
import { Pagination } from '@/components/trip/Pagination';
import { TripGrid } from '@/components/trip/TripGrid';
import { ChipNav } from '@/components/ui/ChipNav';
import { getCountries, listTrips } from '@/lib/site/catalogue';
import { countryPath, findCountry, pageCount, parsePage } from '@/lib/site/filters';
import { pageMetadata } from '@/lib/seo/metadata';
import styles from './page.module.css';
import { perRequest } from '@/lib/http/per-request';

// Per request (the query, the visitor's cookies or today's date); its catalogue reads are cached.
export const instant = false;

type Props = { params: Promise<{ land?: string[] }>; searchParams: Promise<{ seite?: string | string[] }> };

async function resolve(segments: string[] | undefined) {
  if ((segments?.length ?? 0) > 1) notFound();
  const countries = await getCountries(await getLocale());
  const country = segments?.[0] ? findCountry(countries, segments[0]) : undefined;
  if (segments?.[0] && !country) notFound();
  return { countries, country };
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const [{ land: segments }, { seite }, t, locale] = await Promise.all([
    params,
    searchParams,
    getTranslations('country'),
    getLocale(),
  ]);
  const { country } = await resolve(segments);
  const page = parsePage(seite);
  const path = country ? countryPath(country) + (page > 1 ? `?seite=${page}` : '') : '/reiseland';
  return pageMetadata({
    title: country ? t('titleFor', { name: country.name }) : t('title'),
    description: country ? t('descriptionFor', { name: country.name, count: country.tripCount }) : t('description'),
    path,
    locale,
  });
}

/** /reiseland/:country? – the countries with trips, or the trips of one country. */
export default async function CountryPage({ params, searchParams }: Props) {
  await perRequest();
  const [{ land: segments }, { seite }] = await Promise.all([params, searchParams]);
  const { countries, country } = await resolve(segments);
  const [t, tSeo] = await Promise.all([getTranslations('country'), getTranslations('seo')]);

  if (!country) {
    return (
      <PageFrame wide>
        <PageHeader
          title={t('title')}
          lead={t('lead')}
          breadcrumbLabel={tSeo('breadcrumb')}
          crumbs={[{ name: tSeo('home'), href: '/' }, { name: t('title') }]}
        />
        {countries.length === 0 ? (
          <EmptyState title={t('emptyTitle')} />
        ) : (
          <ul className={styles.countries}>
            {countries.map((c) => (
              <li key={c.id}>
                <Link href={countryPath(c)} className={styles.country}>
                  <span className={styles.initials} aria-hidden="true">
                    <svg viewBox="0 0 24 24" width="28" height="28">
                      <path
                        fill="currentColor"
                        d="M12 2a7 7 0 0 1 7 7c0 5.2-7 13-7 13S5 14.2 5 9a7 7 0 0 1 7-7Zm0 4.2L8.6 11h6.8L12 6.2Z"
                      />
                    </svg>
                  </span>
                  <span className={styles.name}>{c.name}</span>
                  <span className={styles.count}>{t('tripCount', { count: c.tripCount })}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </PageFrame>
    );
  }

  const canonicalPath = countryPath(country);
  if (segments?.[0] !== canonicalPath.split('/').pop()) permanentRedirect(canonicalPath);
  const page = parsePage(seite);
  const result = await listTrips({ locale: await getLocale(), country: country.slug, page });
  const pages = pageCount(result.total, result.pageSize);
  if (page > pages) notFound();

  return (
    <PageFrame wide>
      <PageHeader
        title={t('titleFor', { name: country.name })}
        lead={t('leadFor', { count: result.total, name: country.name })}
        breadcrumbLabel={tSeo('breadcrumb')}
        crumbs={[{ name: tSeo('home'), href: '/' }, { name: t('title'), href: '/reiseland' }, { name: country.name }]}
      />
      <ChipNav
        label={t('otherCountries')}
        chips={countries.map((c) => ({
          key: c.id,
          href: countryPath(c),
          label: c.name,
          active: c.id === country.id,
        }))}
      />
      {result.trips.length === 0 ? (
        <EmptyState title={t('emptyTitle')} action={{ href: '/reiseland', label: t('allCountries') }} />
      ) : (
        <>
          <TripGrid trips={result.trips} label={t('titleFor', { name: country.name })} />
          <Pagination
            page={page}
            pages={pages}
            hrefFor={(n) => (n > 1 ? `${canonicalPath}?seite=${n}` : canonicalPath)}
          />
        </>
      )}
    </PageFrame>
  );
}
