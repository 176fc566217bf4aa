/**
 * The security headers of every response, from one place (issue 12): proxy.ts sets them on every
 * page, route handler and refusal it sees; next.config.ts sets the static part on the build's own
 * files, which the proxy does not see.
 *
 * The script policy carries no nonce: the catalogue pages are rendered once and served from the
 * cache to everyone, so no per-request value can be in their HTML. Scripts come from this origin only
 * (and the configured consent script's); Next.js pins its own with subresource integrity
 * (`experimental.sri`, next.config.ts). Its inline data scripts are allowed here by 'unsafe-inline',
 * which the site's server replaces with the hashes of each page's inline scripts when the page goes
 * out (lib/edge/csp.mjs): a browser runs no inline script the server did not send. Only `next dev`,
 * which does not run behind that server, keeps 'unsafe-inline'.
 *
 * Who may frame what (frame-ancestors, X-Frame-Options) is decided per route:
 * - the trip frame and the trip check (/journeyframe, /Journeyverify) are made for partner sites to
 *   embed: any site may frame them;
 * - the payment flow (the sandbox provider's checkout, the return pages under /payment) runs inside
 *   the payment dialog's frame: this site only;
 * - everything else, the booking form and find-my-booking included: nobody.
 */

export type FrameAncestors = 'any' | 'self' | 'none';

const EMBEDDABLE = [/^\/journeyframe(?:\/|$)/, /^\/Journeyverify(?:\/|$)/];
const PAYMENT_FRAME = [/^\/sandbox\/checkout\//, /^\/payment\//];

export function frameAncestorsFor(pathname: string): FrameAncestors {
  if (EMBEDDABLE.some((pattern) => pattern.test(pathname))) return 'any';
  if (PAYMENT_FRAME.some((pattern) => pattern.test(pathname))) return 'self';
  return 'none';
}

/** Headers every response carries, whatever it is (also the build's static files). */
export const STATIC_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // The public site uses none of these; the payment frame may use the Payment Request API of this origin.
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), usb=(), browsing-topics=(), payment=(self)',
};

/**
 * The staff area, where this origin may use the camera: the driver's check-in page scans tickets
 * with it (issue 14). The policy is the document's, and the app moves within the staff area without
 * loading a new document (the sign-in on /auth leads on to the check-in page, the departures link to
 * it), so the whole area allows it, not only /backoffice/checkin.
 */
const CAMERA_AREA = [/^\/auth(?:\/|$)/, /^\/backoffice(?:\/|$)/];

/** The Permissions-Policy of a response: the static one, with the camera for this origin in the staff area. */
export function permissionsPolicyFor(pathname: string): string {
  const policy = STATIC_SECURITY_HEADERS['Permissions-Policy'];
  return CAMERA_AREA.some((pattern) => pattern.test(pathname)) ? policy.replace('camera=()', 'camera=(self)') : policy;
}

export interface PolicyInput {
  pathname: string;
  https: boolean;
  /** `next dev` evaluates code for its error overlay and talks to the dev server over a web socket. */
  development?: boolean;
  /**
   * Origins of the configured third parties (webcam, newsletter, image proxy, the remote booking
   * system and its payment pages), allowed as frame and image sources.
   */
  thirdParties?: readonly string[];
  /** Origins scripts may come from besides this one (the consent script, CONSENT_SCRIPT_URL). */
  scriptOrigins?: readonly string[];
}

const ancestors: Record<FrameAncestors, string> = { any: '*', self: "'self'", none: "'none'" };

/** The Content-Security-Policy of a page. Responses of route handlers (/api/…) get `apiPolicy`. */
export function contentSecurityPolicy(input: PolicyInput): string {
  const others = (input.thirdParties ?? []).join(' ');
  const directives = [
    "default-src 'self'",
    // No nonce (see above): this origin's scripts, the consent script's origin; 'unsafe-inline' becomes
    // the page's script hashes in lib/edge/csp.mjs.
    [
      "script-src 'self' 'unsafe-inline'",
      ...(input.scriptOrigins ?? []),
      ...(input.development ? ["'unsafe-eval'"] : []),
    ].join(' '),
    // React renders style attributes (seat map, progress bars); styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https: ${others}`.trim(),
    "font-src 'self' data:",
    `connect-src 'self'${input.development ? ' ws: wss:' : ''}`,
    // The payment dialog frames the provider's checkout (https, or a configured origin); the home page
    // the webcam and the newsletter sign-up.
    `frame-src 'self' https: ${others}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${ancestors[frameAncestorsFor(input.pathname)]}`,
    ...(input.https ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.join('; ');
}

/**
 * JSON, PDF and calendar answers run nothing (and `nosniff` keeps them from being read as anything
 * else); nobody frames them. No fetch directives: `object-src 'none'` can keep the browser's own PDF
 * viewer from showing the confirmation.
 */
export const API_CONTENT_SECURITY_POLICY = "frame-ancestors 'none'";

/** Every security header of one response of the proxy. */
export function securityHeaders(input: PolicyInput): Record<string, string> {
  const api = input.pathname.startsWith('/api/');
  const frame = api ? 'none' : frameAncestorsFor(input.pathname);
  return {
    ...STATIC_SECURITY_HEADERS,
    'Permissions-Policy': permissionsPolicyFor(input.pathname),
    'Content-Security-Policy': api ? API_CONTENT_SECURITY_POLICY : contentSecurityPolicy(input),
    ...(frame === 'none' && { 'X-Frame-Options': 'DENY' }),
    ...(frame === 'self' && { 'X-Frame-Options': 'SAMEORIGIN' }),
  };
}

/** The origin of a configured URL ('https://cam.example/live?x' → 'https://cam.example'), or undefined. */
export function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
