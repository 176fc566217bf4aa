import { ArticlePage, articleMetadata } from '@/components/content/ArticlePage';

/** /lift – lifts and opening times (article 'lift'). */
export function generateMetadata() {
  return articleMetadata('lift', '/lift');
}

export default function Page() {
  return <ArticlePage slug="lift" />;
}
