/**
 * The names the edge (lib/edge/client.mjs) and the app (lib/http/client.ts) share, in a module of
 * their own so the app's bundle takes no more of the edge than these.
 */

/** The request header that carries the edge's per-process token; a client's own copy is deleted. */
export const EDGE_HEADER = 'x-site-edge';
/** The environment variable the edge publishes its token in, for the app in the same process. */
export const EDGE_TOKEN_VARIABLE = 'SITE_EDGE_TOKEN';
/** The environment variable server.mjs publishes its own address in (server-to-server URLs). */
export const INTERNAL_ORIGIN_VARIABLE = 'SITE_INTERNAL_ORIGIN';
