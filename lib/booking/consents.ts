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
