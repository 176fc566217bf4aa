import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { HeaderShell } from '@/components/layout/HeaderShell';
import { headerAlpha, headerShadowAlpha, heroBlur, heroOpacity } from '@/components/layout/scroll-math';
import { WebcamFrame } from '@/components/home/WebcamFrame';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('header and hero scroll effects (spec §9)', () => {
  it('keeps the header at least 10 % opaque and fully opaque from 800 px', () => {
    expect(headerAlpha(0)).toBe(0.1);
    expect(headerAlpha(400)).toBe(0.5);
    expect(headerAlpha(800)).toBe(1);
    expect(headerAlpha(5000)).toBe(1);
  });

  it('caps the header shadow at alpha 0.35', () => {
    expect(headerShadowAlpha(0)).toBe(0);
    expect(headerShadowAlpha(200)).toBe(0.25);
    expect(headerShadowAlpha(2000)).toBe(0.35);
  });

  it('fades the hero faster on small screens (divisor 500) than on wide ones (600)', () => {
    expect(heroOpacity(300, 1440)).toBeCloseTo(0.5);
    expect(heroOpacity(300, 390)).toBeCloseTo(0.4);
    expect(heroBlur(0, 1440)).toBe(0);
    expect(heroBlur(300, 390)).toBeGreaterThan(heroBlur(300, 1440));
  });
});

describe('header over the hero', () => {
  afterEach(() => scrollTo(0));

  it('starts transparent on the home page and becomes opaque while scrolling', async () => {
    scrollTo(0);
    render(
      <HeaderShell overHero className="header">
        <span>Logo</span>
      </HeaderShell>,
    );
    const header = screen.getByRole('banner');
    expect(header.style.getPropertyValue('--header-alpha')).toBe('0.1');
    await act(async () => {
      scrollTo(400);
      await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    });
    expect(header.style.getPropertyValue('--header-alpha')).toBe('0.5');
  });

  it('is solid on pages without a hero', () => {
    render(
      <HeaderShell overHero={false} className="header">
        <span>Logo</span>
      </HeaderShell>,
    );
    expect(screen.getByRole('banner').style.getPropertyValue('--header-alpha')).toBe('1');
  });
});

describe('webcam frame (spec §2: loaded only after scrolling beyond 2000 px)', () => {
  afterEach(() => scrollTo(0));

  it('shows a placeholder until the visitor scrolled beyond 2000 px', () => {
    scrollTo(0);
    render(
      <WebcamFrame
        url="https://webcam.example/live"
        title="Live-Webcam"
        laterText="später"
        unavailableText="nicht verfügbar"
      />,
    );
    expect(screen.queryByTitle('Live-Webcam')).toBeNull();
    act(() => scrollTo(1999));
    expect(screen.queryByTitle('Live-Webcam')).toBeNull();
    act(() => scrollTo(2001));
    expect(screen.getByTitle('Live-Webcam')).toHaveAttribute('src', 'https://webcam.example/live');
  });

  it('says the webcam is unavailable when none is configured', () => {
    render(<WebcamFrame title="Live-Webcam" laterText="später" unavailableText="nicht verfügbar" />);
    act(() => scrollTo(3000));
    expect(screen.getByText('nicht verfügbar')).toBeInTheDocument();
    expect(screen.queryByTitle('Live-Webcam')).toBeNull();
  });
});
