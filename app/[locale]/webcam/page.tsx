import { ArticlePage, articleMetadata } from '@/components/content/ArticlePage';
import { Webcam } from '@/components/content/Webcam';

/** /webcam – the live webcam of the resort and the article 'webcam'. */
export function generateMetadata() {
  return articleMetadata('webcam', '/webcam');
}

export default function Page() {
  return <ArticlePage slug="webcam" before={<Webcam />} />;
}
