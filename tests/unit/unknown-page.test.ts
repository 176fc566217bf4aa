import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { PAGE_ROUTES, isUnknownPage } from '@/lib/http/unknown-page';

const token = 'Zk3qR8v-_a1B2c3D4e5F6g7H8i9J0kLmNoPqRsTuVwX';

describe('isUnknownPage: payment return addresses', () => {
  it('lets a well-formed built-in return address through', () => {
    expect(token).toHaveLength(43);
    expect(isUnknownPage(`/payment/success-AX-2026-000123-${token}-creditcard`, false)).toBe(false);
  });

  it('sends a token that no built-in booking can have, or a malformed path, to the 404 page', () => {
    expect(isUnknownPage(`/payment/success-AX-2026-000123-${token}x-creditcard`, false)).toBe(true);
    expect(isUnknownPage(`/payment/success-AX-2026-000123-${token.slice(1)}-creditcard`, false)).toBe(true);
    expect(isUnknownPage(`/payment/success-AX-2026-000123-${token}-cash`, false)).toBe(true);
    expect(isUnknownPage('/payment/whatever', true)).toBe(true);
  });

  it('keeps the operator’s own token format in remote mode', () => {
    expect(isUnknownPage('/payment/success-4711-abc-def-creditcard', true)).toBe(false);
  });
});

describe('isUnknownPage: addresses no page has', () => {
  it('lists every route of app/[locale] but the catch-all', () => {
    const root = path.join(process.cwd(), 'app', '[locale]');
    const found = readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => /(?:^|\/)(?:page\.tsx|route\.ts)$/.test(file))
      .map((file) => `/${path.dirname(file)}`.replace(/^\/\.$/, '/'))
      .filter((route) => route !== '/[...rest]')
      .sort();
    expect([...PAGE_ROUTES].sort()).toEqual(found);
  });

  it('knows the pages, with their parameters and optional segments', () => {
    for (const known of [
      '/',
      '/faq',
      '/reise/1001-skitag-kaprun',
      '/reise/1001-skitag-kaprun/buchung',
      '/reiseuebersicht',
      '/reiseuebersicht/3-skitagesfahrten/2',
      '/reiseuebersicht/search',
      '/article/4-agbs',
      '/backoffice/abfahrten/7/csv',
      '/journeyframe',
    ]) {
      expect(isUnknownPage(known, false), known).toBe(false);
    }
  });

  it('sends every other address to the 404 page', () => {
    for (const unknown of [
      '/diese-seite-gibt-es-nicht',
      '/faq/mehr',
      '/reise/1001/buchung/weiter',
      '/FAQ',
      '/backoffice/x',
    ]) {
      expect(isUnknownPage(unknown, false), unknown).toBe(true);
    }
  });
});
