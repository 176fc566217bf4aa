import { describe, expect, it } from 'vitest';
import { isUnknownPage } from '@/lib/http/unknown-page';

const token = 'Zk3qR8v-_a1B2c3D4e5F6g7H8i9J0kLmNoPqRsTuVwX';

describe('isUnknownPage: payment return addresses', () => {
  it('lets a well-formed built-in return address through', () => {
    expect(token).toHaveLength(43);
    expect(isUnknownPage(`/payment/success-AX-2026-000123-${token}-creditcard`, false)).toBe(false);
  });

  it('sends a token that no built-in booking can have, or a malformed path, to the 404 page', () => {
    expect(isUnknownPage(`/payment/success-AX-2026-000123-${token}x-creditcard`, false)).toBe(true);
    expect(isUnknownPage(`/payment/success-AX-2026-000123-${token.slice(1)}-creditcard`, false)).toBe(true);
    expect(isUnknownPage(`/payment/success-AX-2026-000123-${token}-cash`, false)).toBe(true);
    expect(isUnknownPage('/payment/whatever', true)).toBe(true);
  });

  it('keeps the operator’s own token format in remote mode', () => {
    expect(isUnknownPage('/payment/success-4711-abc-def-creditcard', true)).toBe(false);
  });
});
