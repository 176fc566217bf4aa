/**
 * Signature of the sandbox provider's notifications (the push), Stripe-style:
 * header `x-sandbox-signature: t=<unix seconds>,v1=<HMAC-SHA256 of "t.body">` with the site SECRET.
 * The timestamp is signed too and must be recent, so a captured notification cannot be replayed
 * later (and a replay within the window only triggers an idempotent state check).
 */
import { hmac, verifyHmac } from '../secret';

export const SIGNATURE_HEADER = 'x-sandbox-signature';
const PURPOSE = 'sandbox-push';
const TOLERANCE_SECONDS = 300;

export function signPush(body: string, now: Date): string {
  const t = Math.floor(now.getTime() / 1000);
  return `t=${t},v1=${hmac(PURPOSE, `${t}.${body}`)}`;
}

export function verifyPushSignature(header: string | null, body: string, now: Date): boolean {
  if (!header) return false;
  const fields = new Map(
    header.split(',').map((part) => {
      const i = part.indexOf('=');
      return [part.slice(0, i).trim(), part.slice(i + 1).trim()] as const;
    }),
  );
  const t = Number(fields.get('t'));
  const v1 = fields.get('v1');
  if (!Number.isInteger(t) || !v1) return false;
  if (Math.abs(now.getTime() / 1000 - t) > TOLERANCE_SECONDS) return false;
  return verifyHmac(PURPOSE, `${t}.${body}`, v1);
}
