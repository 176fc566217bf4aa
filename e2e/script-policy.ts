import { expect, type Page, type Response } from '@playwright/test';

declare global {
  interface Window {
    /** The canary each payload of tests/helpers/xss-cheat-sheet would set if it ran. */
    __xss?: unknown;
    /** Every `securitypolicyviolation` the page saw: directive, blocked URI, sample. */
    __cspViolations?: string[];
  }
}

/**
 * Records, from before the page's first script, every Content-Security-Policy violation (the event)
 * and every CSP error the browser logs. Returns the list the page's console adds to.
 */
export async function watchScriptPolicy(page: Page): Promise<string[]> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations!.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  const logged: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) logged.push(message.text());
  });
  return logged;
}

/** The violations the current document recorded (the event) plus the console's CSP errors so far. */
export async function violations(page: Page, logged: string[]): Promise<string[]> {
  return [...((await page.evaluate(() => window.__cspViolations)) ?? []), ...logged];
}

/** script-src of a page's policy: hashes of its inline scripts, no 'unsafe-inline'. */
export function expectHashedScriptPolicy(response: Response | null): void {
  expect(response, 'the page answered').not.toBeNull();
  const policy = response!.headers()['content-security-policy'] ?? '';
  const scriptSrc = policy.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
  expect(scriptSrc, policy).toContain("'self'");
  expect(scriptSrc, policy).not.toContain("'unsafe-inline'");
  expect(scriptSrc, policy).toMatch(/'sha256-[A-Za-z0-9+/]+=*'/);
}
