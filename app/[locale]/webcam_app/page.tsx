import { ArticlePage, articleMetadata } from '@/components/content/ArticlePage';
import { Webcam } from '@/components/content/Webcam';

/** /webcam_app – the webcam page for the app: no header or footer. */
export function generateMetadata() {
  return articleMetadata('webcam', '/webcam', { noindex: true });
}

export default function Page() {
  return <ArticlePage slug="webcam" variant="bare" before={<Webcam />} />;
}
