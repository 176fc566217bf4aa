/**
 * The site's paths a backend hands out (spec §2/§7): the payment return URLs it puts into POST {payments}
 * (/payment/{success|failed|push}-{processId}-{token}-{paymentType}) and a booking's own page in mails.
 * The process number ('AX-2026-000123') and the token (base64url) may both contain '-', so the middle
 * part cannot be split by position alone: `parsePaymentPath` lists every possible split and the
 * caller keeps the one that names a real booking with that token.
 */
import { isSafeText } from '../../http/input';

export const RETURN_KINDS = ['success', 'failed', 'push'] as const;
export type ReturnKind = (typeof RETURN_KINDS)[number];
export const ONLINE_PAYMENT_TYPES = ['debit', 'creditcard', 'sofort'] as const;
export type OnlinePaymentType = (typeof ONLINE_PAYMENT_TYPES)[number];

export function isOnlinePaymentType(value: unknown): value is OnlinePaymentType {
  return typeof value === 'string' && (ONLINE_PAYMENT_TYPES as readonly string[]).includes(value);
}

/** The `{data}` segment, e.g. 'success-AX-2026-000123-Zk3…-creditcard'. */
export function paymentReturnSegment(
  kind: ReturnKind,
  processNumber: string,
  token: string,
  paymentType: OnlinePaymentType,
): string {
  return `${kind}-${processNumber}-${token}-${paymentType}`;
}

/** The absolute URL the provider is given: site origin + '/payment/' + segment. */
export function paymentReturnUrl(
  siteUrl: string,
  kind: ReturnKind,
  processNumber: string,
  token: string,
  paymentType: OnlinePaymentType,
): string {
  return `${siteUrl.replace(/\/+$/, '')}/payment/${paymentReturnSegment(kind, processNumber, token, paymentType)}`;
}

export interface ParsedPaymentPath {
  kind: ReturnKind;
  paymentType: OnlinePaymentType;
  /** Every (processNumber, token) split of the middle part, longest process number last. */
  candidates: { processNumber: string; token: string }[];
}

/** Parses the `{data}` segment (URL-decoded); undefined when it cannot be a payment return path. */
export function parsePaymentPath(data: string): ParsedPaymentPath | undefined {
  if (data.length > 400 || !isSafeText(data)) return undefined;
  const parts = data.split('-');
  if (parts.length < 4) return undefined;
  const kind = parts[0];
  const paymentType = parts[parts.length - 1];
  if (!(RETURN_KINDS as readonly string[]).includes(kind) || !isOnlinePaymentType(paymentType)) return undefined;
  const middle = parts.slice(1, -1);
  const candidates: ParsedPaymentPath['candidates'] = [];
  for (let i = 1; i < middle.length; i++) {
    const processNumber = middle.slice(0, i).join('-');
    const token = middle.slice(i).join('-');
    if (processNumber && token) candidates.push({ processNumber, token });
  }
  if (candidates.length === 0) return undefined;
  return { kind: kind as ReturnKind, paymentType, candidates };
}

/** The booking's own page in "find my booking" (linked from mails; the token proves access). */
export function manageBookingPath(processNumber: string, token: string): string {
  return `/buchung/${encodeURIComponent(processNumber)}?token=${encodeURIComponent(token)}`;
}

export function manageBookingUrl(siteUrl: string, processNumber: string, token: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${manageBookingPath(processNumber, token)}`;
}

/** decodeURIComponent that leaves a malformed value as it is (a path segment from the URL). */
export function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
