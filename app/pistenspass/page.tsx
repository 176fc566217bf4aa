import { ArticlePage, articleMetadata } from '@/components/content/ArticlePage';

export const dynamic = 'force-dynamic';

/** /pistenspass – fun on the slopes (article 'pistenspass'). */
export function generateMetadata() {
  return articleMetadata('pistenspass', '/pistenspass');
}

export default function Page() {
  return <ArticlePage slug="pistenspass" />;
}
