import { formatDate } from '@/lib/format';
import type { BookingJourney } from '../types';

/** '14.02.2026', or '14.02.2026 – 16.02.2026' for a trip of several days. */
export function tripDates(journey: Pick<BookingJourney, 'dateFrom' | 'dateTill'>): string {
  return journey.dateFrom === journey.dateTill
    ? formatDate(journey.dateFrom)
    : `${formatDate(journey.dateFrom)} – ${formatDate(journey.dateTill)}`;
}
