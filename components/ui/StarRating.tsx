/**
 * Read-only star rating (spec §3: 0 to 5 in half steps, maximum 5). Server- and client-safe.
 *   <StarRating value={4.5} label="4,5 von 5 Sternen" />
 * Values are rounded to the nearest half star and clamped to 0…max.
 */
import styles from './StarRating.module.css';

export const RATING_MAX = 5;

export function roundToHalf(value: number, max = RATING_MAX): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(max, Math.max(0, Math.round(value * 2) / 2));
}

const STAR = 'M12 2.6l2.9 5.9 6.5.9-4.7 4.6 1.1 6.5L12 17.4l-5.8 3.1 1.1-6.5L2.6 9.4l6.5-.9z';

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
    <span className={styles.rating} role="img" aria-label={label ?? `${rounded} / ${max}`} data-value={rounded}>
      {Array.from({ length: max }, (_, index) => {
        const fill = Math.min(1, Math.max(0, rounded - index));
        return (
          <span
            key={index}
            className={styles.star}
            style={{ width: size, height: size }}
            data-fill={fill === 1 ? 'full' : fill === 0.5 ? 'half' : 'empty'}
          >
            <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" className={styles.empty}>
              <path d={STAR} />
            </svg>
            {fill > 0 ? (
              <span className={styles.fillClip} style={{ width: `${fill * 100}%` }}>
                <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" className={styles.full}>
                  <path d={STAR} />
                </svg>
              </span>
            ) : null}
          </span>
        );
      })}
    </span>
  );
}
