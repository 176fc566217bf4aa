/**
 * The server's structured log (pino, JSON lines on stdout). Two rules hold for every line:
 *
 * - No secrets and no personal data. pino's `redact` removes the known fields (tokens, e-mail, phone,
 *   birthday, names, addresses, cookies, passwords, query parameters of database errors) wherever
 *   they sit in the object, and every string that is written (messages, error texts, stacks) is
 *   scrubbed of e-mail addresses, token-like strings, dates and phone numbers. A database error is
 *   logged by its SQLSTATE and its own message only: the failed query with its parameters (which
 *   held the booking's token, e-mail, phone and birthdays) never reaches the log.
 * - Bounded volume. `logError` writes a given problem (its `key`) at most once per window and then
 *   says how many were suppressed, and stacks are cut to a few frames, so an outage writes a few
 *   lines a minute instead of megabytes of stacks.
 */
import pino, { type DestinationStream, type Logger } from 'pino';

/** Field names whose values are never logged, at any depth. */
const SENSITIVE_KEYS = [
  'token',
  'email',
  'mail',
  'to',
  'phone',
  'mobile',
  'birthday',
  'firstname',
  'lastname',
  'name',
  'street',
  'street_nr',
  'zip',
  'city',
  'iban',
  'password',
  'secret',
  'cookie',
  'authorization',
  'params',
  'parameters',
  'values',
  'detail',
  'where',
  'query',
  'form',
  'payer',
  'args',
  'argsCustomer',
];

const SENSITIVE = new Set(SENSITIVE_KEYS.map((k) => k.toLowerCase()));
const CENSOR = '[redacted]';
const STACK_FRAMES = 6;

/**
 * The configured secrets as they may appear in text: the access parameters (`name=value`, whole and
 * the value alone, also percent-encoded as in a URL), SECRET, and the passwords in the database,
 * Redis and SMTP URLs. Read from the environment itself (not the validated config, which may throw),
 * recomputed only when it changes.
 */
const SECRET_VARIABLES = [
  'CONTRACT_ACCESS_PARAM',
  'API_ACCESS_PARAM',
  'SECRET',
  'SMTP_URL',
  'DATABASE_URL',
  'REDIS_URL',
];
let knownSecrets: { key: string; values: string[] } = { key: '', values: [] };

function secretsOf(name: string, raw: string): string[] {
  const value = raw.trim();
  if (!value) return [];
  if (name.endsWith('_URL')) {
    try {
      const password = decodeURIComponent(new URL(value).password);
      return password ? [password] : [];
    } catch {
      return [];
    }
  }
  if (name.endsWith('ACCESS_PARAM')) {
    const at = value.indexOf('=');
    return at > 0 ? [value, value.slice(at + 1)] : [value];
  }
  return [value];
}

function configuredSecrets(): string[] {
  const key = SECRET_VARIABLES.map((name) => process.env[name] ?? '').join('\u0000');
  if (key !== knownSecrets.key) {
    const values = SECRET_VARIABLES.flatMap((name) => secretsOf(name, process.env[name] ?? ''))
      // a value of a character or two would blot out half of every line, and guards nothing
      .filter((value) => value.length >= 4)
      .flatMap((value) => [value, encodeURIComponent(value)]);
    // longest first: 'key=s3cret' goes whole before 's3cret' alone
    knownSecrets = { key, values: [...new Set(values)].sort((a, b) => b.length - a.length) };
  }
  return knownSecrets.values;
}

/** The configured secrets out of any text, whoever wrote it (see `routeConsoleToLog`). */
export function redactSecrets(text: string): string {
  let out = text;
  for (const secret of configuredSecrets()) if (out.includes(secret)) out = out.split(secret).join(CENSOR);
  return out;
}

/**
 * Free text (messages, error texts, stacks): configured secrets, the values of URL query parameters
 * (access parameters, tokens), e-mail addresses, token-like strings, dates and phone numbers out.
 */
