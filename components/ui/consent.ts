/**
 * The visitor's consent for mail marketing (spec §2): cookie `consent_mail=1`, set by the consent
 * manager or by the newsletter dialog's own consent button; kept 365 days.
 */
export const MAIL_CONSENT_COOKIE = 'consent_mail';

export function hasMailConsent(cookie: string = typeof document === 'undefined' ? '' : document.cookie): boolean {
  return cookie.split(';').some((part) => part.trim() === `${MAIL_CONSENT_COOKIE}=1`);
}

// Who wants to know when this site gives the consent (the consent manager's own cookie is read on render).
const listeners = new Set<() => void>();

export function subscribeMailConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function giveMailConsent(): void {
  document.cookie = `${MAIL_CONSENT_COOKIE}=1; max-age=${365 * 24 * 60 * 60}; path=/; SameSite=Lax`;
  listeners.forEach((listener) => listener());
}
