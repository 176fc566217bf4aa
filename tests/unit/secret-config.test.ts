/**
 * Issue 26: a weak SECRET (it signs sessions, booking tokens, payment notifications and check-in
 * codes) stops the start with a clear message; unset, the key generated into DATA_DIR stays the default.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { env, isStrongSecret, resetEnvCache } from '@/lib/config/env';

const original = process.env.SECRET;

afterEach(() => {
  if (original === undefined) delete process.env.SECRET;
  else process.env.SECRET = original;
  resetEnvCache();
});

function startWith(secret: string | undefined) {
  if (secret === undefined) delete process.env.SECRET;
  else process.env.SECRET = secret;
  resetEnvCache();
  return () => env();
}

describe('SECRET at start-up', () => {
  it.each(['x', 'geheim', 'a'.repeat(64), 'abcabcabcabcabcabcabcabcabcabcabcabc', 'short-but-mixed-1234'])(
    'refuses the weak SECRET %s with a message that says what to do',
    (secret) => {
      expect(isStrongSecret(secret)).toBe(false);
      expect(startWith(secret)).toThrow(/SECRET: too weak: use at least 32 random characters.*openssl rand -hex 32/);
    },
  );

  it('accepts a random key of 32 bytes in hex', () => {
    const secret = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
    expect(startWith(secret)().SECRET).toBe(secret);
  });

  it('starts without SECRET (the generated key in DATA_DIR is the default)', () => {
    expect(startWith(undefined)().SECRET).toBeUndefined();
    expect(startWith('')().SECRET).toBeUndefined();
  });
});
