import { ArticlePage, articleMetadata } from '@/components/content/ArticlePage';

export const dynamic = 'force-dynamic';

/** /lift – lifts and opening times (article 'lift'). */
export function generateMetadata() {
  return articleMetadata('lift', '/lift');
}

export default function Page() {
  return <ArticlePage slug="lift" />;
}
