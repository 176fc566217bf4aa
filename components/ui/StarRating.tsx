/**
 * Read-only star rating (spec §3: 0 to 5 in half steps, maximum 5). Server- and client-safe.
 *   <StarRating value={4.5} label="4,5 von 5 Sternen" />
 * Values are rounded to the nearest half star and clamped to 0…max. One element with the stars as a
 * repeated background (grey, and gold clipped to the rating): a page shows many testimonials, and five
 * inline SVGs per rating made up a tenth of its HTML.
 */
import styles from './StarRating.module.css';

export const RATING_MAX = 5;
/** Space between two stars, in px. */
export const STAR_GAP = 2;

export function roundToHalf(value: number, max = RATING_MAX): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(max, Math.max(0, Math.round(value * 2) / 2));
}

/** Width in px of `stars` stars (a half star included) of `size` px drawn `STAR_GAP` px apart. */
export function starsWidth(stars: number, size: number): number {
  const whole = Math.floor(stars);
  return whole * (size + STAR_GAP) + (stars - whole) * size;
}

export function StarRating({
  value,
  max = RATING_MAX,
  label,
  size = 20,
}: {
  value: number;
  max?: number;
  label?: string;
  size?: number;
}) {
  const rounded = roundToHalf(value, max);
  return (
    <span
      className={styles.rating}
      role="img"
      aria-label={label ?? `${rounded} / ${max}`}
      data-value={rounded}
      style={{ width: starsWidth(max, size), height: size, backgroundSize: `${size + STAR_GAP}px ${size}px` }}
    >
      <span className={styles.filled} data-testid="stars-filled" style={{ width: starsWidth(rounded, size) }} />
    </span>
  );
}
