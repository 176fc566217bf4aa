/**
 * What the booking form's server actions answer. A server action must not throw at the browser (its
 * message would be hidden in production and the form could not tell bad input from a failure), so
 * each one answers either its data or a translated message, with the fields at fault for bad input.
 */
export interface FieldProblem {
  /** Dotted path into the request, e.g. 'form.main.email'. */
  path: string;
  /** Message key, e.g. 'notice.email'. */
  message: string;
}

export type ActionResult<T> =
  | { ok: true; data: T }
  | { ok: false; error: 'invalid' | 'failed'; message: string; fields: FieldProblem[] }
  /** Too many requests from this client (what a 429 is elsewhere): the message says how long to wait. */
  | { ok: false; error: 'rate_limited'; message: string; fields: []; retryAfterSeconds: number };

/** For query functions: the data, or an error carrying the translated message. */
export function unwrap<T>(result: ActionResult<T>): T {
  if (result.ok) return result.data;
  throw new Error(result.message);
}
