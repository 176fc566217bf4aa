/**
 * HTML that comes from the booking API (trip intros and descriptions, articles, testimonials), from the
 * built-in engine's database or from the operator's system, is data: it is cleaned here, once, where
 * it enters the site model (lib/api/reshape), and components render it as it is.
 *
 * sanitize-html rather than hand-written rules: it parses the markup with htmlparser2 the way a
 * browser tokenises it (entities, slashes for spaces, unquoted and broken attributes), then rebuilds
 * it from an allow-list, so what is not named below cannot come through. A regex filter lets
 * `<img/onerror=…>` and `href="&#106;avascript:…"` pass; a DOM-based one (DOMPurify) needs a DOM on
 * the server (jsdom) for every page render. It is maintained (Apostrophe) and runs on the server only.
 */
import sanitize from 'sanitize-html';

/** What the demo catalogue's articles and trip texts use (lib/db/demo) and RichText typesets. */
const ALLOWED_TAGS = [
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'span',
  'div',
  'blockquote',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'details',
  'summary',
  'figure',
  'figcaption',
  'a',
  'img',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
];

const HEADING_ANCHOR = ['id'];

/**
 * An anchor id that cannot shadow a global the page's scripts read: an element's id becomes a
 * property of `window` (`id="__next_f"` would break hydration), so lower-case words and hyphens only.
 */
const SAFE_ID = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

const withSafeId: sanitize.Transformer = (tagName, attribs) => {
  const kept = { ...attribs };
  if (kept.id !== undefined && !SAFE_ID.test(kept.id)) delete kept.id;
  return { tagName, attribs: kept };
};

const OPTIONS: sanitize.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    // in-page anchors of an article's table of contents (`<h2 id="kontakt">`)
    h2: HEADING_ANCHOR,
    h3: HEADING_ANCHOR,
    h4: HEADING_ANCHOR,
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  // Only these schemes, on every URL attribute (href, src); relative URLs stay.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // A disallowed element goes with its content when that content is code or a document of its own.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'title', 'xmp', 'noembed', 'iframe'],
  transformTags: {
    // A link that opens a new window must not reach back into the site (window.opener).
    a: (tagName, attribs) => {
      if (attribs.target === '_blank') return { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } };
      const kept = { ...attribs };
      delete kept.target;
      return { tagName, attribs: kept };
    },
    h2: withSafeId,
    h3: withSafeId,
    h4: withSafeId,
  },
};

/** The HTML of a text from the booking API with everything that could run code removed. */
export function sanitizeContentHtml(html: string): string {
  return sanitize(html, OPTIONS);
}
