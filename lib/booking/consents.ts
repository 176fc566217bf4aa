/**
 * Consent checkboxes on page 2 (spec §5 "Consent checkboxes"): the travel terms and privacy always;
 * annexes A and B and the product information with insurance terms only when the trip type is not
 * 'T' (not a day trip). The form asks for them and the engine refuses a save without them.
 */
export type ConsentKey = 'agb' | 'datenschutz' | 'anhang' | 'produktinfo';

const DAY_TRIP = 'T';

/** spec §5: the consents a booking of this trip type needs. */
export function requiredConsents(tripType: string): ConsentKey[] {
  return consentsFor(tripType === DAY_TRIP);
}

/** spec §5: the consents a booking needs, for a day trip or any other trip. */
export function consentsFor(isDayTrip: boolean): ConsentKey[] {
  return isDayTrip ? ['agb', 'datenschutz'] : ['agb', 'datenschutz', 'anhang', 'produktinfo'];
}

/** The required consents not given. */
export function missingConsents(
  tripType: string,
  given: Partial<Record<ConsentKey, boolean>> | null | undefined,
): ConsentKey[] {
  return requiredConsents(tripType).filter((key) => given?.[key] !== true);
}

/**
 * The documents the consents name, as the site's article pages (the demo catalogue's articles;
 * issue 11): page 2 links each consent to them, opening in a new tab so the form stays as it is.
 */
export const CONSENT_DOCUMENTS = {
  agb: '/article/4-agbs',
  datenschutz: '/article/3-datenschutz',
  annexA: '/article/21-anhang-a',
  annexB: '/article/22-anhang-b',
  productInfo: '/article/23-produktinformationen',
  insuranceTerms: '/article/24-versicherungsbedingungen',
} as const;
