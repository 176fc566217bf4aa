/**
 * A departure's passenger list as CSV for spreadsheets (German Excel: semicolons, a byte-order mark
 * so umlauts survive, CRLF lines). Fields are quoted when they need it, and a leading =, +, - or @ is
 * defused so a traveller's name can never run as a formula.
 */
import type { PassengerList } from '@/lib/backoffice/types';
import { formatDate } from '@/lib/format';
import de from '../../messages/de.json';

/** The payment state in the file's language (German, as its header): 'paid' → 'bezahlt'. */
function paymentLabel(status: string): string {
  const labels: Record<string, string> = de.backoffice.status.payment;
  return labels[status] ?? status;
}

const HEADER = [
  'Bus',
  'Zustieg',
  'Zeit',
  'Platz',
  'Platz Rückfahrt',
  'Name',
  'Vorgang',
  'Telefon',
  'Zahlung',
  'Eingestiegen',
];

function cell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function passengerCsv(list: PassengerList): string {
  const rows: (string | number | null)[][] = [HEADER];
  for (const group of list.groups) {
    for (const p of group.passengers) {
      rows.push([
        group.coach,
        group.boardingPoint ? `${group.boardingPoint.city}, ${group.boardingPoint.place}` : '',
        group.boardingPoint?.time ?? '',
        p.seat,
        p.seatReturn,
        p.name,
        p.processNumber,
        p.phone,
        paymentLabel(p.paymentStatus),
        p.boardedAt ? 'ja' : 'nein',
      ]);
    }
  }
  for (const ticket of list.tickets) {
    rows.push([
      '',
      '',
      '',
      null,
      null,
      `${ticket.name} (${ticket.count} Karten)`,
      ticket.processNumber,
      '',
      '',
      ticket.boardedAt ? 'ja' : 'nein',
    ]);
  }
  return `\uFEFF${rows.map((r) => r.map(cell).join(';')).join('\r\n')}\r\n`;
}

export function passengerCsvName(list: PassengerList): string {
  return `Passagierliste-${list.code}-${formatDate(list.dateFrom).replace(/\./g, '-')}.csv`.replace(/[^\w.-]+/g, '_');
}
