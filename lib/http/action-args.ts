/**
 * A server action's arguments are a request body (issue 26): anyone can post any to the action's id,
 * whatever types its TypeScript signature names. Each action states the shape of its arguments as a
 * zod schema; arguments of another shape (a number for a text, no object, a list of ten thousand
 * scans) or nested deeper than any request can be (lib/http/input) come from no form of the site,
 * and the call is answered as one of no action: 404 (Next.js's `notFound()`, which it sends with that
 * status), before the action does anything. What a form can send wrongly (a NUL byte in a name, an
 * impossible date) stays the action's own to answer with its message.
 */
import { notFound } from 'next/navigation';
import { z } from 'zod';
import { inputProblem, MAX_ID } from './input';

/** The arguments as `schema` reads them; a call with any others ends here with 404. */
export function actionArgs<S extends z.ZodType>(schema: S, args: unknown[]): z.output<S> {
  if (inputProblem(args)?.kind === 'depth') notFound();
  const result = schema.safeParse(args);
  if (!result.success) notFound();
  return result.data;
}

/**
 * `schema` for an object as a form or the site's own code sends it: plain, not a Date, Map or other
 * class (React's reply format decodes those, and zod's object would read one as an object without
 * fields).
 */
export function plain<S extends z.ZodType>(schema: S) {
  return z
    .custom<unknown>((value) => {
      if (typeof value !== 'object' || value === null) return false;
      const prototype: unknown = Object.getPrototypeOf(value);
      return prototype === Object.prototype || prototype === null;
    })
    .pipe(schema);
}

/** A form post's fields: FormData, as React hands it to a form action. */
export const formData = z.instanceof(FormData);
/** An id of a database row (a trip, a service, a mail). */
export const rowId = z.number().int().positive().max(MAX_ID);
/** A short text argument (a process number, a token, a trip code, a user id). */
export const shortText = z.string().max(200);
