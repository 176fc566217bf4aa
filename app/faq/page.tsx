import { ArticlePage, articleMetadata } from '@/components/content/ArticlePage';

export const dynamic = 'force-dynamic';

/** /faq – frequently asked questions (article 'faq'). */
export function generateMetadata() {
  return articleMetadata('faq', '/faq');
}

export default function Page() {
  return <ArticlePage slug="faq" />;
}
