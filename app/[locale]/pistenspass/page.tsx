import { ArticlePage, articleMetadata } from '@/components/content/ArticlePage';

/** /pistenspass – fun on the slopes (article 'pistenspass'). */
export function generateMetadata() {
  return articleMetadata('pistenspass', '/pistenspass');
}

export default function Page() {
  return <ArticlePage slug="pistenspass" />;
}
