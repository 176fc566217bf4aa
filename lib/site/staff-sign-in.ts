/**
 * Staff sign-in with its limits (issue 26), rate-limiter-flexible's documented login pattern on the
 * site's limiter (lib/site/rate-limit), with the points spent BEFORE the password is checked, so N
 * parallel guesses spend N points instead of all passing a "fewer than 5 so far?" look:
 *
 * - per e-mail address + client address ('signin-pair'): blocks the one guessing an account;
 * - per client address ('signin-address'): blocks one place trying many accounts (each try, also
 *   for an unknown address, costs one scrypt hash);
 * - per e-mail address alone ('signin-email'): past its limit each try waits SLOW_DOWN_MS, but is
 *   never refused, so a stranger's failures cannot lock the owner out from their own address;
 * - the hashes themselves: at most HASH_SLOTS at once in this process, HASH_QUEUE more waiting;
 *   beyond that a try is refused at once (no hash), so a flood from many addresses cannot take all
 *   the CPU.
 *
 * A success gives back what the owner's own try spent. Every outcome is a security event (lib/site/security-log).
 */
import 'server-only';
import type { SignInResult } from '@/lib/backoffice/types';
import { limit, refund, appLimiter, type LimitResult } from './rate-limit';
import { logSecurityEvent, pseudonym } from './security-log';

/** How long a try for an e-mail address past its 'signin-email' limit waits before its password is checked. */
const SLOW_DOWN_MS = 2000;
/** Password hashes checked at once (node's scrypt runs on the libuv pool: 4 threads by default) … */
const HASH_SLOTS = 2;
/** … and tries waiting for a slot; more are refused for a moment. */
const HASH_QUEUE = 16;
const BUSY_RETRY_SECONDS = 5;

export interface SignInInput {
  email: string;
  password: string;
  /** The client's address, from `clientAddress(await headers())`. */
  ip: string;
  userAgent: string;
  /** The request came over https (lib/http/client): the session cookie is then Secure. */
  secure?: boolean;
}

type CheckPassword = (input: SignInInput) => Promise<SignInResult>;

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `fn` in a hash slot; null when all slots are taken and the queue is full. */
async function inHashSlot<T>(fn: () => Promise<T>): Promise<T | null> {
  if (running >= HASH_SLOTS) {
    if (waiting.length >= HASH_QUEUE) return null;
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running++;
  }
  try {
    return await fn();
  } finally {
    // the slot passes straight to the next one waiting, or is freed
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function refusedFor(...verdicts: LimitResult[]): number {
  return Math.max(0, ...verdicts.map((v) => (v.ok ? 0 : v.retryAfterSeconds)));
}

/**
 * Signs in through `checkPassword` (the back office's `auth.signIn`) within the limits.
 * `options.slowDownMs` exists for tests.
 */
export async function signInLimited(
  checkPassword: CheckPassword,
  input: SignInInput,
  options: { slowDownMs?: number } = {},
): Promise<SignInResult> {
  const email = input.email.trim().toLowerCase();
  const account = pseudonym(email);
  const { ip } = input;
  const pairKey = `${email}\n${ip}`;

  const [pair, address] = await Promise.all([limit('signin-pair', pairKey), limit('signin-address', ip)]);
  const refused = refusedFor(pair, address);
  if (refused > 0) {
    logSecurityEvent('signin.throttled', { ip, account, reason: pair.ok ? 'address' : 'account-and-address' });
    return { ok: false, reason: 'throttled', retryAfterSeconds: refused };
  }
  const perEmail = await limit('signin-email', email);
  if (!perEmail.ok) {
    logSecurityEvent('signin.slowed', { ip, account });
    await wait(options.slowDownMs ?? SLOW_DOWN_MS);
  }

  const result = await inHashSlot(() => checkPassword({ ...input, email }));
  if (result === null) {
    logSecurityEvent('signin.busy', { ip, account });
    return { ok: false, reason: 'throttled', retryAfterSeconds: BUSY_RETRY_SECONDS };
  }
  if (result.ok) {
    // the owner's own try is no failure: what it spent comes back, and the pair starts afresh
    await Promise.all([
      appLimiter().reset('signin-pair', pairKey),
      refund('signin-address', ip),
      refund('signin-email', email),
    ]);
    logSecurityEvent('signin.success', { ip, account });
  } else {
    logSecurityEvent('signin.failure', { ip, account, reason: result.reason });
  }
  return result;
}
