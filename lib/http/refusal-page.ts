/**
 * The page a visitor sees when the proxy refuses a request (lib/http/boundary): a short text in their
 * language with the way home, answered with the refusal's status. Plain HTML: nothing of the app has
 * run for this request, and nothing of it should.
 */
import de from '../../messages/de.json';
import en from '../../messages/en.json';
import hr from '../../messages/hr.json';
import { negotiateLocale } from '../i18n/locales';
import type { Refusal } from './boundary';

const texts = (messages: typeof de) => ({ ...messages.refusal, backHome: messages.error.backHome });
const TEXTS = { de: texts(de), en: texts(en), hr: texts(hr) };

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function refusalPage(refusal: Refusal, localeCookie: string | undefined, acceptLanguage: string | null) {
  const locale = negotiateLocale(localeCookie, acceptLanguage);
  const t = TEXTS[locale];
  const [title, text] =
    refusal.status === 413
      ? [t.tooLargeTitle, t.tooLargeText]
      : refusal.status === 403
        ? [t.forbiddenTitle, t.forbiddenText]
        : [t.badRequestTitle, t.badRequestText];
  const html = `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#1a1a1a">
<main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="/" style="color:#ba2819">${escapeHtml(t.backHome)}</a></p></main>
</body>
</html>
`;
  return new Response(html, {
    status: refusal.status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
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
