import { describe, expect, it } from 'vitest';
import { checkIban, maskIban } from '@/lib/payments-sandbox/iban';

describe('SEPA direct debit: IBAN check', () => {
  it('accepts a valid IBAN written with spaces and in lower case, and answers its electronic form', () => {
    expect(checkIban('de89 3704 0044 0532 0130 00')).toEqual({
      ok: true,
      iban: 'DE89370400440532013000',
      display: 'DE89 3704 0044 0532 0130 00',
    });
    expect(checkIban('AT61 1904 3002 3457 3201').ok).toBe(true);
  });

  it('refuses an IBAN whose check digits do not match', () => {
    expect(checkIban('DE89 3704 0044 0532 0130 01')).toEqual({ ok: false, reason: 'invalid' });
    expect(checkIban('DE88 3704 0044 0532 0130 00')).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses an IBAN of the wrong length or with letters where digits belong', () => {
    expect(checkIban('DE89 3704 0044 0532 0130')).toEqual({ ok: false, reason: 'invalid' });
    expect(checkIban('')).toEqual({ ok: false, reason: 'invalid' });
    expect(checkIban('hello world')).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a valid IBAN from outside the SEPA area', () => {
    // Brazil: a valid IBAN country, but no SEPA direct debit.
    expect(checkIban('BR15 0000 0000 0000 1093 2840 814P 2')).toEqual({ ok: false, reason: 'not_sepa' });
  });

  it('masks an IBAN to its country, check digits and last four digits', () => {
    expect(maskIban('DE89370400440532013000')).toBe('DE89 •••• •••• •••• 3000');
  });
});
