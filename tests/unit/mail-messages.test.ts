/**
 * One text system (issue 27): every text of the mails, the PDF and the .ics comes from messages/, and
 * exists in German, English and Croatian — not left German in English or Croatian.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import hr from '@/messages/hr.json';

type Tree = { [key: string]: string | Tree };
const CATALOGUES = { de, en, hr } as unknown as Record<'de' | 'en' | 'hr', Tree>;
const NAMESPACES = ['mail', 'bookingMail', 'pdf'] as const;

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[prefix + key, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
}

const keysOf = (locale: 'de' | 'en' | 'hr') =>
  flatten(Object.fromEntries(NAMESPACES.map((ns) => [ns, CATALOGUES[locale][ns]])) as Tree);

/** ICU argument names of a message ('{count, plural, …}' → count), sorted. */
const argumentsOf = (message: string) =>
  [...new Set([...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1]))].filter((n) => n !== 'one').sort();

/** Words that give away an untranslated German text. */
const GERMAN = /\b(und|Ihre?|Sie|Buchung|Reise|Uhr|bitte|Zahlung|Abfahrt|Zustieg|Sitz|Karten?|für|wir)\b/i;
/** The same word in both languages. */
const SAME_WORD: Record<string, string[]> = {
  en: ['mail.notification.name', 'pdf.name'],
  hr: ['mail.notification.phone'],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

/** The literal keys a renderer asks for: t('…') in lib/mail (full keys), lib/pdf and lib/calendar (pdf namespace). */
function usedKeys(): string[] {
  const root = path.resolve(import.meta.dirname, '../..');
  const literal = (file: string) => [...readFileSync(file, 'utf8').matchAll(/\bt\('([\w.]+)'/g)].map((m) => m[1]);
  const mail = sourceFiles(path.join(root, 'lib/mail')).flatMap(literal);
  const pdf = [path.join(root, 'lib/pdf/confirmation.ts'), path.join(root, 'lib/calendar/trip-event.ts')]
    .flatMap(literal)
    .map((key) => `pdf.${key}`);
  // keys built from a value: payment types and refund reasons
  const built = [
    ...['bill', 'debit', 'creditcard', 'sofort'].flatMap((type) => [
      `mail.paymentTypes.${type}`,
      `pdf.paymentTypes.${type}`,
    ]),
    ...['cancelled', 'staff', 'duplicate'].map((reason) => `mail.refund.${reason}`),
  ];
  return [...new Set([...mail, ...pdf, ...built])];
}

describe('the texts of mails, PDF and calendar file', () => {
  it('finds the keys the renderers use', () => {
    const keys = usedKeys();
    expect(keys).toEqual(
      expect.arrayContaining(['mail.greeting', 'mail.signature', 'mail.boardingAt', 'pdf.closingTicket']),
    );
    expect(keys.length).toBeGreaterThan(60);
  });

  it.each(['de', 'en', 'hr'] as const)('has every key a renderer uses in %s', (locale) => {
    const catalogue = keysOf(locale);
    const missing = usedKeys().filter((key) => !(key in catalogue));
    expect(missing).toEqual([]);
  });

  it.each(['en', 'hr'] as const)('has every German key in %s, with the same placeholders, and translated', (locale) => {
    const german = keysOf('de');
    const other = keysOf(locale);
    expect(Object.keys(other).sort()).toEqual(Object.keys(german).sort());
    for (const [key, text] of Object.entries(german)) {
      expect({ key, args: argumentsOf(other[key]) }).toEqual({ key, args: argumentsOf(text) });
      if (SAME_WORD[locale].includes(key)) continue;
      expect({ key, text: other[key] }).not.toEqual({ key, text });
      expect({ key, german: GERMAN.test(other[key].replace(/\{[^}]*\}/g, '')) }).toEqual({ key, german: false });
    }
  });
});
