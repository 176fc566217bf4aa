/**
 * Every German text a visitor sees comes from messages/, never inline in a component (ARCHITECTURE,
 * issue "public site"). This scans the visitor-facing TSX for German in JSX text and in the
 * attributes a visitor reads or hears (alt, title, placeholder, aria-label).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOTS = ['app', 'components'];
/**
 * global-error replaces the root layout when that layout itself failed: no translation provider is
 * there, and importing the message files would put them into every page's client JavaScript.
 */
const EXEMPT = new Set([path.join('app', 'global-error.tsx')]);
/** Proper names that are German but are not translatable copy. */
const ALLOWED = [/Alpen-Express/g, /München/g];
const GERMAN =
  /[äöüÄÖÜß]|\b(und|oder|nicht|bitte|Bitte|Sie|Ihre?|für|mit|zur|zum|jetzt|Jetzt|Reise|Buchung|Fehler|Weiter|Zurück|Seite|wurde|leider|der|die|das|im|ein|eine|auf|von|ist|sind|wir|unsere?)\b/;

function tsxFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(full);
    return entry.name.endsWith('.tsx') ? [full] : [];
  });
}

function stripComments(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1')
    .replace(/\{\s*\/\*[\s\S]*?\*\/\s*\}/g, '');
}

/** Texts a visitor would see: JSX text between tags and visible attribute values. */
export function visibleTexts(source: string): string[] {
  const code = stripComments(source);
  const texts: string[] = [];
  for (const match of code.matchAll(/>([^<>{}]*[A-Za-zÄÖÜäöüß][^<>{}]*)</g)) {
    const text = match[1].trim();
    // skip TypeScript generics and arrows that look like tags (e.g. `Promise<X> => …`)
    if (text && !/[=;()]/.test(text)) texts.push(text);
  }
  for (const match of code.matchAll(/\b(alt|title|placeholder|aria-label|label)="([^"]+)"/g)) texts.push(match[2]);
  return texts;
}

function isGerman(text: string): boolean {
  const cleaned = ALLOWED.reduce((t, re) => t.replace(re, ''), text);
  return GERMAN.test(cleaned);
}

describe('visitor-facing texts', () => {
  it('finds German inline text when there is some (the scanner itself works)', () => {
    expect(visibleTexts('<p>Jetzt buchen</p>').filter(isGerman)).toEqual(['Jetzt buchen']);
    expect(visibleTexts('<img alt="Skifahrer im Schnee" />').filter(isGerman)).toHaveLength(1);
    expect(visibleTexts('<p>{t("book")}</p>').filter(isGerman)).toEqual([]);
  });

  it('has no German text inline in app/ or components/: all of it comes from messages/', () => {
    const offenders = ROOTS.flatMap(tsxFiles)
      .filter((file) => !EXEMPT.has(file))
      .flatMap((file) =>
        visibleTexts(fs.readFileSync(file, 'utf8'))
          .filter(isGerman)
          .map((text) => `${file}: ${text}`),
      );
    expect(offenders).toEqual([]);
  });
});
