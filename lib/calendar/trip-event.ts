/**
 * The trip as a calendar file (.ics, `ics` package): from the departure time on the first day to the
 * arrival on the last; all-day events when the trip has no times. A match-ticket booking is the match:
 * from the kick-off for two hours, with the number of tickets. Times are the operator's local
 * time (Europe/Berlin) written as UTC, so every calendar shows them right whatever its time zone.
 */
import { createEvent, type EventAttributes } from 'ics';
import type { BookingDocument, DocumentBoardingPoint, DocumentTraveller } from '../pdf/booking-document';
import { documentLocale, documentText } from '../pdf/text';
import { berlinInstant } from '../wall-clock';
import { formatTimeOfDay } from '../format';

/** A football match with half-time and added time, rounded up. */
const MATCH_MS = 2 * 60 * 60 * 1000;

/** Europe/Berlin wall-clock time → the UTC instant (ms). */
const berlinToUtc = (isoDate: string, time: string) => berlinInstant(isoDate, time).getTime();

const isTime = (value: string) => /^\d{1,2}:\d{2}$/.test(value);

/** 'HH:MM' → minutes after midnight; no time sorts last. */
function minutes(time: string): number {
  if (!isTime(time)) return Infinity;
  const [h, m] = time.split(':').map(Number);
  return h * 60 + m;
}

function nextDay(isoDate: string): [number, number, number] {
  const [y, m, d] = isoDate.split('-').map(Number);
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  return [next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()];
}

/** The .ics text of a booking's trip. */
export function tripCalendar(doc: BookingDocument, siteUrl: string): string {
  const t = documentText(documentLocale(doc.locale), 'pdf');
  const j = doc.journey;
  // The event starts when the first of the booking's travellers boards, where they board; each
  // traveller's own boarding point, time and both seats are in the description (issue 27).
  const firstPoint = doc.travellers.reduce<DocumentBoardingPoint | null>(
    (first, p) =>
      p.boardingPoint && (!first || minutes(p.boardingPoint.time) < minutes(first.time)) ? p.boardingPoint : first,
    null,
  );
  const departure = firstPoint?.time && isTime(firstPoint.time) ? firstPoint.time : j.departure;
  const match = doc.ticketDate;
  // A ticket has no bus: the match's venue as the trip names it, no boarding point.
  const location = firstPoint && !match ? `${firstPoint.place}, ${firstPoint.zip} ${firstPoint.city}` : j.resort;
  const travellerLine = (p: DocumentTraveller, i: number) =>
    [
      `${i + 1}. ${p.name}`,
      p.boardingPoint &&
        `${t('boardingPoint')}: ${[
          p.boardingPoint.time && t('departureAt', { time: p.boardingPoint.time }),
          `${p.boardingPoint.city}, ${p.boardingPoint.place}`,
        ]
          .filter(Boolean)
          .join(' · ')}`,
      p.seatOutbound && `${t('seatOutbound')} ${p.seatOutbound}`,
      p.seatReturn && `${t('seatReturn')} ${p.seatReturn}`,
    ]
      .filter(Boolean)
      .join(' – ');
  const description = [
    `${t('processNumber')}: ${doc.processNumber}`,
    ...(match ? [`${t('match')}: ${match.title}`, `${t('ticketCount')}: ${doc.persons}`, j.title] : []),
    ...doc.travellers.map(travellerLine),
    !match && j.arrival ? t('returnAt', { time: j.returnDeparture || '–', arrival: j.arrival }) : '',
  ]
    .filter(Boolean)
    .join('\n');

  const base = {
    uid: `${doc.processNumber}@${new URL(siteUrl).hostname}`,
    title: match ? match.title : j.title,
    description,
    location,
    url: siteUrl,
    status: doc.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: 'BUSY',
    productId: 'alpenexpress/booking',
    calName: j.title,
  } as const;

  let event: EventAttributes;
  const kickoff = match && formatTimeOfDay(match.dateFrom) ? new Date(match.dateFrom).getTime() : NaN;
  if (!Number.isNaN(kickoff)) {
    event = {
      ...base,
      start: kickoff,
      startInputType: 'utc',
      startOutputType: 'utc',
      end: kickoff + MATCH_MS,
      endInputType: 'utc',
      endOutputType: 'utc',
    };
  } else if (j.dateFrom && isTime(departure ?? '')) {
    const start = berlinToUtc(j.dateFrom, departure);
    const end = isTime(j.arrival) ? berlinToUtc(j.dateTill, j.arrival) : berlinToUtc(j.dateTill, '23:59');
    event = {
      ...base,
      start,
      startInputType: 'utc',
      startOutputType: 'utc',
      end: Math.max(end, start + 60 * 60 * 1000),
      endInputType: 'utc',
      endOutputType: 'utc',
    };
  } else {
    const [y, m, d] = j.dateFrom.split('-').map(Number);
    event = { ...base, start: [y, m, d], end: nextDay(j.dateTill) };
  }
  const { error, value } = createEvent(event);
  if (error || !value) throw error ?? new Error('calendar file could not be created');
  return value;
}
