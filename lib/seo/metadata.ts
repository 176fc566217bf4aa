/**
 * Page metadata of the content pages: title, description, canonical URL (the language is not in the
 * URL, so there is one canonical per page), Open Graph and Twitter card. URLs are paths here: Next.js
 * completes them with the root layout's `metadataBase`, the site's origin (SITE_URL, else this
 * server's: lib/http/origin `staticSiteOrigin`).
 */
import type { Metadata } from 'next';
import { env } from '@/lib/config/env';
import { staticSiteOrigin } from '@/lib/http/origin';

const ogLocale: Record<string, string> = { de: 'de_DE', en: 'en_GB', hr: 'hr_HR' };

/**
 * The origin absolute URLs of pages, JSON-LD, sitemap and robots.txt start with: SITE_URL, else this
 * server's own (cached pages are the same for every request, so no request's Host decides it).
 */
export function siteUrl(): Promise<string> {
  return Promise.resolve(staticSiteOrigin());
}

export interface PageMetaInput {
  title: string;
  description: string;
  path: string;
  locale?: string;
  /** Keep out of search results (search result pages, tool pages). */
  noindex?: boolean;
  type?: 'website' | 'article';
}

export function pageMetadata({
  title,
  description,
  path,
  locale = 'de',
  noindex = false,
  type = 'website',
}: PageMetaInput): Metadata {
  const url = path;
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: { title, description, url, type, locale: ogLocale[locale] ?? 'de_DE' },
    twitter: { card: 'summary_large_image', title, description },
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
  };
}

/** The operator as schema.org describes it: name from the messages, contact from the configuration. */
export function operator(name: string, siteUrl: string) {
  const config = env();
  return {
    name,
    siteUrl,
    email: config.OPERATOR_EMAIL,
    phone: config.OPERATOR_PHONE,
    logoPath: '/icon.svg',
  };
}
