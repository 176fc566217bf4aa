/**
 * Issue 26: one notion of the client. The edge (lib/edge/client.mjs) resolves it from the socket and
 * the trusted proxies only; the app (lib/http/client.ts) believes the forwarding headers only when
 * the edge's token says the edge set them.
 */
import { describe, expect, it } from 'vitest';
import type { IncomingHttpHeaders } from 'node:http';
import { allowedHostsFrom, resolveClient, trustFrom } from '@/lib/edge/client.mjs';
import { clientAddress, isHttps, requestHost, requestOriginOf, UNRESOLVED_CLIENT } from '@/lib/http/client';
import { crossSiteRefusal } from '@/lib/http/boundary';
import { edgeHeaders } from '../helpers/edge';

const client = (remoteAddress: string, headers: IncomingHttpHeaders, trusted?: string) =>
  resolveClient(
    { remoteAddress, encrypted: false, headers: { host: 'reisen.example', ...headers } },
    trustFrom(trusted),
  );

describe('the edge: who the client is', () => {
  it('is the socket’s peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(client('198.51.100.4', { 'x-forwarded-for': '203.0.113.7' }).address).toBe('198.51.100.4');
    expect(client('::ffff:198.51.100.4', { 'x-forwarded-for': '203.0.113.7' }).address).toBe('198.51.100.4');
    expect(client('198.51.100.4', { 'x-forwarded-for': '203.0.113.7' }, '0').address).toBe('198.51.100.4');
  });

  it('walks a count of trusted hops from the right', () => {
    const chain = { 'x-forwarded-for': '6.6.6.6, 203.0.113.7, 10.0.0.2' };
    expect(client('10.0.0.1', chain, '1').address).toBe('10.0.0.2');
    expect(client('10.0.0.1', chain, '2').address).toBe('203.0.113.7');
    // A client's own X-Forwarded-For entries lie left of what the trusted hops appended.
    expect(client('10.0.0.1', { 'x-forwarded-for': '6.6.6.6, 203.0.113.7' }, '1').address).toBe('203.0.113.7');
    // More hops trusted than there are: the left-most entry (a misconfiguration, not a bypass of the count).
    expect(client('10.0.0.1', { 'x-forwarded-for': '203.0.113.7' }, '5').address).toBe('203.0.113.7');
  });

  it('walks trusted CIDR ranges and addresses, IPv4 and IPv6, and stops at the first untrusted hop', () => {
    const trusted = '10.0.0.0/8, 2001:db8:ffff::/48, 192.0.2.1';
    expect(client('10.1.2.3', { 'x-forwarded-for': '203.0.113.7, 192.0.2.1' }, trusted).address).toBe('203.0.113.7');
    expect(client('2001:db8:ffff::1', { 'x-forwarded-for': '2001:db8:1:2::5' }, trusted).address).toBe(
      '2001:db8:1:2::5',
    );
    // The hop between is not ours: it is the client, whatever it forwards.
    expect(client('10.1.2.3', { 'x-forwarded-for': '6.6.6.6, 198.51.100.9' }, trusted).address).toBe('198.51.100.9');
    // A peer outside the list is the client itself.
    expect(client('198.51.100.9', { 'x-forwarded-for': '6.6.6.6' }, trusted).address).toBe('198.51.100.9');
    expect(client('10.0.0.5', { 'x-forwarded-for': '6.6.6.6' }, 'loopback').address).toBe('10.0.0.5');
  });

  it('stops at junk in the chain instead of believing what lies beyond it', () => {
    expect(client('10.0.0.1', { 'x-forwarded-for': '203.0.113.7, not-an-ip' }, '10.0.0.0/8').address).toBe('not-an-ip');
  });

  it('refuses a TRUSTED_PROXIES value that is neither a count nor addresses', () => {
    expect(() => trustFrom('10.0.0.0/33')).toThrow(/TRUSTED_PROXIES/);
    expect(() => trustFrom('proxy.example')).toThrow(/TRUSTED_PROXIES/);
  });

  it('takes X-Forwarded-Host and -Proto only from a trusted peer', () => {
    const sent = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
    expect(client('198.51.100.4', sent)).toMatchObject({ host: 'reisen.example', proto: 'http' });
    expect(client('10.0.0.1', sent, '1')).toMatchObject({ host: 'evil.example', proto: 'https' });
  });
});

