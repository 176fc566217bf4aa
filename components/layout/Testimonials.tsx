/**
 * Customer testimonials (blog type 4) above the footer of the default layout (spec §1/§2). A failed
 * load shows the red error dialog (spec §8).
 */
import { getTranslations } from 'next-intl/server';
import { env } from '@/lib/config/env';
import { staticSiteOrigin } from '@/lib/http/origin';
import { getTestimonials } from '@/lib/site/catalogue';
import { TestimonialCarousel } from './TestimonialCarousel';
import { TestimonialsError } from './TestimonialsError';
import { toCardData } from './testimonial-data';
import styles from './Testimonials.module.css';

export async function Testimonials() {
  const [t, result] = await Promise.all([getTranslations('home'), getTestimonials()]);
  if (!result.ok) return <TestimonialsError />;
  if (result.items.length === 0) return null;
  const origin = staticSiteOrigin();
  const items = result.items.map((item) => ({
    ...toCardData(item, env().IMAGE_PROXY_URL, origin),
    ratingLabel: t('ratingLabel', { value: item.rating.toLocaleString(t('numberLocale')), max: 5 }),
  }));
  return (
    <section className={styles.section} aria-labelledby="testimonials-title" data-testid="testimonials">
      <div className={styles.head}>
        <p className={styles.eyebrow}>{t('testimonialsEyebrow')}</p>
        <h2 id="testimonials-title" className={styles.title}>
          {t('testimonialsTitle')}
        </h2>
      </div>
      <TestimonialCarousel items={items} labels={{ prev: t('previous'), next: t('next') }} />
    </section>
  );
}
