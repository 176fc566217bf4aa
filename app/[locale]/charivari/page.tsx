import { ArticlePage, articleMetadata } from '@/components/content/ArticlePage';

/** /charivari – the Charivari page (article 'charivari'). */
export function generateMetadata() {
  return articleMetadata('charivari', '/charivari');
}

export default function Page() {
  return <ArticlePage slug="charivari" />;
}
