/**
 * schema.org structured data (JSON-LD) for search engines: a trip as an Event with an Offer, the
 * operator as a TravelAgency, breadcrumbs. Pure builders; components/content/JsonLd renders them.
 */
import type { Journey } from '@/lib/api/contract/schemas';
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
export function offerAvailability(journey: Pick<Journey, 'Buchung' | 'number'>): string {
  if (journey.number <= 0) return `${SCHEMA}/SoldOut`;
  if (!journey.Buchung) return `${SCHEMA}/Discontinued`;
  return journey.number <= FEW_SEATS ? `${SCHEMA}/LimitedAvailability` : `${SCHEMA}/InStock`;
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
export function tripJsonLd(journey: Journey, options: TripJsonLdOptions): JsonLd {
  const { operator } = options;
  const url = absoluteUrl(operator.siteUrl, tripPath(journey.id_jrn_journey, journey.title));
  const description =
    plainText(options.description ?? journey.einleitung ?? '') || `${journey.title} – ${journey.resort}`.trim();
  return {
    '@context': SCHEMA,
    '@type': 'Event',
    '@id': `${url}#trip`,
    name: journey.title,
    description,
    url,
    startDate: journey.date_from.slice(0, 10),
    endDate: journey.date_till.slice(0, 10),
    eventStatus: `${SCHEMA}/EventScheduled`,
    eventAttendanceMode: `${SCHEMA}/OfflineEventAttendanceMode`,
    ...(journey.image ? { image: [absoluteUrl(operator.siteUrl, journey.image)] } : {}),
    location: {
      '@type': 'Place',
      name: journey.resort || journey.title,
      ...(journey.country ? { address: { '@type': 'PostalAddress', addressCountry: journey.country } } : {}),
    },
    organizer: { '@type': 'TravelAgency', name: operator.name, url: absoluteUrl(operator.siteUrl, '/') },
    offers: {
      '@type': 'Offer',
      url,
      price: journey.price.toFixed(2),
      priceCurrency: 'EUR',
      availability: offerAvailability(journey),
      validFrom: options.validFrom,
      category: journey.category,
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
