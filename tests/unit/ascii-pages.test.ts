/**
 * Cached pages as ASCII-only HTML (lib/cache/ascii-pages): the browser must read back exactly the
 * document Next.js rendered, in markup, attributes, the RSC payload's scripts, JSON-LD and styles.
 */
// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { APP_PAGE_KIND, asciiHtml, withAsciiPages } from '@/lib/cache/ascii-pages.mjs';

const PAGE = `<!DOCTYPE html><html lang="de"><head><meta charSet="utf-8"/>
<title>Skitag Kitzbühel – Alpen-Express</title>
<meta name="description" content="Größte Auswahl – ab München"/>
<style>.quote::before{content:"„"}</style>
<script type="application/ld+json">{"name":"Skitag Kitzbühel","offers":{"priceCurrency":"€"}}</script>
</head><body><h1 class="title">Über uns – Qualität 😀</h1><p title="Süd">Grüße</p>
<script>self.__next_f.push([1,"5:[\\"$\\",\\"p\\",null,{\\"children\\":\\"Grüße – 😀\\"}]\\n"])</script>
<SCRIPT>window.x="ä"</SCRIPT></body></html>`;

const ascii = (text: string) => /^[\x00-\x7f]*$/.test(text);
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
/** The body's text a visitor sees: without the scripts, whose source is escaped on purpose. */
const visibleText = (document: Document) => {
  const body = document.body.cloneNode(true) as HTMLElement;
  for (const script of body.querySelectorAll('script')) script.remove();
  return body.textContent;
};

describe('asciiHtml', () => {
  const out = asciiHtml(PAGE);
  const [before, after] = [parse(PAGE), parse(out)];

  it('leaves no character beyond ASCII', () => {
    expect(ascii(out)).toBe(true);
    expect(out).toContain('&#xfc;');
  });

  it('gives the browser the same text and attributes', () => {
    expect(after.title).toBe('Skitag Kitzbühel – Alpen-Express');
    expect(visibleText(after)).toBe(visibleText(before));
    expect(visibleText(after)).toContain('Grüße');
    expect(after.querySelector('h1')!.textContent).toBe('Über uns – Qualität 😀');
    expect(after.querySelector('p')!.getAttribute('title')).toBe('Süd');
    expect(after.querySelector('meta[name=description]')!.getAttribute('content')).toBe('Größte Auswahl – ab München');
  });

  it('escapes scripts as JavaScript and JSON read them: the same strings', () => {
    const ld = after.querySelector('script[type="application/ld+json"]')!.textContent!;
    expect(JSON.parse(ld)).toEqual({ name: 'Skitag Kitzbühel', offers: { priceCurrency: '€' } });
    const pushed: unknown[] = [];
    const flight = after.querySelectorAll('script')[1].textContent!;
    new Function('self', flight)({ __next_f: { push: (chunk: unknown) => pushed.push(chunk) } });
    expect(pushed).toEqual([[1, '5:["$","p",null,{"children":"Grüße – 😀"}]\n']]);
    const upper = after.querySelectorAll('script')[2].textContent!;
    const scope: { x?: string } = {};
    new Function('window', upper)(scope);
    expect(scope.x).toBe('ä');
  });

  it('escapes style elements for CSS', () => {
    expect(after.querySelector('style')!.textContent).toBe('.quote::before{content:"\\00201e"}');
  });

  it('returns an ASCII page as it is', () => {
    const plain = '<html><body><p>Hello</p><script>x="y"</script></body></html>';
    expect(asciiHtml(plain)).toBe(plain);
  });
});

describe('withAsciiPages', () => {
  class Store {
    saved: unknown[] = [];
    set(key: string, data: unknown, ctx?: object) {
      void ctx;
      this.saved.push(data);
      return Promise.resolve();
    }
  }

  it('stores a page as ASCII and everything else as it came', async () => {
    const store = new (withAsciiPages(Store))();
    const page = { kind: APP_PAGE_KIND, html: '<p>Grüße</p>', rscData: Buffer.from('ü'), status: 200 };
    const route = { kind: 'APP_ROUTE', body: Buffer.from('ü') };
    const fetchEntry = { kind: 'FETCH', data: { body: 'Grüße' } };
    await store.set('/de', page, {});
    await store.set('/api', route, {});
    await store.set('f', fetchEntry, {});
    expect(store.saved[0]).toEqual({ ...page, html: '<p>Gr&#xfc;&#xdf;e</p>' });
    expect(store.saved[1]).toBe(route);
    expect(store.saved[2]).toBe(fetchEntry);
  });

  it('passes the context on to the handler', async () => {
    const set = vi.fn((key: string, data: unknown, ctx?: object) => Promise.resolve(void [key, data, ctx]));
    const Handler = withAsciiPages(
      class {
        set(key: string, data: unknown, ctx?: object) {
          return set(key, data, ctx);
        }
      },
    );
    await new Handler().set('/de', { kind: APP_PAGE_KIND, html: 'ä' }, { tags: ['t'] });
    expect(set).toHaveBeenCalledWith('/de', { kind: APP_PAGE_KIND, html: '&#xe4;' }, { tags: ['t'] });
  });
});
