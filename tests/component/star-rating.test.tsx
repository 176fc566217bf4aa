import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { STAR_GAP, StarRating, roundToHalf, starsWidth } from '@/components/ui/StarRating';

/** How many stars the gold part covers, read off its width (stars of `size` px, STAR_GAP apart). */
const goldStars = (size = 20) => {
  const width = parseFloat(screen.getByTestId('stars-filled').style.width);
  const whole = Math.floor((width + STAR_GAP / 2) / (size + STAR_GAP));
  return whole + (width - whole * (size + STAR_GAP)) / size;
};

describe('read-only testimonial rating (spec §3: 0 to 5 in half steps)', () => {
  it('shows four full stars and a half star for 4.5', () => {
    render(<StarRating value={4.5} label="4,5 von 5 Sternen" />);
    expect(screen.getByRole('img', { name: '4,5 von 5 Sternen' })).toBeInTheDocument();
    expect(goldStars()).toBe(4.5);
    expect(screen.getByRole('img').style.width).toBe(`${starsWidth(5, 20)}px`);
  });

  it('never shows more than five stars, nor fewer than none', () => {
    const { rerender } = render(<StarRating value={7} size={18} />);
    expect(goldStars(18)).toBe(5);
    rerender(<StarRating value={-2} size={18} />);
    expect(goldStars(18)).toBe(0);
  });

  it('draws whole stars with their gaps and a half star as half a star', () => {
    expect(starsWidth(5, 20)).toBe(5 * 20 + 5 * STAR_GAP);
    expect(starsWidth(4.5, 20)).toBe(4 * (20 + STAR_GAP) + 10);
    expect(starsWidth(0, 20)).toBe(0);
  });

  it('rounds to the nearest half star', () => {
    expect(roundToHalf(3.3)).toBe(3.5);
    expect(roundToHalf(3.2)).toBe(3);
    expect(roundToHalf(Number.NaN)).toBe(0);
  });

  it('is not interactive', () => {
    render(<StarRating value={3} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
