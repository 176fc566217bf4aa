import { describe, expect, it } from 'vitest';
import { consentsFor, missingConsents, requiredConsents } from '@/lib/booking/consents';

describe('consents (spec §5 "Consent checkboxes")', () => {
  it('always asks for the travel terms and privacy', () => {
    expect(requiredConsents('T')).toEqual(['agb', 'datenschutz']);
  });

  it('asks for annexes A and B and product information only when the trip is not a day trip', () => {
    expect(requiredConsents('M')).toEqual(['agb', 'datenschutz', 'anhang', 'produktinfo']);
    expect(requiredConsents('K')).toEqual(['agb', 'datenschutz', 'anhang', 'produktinfo']);
  });

  it('names the consents a booking is still missing', () => {
    expect(missingConsents('T', { agb: true, datenschutz: true })).toEqual([]);
    expect(missingConsents('M', { agb: true, datenschutz: true, anhang: false })).toEqual(['anhang', 'produktinfo']);
    expect(missingConsents('T', undefined)).toEqual(['agb', 'datenschutz']);
  });

  it('asks the same of the site model, which knows a day trip by its flag', () => {
    expect(consentsFor(true)).toEqual(requiredConsents('T'));
    expect(consentsFor(false)).toEqual(requiredConsents('M'));
  });
});
