/**
 * The hero image under the transparent header (default layout on / only, spec §2). It fades and
 * blurs while scrolling (HeroBackdrop); `children` is the text over the image.
 *   <SiteFrame hero={<Hero image="/images/hero.svg">…</Hero>}>
 */
import type { ReactNode } from 'react';
import { Img } from '@/components/ui/Img';
import { HeroBackdrop } from './HeroBackdrop';
import styles from './Hero.module.css';

export function Hero({ image = '/images/hero.svg', children }: { image?: string; children: ReactNode }) {
  return (
    <section className={styles.hero} data-testid="hero">
      <HeroBackdrop>
        <Img src={image} alt="" fill loading="eager" fetchPriority="high" className={styles.image} />
      </HeroBackdrop>
      <div className={styles.inner}>{children}</div>
    </section>
  );
}
