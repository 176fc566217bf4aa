import { ArticlePage, articleMetadata } from '@/components/content/ArticlePage';

/** /pisten_app – the piste page for the app: no header or footer. */
export function generateMetadata() {
  return articleMetadata('pisten', '/pisten', { noindex: true });
}

export default function Page() {
  return <ArticlePage slug="pisten" variant="bare" />;
}
