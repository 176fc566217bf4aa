import { describe, expect, it } from 'vitest';
import { evaluateCard, isExpiryValid, isLuhnValid } from '@/lib/payments-sandbox/cards';
import { parsePaymentPath, paymentReturnSegment, paymentReturnUrl } from '@/lib/api/contract/site-paths';
import { retryDelayMs } from '@/lib/engine/mail/outbox';

const NOW = new Date('2026-11-21T10:00:00Z');
const card = (number: string) => ({ number, expiry: '12/29', cvc: '123', holder: 'Anna Berger' });

describe('sandbox test cards', () => {
  it('lets 4242 4242 4242 4242 succeed, declines 4000 0000 0000 0002 and asks 4000 0027 6000 3184 for a confirmation', () => {
    expect(evaluateCard(card('4242 4242 4242 4242'), NOW)).toEqual({ outcome: 'succeeded' });
    expect(evaluateCard(card('4000-0000-0000-0002'), NOW)).toEqual({ outcome: 'declined' });
    expect(evaluateCard(card('4000002760003184'), NOW)).toEqual({ outcome: 'needs_confirmation' });
  });

  it('asks to check the card details for a wrong checksum, a past expiry, a short CVC or no holder', () => {
    expect(evaluateCard({ number: '4242 4242 4242 4241', expiry: '10/26', cvc: '12', holder: ' ' }, NOW)).toEqual({
      problems: ['number', 'expiry', 'cvc', 'holder'],
    });
  });

  it('refuses a real-looking card that is not a test card', () => {
    expect(isLuhnValid('5555555555554444')).toBe(true);
    expect(evaluateCard(card('5555 5555 5555 4444'), NOW)).toEqual({ problems: ['not_test_card'] });
  });

  it('treats a card as valid through the end of its expiry month', () => {
    expect(isExpiryValid('11/26', NOW)).toBe(true);
    expect(isExpiryValid('10/26', NOW)).toBe(false);
    expect(isExpiryValid('13/30', NOW)).toBe(false);
  });
});

describe('payment return paths (spec §2)', () => {
  it('builds /payment/{kind}-{processId}-{token}-{paymentType} on the site origin', () => {
    expect(paymentReturnUrl('https://reisen.example/', 'success', 'AX-2026-000123', 'abc', 'creditcard')).toBe(
      'https://reisen.example/payment/success-AX-2026-000123-abc-creditcard',
    );
  });

  it('finds the split of process number and token even when both contain dashes', () => {
    const parsed = parsePaymentPath(paymentReturnSegment('push', 'AX-2026-000123', 'x-Yz_-9', 'sofort'))!;
    expect(parsed.kind).toBe('push');
    expect(parsed.paymentType).toBe('sofort');
    expect(parsed.candidates).toContainEqual({ processNumber: 'AX-2026-000123', token: 'x-Yz_-9' });
  });

  it('rejects unknown kinds, invoice payments and malformed segments', () => {
    expect(parsePaymentPath('refund-AX-2026-000123-abc-creditcard')).toBeUndefined();
    expect(parsePaymentPath('success-AX-2026-000123-abc-bill')).toBeUndefined();
    expect(parsePaymentPath('success-creditcard')).toBeUndefined();
    expect(parsePaymentPath(`success-${'a-'.repeat(300)}creditcard`)).toBeUndefined();
  });
});

describe('mail retries', () => {
  it('waits longer after each failed attempt, at most an hour', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20)).toBe(60 * 60_000);
  });
});
