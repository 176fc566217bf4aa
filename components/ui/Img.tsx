/**
 * next/image's markup (srcset through the image optimizer, width/height, lazy loading) rendered
 * without next/image's client component: `getImageProps` runs wherever this renders, so used from
 * server components it ships no JavaScript. Client components take the element as a prop or child.
 *   <Img src="/images/logo.svg" alt="" width={188} height={44} loading="eager" />
 */
import { getImageProps, type ImageProps } from 'next/image';

export function Img(props: ImageProps) {
  const { props: imgProps } = getImageProps(props);
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- these are next/image's own props (alt included)
  return <img {...imgProps} />;
}