describe('the edge: which hosts are ours', () => {
  it('allows SITE_URL’s host, loopback and this machine without ALLOWED_HOSTS, nothing else', () => {
    const allowed = allowedHostsFrom({ SITE_URL: 'https://reisen.example' });
    for (const name of ['reisen.example', 'localhost', '127.0.0.1', '::1']) expect(allowed(name), name).toBe(true);
    for (const name of ['evil.example', 'reisen.example.evil.example', '203.0.113.7']) {
      expect(allowed(name), name).toBe(false);
    }
  });

  it('allows exactly ALLOWED_HOSTS when set, a leading dot for the subdomains too', () => {
    const allowed = allowedHostsFrom({ ALLOWED_HOSTS: 'reisen.example, .alpenexpress.example' });
    expect(allowed('reisen.example')).toBe(true);
    expect(allowed('alpenexpress.example')).toBe(true);
    expect(allowed('www.alpenexpress.example')).toBe(true);
    expect(allowed('localhost')).toBe(false);
    expect(allowed('evilalpenexpress.example')).toBe(false);
  });
});

describe('the app: the client as the edge resolved it', () => {
  it('counts the address the edge set, IPv6 by its /64', () => {
    expect(clientAddress(new Headers(edgeHeaders({ 'x-forwarded-for': '203.0.113.7' })))).toBe('203.0.113.7');
    expect(clientAddress(new Headers(edgeHeaders({ 'x-forwarded-for': '::ffff:198.51.100.4' })))).toBe('198.51.100.4');
    expect(clientAddress(new Headers(edgeHeaders({ 'x-forwarded-for': '2001:db8:abcd:12:1::5' })))).toBe(
      '2001:db8:abcd:12::/64',
    );
    expect(clientAddress(new Headers(edgeHeaders({ 'x-forwarded-for': '2001:db8:abcd:12:ffff::1' })))).toBe(
      '2001:db8:abcd:12::/64',
    );
  });

  it('counts every address it cannot parse as one client, never as none', () => {
    const junk = ['not-an-ip', 'x1', ''].map((value) =>
      clientAddress(new Headers(edgeHeaders({ 'x-forwarded-for': value }))),
    );
    expect(new Set(junk).size).toBe(1);
    expect(junk[0]).toBeTruthy();
  });

  it('believes no forwarding header without the edge’s token (next dev): all such requests are one client', () => {
    const forged = (address: string) => new Headers({ 'x-forwarded-for': address, 'x-site-edge': 'guessed' });
    expect(clientAddress(forged('203.0.113.7'))).toBe(UNRESOLVED_CLIENT);
    expect(clientAddress(forged('203.0.113.8'))).toBe(UNRESOLVED_CLIENT);
    expect(isHttps(new Headers({ 'x-forwarded-proto': 'https' }))).toBe(false);
  });

  it('makes links from the host the edge allowed; without the edge from a loopback Host only', () => {
    const edge = new Headers(
      edgeHeaders({ host: 'app:3000', 'x-forwarded-host': 'reisen.example', 'x-forwarded-proto': 'https' }),
    );
    expect(requestOriginOf(edge)).toBe('https://reisen.example');
    expect(requestOriginOf(new Headers({ host: '127.0.0.1:3210', 'x-forwarded-host': 'evil.example' }))).toBe(
      'http://127.0.0.1:3210',
    );
    expect(requestOriginOf(new Headers({ host: 'evil.example' }))).toBeUndefined();
  });

  it('compares a form post’s Origin with the host the edge resolved', () => {
    const post = (headers: Record<string, string>) =>
      crossSiteRefusal('POST', new Headers(headers), requestHost(new Headers(headers)))?.status ?? null;
    expect(
      post(edgeHeaders({ origin: 'https://reisen.example', host: 'app:3000', 'x-forwarded-host': 'reisen.example' })),
    ).toBeNull();
    expect(post({ origin: 'https://reisen.example', host: 'app:3000', 'x-forwarded-host': 'reisen.example' })).toBe(
      403,
    );
  });
});
