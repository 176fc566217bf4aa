/**
 * What every value from outside must be before it reaches the engine or the database, whatever the
 * route, page or server action it came through (issue 12: hostile input gets a 4xx, never a 500):
 * - text holds no NUL and no lone UTF-16 surrogate (PostgreSQL refuses NUL in text; a lone surrogate
 *   is not a character, its UTF-8 encoding would silently turn it into U+FFFD),
 * - an id fits the database's integer column,
 * - a calendar day is a real one, 'YYYY-MM-DD' and nothing after it.
 * Pure functions without I/O: the contract schemas, the site's URL parsers, the route helpers and the
 * proxy import them alike, and so can the browser.
 */
import { MAX_INPUT_DEPTH } from './limits.mjs';

/** The largest value of a PostgreSQL `integer` (serial) column: every id the site looks up. */
export const MAX_ID = 2_147_483_647;

/** A list page beyond this is not a page anyone reaches (and keeps OFFSET arithmetic exact). */
export const MAX_PAGE = 100_000;

// A NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
const UNSAFE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text without NUL bytes and lone surrogates. */
export function isSafeText(value: string): boolean {
  return !UNSAFE_TEXT.test(value);
}

export { MAX_INPUT_DEPTH };

/** What is wrong with a value from outside, and where (a dotted path, '' for the value itself). */
interface InputProblem {
  kind: 'text' | 'depth';
  path: string;
}

/**
 * The first string (a value or an object key) in `value` that is not safe text ('text'), or the first
 * value nested deeper than MAX_INPUT_DEPTH ('depth'), or null when all of it is fine. Walks plain
 * JSON-like data with a stack of its own (no recursion: input 10,000 levels deep, or a cycle, is
 * refused, not a stack overflow), depth first, in order.
 */
export function inputProblem(value: unknown): InputProblem | null {
  const stack: { value: unknown; path: readonly (string | number)[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    const { path } = item;
    if (typeof item.value === 'string') {
      if (!isSafeText(item.value)) return { kind: 'text', path: path.join('.') };
      continue;
    }
    if (item.value === null || typeof item.value !== 'object') continue;
    if (path.length >= MAX_INPUT_DEPTH) return { kind: 'depth', path: path.join('.') };
    const entries: [string | number, unknown][] = Array.isArray(item.value)
      ? item.value.map((element, i) => [i, element])
      : Object.entries(item.value);
    for (const [key] of entries) {
      if (typeof key === 'string' && !isSafeText(key)) {
        return { kind: 'text', path: [...path, key.replace(UNSAFE_TEXT, '?')].join('.') };
      }
    }
    // pushed in reverse, so the first child is walked first (the path named is the first in reading order)
    for (let i = entries.length - 1; i >= 0; i--) stack.push({ value: entries[i][1], path: [...path, entries[i][0]] });
  }
  return null;
}

/** The path of inputProblem(value) (unsafe text or nesting too deep), or null when there is none. */
export function unsafeTextPath(value: unknown): string | null {
  return inputProblem(value)?.path ?? null;
}

/** 'YYYY-MM-DD' naming a day that exists ('2026-02-30' and '2026-13-45' do not), and nothing more. */
export function isIsoDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** An id as a URL or form gives it ('42'): a positive integer that fits the database, else undefined. */
export function parseId(value: string | undefined): number | undefined {
  if (!value || !/^\d{1,10}$/.test(value)) return undefined;
  const id = Number(value);
  return id >= 1 && id <= MAX_ID ? id : undefined;
}
