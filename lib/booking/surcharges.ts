/**
 * Extras and automatic surcharges (spec §5 "Extras and surcharges"): single-room supplements and
 * services named 'Aufpreis …' are applied automatically and cannot be chosen; extras whose status
 * is not 'Frei' are hidden. The form shows and the engine charges with these same rules.
 */

/** An extra or surcharge (SON service), in the words both sides have. */
export interface SurchargeService {
  art: string;
  name: string;
  status: string;
  /** The room type (UNT service id) whose travellers it follows, when it follows one. */
  appliesTo: number | null;
  /** The booking system marked it as applied automatically (`automatisch`). */
  automatic?: boolean;
}

const SURCHARGE_PREFIX = 'Aufpreis ';
/** spec §5: the status of an extra on sale; an extra with any other status is hidden. */
const ON_SALE = 'Frei';
const SINGLE_ROOM_SUPPLEMENT = /einzelzimmer(zu|auf)schlag/i;

/** spec §5: single-room supplements (a surcharge following a room, or named so) and 'Aufpreis …' services. */
export function isAutomaticSurcharge(service: Omit<SurchargeService, 'art' | 'status'>): boolean {
  return (
    service.automatic === true ||
    service.appliesTo !== null ||
    service.name.startsWith(SURCHARGE_PREFIX) ||
    SINGLE_ROOM_SUPPLEMENT.test(service.name)
  );
}

/** spec §5: the booking system offers the service for sale (status 'Frei'). */
export function isOnSale(status: string): boolean {
  return status === ON_SALE;
}

/** spec §5: an extra may be chosen when it is on sale and not an automatic surcharge. */
export function isChoosable(extra: { onSale: boolean; automatic: boolean }): boolean {
  return extra.onSale && !extra.automatic;
}

/** spec §5: extras a traveller may choose: SON services with status 'Frei' that are not automatic surcharges. */
export function isSelectableExtra(service: SurchargeService): boolean {
  return (
    service.art === 'SON' && isChoosable({ onSale: isOnSale(service.status), automatic: isAutomaticSurcharge(service) })
  );
}

/**
 * spec §4/§5: the surcharges charged to a traveller in room type `roomId`: the SON services that
 * follow that room (the single-room supplement follows the single room).
 */
export function surchargesForRoom<S extends Pick<SurchargeService, 'art' | 'appliesTo'>>(
  services: readonly S[],
  roomId: number,
): S[] {
  return services.filter((s) => s.art === 'SON' && s.appliesTo === roomId);
}
