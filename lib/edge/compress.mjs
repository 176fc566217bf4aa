/**
 * Compression of every answer, below the script policy (lib/edge/csp.mjs): that layer hashes the
 * inline scripts of an HTML answer, so it must see the bytes before they are compressed. Next.js's
 * own compression runs inside its handler, above any wrapper of the edge, and is off
 * (`compress: false`, next.config.ts).
 *
 * The `compression` middleware (expressjs), the one Next.js bundles, in its current version: it
 * negotiates Accept-Encoding (br at quality 4, gzip, deflate), sets `Vary`, leaves small, already
 * encoded, `no-transform`, HEAD and non-compressible answers alone, and supports `res.flush()`,
 * which Next.js calls while it streams.
 */
import compression from 'compression';

const compress = compression();

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function withCompression(req, res) {
  // @ts-expect-error: the middleware is typed for Express's request and response, a superset of Node's
  compress(req, res, () => {});
}
