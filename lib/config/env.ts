/**
 * Environment configuration, validated once at start-up (taxonomy/dub style): a wrong setting fails
 * loudly here, not deep in a request. Every variable is documented in `.env.example`.
 */
import { z } from 'zod';

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())
  .optional();
const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

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
  SITE_URL: z.string().default('http://localhost:3000'),
  CUSTOMER_ID: z.coerce.number().int().default(1000),
  PAGE_SIZE: z.coerce.number().int().min(1).max(100).default(12),
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('Alpen-Express Reisen <buchung@alpenexpress.example>'),
  OPERATOR_EMAIL: z.string().default('service@alpenexpress.example'),
  OPERATOR_PHONE: z.string().default('+49 89 1234 5670'),
  COMPARISON_HOST: optionalString,
  PAYMENT_PROVIDER: z.enum(['sandbox']).default('sandbox'),
  PAYMENT_WINDOW_HOURS: z.coerce.number().positive().default(24),
  SECRET: optionalString,
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

/** For tests that change the environment between cases. */
export function resetEnvCache(): void {
  cached = undefined;
}
