import type { Metadata } from 'next';
import Link from '@/components/ui/Link';
import { getLocale, getTranslations } from 'next-intl/server';
import { PageFrame } from '@/components/content/PageFrame';
import { PageHeader } from '@/components/content/PageHeader';
import { formatDate, tripPath } from '@/lib/format';
import { getCategories, getCountries, listAllTrips, listArticles } from '@/lib/site/catalogue';
import { categoryPath, countryPath } from '@/lib/site/filters';
import { pageMetadata } from '@/lib/seo/metadata';
import { CONTENT_PAGES, articleHasOwnPage } from '@/lib/seo/routes';
import type { TripSummary } from '@/lib/api/model';
import styles from './page.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const [t, locale] = await Promise.all([getTranslations('content.sitemap'), getLocale()]);
  return pageMetadata({ title: t('title'), description: t('description'), path: '/sitemap', locale });
}

/** /sitemap – every page and every bookable trip, grouped, as one HTML page. */
export default async function HtmlSitemapPage() {
  const locale = await getLocale();
  const [t, tSeo, tContent, categories, countries, trips, articles] = await Promise.all([
    getTranslations('content.sitemap'),
    getTranslations('seo'),
    getTranslations('content.pages'),
    getCategories(locale),
    getCountries(locale),
    listAllTrips({ locale }),
    listArticles(),
  ]);
  const slugs = new Set(articles.map((a) => a.slug));
  const tripsByCategory = new Map<number, TripSummary[]>();
  for (const trip of trips)
    tripsByCategory.set(trip.categoryId, [...(tripsByCategory.get(trip.categoryId) ?? []), trip]);

  return (
    <PageFrame>
      <PageHeader
        title={t('title')}
        lead={t('description')}
        breadcrumbLabel={tSeo('breadcrumb')}
        crumbs={[{ name: tSeo('home'), href: '/' }, { name: t('title') }]}
      />
      <div className={styles.columns}>
        <section className={styles.group} aria-labelledby="sitemap-pages">
          <h2 id="sitemap-pages">{t('pages')}</h2>
          <ul>
            <li>
              <Link href="/">{tSeo('home')}</Link>
            </li>
            <li>
              <Link href="/reiseuebersicht">{t('allTrips')}</Link>
            </li>
            <li>
              <Link href="/reiseuebersicht/search">{t('search')}</Link>
            </li>
            <li>
              <Link href="/reisekalender">{t('calendar')}</Link>
            </li>
            <li>
              <Link href="/reiseland">{t('countries')}</Link>
            </li>
            <li>
              <Link href="/ticketpage">{t('tickets')}</Link>
            </li>
            {CONTENT_PAGES.filter((page) => slugs.has(page.slug)).map((page) => (
              <li key={page.path}>
                <Link href={page.path}>{tContent(page.slug)}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section className={styles.group} aria-labelledby="sitemap-info">
          <h2 id="sitemap-info">{t('info')}</h2>
          <ul>
            {articles
              .filter((a) => !articleHasOwnPage(a.slug))
              .map((a) => (
                <li key={a.slug}>
                  <Link href={`/article/${a.slug}`}>{a.title}</Link>
                </li>
              ))}
          </ul>
          <h2>{t('countries')}</h2>
          <ul>
            {countries.map((c) => (
              <li key={c.id}>
                <Link href={countryPath(c)}>{c.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <section aria-labelledby="sitemap-trips" className={styles.trips}>
        <h2 id="sitemap-trips">{t('trips')}</h2>
        {categories.map((category) => {
          const list = tripsByCategory.get(category.id) ?? [];
          if (list.length === 0) return null;
          return (
            <div key={category.id} className={styles.group}>
              <h3>
                <Link href={categoryPath(category)}>{category.name}</Link>
              </h3>
              <ul className={styles.tripList}>
                {list.map((trip) => (
                  <li key={trip.id}>
                    <Link href={tripPath(trip.id, trip.slug)}>
                      <span className={styles.date}>{formatDate(trip.startDate)}</span> {trip.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </section>
    </PageFrame>
  );
}
