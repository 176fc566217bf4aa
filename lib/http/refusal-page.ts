/**
 * The page a visitor sees when the proxy refuses a request (lib/http/boundary), or while the database
 * is away: a short text in their language with the way home, answered with the refusal's status.
 * Plain HTML: nothing of the app has run for this request, and nothing of it should. The booking
 * documents' route handlers answer their refusals (404, 410, 429) to a browser with the same kind of page.
 */
import de from '../../messages/de.json';
import en from '../../messages/en.json';
import hr from '../../messages/hr.json';
import { LOCALE_COOKIE, negotiateLocale } from '../i18n/locales';
import type { Refusal } from './boundary';

const texts = (messages: typeof de) => ({
  ...messages.refusal,
  backHome: messages.error.backHome,
  document: messages.documentLink,
  unavailableTitle: messages.error.unavailableTitle,
  unavailableText: messages.error.unavailableText,
});
const TEXTS = { de: texts(de), en: texts(en), hr: texts(hr) };

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function plainHtml(locale: string, title: string, text: string, backHome: string): string {
  return `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#1a1a1a">
<main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="/" style="color:#ba2819">${escapeHtml(backHome)}</a></p></main>
</body>
</html>
`;
}

/** A short page in the visitor's language: title, text and the way home. */
function plainPage(status: number, locale: keyof typeof TEXTS, title: string, text: string, headers: HeadersInit = {}) {
  return new Response(plainHtml(locale, title, text, TEXTS[locale].backHome), {
    status,
    headers: { 'cache-control': 'no-store', ...headers, 'content-type': 'text/html; charset=utf-8' },
  });
}

export function refusalPage(refusal: Refusal, localeCookie: string | undefined, acceptLanguage: string | null) {
  const locale = negotiateLocale(localeCookie, acceptLanguage);
  const t = TEXTS[locale];
  const [title, text] =
    refusal.status === 413
      ? [t.tooLargeTitle, t.tooLargeText]
      : refusal.status === 403
        ? [t.forbiddenTitle, t.forbiddenText]
        : [t.badRequestTitle, t.badRequestText];
  return plainPage(refusal.status, locale, title, text);
}

/** Read from the Cookie header, where no Next.js cookie API is at hand (a route handler's Request). */
function localeCookieOf(request: Request): string | undefined {
  const cookie = request.headers.get('cookie') ?? '';
  return new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`).exec(cookie)?.[1];
}

/**
 * A booking document link that cannot be served (issue 26), for a visitor's browser: 404 (no such
 * booking), 410 (cancelled or long over) or 429 (fetched too often, with the wait).
 */
export function documentLinkPage(
  request: Request,
  answer: { status: 404 | 410 } | { status: 429; retryAfterSeconds: number },
  headers: Record<string, string> = {},
) {
  const locale = negotiateLocale(localeCookieOf(request), request.headers.get('accept-language'));
  const t = TEXTS[locale].document;
  if (answer.status === 429) {
    const minutes = String(Math.max(1, Math.ceil(answer.retryAfterSeconds / 60)));
    return plainPage(429, locale, t.tooManyTitle, t.tooManyText.replace('{minutes}', minutes), {
      ...headers,
      'retry-after': String(answer.retryAfterSeconds),
    });
  }
  return answer.status === 410
    ? plainPage(410, locale, t.goneTitle, t.goneText, headers)
    : plainPage(404, locale, t.notFoundTitle, t.notFoundText, headers);
}

/**
 * The page of every page address while the database is away (the site's edge answers with it,
 * lib/edge/faults.mjs, which adds `Retry-After`): 503, try again in a while. No script, no style sheet, nothing framed.
 */
export function unavailablePage(localeCookie: string | undefined, acceptLanguage: string | undefined) {
  const locale = negotiateLocale(localeCookie, acceptLanguage ?? null);
  const t = TEXTS[locale];
  return {
    status: 503,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-language': locale,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'content-security-policy':
        "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    },
    body: plainHtml(locale, t.unavailableTitle, t.unavailableText, t.backHome),
  };
}

const STAFF_TEXTS = { de: de.backoffice.forbidden, en: en.backoffice.forbidden, hr: hr.backoffice.forbidden };

/**
 * A back-office page the staff member has no right to (issue 27): 403 with the words and a <title>,
 * readable without JavaScript, and the way back to the dashboard.
 */
export function staffForbiddenPage(localeCookie: string | undefined, acceptLanguage: string | null) {
  const locale = negotiateLocale(localeCookie, acceptLanguage);
  const t = STAFF_TEXTS[locale];
  const html = `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(t.title)}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#1a1a1a">
<main><h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t.text)}</p><p><a href="/backoffice" style="color:#ba2819">${escapeHtml(t.back)}</a></p></main>
</body>
</html>
`;
  return new Response(html, {
    status: 403,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-store' },
  });
}
