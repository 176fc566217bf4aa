/**
 * Issue 26: staff passwords have at least 12 characters and are not on (or a variant of) the list of
 * passwords known from breaches, checked offline.
 */
import { describe, expect, it } from 'vitest';
import { checkPassword, MIN_PASSWORD_LENGTH } from '@/lib/engine/backoffice/passwords';

describe('staff password rule', () => {
  it('asks for at least 12 characters', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(12);
    expect(checkPassword('Bergbahn-Ski')).toBe('ok');
    expect(checkPassword('Bergbahn-Sk')).toBe('passwordTooShort');
    expect(checkPassword('x'.repeat(129))).toBe('passwordTooShort');
  });

  it.each(['123456789012', 'password1234', 'Passwort1234', 'qwertyuiop12', 'iloveyou1234', 'passwordpassword'])(
    'refuses the breached password %s and its variants',
    (password) => {
      expect(checkPassword(password)).toBe('passwordWeak');
    },
  );

  it('refuses a password made of the user’s own e-mail address', () => {
    expect(checkPassword('anna.huber1985', ['anna.huber1985@example.org'])).toBe('passwordWeak');
  });

  it('accepts a long, unusual password', () => {
    expect(checkPassword('korrekt-pferd-batterie')).toBe('ok');
  });
});
