/**
 * Issue 26, point 7: the Open Graph picture of a trip costs a render, so a made-up id must not buy
 * one: it answers 404 before anything is drawn. A real trip's picture is drawn (once per content:
 * the render is a `'use cache'` function, see e2e/og-image.spec.ts for the cache itself).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

const rendered = vi.fn();
vi.mock('next/og', () => ({
  ImageResponse: class extends Response {
    constructor(element: unknown, init: { width: number; height: number }) {
      rendered(element, init);
      super(new Uint8Array([137, 80, 78, 71]), { headers: { 'content-type': 'image/png' } });
    }
  },
}));
vi.mock('next/cache', () => ({ cacheTag: vi.fn(), cacheLife: vi.fn() }));
vi.mock('next-intl/server', () => ({
  getTranslations: async () => (key: string, values?: { count?: number }) =>
    values?.count === undefined ? key : `${key}:${values.count}`,
}));
const resolveTrip = vi.fn();
vi.mock('@/lib/site/catalogue', () => ({
  journeyTag: (id: number) => `journey:${id}`,
  resolveTrip: (...args: unknown[]) => resolveTrip(...args),
}));

import TripOpenGraphImage from '@/app/[locale]/reise/[id]/opengraph-image';

const image = (id: string) => TripOpenGraphImage({ params: Promise.resolve({ id, locale: 'en' }) });

describe('the Open Graph picture of a trip', () => {
  beforeEach(() => {
    rendered.mockClear();
    resolveTrip.mockReset();
  });

  it('answers 404 for a trip that does not exist, without rendering anything', async () => {
    resolveTrip.mockResolvedValue(null);
    const response = await image('999999-made-up');
    expect(response.status).toBe(404);
    expect(rendered).not.toHaveBeenCalled();
    expect(resolveTrip).toHaveBeenCalledWith('999999-made-up', 'en');
  });

  it("draws an existing trip's picture as a PNG in the language of its address", async () => {
    resolveTrip.mockResolvedValue({
      trip: {
        id: 12,
        title: 'Ski day Kitzbühel',
        category: 'Day trips',
        resort: 'Kitzbühel',
        image: '',
        days: 1,
        startDate: '2026-12-19',
        endDate: '2026-12-19',
        priceCents: 5400,
      },
    });
    const response = await image('12-ski-day');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-rendered-at')).toBeTruthy();
    expect(rendered).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(rendered.mock.calls[0][0])).toContain('Ski day Kitzbühel');
  });
});
