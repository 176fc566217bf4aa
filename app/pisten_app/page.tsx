import { ArticlePage, articleMetadata } from '@/components/content/ArticlePage';

export const dynamic = 'force-dynamic';

/** /pisten_app – the piste page for the app: no header or footer. */
export function generateMetadata() {
  return articleMetadata('pisten', '/pisten', { noindex: true });
}

export default function Page() {
  return <ArticlePage slug="pisten" variant="bare" />;
}
