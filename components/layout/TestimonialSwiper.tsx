'use client';
/** swiper 14 slider of the testimonials (loaded lazily by TestimonialCarousel). */
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Keyboard, Navigation, Pagination } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { DEFAULT_SLIDE_INDEX, type RatedCardData } from './testimonial-data';
import { TestimonialCard } from './TestimonialCard';
import styles from './Testimonials.module.css';

export default function TestimonialSwiper({
  items,
  labels,
}: {
  items: RatedCardData[];
  labels: { prev: string; next: string };
}) {
  return (
    <div className={styles.swiperWrap}>
      <button type="button" className={`${styles.nav} ${styles.prev} testimonial-prev`} aria-label={labels.prev}>
        <ChevronLeftIcon size={22} />
      </button>
      <Swiper
        modules={[Navigation, Pagination, A11y, Keyboard]}
        initialSlide={Math.min(DEFAULT_SLIDE_INDEX, Math.max(0, items.length - 1))}
        spaceBetween={20}
        slidesPerView={1.08}
        centeredSlides
        keyboard={{ enabled: true, onlyInViewport: true }}
        navigation={{ prevEl: '.testimonial-prev', nextEl: '.testimonial-next' }}
        pagination={{ clickable: true }}
        a11y={{ prevSlideMessage: labels.prev, nextSlideMessage: labels.next }}
        breakpoints={{
          600: { slidesPerView: 2, centeredSlides: false },
          960: { slidesPerView: 3, centeredSlides: true, spaceBetween: 28 },
        }}
        className={styles.swiper}
      >
        {items.map((item) => (
          <SwiperSlide key={item.id} className={styles.slide}>
            <TestimonialCard item={item} ratingLabel={item.ratingLabel} />
          </SwiperSlide>
        ))}
      </Swiper>
      <button type="button" className={`${styles.nav} ${styles.next} testimonial-next`} aria-label={labels.next}>
        <ChevronRightIcon size={22} />
      </button>
    </div>
  );
}
