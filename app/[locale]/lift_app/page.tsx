import { ArticlePage, articleMetadata } from '@/components/content/ArticlePage';

/** /lift_app – the lift page for the app: no header or footer. */
export function generateMetadata() {
  return articleMetadata('lift', '/lift', { noindex: true });
}

export default function Page() {
  return <ArticlePage slug="lift" variant="bare" />;
}
