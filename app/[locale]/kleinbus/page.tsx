import { ArticlePage, articleMetadata } from '@/components/content/ArticlePage';

/** /kleinbus – renting a minibus (article 'kleinbus'). */
export function generateMetadata() {
  return articleMetadata('kleinbus', '/kleinbus');
}

export default function Page() {
  return <ArticlePage slug="kleinbus" />;
}
