/**
 * Scroll effects of the frame (spec §9 layout constants): header background alpha grows with the
 * scroll position (divisor 800, never below 0.1), its shadow follows up to alpha 0.35; the hero image
 * fades (divisor 600 on md+, 500 below) and blurs (divisor 500 on md+, 300 below).
 */
export const HEADER_FADE_DIVISOR = 800;
export const MIN_HEADER_ALPHA = 0.1;
export const SHADOW_ALPHA_CAP = 0.35;
export const SKIER_THRESHOLD = 1000;
export const WEBCAM_THRESHOLD = 2000;
export const RESIZE_DELAY_MS = 500;
const MD = 960;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export function headerAlpha(scrollY: number): number {
  return clamp(scrollY / HEADER_FADE_DIVISOR, MIN_HEADER_ALPHA, 1);
}

export function headerShadowAlpha(scrollY: number): number {
  return clamp(scrollY / HEADER_FADE_DIVISOR, 0, SHADOW_ALPHA_CAP);
}

export function heroOpacity(scrollY: number, viewportWidth: number): number {
  return clamp(1 - scrollY / (viewportWidth >= MD ? 600 : 500), 0, 1);
}

/** Blur in px, at most 8. */
export function heroBlur(scrollY: number, viewportWidth: number): number {
  return clamp((scrollY / (viewportWidth >= MD ? 500 : 300)) * 8, 0, 8);
}
