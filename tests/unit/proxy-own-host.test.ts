import { afterEach, describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import { routeRequest as proxy } from '@/proxy';

/**
 * A server bound with `-H 127.0.0.1` (behind a reverse proxy) routes by that address: a rewrite to
 * any other host, `localhost` included, is proxied by Next.js to that host instead of rendered.
 */
describe('proxy: rewrites stay on the address the request came to', () => {
  afterEach(() => {
    delete process.env.__NEXT_NO_MIDDLEWARE_URL_NORMALIZE;
  });

  it('rewrites a page on 127.0.0.1 to its locale segment on 127.0.0.1', () => {
    // what next.config's skipProxyUrlNormalize compiles into the proxy
    process.env.__NEXT_NO_MIDDLEWARE_URL_NORMALIZE = 'true';
    const response = proxy(new NextRequest('http://127.0.0.1:3800/reise/1001-x?von=2'));
    const target = new URL(response.headers.get('x-middleware-rewrite')!);
    expect(target.host).toBe('127.0.0.1:3800');
    expect(target.pathname + target.search).toBe('/de/reise/1001-x?von=2');
  });

  it('redirects a guest from the back office to the sign-in page on the same address', () => {
    process.env.__NEXT_NO_MIDDLEWARE_URL_NORMALIZE = 'true';
    const response = proxy(new NextRequest('http://127.0.0.1:3800/backoffice'));
    expect(response.headers.get('location')).toBe('http://127.0.0.1:3800/auth?next=%2Fbackoffice');
  });
});
