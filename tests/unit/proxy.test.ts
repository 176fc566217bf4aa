import { afterEach, describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import { routeRequest as proxy } from '@/proxy';

function run(url: string, init: { cookie?: string; host?: string } = {}) {
  const headers = new Headers();
  if (init.cookie) headers.set('cookie', init.cookie);
  if (init.host) headers.set('host', init.host);
  return proxy(new NextRequest(url, { headers }));
}

describe('proxy', () => {
  afterEach(() => {
    delete process.env.COMPARISON_HOST;
  });

  it('sends a visitor without a session from a protected route to /auth', () => {
    const response = run('http://localhost:3000/backoffice/buchungen?x=1');
    expect(response.status).toBe(307);
    const location = new URL(response.headers.get('location')!);
    expect(location.pathname).toBe('/auth');
    expect(location.searchParams.get('next')).toBe('/backoffice/buchungen?x=1');
  });

  it('lets a visitor with a session into a protected route', () => {
    const response = run('http://localhost:3000/backoffice', { cookie: 'bo.session_token=abc' });
    expect(response.headers.get('location')).toBeNull();
  });

  it('leaves public routes alone', () => {
    expect(run('http://localhost:3000/reise/12-skitag').headers.get('location')).toBeNull();
  });

  it('sends the home page of the comparison host to the comparison page', () => {
    process.env.COMPARISON_HOST = 'skibus-vergleich.example';
    const response = run('http://skibus-vergleich.example/', { host: 'skibus-vergleich.example' });
    expect(new URL(response.headers.get('location')!).pathname).toBe('/vergleich');
    expect(run('http://localhost:3000/', { host: 'localhost:3000' }).headers.get('location')).toBeNull();
  });

  it('renews the language cookie for 365 days', () => {
    const response = run('http://localhost:3000/', { cookie: 'NEXT_LOCALE=en' });
    expect(response.headers.get('set-cookie')).toMatch(/NEXT_LOCALE=en.*Max-Age=31536000/i);
  });
});
