/**
 * The limits of what a request may hold, in plain JavaScript: the server's edge (lib/edge/body.mjs)
 * reads them as well as the request boundary (./boundary, ./input) and next.config.ts.
 */

/**
 * The largest request body anything of the site reads: a booking with ten travellers is a few
 * kilobytes. Server actions and the proxy's body buffer (next.config.ts) use the same limit.
 */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * How deep any input may nest: a booking form is five levels deep (form.teilnehmer.0.leistungen.0),
 * a contract request less. Deeper data is no input of the site; a walk over it (a check, a schema, a
 * decoder) must not be the thing that decides how deep the stack goes.
 */
export const MAX_INPUT_DEPTH = 32;
