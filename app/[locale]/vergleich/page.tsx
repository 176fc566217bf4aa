import { ArticlePage, articleMetadata } from '@/components/content/ArticlePage';

/** /vergleich – comparison with another ski bus (article 'vergleich'); proxy.ts sends the comparison host's / here. */
export function generateMetadata() {
  return articleMetadata('vergleich', '/vergleich');
}

export default function Page() {
  return <ArticlePage slug="vergleich" />;
}
