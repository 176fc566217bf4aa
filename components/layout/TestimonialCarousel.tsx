'use client';
/**
 * The testimonial slider as a lazy client leaf: the cards are server-rendered as a plain row first;
 * swiper's code loads only when the section comes near the viewport. Default slide index 2 (spec §9).
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { TestimonialCardData } from './testimonial-data';
import { TestimonialCard } from './TestimonialCard';
import styles from './Testimonials.module.css';

// React.lazy rather than next/dynamic: the same split, without next/dynamic's loader in the first load.
// It renders only after an effect saw the section near the viewport, so never on the server.
const TestimonialSwiper = lazy(() => import('./TestimonialSwiper'));

export function TestimonialCarousel({ items }: { items: TestimonialCardData[] }) {
  const t = useTranslations('home');
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const ratingLabel = (value: number) => t('ratingLabel', { value: value.toLocaleString(t('numberLocale')), max: 5 });

  const staticRow = (
    <div className={styles.staticRow}>
      {items.slice(0, 3).map((item) => (
        <TestimonialCard key={item.id} item={item} ratingLabel={ratingLabel(item.rating)} />
      ))}
    </div>
  );

  return (
    <div ref={ref} className={styles.carousel}>
      {near ? (
        <Suspense fallback={staticRow}>
          <TestimonialSwiper
            items={items}
            ratingLabel={ratingLabel}
            labels={{ prev: t('previous'), next: t('next') }}
          />
        </Suspense>
      ) : (
        staticRow
      )}
    </div>
  );
}
