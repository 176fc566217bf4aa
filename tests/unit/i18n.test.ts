import { describe, expect, it } from 'vitest';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import hr from '@/messages/hr.json';
import { localeFromAcceptLanguage, negotiateLocale } from '@/lib/i18n/locales';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1]))].sort();
}

function lookup(tree: Tree, path: string): string | Tree | undefined {
  return path
    .split('.')
    .reduce<string | Tree | undefined>((node, key) => (typeof node === 'object' ? node[key] : undefined), tree);
}

describe('translations', () => {
  const deKeys = keys(de as Tree);

  it('has an English text for every German key', () => {
    const enKeys = new Set(keys(en as Tree));
    expect(deKeys.filter((k) => !enKeys.has(k))).toEqual([]);
  });

  it('has a Croatian text for every German key: the main site, the mails and the PDF', () => {
    const hrKeys = new Set(keys(hr as Tree));
    expect(deKeys.filter((k) => !hrKeys.has(k))).toEqual([]);
  });

  it('leaves no text empty and no longer German text in place of an English or Croatian one', () => {
    // The operator's name and bank account read the same in every language.
    const sameEverywhere = ['booking.done.bank.holder', 'booking.done.bank.iban', 'layout.plainFooter'];
    const problems = deKeys.flatMap((key) => {
      const german = lookup(de as Tree, key) as string;
      return (['en', 'hr'] as const).flatMap((language) => {
        const text = lookup((language === 'en' ? en : hr) as Tree, key) as string;
        if (text.trim() === '') return [`${language} ${key}: empty`];
        if (text === german && german.length > 24 && !sameEverywhere.includes(key))
          return [`${language} ${key}: German`];
        return [];
      });
    });
    expect(problems).toEqual([]);
  });

  it('has no English or Croatian key that German lacks', () => {
    const known = new Set(deKeys);
    expect([...keys(en as Tree), ...keys(hr as Tree)].filter((k) => !known.has(k))).toEqual([]);
  });

  it('uses the same placeholders in every language', () => {
    for (const key of deKeys) {
      const german = lookup(de as Tree, key) as string;
      for (const other of [en, hr] as Tree[]) {
        const text = lookup(other, key);
        if (typeof text === 'string') expect({ key, p: placeholders(text) }).toEqual({ key, p: placeholders(german) });
      }
    }
  });

  it('keeps the German texts the specification quotes verbatim', () => {
    expect(lookup(de as Tree, 'notice.birthday')).toBe(
      'Bitte tragen Sie ein gültiges Geburtsdatum ein (TT.MM.JJJJ, nicht in der Zukunft).',
    );
  });
});

describe('locale negotiation', () => {
  it('uses the browser language when it is supported', () => {
    expect(negotiateLocale(undefined, 'en-US,en;q=0.9,de;q=0.8')).toBe('en');
    expect(negotiateLocale(undefined, 'hr-HR,hr;q=0.9')).toBe('hr');
  });

  it('honours quality values and skips unsupported languages', () => {
    expect(localeFromAcceptLanguage('fr-FR,fr;q=0.9,en;q=0.5,de;q=0.7')).toBe('de');
    expect(localeFromAcceptLanguage('fr,it')).toBeUndefined();
  });

  it('falls back to German', () => {
    expect(negotiateLocale(undefined, undefined)).toBe('de');
    expect(negotiateLocale(undefined, 'fr-FR')).toBe('de');
  });

  it('lets the cookie override the browser language', () => {
    expect(negotiateLocale('hr', 'en-US,en')).toBe('hr');
    expect(negotiateLocale('xx', 'en-US,en')).toBe('en');
  });
});
