import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/seo/jsonld';
import { siteUrl } from '@/lib/seo/metadata';
import { perRequest } from '@/lib/http/per-request';

/** Crawlers may read the public site; the booking flow, payment returns, tools and the API are left out. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  // The site's origin is read at run time (SITE_URL), not baked in at build time.
  await perRequest();
  const base = await siteUrl();
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: [
          '/api/',
          '/payment/',
          '/reise/*/buchung',
          '/reiseuebersicht/search',
          '/Journeyverify',
          '/journeyframe',
          '/auth',
          '/plain',
          '/sandbox/',
          '/kleinbus_setdriverid',
          '/*_app$',
        ],
      },
    ],
    sitemap: absoluteUrl(base, '/sitemap.xml'),
  };
}
