import { describe, expect, it } from 'vitest';
import { sanitizeContentHtml } from '@/lib/api/html';
import { reshapeArticle } from '@/lib/api/reshape';
import { XSS_CHEAT_SHEET } from '../helpers/xss-cheat-sheet';

const ALLOWED_TAGS = new Set(
  'h2 h3 h4 h5 h6 p br hr strong b em i u s small sub sup span div blockquote ul ol li dl dt dd details summary figure figcaption a img table caption thead tbody tfoot tr th td'.split(
    ' ',
  ),
);
const ALLOWED_ATTRIBUTES = new Set(
  'id href title target rel src alt width height loading colspan rowspan scope start'.split(' '),
);
const URL_ATTRIBUTES = new Set(['href', 'src']);

/** An attribute value as the browser reads it: character references decoded, controls and spaces gone. */
function asBrowserReads(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&#(\d+);?/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;|&newline;/gi, '')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/[\u0000-\u0020]/g, '');
}

/** Every way the cleaned markup could still run script; an empty list when there is none. */
function scriptVectors(html: string): string[] {
  const found: string[] = [];
  const withoutTags = html.replace(
    /<\/?([a-zA-Z][^\s/>]*)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*\/?>/g,
    (_, tag: string, attrs: string) => {
      if (!ALLOWED_TAGS.has(tag.toLowerCase())) found.push(`element <${tag}>`);
      for (const [, name, value = ''] of attrs.matchAll(/\s+([^\s=>/]+)(?:="([^"]*)")?/g)) {
        const attribute = name.toLowerCase();
        if (!ALLOWED_ATTRIBUTES.has(attribute)) found.push(`attribute ${attribute} on <${tag}>`);
        // A URL runs nothing unless it starts with a scheme (a letter, then letters, digits, '+-.' up to ':').
        const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(asBrowserReads(value))?.[1]?.toLowerCase();
        if (URL_ATTRIBUTES.has(attribute) && scheme && !['http', 'https', 'mailto', 'tel'].includes(scheme)) {
          found.push(`URL ${value}`);
        }
      }
      return '';
    },
  );
  // What is left is text: a '<' there would start a tag the pattern above could not read.
  if (withoutTags.includes('<')) found.push(`unparsed markup in ${withoutTags}`);
  return found;
}

describe('the OWASP XSS filter evasion cheat sheet through the content sanitizer', () => {
  it.each(XSS_CHEAT_SHEET)('leaves no script vector: $name', ({ html }) => {
    const clean = sanitizeContentHtml(html);
    expect(scriptVectors(clean)).toEqual([]);
  });

  it('finds the vectors in the raw corpus (the check itself can fail)', () => {
    const raw = XSS_CHEAT_SHEET.filter(({ html }) => scriptVectors(html).length > 0);
    expect(raw.length).toBeGreaterThanOrEqual(XSS_CHEAT_SHEET.length - 5);
  });
});

describe('article and trip HTML from the booking API', () => {
  it('keeps the formatting of an article', () => {
    const html =
      '<h2 id="kontakt">1. Abschluss des Reisevertrages</h2><p>Mit Ihrer <strong>Buchung</strong> bieten Sie …</p><ul><li>Zahlung</li></ul><ol><li>Eins</li></ol><a href="/article/3-datenschutz">Datenschutz</a>';
    expect(sanitizeContentHtml(html)).toBe(html);
  });

  it('keeps tables, images, and mail and phone links', () => {
    const html =
      '<table><thead><tr><th>Leistung</th></tr></thead><tbody><tr><td colspan="2">Skipass</td></tr></tbody></table><img src="https://img.example/a.jpg" alt="Piste" /><a href="mailto:info@example.com">Mail</a> <a href="tel:+49301234">Telefon</a>';
    expect(sanitizeContentHtml(html)).toBe(html);
  });

  it('removes scripts, frames, styles and event handlers', () => {
    const html =
      '<p onclick="steal()">Text</p><script>alert(1)</script><iframe src="https://evil.example"></iframe><style>body{display:none}</style><img src="/a.svg" onerror="x()">';
    expect(sanitizeContentHtml(html)).toBe('<p>Text</p><img src="/a.svg" />');
  });

  it('drops javascript: and data: links but keeps normal ones', () => {
    expect(sanitizeContentHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeContentHtml('<a href="&#106;avascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeContentHtml("<a href='data:text/html;base64,PHNjcmlwdD4='>x</a>")).toBe('<a>x</a>');
    expect(sanitizeContentHtml('<a href="https://www.fcbayern.com">Verein</a>')).toBe(
      '<a href="https://www.fcbayern.com">Verein</a>',
    );
  });

  it('lets links that open a new tab not reach back into the site', () => {
    expect(sanitizeContentHtml('<a href="https://x.example" target="_blank">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeContentHtml('<a href="https://x.example" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('keeps an anchor id only when it cannot shadow a global of the page', () => {
    expect(sanitizeContentHtml('<h2 id="__next_f">x</h2><h3 id="anreise-info">y</h3>')).toBe(
      '<h2>x</h2><h3 id="anreise-info">y</h3>',
    );
  });

  it('is applied where an article enters the site model', () => {
    const article = reshapeArticle({
      id_web_article: 4,
      slug: '4-agbs',
      title: 'AGB',
      text: '<p>AGB</p><img src=x onerror=alert(1)>',
    } as Parameters<typeof reshapeArticle>[0]);
    expect(article.html).toBe('<p>AGB</p><img src="x" />');
  });
});

describe('prose that looks like markup', () => {
  it('leaves text outside tags alone', () => {
    expect(sanitizeContentHtml('<p>Buchung online = einfach, style = sportlich</p>')).toBe(
      '<p>Buchung online = einfach, style = sportlich</p>',
    );
  });
});
