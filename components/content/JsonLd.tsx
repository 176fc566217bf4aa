import { serializeJsonLd, type JsonLd as JsonLdData } from '@/lib/seo/jsonld';

/** schema.org data for search engines, as <script type="application/ld+json">. */
export function JsonLd({ data }: { data: JsonLdData | JsonLdData[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
