import type { MetadataRoute } from 'next';
import { tripPath } from '@/lib/format';
import { getCategories, getCountries, listAllTrips, listArticles } from '@/lib/site/catalogue';
import { categoryPath, countryPath } from '@/lib/site/filters';
import { absoluteUrl } from '@/lib/seo/jsonld';
import { siteUrl } from '@/lib/seo/metadata';
import { CONTENT_PAGES, FIXED_PAGES, articleHasOwnPage } from '@/lib/seo/routes';
import { logError } from '@/lib/log';
import { perRequest } from '@/lib/http/per-request';

/**
 * A part of the catalogue that cannot be read fails the whole map (logged): a sitemap without the
 * trips would tell a crawler they are gone. While the database is away the site's edge answers 503
 * (lib/edge/faults.mjs); any other failure is a 500, which a crawler retries as well.
 */
async function logged<T>(what: string, read: () => Promise<T[]>): Promise<T[]> {
  try {
    return await read();
  } catch (error) {
    logError(`sitemap.${what}`, `sitemap.xml: ${what} could not be read`, error);
    throw error;
  }
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  // Built on request from the cached catalogue (there is no database at build time).
  await perRequest();
  const base = await siteUrl();
  const url = (path: string) => absoluteUrl(base, path);
  const [trips, categories, countries, articles] = await Promise.all([
    // Only the addresses are used, and they are the same in every language.
    logged('trips', () => listAllTrips({ locale: 'de' })),
    logged('categories', () => getCategories('de')),
    logged('countries', () => getCountries('de')),
    logged('articles', listArticles),
  ]);
  const slugs = new Set(articles.map((a) => a.slug));

  return [
    ...FIXED_PAGES.map((path) => ({
      url: url(path),
      changeFrequency: 'daily' as const,
      priority: path === '/' ? 1 : 0.7,
    })),
    ...categories.map((c) => ({ url: url(categoryPath(c)), changeFrequency: 'daily' as const, priority: 0.8 })),
    ...countries.map((c) => ({ url: url(countryPath(c)), changeFrequency: 'weekly' as const, priority: 0.5 })),
    ...trips.map((trip) => ({
      url: url(tripPath(trip.id, trip.slug)),
      changeFrequency: 'daily' as const,
      priority: 0.9,
      ...(trip.image ? { images: [url(trip.image)] } : {}),
    })),
    ...CONTENT_PAGES.filter((page) => slugs.has(page.slug)).map((page) => ({
      url: url(page.path),
      changeFrequency: 'monthly' as const,
      priority: 0.4,
    })),
    ...articles
      .filter((a) => !articleHasOwnPage(a.slug))
      .map((a) => ({
        url: url(`/article/${a.slug}`),
        lastModified: a.updatedAt,
        changeFrequency: 'monthly' as const,
        priority: 0.3,
      })),
  ];
}
