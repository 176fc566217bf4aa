/** Display helpers of the back office (German: its texts are German, spec §1). */
import { formatDate, formatDateTime, formatPrice } from '@/lib/format';

export const euro = (cents: number) => formatPrice(cents, 'de');
export const day = (iso: string) => (iso ? formatDate(iso.slice(0, 10)) : '–');
export const instant = (iso: string | null) => (iso ? formatDateTime(new Date(iso)) : '–');

const weekdayFormat = new Intl.DateTimeFormat('de-DE', { weekday: 'short', timeZone: 'UTC' });
/** '2026-12-19' → 'Sa., 19.12.2026'. */
export const dayWithWeekday = (iso: string) => `${weekdayFormat.format(new Date(`${iso}T12:00:00Z`))}, ${day(iso)}`;
