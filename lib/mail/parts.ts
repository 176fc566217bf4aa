/**
 * The facts every mail of a booking shows, as label–value rows in the mail's language: the trip with
 * each traveller's own boarding point, boarding time and both seats, or, for match tickets, the match
 * with its day, kick-off and number of tickets (no bus words: a ticket has no bus).
 */
import type { BookingDocument, DocumentTraveller } from '../pdf/booking-document';
import { operatorDetails } from '../pdf/operator';
import { formatDate, formatPrice, formatTimeOfDay } from '../format';
import type { ConfirmationFacts, MailTranslator } from './text';

export type Row = readonly [string, string];

type PaymentType = 'bill' | 'debit' | 'creditcard' | 'sofort';

export const paymentTypeLabel = (t: MailTranslator, type: string) =>
  t(`mail.paymentTypes.${(['bill', 'debit', 'creditcard', 'sofort'].includes(type) ? type : 'bill') as PaymentType}`);

export function tripDates(doc: BookingDocument): string {
  const { dateFrom, dateTill } = doc.journey;
  if (!dateFrom) return '–';
  return dateFrom === dateTill ? formatDate(dateFrom) : `${formatDate(dateFrom)} – ${formatDate(dateTill)}`;
}

/** 'Max Muster – Zustieg 07:30 Uhr: Holzkirchen, Bahnhof – Sitz Hinfahrt 12, Sitz Rückfahrt 14'. */
export function travellerLine(t: MailTranslator, p: DocumentTraveller): string {
  const point = p.boardingPoint;
  const where = point ? [point.city, point.place].filter(Boolean).join(', ') : '';
  return [
    p.name,
    point && point.time
      ? t('mail.boardingAt', { time: point.time, point: where })
      : where && t('mail.boarding', { point: where }),
    p.seatOutbound ? t('mail.seatOutbound', { seat: p.seatOutbound }) : '',
    p.seatReturn ? t('mail.seatReturn', { seat: p.seatReturn }) : '',
  ]
    .filter(Boolean)
    .join(' – ');
}

/** The booking in a few rows: process number, trip or match, travellers or tickets, price, payment. */
export function summaryRows(doc: BookingDocument, t: MailTranslator, locale: string): Row[] {
  const rows: Row[] = [
    [t('mail.processNumber'), doc.processNumber],
    [t('mail.trip'), doc.journey.title],
  ];
  if (doc.ticketDate) {
    const time = formatTimeOfDay(doc.ticketDate.dateFrom);
    rows.push(
      [t('mail.match'), doc.ticketDate.title],
      [
        t('mail.date'),
        [formatDate(doc.ticketDate.dateFrom), time && t('mail.kickoff', { time })].filter(Boolean).join(', '),
      ],
      [t('mail.ticketCount'), String(doc.persons)],
    );
  } else {
    rows.push([t('mail.date'), tripDates(doc)]);
    // The trip's own first departure only where no traveller has a boarding time of their own.
    const ownTimes = doc.travellers.some((p) => p.boardingPoint?.time);
    if (!ownTimes && doc.journey.departure) rows.push([t('mail.departure'), doc.journey.departure]);
    if (doc.travellers.length)
      rows.push([t('mail.travellers'), doc.travellers.map((p) => travellerLine(t, p)).join('\n')]);
  }
  rows.push(
    [t('mail.total'), formatPrice(doc.totalCents, locale)],
    [t('mail.paymentMethod'), paymentTypeLabel(t, doc.paymentType)],
  );
  return rows;
}

export function footerText(t: MailTranslator): string {
  const op = operatorDetails();
  return `${op.name} · ${op.street} · ${op.city}\n${t('mail.contact', { email: op.email, phone: op.phone })}`;
}

/** 'Guten Tag Dr. Max Muster,': the one greeting of a customer's mail. */
export function greeting(doc: BookingDocument, t: MailTranslator): string {
  const b = doc.booker;
  return t('mail.greeting', { name: [b.title, b.firstname, b.lastname].filter(Boolean).join(' ') });
}

/** The one signature of a customer's mail: a good trip, or a good match for tickets. */
export function signature(doc: BookingDocument, t: MailTranslator): string {
  return doc.ticketDate ? t('mail.signatureMatch') : t('mail.signature');
}

/** The confirmation's facts as the booking has them (the site names the same from the save's data). */
export function bookingFacts(doc: BookingDocument): ConfirmationFacts {
  return {
    title: doc.journey.title,
    dateFrom: doc.journey.dateFrom,
    match: doc.ticketDate ? { ...doc.ticketDate, count: doc.persons } : undefined,
  };
}
