/**
 * The security headers from one place (lib/http/security-headers, set by proxy.ts): every response
 * carries them; the CSP needs no per-request nonce (cached pages are the same for everyone); page
 * requests are rewritten to their locale segment; who may frame a page is decided per route (the trip frame: anyone; the payment flow: this site; the rest: nobody).
 */
import { describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import { contentSecurityPolicy, frameAncestorsFor, securityHeaders } from '@/lib/http/security-headers';
import { routeRequest as proxy } from '@/proxy';
import { edgeHeaders } from '../helpers/edge';

const REQUIRED = [
  'content-security-policy',
  'strict-transport-security',
  'referrer-policy',
  'x-content-type-options',
  'permissions-policy',
];

function run(url: string, init: { method?: string; headers?: Record<string, string> } = {}) {
  return proxy(new NextRequest(url, { method: init.method, headers: init.headers }));
}

describe('frame-ancestors per route', () => {
  it('lets partner sites frame the trip frame and the trip check', () => {
    expect(frameAncestorsFor('/journeyframe')).toBe('any');
    expect(frameAncestorsFor('/journeyframe/1001-skitag')).toBe('any');
    expect(frameAncestorsFor('/Journeyverify/1001')).toBe('any');
  });

  it('lets only this site frame the payment flow', () => {
    expect(frameAncestorsFor('/sandbox/checkout/abc')).toBe('self');
    expect(frameAncestorsFor('/payment/success-AX-1-t-creditcard')).toBe('self');
  });

  it('lets nobody frame the booking form, find my booking or any other page', () => {
    for (const path of [
      '/',
      '/reise/1001-skitag/buchung',
      '/buchung',
      '/buchung/AX-1',
      '/journeyframes',
      '/paymentx',
    ]) {
      expect(frameAncestorsFor(path), path).toBe('none');
    }
  });
});

describe('the policy', () => {
  it('allows scripts of this origin only (and the consent script), no plugins, no foreign form targets', () => {
    const policy = contentSecurityPolicy({ pathname: '/', https: false });
    expect(policy).toMatch(/script-src 'self' 'unsafe-inline';/);
    expect(policy).not.toContain('nonce-');
    expect(contentSecurityPolicy({ pathname: '/', https: false, scriptOrigins: ['https://consent.test'] })).toMatch(
      /script-src 'self' 'unsafe-inline' https:\/\/consent\.test;/,
    );
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("form-action 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(contentSecurityPolicy({ pathname: '/', https: true })).toContain('upgrade-insecure-requests');
  });

  it('names the configured third parties as frame and image sources', () => {
    const policy = contentSecurityPolicy({
      pathname: '/',
      https: false,
      thirdParties: ['http://cam.test:8080'],
    });
    expect(policy).toMatch(/frame-src [^;]*http:\/\/cam\.test:8080/);
    expect(policy).toMatch(/img-src [^;]*http:\/\/cam\.test:8080/);
  });

  it('sets X-Frame-Options as frame-ancestors says, and a frame-ancestors-only policy on the API', () => {
    expect(securityHeaders({ pathname: '/buchung', https: false })['X-Frame-Options']).toBe('DENY');
    expect(securityHeaders({ pathname: '/sandbox/checkout/x', https: false })['X-Frame-Options']).toBe('SAMEORIGIN');
    expect(securityHeaders({ pathname: '/journeyframe/1', https: false })['X-Frame-Options']).toBeUndefined();
    expect(securityHeaders({ pathname: '/api/v1/web/menu', https: false })['Content-Security-Policy']).toBe(
      "frame-ancestors 'none'",
    );
  });
});

describe('the camera', () => {
  it("is this origin's in the staff area only (the check-in scans tickets), off on the public site", () => {
    for (const pathname of ['/auth', '/backoffice', '/backoffice/checkin/12', '/backoffice/abfahrten'])
      expect(securityHeaders({ pathname, https: false })['Permissions-Policy'], pathname).toMatch(
        /(^|, )camera=\(self\)(,|$)/,
      );
    for (const pathname of ['/', '/buchung', '/reise/12-skitag', '/authentisch', '/backofficex', '/api/v1/web/menu'])
      expect(securityHeaders({ pathname, https: false })['Permissions-Policy'], pathname).toMatch(
        /(^|, )camera=\(\)(,|$)/,
      );
  });
});

describe('the proxy sets them', () => {
  it('on pages, redirects, rewrites, refusals and the API', () => {
    const responses = {
      page: run('http://localhost:3000/reise/12-skitag'),
      redirect: run('http://localhost:3000/backoffice'),
      rewrite: run('http://localhost:3000/payment/push-AX-1-t-creditcard', { method: 'POST' }),
      refusal: run('http://localhost:3000/reise/%E0%A4%A'),
      api: run('http://localhost:3000/api/v1/web/menu'),
      file: run('http://localhost:3000/robots.txt'),
    };
    for (const [kind, response] of Object.entries(responses)) {
      for (const header of REQUIRED) expect(response.headers.get(header), `${kind}: ${header}`).toBeTruthy();
    }
    expect(responses.page.headers.get('x-frame-options')).toBe('DENY');
  });

  it('serves every page from its locale segment, chosen by the cookie, else the browser languages', () => {
    const rewritten = (url: string, headers?: Record<string, string>) =>
      new URL(run(url, { headers }).headers.get('x-middleware-rewrite') ?? 'http://none/').pathname;
    expect(rewritten('http://localhost:3000/')).toBe('/de');
    expect(rewritten('http://localhost:3000/reise/12-skitag', { cookie: 'NEXT_LOCALE=hr' })).toBe(
      '/hr/reise/12-skitag',
    );
    expect(rewritten('http://localhost:3000/reisekalender', { 'accept-language': 'en-GB,en;q=0.9' })).toBe(
      '/en/reisekalender',
    );
    // The segment is internal: named in the URL, it is not found.
    expect(rewritten('http://localhost:3000/en/reise/12-skitag')).toBe('/de/404');
    // Per-request pages stream: what the address already tells is sent to the 404 page here.
    expect(rewritten('http://localhost:3000/reise/99999999999-skitag/buchung')).toBe('/de/404');
    expect(rewritten('http://localhost:3000/reisekalender/2147483648-x')).toBe('/de/404');
    expect(rewritten('http://localhost:3000/journeyframe/2147483648')).toBe('/de/404');
    expect(rewritten('http://localhost:3000/reise/12-skitag/buchung')).toBe('/de/reise/12-skitag/buchung');
    // The API and files are not pages.
    expect(run('http://localhost:3000/api/v1/web/menu').headers.get('x-middleware-rewrite')).toBeNull();
    expect(run('http://localhost:3000/robots.txt').headers.get('x-middleware-rewrite')).toBeNull();
    // A page's generated image is addressed with the segment (Next.js names it after the route).
    expect(
      run('http://localhost:3000/de/reise/12-skitag/opengraph-image-1a2b').headers.get('x-middleware-rewrite'),
    ).toBeNull();
    expect(run('http://localhost:3000/reise/12-skitag').headers.get('vary')).toMatch(/Cookie.*Accept-Language/);
  });

  it('marks the language cookie Secure under HTTPS, and only there', () => {
    const plain = run('http://localhost:3000/', { headers: { cookie: 'NEXT_LOCALE=en' } });
    expect(plain.headers.get('set-cookie')).not.toMatch(/secure/i);
    const behindProxy = run('http://localhost:3000/', {
      headers: edgeHeaders({ cookie: 'NEXT_LOCALE=en', 'x-forwarded-proto': 'https' }),
    });
    expect(behindProxy.headers.get('set-cookie')).toMatch(/NEXT_LOCALE=en.*Secure/i);
    // A client's own X-Forwarded-Proto, without the edge's token, counts for nothing.
    const forged = run('http://localhost:3000/', {
      headers: { cookie: 'NEXT_LOCALE=en', 'x-forwarded-proto': 'https' },
    });
    expect(forged.headers.get('set-cookie')).not.toMatch(/secure/i);
    expect(run('https://reisen.example/', { headers: { cookie: 'NEXT_LOCALE=hr' } }).headers.get('set-cookie')).toMatch(
      /Secure/i,
    );
  });
});
