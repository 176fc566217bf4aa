import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '@/components/content/sanitize';

describe('article and trip HTML from the booking API', () => {
  it('keeps the formatting of an article', () => {
    const html =
      '<h2>1. Abschluss des Reisevertrages</h2><p>Mit Ihrer <strong>Buchung</strong> bieten Sie …</p><ul><li>Zahlung</li></ul><a href="/article/3-datenschutz">Datenschutz</a>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes scripts, frames, styles and event handlers', () => {
    const html =
      '<p onclick="steal()">Text</p><script>alert(1)</script><iframe src="https://evil.example"></iframe><style>body{display:none}</style><img src="/a.svg" onerror="x()">';
    const clean = sanitizeHtml(html);
    expect(clean).toBe('<p>Text</p><img src="/a.svg">');
  });

  it('drops javascript: and data: links but keeps normal ones', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml("<a href='data:text/html;base64,PHNjcmlwdD4='>x</a>")).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="https://www.fcbayern.com">Verein</a>')).toBe(
      '<a href="https://www.fcbayern.com">Verein</a>',
    );
  });

  it('lets links that open a new tab not reach back into the site', () => {
    expect(sanitizeHtml('<a href="https://x.example" target="_blank">x</a>')).toBe(
      '<a rel="noopener noreferrer" href="https://x.example" target="_blank">x</a>',
    );
  });
});

describe('prose that looks like markup', () => {
  it('leaves text outside tags alone', () => {
    expect(sanitizeHtml('<p>Buchung online = einfach, style = sportlich</p>')).toBe(
      '<p>Buchung online = einfach, style = sportlich</p>',
    );
  });
});
