/** SEPA direct debit input of the sandbox checkout: the IBAN is checked with its checksum (ibantools). */
import { electronicFormatIBAN, friendlyFormatIBAN, isSEPACountry, isValidIBAN } from 'ibantools';

export type IbanCheck = { ok: true; iban: string; display: string } | { ok: false; reason: 'invalid' | 'not_sepa' };

/** Accepts spaces and lower case ('de89 3704 …'); answers the electronic form or why it is refused. */
export function checkIban(input: string): IbanCheck {
  const iban = electronicFormatIBAN(input.trim());
  if (!iban || !isValidIBAN(iban)) return { ok: false, reason: 'invalid' };
  if (!isSEPACountry(iban.slice(0, 2))) return { ok: false, reason: 'not_sepa' };
  return { ok: true, iban, display: friendlyFormatIBAN(iban) ?? iban };
}

/** 'DE89370400440532013000' → 'DE89 •••• •••• •••• 3000' (what receipts show of an account). */
export function maskIban(iban: string): string {
  return `${iban.slice(0, 4)} •••• •••• •••• ${iban.slice(-4)}`;
}
