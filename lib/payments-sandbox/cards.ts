/**
 * The sandbox's test cards (the documented numbers of common providers' test modes):
 * 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0027 6000 3184 needs a second
 * confirmation step (3-D Secure). Any other number is refused as not a test card, like a real
 * provider's test mode does; nothing is charged.
 */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declines: '4000000000000002',
  confirms: '4000002760003184',
} as const;

export type CardOutcome = 'succeeded' | 'declined' | 'needs_confirmation';
export type CardProblem = 'number' | 'expiry' | 'cvc' | 'holder' | 'not_test_card';

export interface CardInput {
  number: string;
  /** 'MM/YY' */
  expiry: string;
  cvc: string;
  holder: string;
}

export function digitsOnly(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The Luhn checksum every card number carries. */
export function isLuhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** 'MM/YY' not in the past (a card is valid through the end of its month). */
export function isExpiryValid(expiry: string, now: Date): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1);
}

/** Checks the card form; answers the problems (to show "check your card details") or the outcome. */
export function evaluateCard(input: CardInput, now: Date): { problems: CardProblem[] } | { outcome: CardOutcome } {
  const number = digitsOnly(input.number);
  const problems: CardProblem[] = [];
  if (!isLuhnValid(number)) problems.push('number');
  if (!isExpiryValid(input.expiry, now)) problems.push('expiry');
  if (!/^\d{3,4}$/.test(input.cvc.trim())) problems.push('cvc');
  if (input.holder.trim().length < 2) problems.push('holder');
  if (problems.length) return { problems };
  switch (number) {
    case TEST_CARDS.succeeds:
      return { outcome: 'succeeded' };
    case TEST_CARDS.declines:
      return { outcome: 'declined' };
    case TEST_CARDS.confirms:
      return { outcome: 'needs_confirmation' };
    default:
      return { problems: ['not_test_card'] };
  }
}
