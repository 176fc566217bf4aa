import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { TestimonialCard } from '@/components/layout/TestimonialCard';
import { avatarSrc, htmlToText, toCardData } from '@/components/layout/testimonial-data';
import type { Testimonial } from '@/lib/api/model';

const SITE = 'https://www.alpenexpress.example';
const testimonial = (image: string | null): Testimonial => ({
  id: 7,
  name: 'Markus Brandl',
  html: '<p>Super organisiert &amp; pünktlich!</p><p>Gerne wieder.</p><script>alert(1)</script>',
  rating: 4.5,
  image,
});

describe('testimonial cards (spec §3)', () => {
  it('loads the avatar through the image proxy at 150×150 when one is configured', () => {
    const src = avatarSrc('/images/testimonials/markus.svg', 'https://images.example/proxy', SITE)!;
    const url = new URL(src);
    expect(url.origin + url.pathname).toBe('https://images.example/proxy');
    expect(url.searchParams.get('url')).toBe(`${SITE}/images/testimonials/markus.svg`);
    expect(url.searchParams.get('w')).toBe('150');
    expect(url.searchParams.get('h')).toBe('150');
  });

  it('uses the image link directly without a proxy, and the placeholder icon without an image', () => {
    expect(avatarSrc('/images/testimonials/markus.svg', undefined, SITE)).toBe('/images/testimonials/markus.svg');
    const { container } = render(
      <TestimonialCard item={toCardData(testimonial(null), undefined, SITE)} ratingLabel="4,5 von 5 Sternen" />,
    );
    expect(container.querySelector('img[data-placeholder]')).toHaveAttribute('src', '/images/avatar-placeholder.svg');
  });

  it('shows the text without any of its HTML, the name and the read-only rating', () => {
    render(
      <TestimonialCard
        item={toCardData(testimonial('/images/testimonials/markus.svg'), undefined, SITE)}
        ratingLabel="4,5 von 5 Sternen"
      />,
    );
    expect(screen.getByText('Super organisiert & pünktlich!')).toBeInTheDocument();
    expect(screen.getByText('Gerne wieder.')).toBeInTheDocument();
    expect(screen.getByText('Markus Brandl')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '4,5 von 5 Sternen' })).toBeInTheDocument();
    expect(document.body.innerHTML).not.toContain('alert(1)');
  });

  it('turns entities and line breaks of the HTML into plain text', () => {
    expect(htmlToText('Skitag&nbsp;in&nbsp;Sölden<br>Top &#8211; wieder gern')).toBe(
      'Skitag in Sölden\nTop – wieder gern',
    );
  });
});
