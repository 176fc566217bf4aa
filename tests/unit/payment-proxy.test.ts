import { describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import { routeRequest as proxy } from '@/proxy';

describe('proxy: payment push', () => {
  it("hands a provider's POST to /payment/push-… to the push route handler", () => {
    const response = proxy(
      new NextRequest('http://localhost:3000/payment/push-AX-2026-000123-tok-en-creditcard', { method: 'POST' }),
    );
    expect(response.headers.get('x-middleware-rewrite')).toBe(
      'http://localhost:3000/api/v1/payments/push/push-AX-2026-000123-tok-en-creditcard',
    );
  });

  it("leaves a browser's GET of the return page to the page", () => {
    // a built-in booking's token: 32 random bytes in base64url
    const token = 'q3Vw9xZb2Lk0PmT7sYdR4nHfJc8GaE1uWo6KiXtN5yB';
    const response = proxy(new NextRequest(`http://localhost:3000/payment/push-AX-2026-000123-${token}-creditcard`));
    // the page, in its locale segment (not the push route)
    expect(new URL(response.headers.get('x-middleware-rewrite')!).pathname).toBe(
      `/de/payment/push-AX-2026-000123-${token}-creditcard`,
    );
    const success = proxy(
      new NextRequest(`http://localhost:3000/payment/success-AX-2026-000123-${token}-creditcard`, { method: 'POST' }),
    );
    expect(new URL(success.headers.get('x-middleware-rewrite')!).pathname).toBe(
      `/de/payment/success-AX-2026-000123-${token}-creditcard`,
    );
  });
});
