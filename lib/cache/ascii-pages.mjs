/**
 * Cached pages kept as ASCII-only HTML. Node.js encodes a response string to UTF-8 on every write, and
 * V8 does that about ten times faster for a string of one-byte characters than for one holding a
 * single character beyond Latin-1 (a German page always has one: '–'); for a 70 KB page that is
 * 80 µs of every request, 6 % of its time. So when Next.js stores a page, `withAsciiPages` writes
 * each non-ASCII character the way its place in the document allows, which the browser reads back
 * as the same character:
 * - in markup, text and attribute values: a character reference (`ü` → `&#xfc;`);
 * - in a script (the RSC payload, JSON-LD), where references mean nothing: a `\u00fc` escape, which
 *   is the same character inside JavaScript and JSON strings;
 * - in a style element: a CSS escape (`\0000fc`).
 * The result is at most a few hundred bytes longer (a page has a few hundred such characters), and
 * gzip takes most of that back.
 */

/** Cache handler kind of a rendered App Router page (Next.js's CachedRouteKind 'APP_PAGE'). */
export const APP_PAGE_KIND = 'APP_PAGE';

const RAW_TEXT = /<(script|style)\b[^>]*>([\s\S]*?)(?=<\/\1)/gi;
const CODE_POINT = /[^\x00-\x7f]/gu;
const CODE_UNIT = /[^\x00-\x7f]/g;

const hex = (n) => n.toString(16);
const inMarkup = (text) => text.replace(CODE_POINT, (c) => `&#x${hex(c.codePointAt(0))};`);
const inScript = (text) => text.replace(CODE_UNIT, (c) => `\\u${hex(c.charCodeAt(0)).padStart(4, '0')}`);
const inStyle = (text) => text.replace(CODE_POINT, (c) => `\\${hex(c.codePointAt(0)).padStart(6, '0')}`);

/** `html` with every non-ASCII character escaped for its context, as a one-byte string. */
export function asciiHtml(html) {
  if (!/[^\x00-\x7f]/.test(html)) return html;
  let out = '';
  let last = 0;
  for (const match of html.matchAll(RAW_TEXT)) {
    const [whole, element, content] = match;
    const start = match.index + whole.length - content.length;
    out += inMarkup(html.slice(last, start));
    out += element.toLowerCase() === 'script' ? inScript(content) : inStyle(content);
    last = start + content.length;
  }
  out += inMarkup(html.slice(last));
  // A fresh string from the bytes: V8 keeps it one byte per character (the replacements above may
  // leave a two-byte string holding only ASCII).
  return Buffer.from(out, 'latin1').toString('latin1');
}

/** The handler class `Base` storing pages' HTML as `asciiHtml`. */
export function withAsciiPages(Base) {
  return class extends Base {
    set(key, data, ctx) {
      if (data?.kind === APP_PAGE_KIND && typeof data.html === 'string')
        return super.set(key, { ...data, html: asciiHtml(data.html) }, ctx);
      return super.set(key, data, ctx);
    }
  };
}
