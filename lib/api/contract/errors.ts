/**
 * The contract's errors (its error body `{ error, message, fields }`). Every BookingApi implementation
 * and the built-in engine throw them, so callers need not know which backend answered.
 */
/**
 * The `digest` of an 'unavailable' ApiError. Next.js hides a server error's message from the browser
 * in production but passes its `digest` on to the error boundary (app/error.tsx), which shows the
 * 'temporarily unavailable, please try again' page for it instead of a general error.
 */
export const UNAVAILABLE_DIGEST = 'API_UNAVAILABLE';

export type ApiErrorKind =
  | 'invalid'
  | 'not_found'
  | 'unavailable'
  | 'not_implemented'
  | 'upstream'
  /** An idempotency key used again with a different request (Stripe's rule): 422. */
  | 'idempotency_mismatch';

export class ApiError extends Error {
  readonly digest?: string;

  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    /** For 'invalid': the fields at fault, as dotted paths with a message key. */
    readonly fields: { path: string; message: string }[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
    if (kind === 'unavailable') this.digest = UNAVAILABLE_DIGEST;
  }

  get status(): number {
    switch (this.kind) {
      case 'invalid':
        return 400;
      case 'not_found':
        return 404;
      case 'idempotency_mismatch':
        return 422;
      case 'not_implemented':
        return 501;
      case 'unavailable':
        return 503;
      default:
        return 502;
    }
  }
}
