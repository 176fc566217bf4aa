import { ArticlePage, articleMetadata } from '@/components/content/ArticlePage';
import { DeparturePoints } from '@/components/content/DeparturePoints';

/** /map – where the bus leaves: the article 'map' and every boarding point with a map link. */
export function generateMetadata() {
  return articleMetadata('map', '/map');
}

export default function Page() {
  return <ArticlePage slug="map" after={<DeparturePoints />} />;
}
