/**
 * The booking system's service vocabulary (spec §3 "Service") in the site's words: `art` UNT/SON/BEF
 * are room types, extras and coaches; `richtung` H/R outbound and return. The one table both ways:
 * lib/api/reshape reads the contract with it, the rules of this folder speak the contract's words to
 * the shared formulas (free places, surcharges) with it.
 */
import type { Direction, ServiceKind } from '../api/model';

export const KIND_OF_ART = { UNT: 'room', SON: 'extra', BEF: 'coach' } as const satisfies Record<string, ServiceKind>;
export type ServiceArt = keyof typeof KIND_OF_ART;
export const ART_OF_KIND = { room: 'UNT', extra: 'SON', coach: 'BEF' } as const satisfies Record<
  ServiceKind,
  ServiceArt
>;

export const DIRECTION_OF_RICHTUNG = { H: 'outbound', R: 'return' } as const satisfies Record<string, Direction>;
export const RICHTUNG_OF_DIRECTION = { outbound: 'H', return: 'R' } as const satisfies Record<
  Direction,
  keyof typeof DIRECTION_OF_RICHTUNG
>;
