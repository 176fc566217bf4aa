/**
 * The staff password rule (issue 26), checked wherever a password is set: `npm run user:create`, the
 * back office's user management and a password change. At least 12 characters (NIST SP 800-63B:
 * length, not composition rules), at most 128, and not guessable: zxcvbn-ts with its common
 * dictionary (the most frequent passwords of published breaches, shipped in the package, so the check
 * needs no network) must rate it at least "safely unguessable" (score 3). Variants of a breached
 * password ('Passwort1234', 'qwertyuiop12') fail as well as the list's entries themselves.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 128;
const MIN_SCORE = 3;

export type PasswordVerdict = 'ok' | 'passwordTooShort' | 'passwordWeak';

// Loading the dictionary takes a moment: once, on the first password set.
let factory: ZxcvbnFactory | undefined;

export function checkPassword(password: string, userInputs: string[] = []): PasswordVerdict {
  if (password.length < MIN_PASSWORD_LENGTH || password.length > MAX_PASSWORD_LENGTH) return 'passwordTooShort';
  factory ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  // the user's own e-mail address and name count as known words too, whole and in their parts
  const words = userInputs.flatMap((input) => [input, ...input.split(/[@\s]+/)]).filter(Boolean);
  return factory.check(password, words).score >= MIN_SCORE ? 'ok' : 'passwordWeak';
}
