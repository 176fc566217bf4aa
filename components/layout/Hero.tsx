/**
 * The hero image under the transparent header (default layout on / only, spec §2). It fades and
 * blurs while scrolling (HeroBackdrop); `children` is the text over the image.
 *   <SiteFrame hero={<Hero image="/images/hero.jpg">…</Hero>}>
 *
 * The picture is the page's largest paint on phones, so it is a photo-like raster (hero.jpg, drawn
 * from hero.svg) that the image optimizer serves as AVIF/WebP at the screen's width: ~11 KB on a
 * phone instead of the 32 KB drawing, which Chromium had to rasterise before the first frame.
 */
import type { ReactNode } from 'react';
import { Img } from '@/components/ui/Img';
import { HeroBackdrop } from './HeroBackdrop';
import styles from './Hero.module.css';

export function Hero({ image = '/images/hero.jpg', children }: { image?: string; children: ReactNode }) {
  return (
    <section className={styles.hero} data-testid="hero">
      <HeroBackdrop>
        <Img src={image} alt="" fill sizes="100vw" loading="eager" fetchPriority="high" className={styles.image} />
      </HeroBackdrop>
      <div className={styles.inner}>{children}</div>
    </section>
  );
}
