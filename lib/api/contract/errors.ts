/**
 * The contract's errors (its error body `{ error, message, fields }`). Every BookingApi implementation
 * and the built-in engine throw them, so callers need not know which backend answered.
 */
export type ApiErrorKind = 'invalid' | 'not_found' | 'unavailable' | 'not_implemented' | 'upstream';

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    /** For 'invalid': the fields at fault, as dotted paths with a message key. */
    readonly fields: { path: string; message: string }[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get status(): number {
    switch (this.kind) {
      case 'invalid':
        return 400;
      case 'not_found':
        return 404;
      case 'not_implemented':
        return 501;
      case 'unavailable':
        return 503;
      default:
        return 502;
    }
  }
}
