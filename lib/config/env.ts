/**
 * Environment configuration, validated once at start-up (taxonomy/dub style): a wrong setting fails
 * loudly here, not deep in a request. Every variable is documented in `.env.example`.
 */
import { z } from 'zod';
import { INTERNAL_ORIGIN_VARIABLE } from '../edge/names.mjs';

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())
  .optional();
/** A configured SECRET must have at least this many characters … */
const SECRET_MIN_LENGTH = 32;
/** … and this many different ones ('xxxx…', '1212…' and a repeated word are not keys). */
const SECRET_MIN_DISTINCT = 10;

/** Whether `secret` is fit to be the site's key: long, and not a repetition of a few characters. */
export function isStrongSecret(secret: string): boolean {
  return secret.length >= SECRET_MIN_LENGTH && new Set(secret).size >= SECRET_MIN_DISTINCT;
}

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();
/** A number of seconds, 1 to an hour; unset or empty: undefined. */
const optionalSeconds = optionalString.pipe(
  z
    .string()
    .optional()
    .transform((v) => (v === undefined ? undefined : Number(v)))
    .pipe(z.number().int().min(1).max(3600).optional()),
);

/** A query parameter written `name=value`, e.g. `key=s3cret`. */
const accessParam = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_.~-]+=[^&\s]+$/, 'expected name=value, e.g. key=s3cret')
      .optional(),
  )
  .optional();

const envSchema = z.object({
  API_BASE_URL: optionalUrl,
  API_BOOKING_SEGMENT: z.string().default('booking'),
  API_PAYMENTS_SEGMENT: z.string().default('payments'),
  API_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
  /** spec §7: the fixed access parameter of `sitzplatz` and `zustieg`, as `name=value`. */
  API_ACCESS_PARAM: accessParam,
  /** What writes through the engine's contract server (/api/v1) must carry; unset: they are refused. */
  CONTRACT_ACCESS_PARAM: accessParam,
  DATABASE_URL: optionalString,
  /** Redis for the rate limits shared by all instances (unset: PostgreSQL when DATABASE_URL is set, else memory). */
  REDIS_URL: optionalString,
  DATA_DIR: z.string().default('.data'),
  /** The public origin. Unset: links are made from each request's own (allowed) origin (lib/http/origin). */
  SITE_URL: optionalUrl,
  /**
   * The proxies in front of the site whose X-Forwarded-For/-Host/-Proto count (lib/edge/client.mjs):
   * a number of hops, or addresses/CIDR ranges, comma-separated. Unset: none, the socket's peer is the client.
   */
  TRUSTED_PROXIES: optionalString,
  /**
   * The host names the site answers for (`.example.com`: the domain and its subdomains; `*`: any);
   * others get 400. Unset: SITE_URL's host, loopback and this machine's own names and addresses.
   */
  ALLOWED_HOSTS: optionalString,
  CUSTOMER_ID: z.coerce.number().int().default(1000),
  PAGE_SIZE: z.coerce.number().int().min(1).max(100).default(12),
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('Alpen-Express Reisen <buchung@alpenexpress.example>'),
  OPERATOR_EMAIL: z.string().default('service@alpenexpress.example'),
  OPERATOR_PHONE: z.string().default('+49 89 1234 5670'),
  COMPARISON_HOST: optionalString,
  PAYMENT_PROVIDER: z.enum(['sandbox']).default('sandbox'),
  PAYMENT_WINDOW_HOURS: z.coerce.number().positive().default(24),
  /**
   * Days after a trip's return during which its booking links (PDF, calendar file, the booking's page,
   * the pay link) still work; a cancelled booking's stop at once (lib/engine/token-lifetime).
   */
  TOKEN_DAYS_AFTER_RETURN: z.coerce.number().int().min(0).max(3650).default(90),
  /**
   * Multiplies the per-client abuse limits (holds per client address, rate limits). 1 in production;
   * the browser tests raise it, because every test browser shares the one address 127.0.0.1.
   */
  ABUSE_LIMIT_FACTOR: z.coerce.number().min(1).default(1),
  /**
   * Remote mode: seconds a cached catalogue answer (and the page showing it) is served before it is
   * read again from the booking system, which tells this site nothing about its changes.
   * SITE_DATA_TTL is the former name, still read when this one is unset.
   */
  REMOTE_CACHE_SECONDS: optionalSeconds,
  SITE_DATA_TTL: optionalSeconds,
  /** Unset: generated into DATA_DIR (lib/secret). Set: strong enough to sign tokens and sessions. */
  SECRET: optionalString.refine((v) => v === undefined || isStrongSecret(v), {
    message:
      `too weak: use at least ${SECRET_MIN_LENGTH} random characters (e.g. \`openssl rand -hex 32\`), ` +
      'or leave SECRET unset to have one generated into DATA_DIR',
  }),
  WEATHER_URL: optionalUrl,
  WEBCAM_URL: optionalUrl,
  NEWSLETTER_URL: optionalUrl,
  CONSENT_SCRIPT_URL: optionalUrl,
  IMAGE_PROXY_URL: optionalUrl,
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

/** The validated environment. Read lazily so tests can set variables before first use. */
export function env(): Env {
  if (!cached) {
    const parsed = envSchema.safeParse(process.env);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
      throw new Error(`Invalid configuration: ${problems}`);
    }
    cached = parsed.data;
  }
  return cached;
}

/**
 * Remote mode: the site runs on the operator's booking system at API_BASE_URL. It is stateless then:
 * no database is opened and no data folder is created (the operator's system books, mails and
 * takes the payments).
 */
export function isRemoteMode(): boolean {
  return Boolean(env().API_BASE_URL);
}

/**
 * The site's address where no request tells it (background jobs: the expiry sweep's mails, the
 * outbox's attachments of old rows) and for what the server sends to itself (the sandbox provider's
 * payment push): SITE_URL, else this server's own address as server.mjs published it, else its port
 * on localhost. Never a host named by a request. Requests' links use lib/http/origin instead.
 */
export function fallbackSiteUrl(): string {
  const configured = env().SITE_URL;
  if (configured) return configured.replace(/\/+$/, '');
  return process.env[INTERNAL_ORIGIN_VARIABLE] || `http://localhost:${process.env.PORT || 3000}`;
}

/**
 * Start-up advice for a production server without SITE_URL (instrumentation.ts): its links then
 * follow each request's Host header, and background jobs can only guess the address.
 */
export function siteUrlWarning(): string | undefined {
  if (env().SITE_URL || process.env.NODE_ENV !== 'production') return undefined;
  return (
    `[config] SITE_URL is not set: links in mails, PDFs and payment return URLs use each request's own ` +
    `origin (a Host the edge allowed: ALLOWED_HOSTS), background jobs use ${fallbackSiteUrl()}. Set SITE_URL to the public origin.`
  );
}

/** For tests that change the environment between cases. */
export function resetEnvCache(): void {
  cached = undefined;
}
