/**
 * spec §4/§6: routes flagged protected need a logged-in session, else the visitor goes to /auth.
 * The proxy only looks whether a session cookie is present (cheap, no database on every request);
 * the back office's layout and every server action then validate the session itself.
 */
export const SESSION_COOKIES = ['bo.session_token', '__Secure-bo.session_token'] as const;
export const PROTECTED_PREFIXES = ['/backoffice'] as const;

export function isProtectedPath(pathname: string): boolean {
  return PROTECTED_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

export function hasSessionCookie(cookies: { get(name: string): { value: string } | undefined }): boolean {
  return SESSION_COOKIES.some((name) => Boolean(cookies.get(name)?.value));
}

/** Where to go after sign-in: a protected path of this site, never another origin. */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return '/backoffice';
  const path = next.split(/[?#]/)[0];
  return isProtectedPath(path) ? next : '/backoffice';
}
