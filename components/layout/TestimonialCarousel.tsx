'use client';
/**
 * The testimonial slider as a lazy client leaf: the cards are server-rendered as a plain row first;
 * swiper's code loads only when the section comes near the viewport. Default slide index 2 (spec §9).
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { RatedCardData } from './testimonial-data';
import { TestimonialCard } from './TestimonialCard';
import styles from './Testimonials.module.css';

// React.lazy rather than next/dynamic: the same split, without next/dynamic's loader in the first load.
// It renders only after an effect saw the section near the viewport, so never on the server.
const TestimonialSwiper = lazy(() => import('./TestimonialSwiper'));

export function TestimonialCarousel({
  items,
  labels,
}: {
  items: RatedCardData[];
  /** The slider's previous and next buttons. */
  labels: { prev: string; next: string };
}) {
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

  const staticRow = (
    <div className={styles.staticRow}>
      {items.slice(0, 3).map((item) => (
        <TestimonialCard key={item.id} item={item} ratingLabel={item.ratingLabel} />
      ))}
    </div>
  );

  return (
    <div ref={ref} className={styles.carousel}>
      {near ? (
        <Suspense fallback={staticRow}>
          <TestimonialSwiper items={items} labels={labels} />
        </Suspense>
      ) : (
        staticRow
      )}
    </div>
  );
}
