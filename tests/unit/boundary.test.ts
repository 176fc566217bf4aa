/**
 * The request boundary's rules one by one (lib/http/input, lib/http/boundary), and the proxy that
 * applies them to every request: broken percent-encoding and NUL bytes in a URL → 400 (a translated
 * page for pages, the JSON error body for the API), a declared body over the limit → 413, a form post
 * from another site → 403.
 */
import { describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import { isIsoDay, isSafeText, MAX_ID, MAX_INPUT_DEPTH, parseId, unsafeTextPath } from '@/lib/http/input';
import { crossSiteRefusal, MAX_BODY_BYTES, readBodyText, RefusedRequest, urlRefusal } from '@/lib/http/boundary';
import { requestHost } from '@/lib/http/client';
import { routeRequest as proxy } from '@/proxy';

describe('text from outside', () => {
  it('is safe without NUL bytes and lone surrogates, whatever else it holds', () => {
    for (const text of ['', 'Anna', 'Čović', 'Zoë 😀', 'line\nbreak', '\t<script>', "O'Brien"]) {
      expect(isSafeText(text), JSON.stringify(text)).toBe(true);
    }
    for (const text of ['\u0000', 'An\u0000na', '\ud800', 'a\udfffb', '\udc00\ud800', '😀'.slice(0, 1)]) {
      expect(isSafeText(text), JSON.stringify(text)).toBe(false);
    }
  });

  it('names the first unsafe string in nested data, keys included', () => {
    expect(unsafeTextPath({ form: { main: { firstname: 'Anna' }, comment: 'ok' } })).toBeNull();
    expect(unsafeTextPath({ form: { teilnehmer: [{ lastname: 'ok' }, { lastname: 'x\u0000' }] } })).toBe(
      'form.teilnehmer.1.lastname',
    );
    expect(unsafeTextPath({ 'bad\u0000key': 1 })).toBe('bad?key');
    expect(unsafeTextPath('\ud800')).toBe('');
    expect(unsafeTextPath([1, true, null, 2.5])).toBeNull();
  });

  it('names the place where data nests deeper than any request can, without running out of stack', () => {
    const nested = (depth: number, leaf: unknown): unknown => {
      let value = leaf;
      for (let i = 0; i < depth; i++) value = i % 2 ? { a: value } : [value];
      return value;
    };
    // as deep as the limit allows: fine, and unsafe text at the bottom is still found
    expect(unsafeTextPath(nested(MAX_INPUT_DEPTH, 'ok'))).toBeNull();
    expect(unsafeTextPath(nested(MAX_INPUT_DEPTH, 'x\u0000'))).toBe(
      Array.from({ length: MAX_INPUT_DEPTH }, (_, i) => (i % 2 ? '0' : 'a')).join('.'),
    );
    // one level deeper is refused; 10,000 and 100,000 levels (JSON.parse builds them) too
    expect(unsafeTextPath(nested(MAX_INPUT_DEPTH + 1, 'ok'))).not.toBeNull();
    for (const depth of [10_000, 100_000]) {
      expect(unsafeTextPath(JSON.parse('['.repeat(depth) + ']'.repeat(depth)))).toBe(
        Array.from({ length: MAX_INPUT_DEPTH }, () => '0').join('.'),
      );
    }
    // a cycle (a server action's reply can make one) ends at the limit, not in an endless walk
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(unsafeTextPath(cycle)).not.toBeNull();
    // wide is fine: 100,000 names side by side
    expect(unsafeTextPath({ list: Array.from({ length: 100_000 }, (_, i) => `Name ${i}`) })).toBeNull();
  });
});

describe('calendar days and ids', () => {
  it('takes real days as YYYY-MM-DD with nothing after them', () => {
    for (const day of ['2026-01-01', '2028-02-29', '2026-12-31', '9999-12-31']) expect(isIsoDay(day), day).toBe(true);
    for (const day of [
      '2026-13-45',
      '2026-02-30',
      '9999-99-99xyz',
      '2025-02-29',
      '2026-1-1',
      '2026-01-01T00:00',
      ' 2026-01-01',
    ]) {
      expect(isIsoDay(day), day).toBe(false);
    }
  });

  it('takes ids that fit the database', () => {
    expect(parseId('42')).toBe(42);
    expect(parseId(String(MAX_ID))).toBe(MAX_ID);
    for (const value of ['99999999999', String(MAX_ID + 1), '0', '-1', '1.5', '1e3', '', undefined]) {
      expect(parseId(value), value).toBeUndefined();
    }
  });
});

describe('URLs', () => {
  const refused = (path: string) => urlRefusal(new URL(`http://site.test${path}`))?.status ?? null;

  it('refuses broken percent-encoding, encoded surrogates and NUL in the path and the query', () => {
    for (const path of [
      '/reise/%E0%A4%A',
      '/buchung/%E0%A4%A',
      '/payment/%E0%A4%A',
      '/api/v1/journey-web-legacy/%E0%A4%A',
    ]) {
      expect(refused(path), path).toBe(400);
    }
    expect(refused('/reise/%ED%A0%80-x')).toBe(400);
    expect(refused('/reise/%00')).toBe(400);
    expect(refused('/reiseuebersicht/search?q=%00')).toBe(400);
    expect(refused('/reiseuebersicht/search?q=%E0%A4')).toBe(400);
    expect(refused('/x?%00=1')).toBe(400);
  });

  it('lets ordinary addresses through', () => {
    for (const path of [
      '/',
      '/reise/12-skitag-kitzbuehel',
      '/reiseuebersicht/search/kitzb%C3%BChel?von=2026-12-01',
      '/x?q=a+b&c=%2B',
      '/buchung/AX-2026-000001?token=abc-_',
    ]) {
      expect(refused(path), path).toBeNull();
    }
  });
});

describe('cross-site posts', () => {
  const post = (headers: Record<string, string>) =>
    crossSiteRefusal('POST', new Headers(headers), requestHost(new Headers(headers)))?.status ?? null;

  it('refuses a post whose origin is another host, a null origin and an origin that is no URL', () => {
    expect(post({ origin: 'https://evil.example', host: 'reisen.example' })).toBe(403);
    expect(post({ origin: 'null', host: 'reisen.example' })).toBe(403);
    expect(post({ origin: 'not a url', host: 'reisen.example' })).toBe(403);
    expect(post({ origin: 'https://reisen.example', host: 'app:3000', 'x-forwarded-host': 'other.example' })).toBe(403);
  });

  it('lets the site post to itself, and gets and posts without an origin', () => {
    expect(post({ origin: 'http://127.0.0.1:3210', host: '127.0.0.1:3210' })).toBeNull();
    expect(post({ host: 'reisen.example' })).toBeNull();
    expect(
      crossSiteRefusal(
        'GET',
        new Headers({ origin: 'https://evil.example', host: 'reisen.example' }),
        'reisen.example',
      ),
    ).toBeNull();
  });
});

describe('request bodies', () => {
  it('reads a body within the limit and refuses one over it, declared or not', async () => {
    expect(
      await readBodyText(new Request('http://site.test', { method: 'POST', body: 'x'.repeat(1000) })),
    ).toHaveLength(1000);
    const declared = new Request('http://site.test', {
      method: 'POST',
      body: 'x',
      headers: { 'content-length': String(MAX_BODY_BYTES + 1) },
    });
    await expect(readBodyText(declared)).rejects.toBeInstanceOf(RefusedRequest);
    const undeclared = new Request('http://site.test', { method: 'POST', body: 'x'.repeat(MAX_BODY_BYTES + 1) });
    undeclared.headers.delete('content-length');
    await expect(readBodyText(undeclared)).rejects.toMatchObject({ refusal: { status: 413 } });
  });

  it('refuses bytes that are not UTF-8', async () => {
    const request = new Request('http://site.test', { method: 'POST', body: new Uint8Array([0x61, 0xff, 0x62]) });
    await expect(readBodyText(request)).rejects.toMatchObject({ refusal: { status: 400 } });
  });
});

describe('the proxy at the boundary', () => {
  const run = (url: string, init: { method?: string; headers?: Record<string, string> } = {}) =>
    proxy(new NextRequest(url, { method: init.method, headers: init.headers }));

  it('answers a page with broken percent-encoding 400 with a page in the visitor language', async () => {
    const response = run('http://localhost:3000/reise/%E0%A4%A', { headers: { cookie: 'NEXT_LOCALE=en' } });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const html = await response.text();
    expect(html).toContain('lang="en"');
    expect(html).toContain('Invalid request');
    expect(run('http://localhost:3000/buchung/%E0%A4%A').status).toBe(400);
    expect(run('http://localhost:3000/payment/%E0%A4%A').status).toBe(400);
  });

  it('answers the API with its JSON error body', async () => {
    const response = run('http://localhost:3000/api/v1/journey-web-legacy/%E0%A4%A');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'bad_request' });
  });

  it('answers a declared body over the limit 413 before anything reads it', () => {
    const response = run('http://localhost:3000/api/v1/booking/buchung', {
      method: 'POST',
      headers: { 'content-length': String(2 * 1024 * 1024) },
    });
    expect(response.status).toBe(413);
  });

  it('answers a server action posted from another site 403, in German by default', async () => {
    const response = run('http://localhost:3000/reise/12-x/buchung', {
      method: 'POST',
      headers: { origin: 'https://evil.example', host: 'localhost:3000', 'next-action': 'abc' },
    });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('Anfrage abgelehnt');
    const own = run('http://localhost:3000/reise/12-x/buchung', {
      method: 'POST',
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000', 'next-action': 'abc' },
    });
    expect(own.status).toBe(200);
  });

  it("lets a provider's push through from anywhere (its signature is checked instead)", () => {
    const response = run('http://localhost:3000/payment/push-AX-2026-000001-token-creditcard', {
      method: 'POST',
      headers: { origin: 'https://psp.example', host: 'localhost:3000' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-middleware-rewrite')).toContain('/api/v1/payments/push/');
  });
});
