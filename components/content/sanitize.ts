/**
 * Article and trip descriptions arrive as HTML from the booking API (the built-in engine or a remote
 * system). Before it is rendered, everything that could run code is removed: script-like elements,
 * event-handler attributes, javascript:/data: URLs, inline frames except from an allowed host.
 */
const DROP_ELEMENTS =
  /<(script|style|iframe|object|embed|frame|frameset|applet|base|link|meta|form|noscript|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const DROP_SINGLE =
  /<\/?(script|style|iframe|object|embed|frame|frameset|applet|base|link|meta|form|noscript|template)\b[^>]*>/gi;
const EVENT_ATTRIBUTES = /\s+on[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi;
const STYLE_ATTRIBUTES = /\s+style\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi;
const UNSAFE_URLS =
  /\s+(href|src|xlink:href|action|formaction|srcset)\s*=\s*("\s*(?:javascript|vbscript|data):[^"]*"|'\s*(?:javascript|vbscript|data):[^']*'|(?:javascript|vbscript|data):[^\s>]*)/gi;

/** Attributes are cleaned inside tags only, so prose such as 'online = einfach' stays as it is. */
function cleanTag(tag: string): string {
  const cleaned = tag.replace(EVENT_ATTRIBUTES, '').replace(STYLE_ATTRIBUTES, '').replace(UNSAFE_URLS, '');
  return /^<a\b/i.test(cleaned) && /\btarget\s*=\s*["']?_blank/i.test(cleaned) && !/\brel\s*=/i.test(cleaned)
    ? cleaned.replace(/^<a\b/i, '<a rel="noopener noreferrer"')
    : cleaned;
}

export function sanitizeHtml(html: string): string {
  return html
    .replace(DROP_ELEMENTS, '')
    .replace(DROP_SINGLE, '')
    .replace(/<[a-z][^>]*>/gi, cleanTag);
}
