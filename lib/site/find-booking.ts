/**
 * Find my booking behind its rate limits (issue 12, point 6): process numbers are sequential, so a
 * known e-mail address plus guessed numbers must not open other people's bookings. Misses are
 * counted per client address and per client address with the e-mail address; past a handful the
 * lookup is refused for a while (the caller answers 429 with Retry-After, or the form says how long
 * to wait), whatever was typed, so a guess that would have matched is refused too. Never per e-mail
 * address alone (issue 26): a stranger's misses must not lock the customer out of their booking.
 */
import 'server-only';
import type { BookingApi } from '../api/types';
import { limit, refund, type Bucket } from './rate-limit';

export type FindBookingOutcome =
  | { kind: 'found'; processNumber: string; token: string }
  | { kind: 'not_found' }
  | { kind: 'rate_limited'; retryAfterSeconds: number };

function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Looks the booking up unless this client, or this client with this e-mail address, has missed too
 * often. Every lookup spends a point first (atomically in the store, so a burst of parallel guesses is counted, not
 * just sequential ones); a lookup that finds the booking gets it back, so only misses count.
 */
export async function findBookingLimited(
  api: BookingApi,
  input: { processNumber: string; email: string; clientAddress: string },
): Promise<FindBookingOutcome> {
  const { processNumber, email, clientAddress } = input;
  const spent: [Bucket, string][] = [['find-booking', clientAddress]];
  if (email) spent.push(['find-booking-pair', `${clientAddress}\n${emailKey(email)}`]);
  const verdicts = await Promise.all(spent.map(([bucket, key]) => limit(bucket, key)));
  const refused = verdicts.filter((v) => !v.ok);
  if (refused.length > 0) {
    return { kind: 'rate_limited', retryAfterSeconds: Math.max(...refused.map((v) => v.retryAfterSeconds)) };
  }
  const found = api.bookings && processNumber && email ? await api.bookings.find(processNumber, email) : null;
  if (!found) return { kind: 'not_found' };
  await Promise.all(spent.map(([bucket, key]) => refund(bucket, key)));
  return { kind: 'found', ...found };
}

/** A lookup by token (a booking's page or document) of this client: spends a point, or is refused. */
export async function tokenAttempt(
  clientAddress: string,
): Promise<{ ok: true } | { ok: false; retryAfterSeconds: number }> {
  const verdict = await limit('booking-token', clientAddress);
  return verdict.ok ? { ok: true } : verdict;
}

/** The token was right: its point goes back, only wrong tokens count. */
export async function tokenFound(clientAddress: string): Promise<void> {
  await refund('booking-token', clientAddress);
}
