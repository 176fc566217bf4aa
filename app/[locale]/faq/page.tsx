import { ArticlePage, articleMetadata } from '@/components/content/ArticlePage';

/** /faq – frequently asked questions (article 'faq'). */
export function generateMetadata() {
  return articleMetadata('faq', '/faq');
}

export default function Page() {
  return <ArticlePage slug="faq" />;
}