export function scrubText(text: string): string {
  return (
    redactSecrets(text)
      // a URL's query values (`/api/v1/x?key=s3cret&token=…`): names stay, values go
      .replace(/([?&][A-Za-z0-9_.~%[\]-]+=)[^&\s"'#<>]+/g, '$1[redacted]')
      // a failed query's text and parameters: "Failed query: insert … params: a,b,c"
      .replace(/\bparams:[\s\S]*$/i, 'params: [redacted]')
      .replace(/[^\s@<>()[\]"',;:]+@[^\s@<>()[\]"',;:]+\.[A-Za-z]{2,}/g, '[email]')
      // tokens, keys, hashes: long runs of letters, digits, '-' and '_' (with a digit, or 32+ long)
      .replace(/(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{20,}(?![A-Za-z0-9_-])/g, (run) =>
        /\d/.test(run) || run.length >= 32 ? '[token]' : run,
      )
      // dates (birthdays): 1990-05-17, 17.05.1990
      .replace(/\b\d{4}-\d{2}-\d{2}\b(?!T\d)/g, '[date]')
      // (not three groups inside an IPv4 address: '198.18.25.33' is a client address, kept for the limits' log)
      .replace(/(?<!\d\.)\b\d{1,2}\.\d{1,2}\.\d{2,4}\b(?!\.\d)/g, '[date]')
      // phone numbers: '+49 89 1234567', '0171/1234567'
      .replace(/(?:\+|\b00|\b0)\d[\d\s/().-]{6,}\d/g, '[phone]')
  );
}

function cutStack(stack: string): string {
  const lines = stack.split('\n');
  const frames = lines.filter((l) => /^\s+at /.test(l));
  const head = lines.filter((l) => !/^\s+at /.test(l)).slice(0, 2);
  const more = frames.length > STACK_FRAMES ? [`    … ${frames.length - STACK_FRAMES} more frames`] : [];
  return scrubText([...head, ...frames.slice(0, STACK_FRAMES), ...more].join('\n'));
}

/** What a log line says about an error: its kind, SQLSTATE or errno, scrubbed message and a short stack. */
export function describeError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: scrubText(String(error)).slice(0, 500) };
  const e = error as Error & { code?: unknown; errno?: unknown; cause?: unknown; kind?: unknown };
  // drizzle wraps the driver's error as "Failed query: <sql> params: <values>": the cause says what went wrong.
  const isQueryError = e.name === 'DrizzleQueryError' || /^Failed query:/.test(e.message);
  const out: Record<string, unknown> = {
    type: e.name,
    message: isQueryError ? 'database query failed' : scrubText(e.message).slice(0, 500),
  };
  if (typeof e.code === 'string' || typeof e.code === 'number') out.code = e.code;
  if (typeof e.kind === 'string') out.kind = e.kind;
  if (e.stack && depth === 0) {
    // a query error's stack starts with the query and its parameters: only the frames are kept
    const frames = e.stack
      .split('\n')
      .filter((l) => /^\s+at /.test(l))
      .join('\n');
    out.stack = isQueryError ? cutStack(`${e.name}: database query failed\n${frames}`) : cutStack(e.stack);
  }
  if (e.cause !== undefined && depth < 3) out.cause = describeError(e.cause, depth + 1);
  return out;
}

/** Deep copy with sensitive keys censored and every string scrubbed (errors → describeError). */
function scrubValue(value: unknown, depth = 0): unknown {
  if (value instanceof Error) return describeError(value);
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth > 6) return '[deep]';
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => scrubValue(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    out[key] = SENSITIVE.has(key.toLowerCase()) ? CENSOR : scrubValue(v, depth + 1);
  }
  return out;
}

const LEVELS = new Set(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent']);

function keepDescribed(value: unknown): unknown {
  return value instanceof Error ? describeError(value) : value;
}

function createLogger(destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    // tests keep their output clean, unless they capture the log (then everything from info up)
    level: LEVELS.has(process.env.LOG_LEVEL ?? '')
      ? process.env.LOG_LEVEL
      : destination
        ? 'info'
        : process.env.NODE_ENV === 'test'
          ? 'silent'
          : 'info',
    base: { pid: process.pid },
    // The known fields, by path (pino's redaction); `formatters.log` catches them at any depth.
    redact: {
      paths: [...SENSITIVE_KEYS, ...SENSITIVE_KEYS.map((k) => `*.${k}`)],
      censor: CENSOR,
    },
    // `formatters.log` runs first and turns errors into `describeError`'s plain objects; pino's own
    // error serializer would then copy every property of the error (a query's `params` too): not here.
    formatters: { log: (object) => scrubValue(object) as Record<string, unknown> },
    serializers: { err: keepDescribed, error: keepDescribed },
    hooks: {
      logMethod(args, method) {
        // the message string too: `log.info('…', …)`
        method.apply(this, args.map((a) => (typeof a === 'string' ? scrubText(a) : a)) as Parameters<typeof method>);
      },
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

const globalForLog = globalThis as unknown as { __siteLog?: Logger };

/** The process's logger. */
export function logger(): Logger {
  globalForLog.__siteLog ??= createLogger();
  return globalForLog.__siteLog;
}

/** TEST ONLY: send the log to `destination` (a capture), or back to stdout with `undefined`. */
export function setLogDestination(destination: DestinationStream | undefined): void {
  globalForLog.__siteLog = createLogger(destination);
  windows.clear();
}

const WINDOW_MS = 60_000;
const windows = new Map<string, { until: number; suppressed: number }>();

/**
 * The time for the once-per-minute bound. Not `Date.now()`: a page that is prerendered for the cache
 * may not read the clock while it renders (Next.js Cache Components), and a failed read it logs would
 * then fail the page.
 */
function wallClockMs(): number {
  return performance.timeOrigin + performance.now();
}

/**
 * An error, at most once per minute for the same `key` (e.g. 'db.unreachable', 'mail.delivery'):
 * repeats inside the window are only counted, and the next line reports how many were left out.
 */
export function logError(key: string, message: string, error?: unknown, extra: Record<string, unknown> = {}): void {
  const now = wallClockMs();
  const window = windows.get(key);
  if (window && now < window.until) {
    window.suppressed++;
    return;
  }
  if (windows.size > 1000) windows.clear();
  windows.set(key, { until: now + WINDOW_MS, suppressed: 0 });
  logger().error(
    {
      key,
      ...extra,
      ...(error !== undefined && { err: error }),
      ...(window && window.suppressed > 0 && { suppressed: window.suppressed }),
    },
    message,
  );
}

/** The first line of a console message, scrubbed and cut, as the key that bounds its repeats. */
function consoleKey(level: string, args: unknown[]): string {
  const first = args.find((a) => a instanceof Error) ?? args[0];
  const text = first instanceof Error ? `${first.name}: ${String(describeError(first).message)}` : String(first);
  return `console.${level}.${scrubText(text.split('\n')[0]).slice(0, 120)}`;
}

function consoleMessage(args: unknown[]): { message: string; error?: unknown } {
  const error = args.find((a) => a instanceof Error);
  const message = args
    .filter((a) => !(a instanceof Error))
    .map((a) => (typeof a === 'string' ? a : JSON.stringify(scrubValue(a))))
    .join(' ')
    .slice(0, 1000);
  return { message: message || (error instanceof Error ? error.name : 'console'), error };
}

/**
 * What bypasses the console: Next.js writes some lines to process.stdout and process.stderr itself,
 * and `console.log`/`console.info` (Next.js's `Log.info`, `Log.event`) are not routed. Whatever is
 * written to either stream passes `redactSecrets` on its way out. (pino writes to its own file
 * descriptor, its lines are scrubbed before.)
 */
function redactStreams(): void {
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream) as (...args: unknown[]) => boolean;
    stream.write = ((chunk: unknown, ...rest: unknown[]) => {
      if (typeof chunk === 'string') return write(redactSecrets(chunk), ...rest);
      if (chunk instanceof Uint8Array) {
        const text = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString('utf8');
        const redacted = redactSecrets(text);
        if (redacted !== text) return write(redacted, ...rest.filter((arg) => typeof arg === 'function'));
      }
      return write(chunk, ...rest);
    }) as typeof stream.write;
  }
}

/**
 * Sends `console.error` and `console.warn` of the server process (Next.js logs every failed page
 * and action there, with the whole error, and its warnings, e.g. a request body over the limit with
 * the request's URL) through this log: scrubbed (secrets, query values, personal data), and the same
 * message at most once a minute; and filters the rest of stdout and stderr for secrets
 * (`redactStreams`). Called once at server start (instrumentation.ts).
 */
export function routeConsoleToLog(): void {
  const target = console as Console & { __routedToLog?: boolean };
  if (target.__routedToLog) return;
  target.__routedToLog = true;
  redactStreams();
  console.error = (...args: unknown[]) => {
    const { message, error } = consoleMessage(args);
    logError(consoleKey('error', args), message, error);
  };
  console.warn = (...args: unknown[]) => {
    const { message, error } = consoleMessage(args);
    logWarn(consoleKey('warn', args), message, error === undefined ? {} : { err: error });
  };
}

/** A warning, with the same once-per-minute bound per key. */
export function logWarn(key: string, message: string, extra: Record<string, unknown> = {}): void {
  const now = wallClockMs();
  const window = windows.get(`warn:${key}`);
  if (window && now < window.until) {
    window.suppressed++;
    return;
  }
  windows.set(`warn:${key}`, { until: now + WINDOW_MS, suppressed: 0 });
  logger().warn({ key, ...extra, ...(window && window.suppressed > 0 && { suppressed: window.suppressed }) }, message);
}
