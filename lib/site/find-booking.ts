/**
 * Find my booking behind its rate limits (issue 12, point 6): process numbers are sequential, so a
 * known e-mail address plus guessed numbers must not open other people's bookings. Misses are
 * counted per client address and per e-mail address; past a handful the lookup is refused for a
 * while (the caller answers 429 with Retry-After, or the form says how long to wait), whatever was
 * typed, so a guess that would have matched is refused too.
 */
import 'server-only';
import type { BookingApi } from '../api/types';
import { limit, peek } from './rate-limit';

export type FindBookingOutcome =
  | { kind: 'found'; processNumber: string; token: string }
  | { kind: 'not_found' }
  | { kind: 'rate_limited'; retryAfterSeconds: number };

function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

/** Looks the booking up unless this client or this e-mail address has missed too often. */
export async function findBookingLimited(
  api: BookingApi,
  input: { processNumber: string; email: string; clientAddress: string },
): Promise<FindBookingOutcome> {
  const { processNumber, email, clientAddress } = input;
  const verdicts = await Promise.all([
    peek('find-booking', clientAddress),
    ...(email ? [peek('find-booking-email', emailKey(email))] : []),
  ]);
  const refused = verdicts.filter((v) => !v.ok);
  if (refused.length > 0) {
    return { kind: 'rate_limited', retryAfterSeconds: Math.max(...refused.map((v) => v.retryAfterSeconds)) };
  }
  const found = api.bookings && processNumber && email ? await api.bookings.find(processNumber, email) : null;
  if (found) return { kind: 'found', ...found };
  await Promise.all([
    limit('find-booking', clientAddress),
    ...(email ? [limit('find-booking-email', emailKey(email))] : []),
  ]);
  return { kind: 'not_found' };
}

/** A booking's page or document by token: wrong tokens count per client address. */
export async function tokenLookupAllowed(
  clientAddress: string,
): Promise<{ ok: true } | { ok: false; retryAfterSeconds: number }> {
  const verdict = await peek('booking-token', clientAddress);
  return verdict.ok ? { ok: true } : verdict;
}

/** Counts a wrong token of this client. */
export async function tokenMissed(clientAddress: string): Promise<void> {
  await limit('booking-token', clientAddress);
}
