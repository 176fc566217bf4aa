/** Issue 27: the English PDF was named "Buchungsbestaetigung-…". The file name follows the language. */
import { describe, expect, it } from 'vitest';
import { confirmationFileName } from '@/lib/pdf/confirmation';

describe('the confirmation PDF file name', () => {
  it.each([
    ['de', 'Buchungsbestaetigung-26-0042.pdf'],
    ['en', 'Booking-confirmation-26-0042.pdf'],
    ['hr', 'Potvrda-rezervacije-26-0042.pdf'],
  ])('in %s: %s', (locale, name) => expect(confirmationFileName(locale, '26-0042')).toBe(name));

  it('keeps only characters every file system takes', () => {
    expect(confirmationFileName('en', '26/00"42\n')).toBe('Booking-confirmation-260042.pdf');
  });
});
