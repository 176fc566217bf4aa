/**
 * Boarding points not announced yet (spec §5 "Extras and surcharges"): a point whose place reads
 * 'wird noch bekannt gegeben' is dropped from every list the visitor sees (trip page, booking form,
 * departure list). The engine still accepts it: a booking made before is not invalidated.
 */
import type { BoardingPoint } from '../api/contract/schemas';

const TO_BE_ANNOUNCED = 'wird noch bekannt gegeben';

/** spec §5: the place is known (neither town nor spot reads 'wird noch bekannt gegeben'). */
export function isAnnounced(point: Pick<BoardingPoint, 'Ort' | 'Stelle'>): boolean {
  return ![point.Ort, point.Stelle].some((text) => text.toLowerCase().includes(TO_BE_ANNOUNCED));
}

/** spec §5: the boarding points a visitor may see, in the order given. */
export function announcedBoardingPoints<P extends Pick<BoardingPoint, 'Ort' | 'Stelle'>>(points: readonly P[]): P[] {
  return points.filter(isAnnounced);
}
