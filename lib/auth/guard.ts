/** spec §4/§6: routes flagged protected need a logged-in session, else the visitor goes to /auth. */
export const SESSION_COOKIE = 'bo_session';
export const PROTECTED_PREFIXES = ['/backoffice'] as const;

export function isProtectedPath(pathname: string): boolean {
  return PROTECTED_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
