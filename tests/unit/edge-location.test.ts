/**
 * Issue 26: a slug redirect (`/reise/1038` → 308) sent `Location` twice on its first render (Next.js
 * sets it on the response and again from the cache entry's headers), and Node's fetch read the two as
 * one joined, invalid URL. The edge (lib/edge/location.mjs) keeps one. A plain node:http server stands
 * in for Next.js, setting the header the two ways Next.js does.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneLocation } from '@/lib/edge/location.mjs';

let base = '';
let server: http.Server;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url !== '/bare') oneLocation(res);
    if (req.url === '/explicit') {
      res.setHeader('location', ['/reise/1038-skitag', '/reise/1038-skitag']);
      res.writeHead(308);
    } else {
      // as Next.js's sendResponse: the page's header, then the cache entry's appended
      res.statusCode = 308;
      res.setHeader('location', '/reise/1038-skitag');
      res.appendHeader('location', '/reise/1038-skitag');
    }
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('one Location header per answer', () => {
  it('without the edge, Node sends both and fetch reads a joined, invalid URL', async () => {
    const answer = await fetch(`${base}/bare`, { redirect: 'manual' });
    expect(answer.headers.get('location')).toBe('/reise/1038-skitag, /reise/1038-skitag');
  });

  it.each(['/appended', '/explicit'])('with the edge, %s has one Location', async (path) => {
    const answer = await fetch(`${base}${path}`, { redirect: 'manual' });
    expect(answer.status).toBe(308);
    expect(answer.headers.get('location')).toBe('/reise/1038-skitag');
  });
});
