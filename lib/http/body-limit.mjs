/**
 * The largest request body anything of the site reads: a booking with ten travellers is a few
 * kilobytes. One constant for the server's edge (lib/edge/body.mjs, plain JavaScript), the request
 * boundary (./boundary), server actions and the proxy's body buffer (next.config.ts).
 */
export const MAX_BODY_BYTES = 1024 * 1024;
