/**
 * schema.org structured data (JSON-LD) for search engines: a trip as an Event with an Offer, the
 * operator as a TravelAgency, breadcrumbs. Pure builders; components/content/JsonLd renders them.
 */
import type { Trip, TripSummary } from '@/lib/api/model';
import { tripPath } from '@/lib/format';
import { FEW_SEATS } from '@/lib/site/filters';

export type JsonLd = Record<string, unknown>;

const SCHEMA = 'https://schema.org';

export interface Operator {
  name: string;
  siteUrl: string;
  email: string;
  phone: string;
  logoPath?: string;
}

/** Absolute URL on the site: ('https://x.de/', '/reise/1') → 'https://x.de/reise/1'. */
export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${siteUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

export function organizationJsonLd(operator: Operator): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'TravelAgency',
    '@id': `${absoluteUrl(operator.siteUrl, '/')}#organization`,
    name: operator.name,
    url: absoluteUrl(operator.siteUrl, '/'),
    email: operator.email,
    telephone: operator.phone,
    ...(operator.logoPath ? { logo: absoluteUrl(operator.siteUrl, operator.logoPath) } : {}),
    address: { '@type': 'PostalAddress', addressLocality: 'München', addressCountry: 'DE' },
    currenciesAccepted: 'EUR',
  };
}

/** spec: availability wording of schema.org: free seats → InStock (few: LimitedAvailability), none → SoldOut. */
export function offerAvailability(trip: Pick<TripSummary, 'bookableOnline' | 'freePlaces'>): string {
  if (trip.freePlaces <= 0) return `${SCHEMA}/SoldOut`;
  if (!trip.bookableOnline) return `${SCHEMA}/Discontinued`;
  return trip.freePlaces <= FEW_SEATS ? `${SCHEMA}/LimitedAvailability` : `${SCHEMA}/InStock`;
}

export interface TripJsonLdOptions {
  operator: Operator;
  /** Date from which the offer is valid (ISO), e.g. the day the page was rendered. */
  validFrom: string;
  description?: string;
}

/**
 * A trip as a schema.org Event (startDate/endDate, location, organizer) with an Offer
 * (price with two decimals, EUR, availability, validFrom, url).
 */
export function tripJsonLd(trip: Trip, options: TripJsonLdOptions): JsonLd {
  const { operator } = options;
  const url = absoluteUrl(operator.siteUrl, tripPath(trip.id, trip.slug));
  const description = plainText(options.description ?? trip.intro ?? '') || `${trip.title} – ${trip.resort}`.trim();
  return {
    '@context': SCHEMA,
    '@type': 'Event',
    '@id': `${url}#trip`,
    name: trip.title,
    description,
    url,
    startDate: trip.startDate,
    endDate: trip.endDate,
    eventStatus: `${SCHEMA}/EventScheduled`,
    eventAttendanceMode: `${SCHEMA}/OfflineEventAttendanceMode`,
    ...(trip.image ? { image: [absoluteUrl(operator.siteUrl, trip.image)] } : {}),
    location: {
      '@type': 'Place',
      name: trip.resort || trip.title,
      ...(trip.country ? { address: { '@type': 'PostalAddress', addressCountry: trip.country } } : {}),
    },
    organizer: { '@type': 'TravelAgency', name: operator.name, url: absoluteUrl(operator.siteUrl, '/') },
    offers: {
      '@type': 'Offer',
      url,
      // schema.org wants the amount in euros with two decimals
      price: (trip.priceCents / 100).toFixed(2),
      priceCurrency: 'EUR',
      availability: offerAvailability(trip),
      validFrom: options.validFrom,
      category: trip.category,
    },
  };
}

export function breadcrumbJsonLd(siteUrl: string, items: { name: string; path: string }[]): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(siteUrl, item.path),
    })),
  };
}

/** JSON for a <script type="application/ld+json"> element: '<' escaped so text cannot end the script. */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** HTML → plain text for descriptions (tags dropped, entities of the common kind decoded, spaces collapsed). */
export function plainText(html: string, maxLength = 300): string {
  const text = html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), maxLength / 2))}…`;
}
