/** One testimonial: quote, read-only rating, avatar (150×150 source) or placeholder, name. */
import { StarRating } from '@/components/ui/StarRating';
import type { TestimonialCardData } from './testimonial-data';
import styles from './Testimonials.module.css';

export function TestimonialCard({ item, ratingLabel }: { item: TestimonialCardData; ratingLabel: string }) {
  return (
    <figure className={styles.card} data-testid="testimonial">
      <svg className={styles.quote} viewBox="0 0 32 24" aria-hidden="true">
        <path d="M0 24V14C0 6.3 4.3 1.6 12 0l1.4 3C9 4.4 6.9 7 6.6 11H12v13H0zm19 0V14c0-7.7 4.3-12.4 12-14l1 3c-4.4 1.4-6.5 4-6.8 8H31v13H19z" />
      </svg>
      <StarRating value={item.rating} label={ratingLabel} size={18} />
      <blockquote className={styles.text}>
        {item.text.split('\n').map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </blockquote>
      <figcaption className={styles.person}>
        {/* eslint-disable-next-line @next/next/no-img-element -- avatar already resized by the image proxy, on any host */}
        <img
          src={item.avatar ?? '/images/avatar-placeholder.svg'}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          className={styles.avatar}
          data-placeholder={item.avatar ? undefined : 'true'}
        />
        <span className={styles.name}>{item.name}</span>
      </figcaption>
    </figure>
  );
}
