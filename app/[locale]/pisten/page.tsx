import { ArticlePage, articleMetadata } from '@/components/content/ArticlePage';

/** /pisten – piste maps and conditions (article 'pisten'). */
export function generateMetadata() {
  return articleMetadata('pisten', '/pisten');
}

export default function Page() {
  return <ArticlePage slug="pisten" />;
}
