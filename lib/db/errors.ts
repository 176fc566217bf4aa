/**
 * What a database failure means for the caller. "Unavailable" is the database being away (refused,
 * reset, timed out, shutting down, starting up, out of connections): the visitor gets 503 with a
 * retry hint and tries again. Anything else is a fault of the query (a bug) and stays a 500.
 */

/** Node's socket errors and PostgreSQL's SQLSTATEs that mean "the server is not there right now". */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTCONN',
  // the PGlite folder is held by another process (a restart overlapping the old one): wait and retry
  'EDATADIRLOCKED',
  // 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now, 53300 too_many_connections
  '57P01',
  '57P02',
  '57P03',
  '53300',
  // 40001/40P01 are retried inside the engine; a connection lost in a transaction is 08xxx
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '08007',
]);

const UNAVAILABLE_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /connection (?:is )?(?:closed|ended|refused|lost)/i,
  /Client has encountered a connection error/i,
  /Cannot use a pool after calling end/i,
  /the database system is (?:starting up|shutting down|in recovery mode)/i,
  /terminating connection/i,
];

/** The error, or one it wraps (`cause`, AggregateError's `errors`), says the database is away. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const e = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === 'string' && UNAVAILABLE_CODES.has(e.code)) return true;
  if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.some((re) => re.test(e.message as string))) return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}
