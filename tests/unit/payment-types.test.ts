import { describe, expect, it } from 'vitest';
import {
  ONLINE_PAYMENT_TYPES,
  PAYMENT_TYPES,
  availablePaymentTypes,
  invoiceAllowed,
  knownPaymentTypes,
} from '@/lib/booking/payment-types';

describe('payment method availability (spec §5)', () => {
  it('offers invoice only when the trip starts more than 14 days away', () => {
    expect(invoiceAllowed('2026-12-06', '2026-11-21')).toBe(true); // 15 days
    expect(invoiceAllowed('2026-12-05', '2026-11-21')).toBe(false); // exactly 14 days
    expect(availablePaymentTypes(PAYMENT_TYPES, '2026-12-06', '2026-11-21')).toEqual([
      'bill',
      'debit',
      'creditcard',
      'sofort',
    ]);
    expect(availablePaymentTypes(PAYMENT_TYPES, '2026-12-05', '2026-11-21')).toEqual(['debit', 'creditcard', 'sofort']);
  });

  it('reads a match date with its time of day by its calendar day', () => {
    expect(invoiceAllowed('2026-12-06T18:30:00+01:00', '2026-11-21')).toBe(true);
  });

  it('never offers a payment type the server does not allow', () => {
    expect(availablePaymentTypes(['bill', 'creditcard'], '2027-02-01', '2026-11-21')).toEqual(['bill', 'creditcard']);
  });

  it('pays every type but invoice online through the provider', () => {
    expect(ONLINE_PAYMENT_TYPES).toEqual(PAYMENT_TYPES.filter((type) => type !== 'bill'));
  });

  it('keeps the types of a payments list it knows, in the order given', () => {
    const list = [{ payment_type: 'sofort' }, { payment_type: 'subscription' }, { payment_type: 'bill' }];
    expect(knownPaymentTypes(list)).toEqual(['sofort', 'bill']);
  });
});
