import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { StarRating, roundToHalf } from '@/components/ui/StarRating';

const fills = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('[data-fill]')).map((el) => el.getAttribute('data-fill'));

describe('read-only testimonial rating (spec §3: 0 to 5 in half steps)', () => {
  it('shows four full stars and a half star for 4.5', () => {
    const { container } = render(<StarRating value={4.5} label="4,5 von 5 Sternen" />);
    expect(screen.getByRole('img', { name: '4,5 von 5 Sternen' })).toBeInTheDocument();
    expect(fills(container)).toEqual(['full', 'full', 'full', 'full', 'half']);
  });

  it('never shows more than five stars, nor fewer than none', () => {
    const { container, rerender } = render(<StarRating value={7} />);
    expect(fills(container)).toEqual(['full', 'full', 'full', 'full', 'full']);
    rerender(<StarRating value={-2} />);
    expect(fills(container)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
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
