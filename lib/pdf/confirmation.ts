/**
 * The booking confirmation PDF (pdf-lib): operator letterhead, process number, trip and dates,
 * departure times and boarding points, travellers with seats, the rooms of a multi-day trip, price
 * lines, total, payment terms,
 * the transfer details for invoice payment, and a QR code for the check-in on the bus; a match-ticket
 * booking instead shows the match and one QR code per ticket.
 * Texts come from the `pdf` messages namespace; the font (Liberation Sans) covers every Latin
 * letter a name may contain (č, ć, đ, …), unlike the PDF standard fonts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import fontkit from '@pdf-lib/fontkit';
import QRCode from 'qrcode';
import { formatDate, formatPrice, formatTimeOfDay, durationDays } from '../format';
import type { BookingDocument } from './booking-document';
import { checkinCode, ticketCode } from './checkin';
import { operatorDetails } from './operator';
import { documentLocale, documentText, salutedName } from './text';

const FONT_DIR = path.join(process.cwd(), 'lib/pdf/fonts');
const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const CONTENT_WIDTH = A4.width - 2 * MARGIN;
const BRAND = rgb(0xba / 255, 0x28 / 255, 0x19 / 255);
const TEXT = rgb(0.13, 0.13, 0.13);
const MUTED = rgb(0.37, 0.39, 0.41);
const LINE = rgb(0.87, 0.88, 0.9);

let fontBytes: Promise<{ regular: Buffer; bold: Buffer }> | undefined;
function loadFonts() {
  fontBytes ??= Promise.all([
    fs.promises.readFile(path.join(FONT_DIR, 'LiberationSans-Regular.ttf')),
    fs.promises.readFile(path.join(FONT_DIR, 'LiberationSans-Bold.ttf')),
  ]).then(([regular, bold]) => ({ regular, bold }));
  return fontBytes;
}

interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

/** A top-to-bottom writer that starts a new page when the next block does not fit. */
class Writer {
  page!: PDFPage;
  y = 0;
  pages: PDFPage[] = [];

  constructor(
    private readonly pdf: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.newPage();
  }

  newPage() {
    this.page = this.pdf.addPage([A4.width, A4.height]);
    this.pages.push(this.page);
    this.y = A4.height - MARGIN;
  }

  ensure(height: number) {
    if (this.y - height < MARGIN + 30) this.newPage();
  }

  text(
    value: string,
    options: {
      x?: number;
      size?: number;
      bold?: boolean;
      color?: ReturnType<typeof rgb>;
      width?: number;
      align?: 'left' | 'right';
    } = {},
  ) {
    const size = options.size ?? 10;
    const font = options.bold ? this.bold : this.regular;
    const x = options.x ?? MARGIN;
    const lines = wrap(value, font, size, options.width ?? CONTENT_WIDTH - (x - MARGIN));
    // A paragraph stays on one page unless it is longer than a page.
    this.ensure(Math.min(lines.length * size * 1.4, A4.height / 2));
    for (const line of lines) {
      this.ensure(size * 1.4);
      const lineX =
        options.align === 'right' && options.width ? x + options.width - font.widthOfTextAtSize(line, size) : x;
      this.page.drawText(line, { x: lineX, y: this.y - size, size, font, color: options.color ?? TEXT });
      this.y -= size * 1.4;
    }
  }

  gap(height: number) {
    this.y -= height;
  }

  heading(value: string) {
    this.ensure(40);
    this.gap(10);
    this.text(value, { size: 12, bold: true, color: BRAND });
    this.page.drawLine({
      start: { x: MARGIN, y: this.y + 2 },
      end: { x: A4.width - MARGIN, y: this.y + 2 },
      thickness: 0.7,
      color: LINE,
    });
    this.gap(6);
  }

  /** label: value rows with a fixed label column. */
  pairs(rows: [string, string][], labelWidth = 130) {
    for (const [label, value] of rows) {
      const lines = wrap(value, this.regular, 10, CONTENT_WIDTH - labelWidth);
      this.ensure(lines.length * 14);
      const top = this.y;
      this.page.drawText(label, { x: MARGIN, y: top - 10, size: 10, font: this.bold, color: MUTED });
      lines.forEach((line, i) =>
        this.page.drawText(line, {
          x: MARGIN + labelWidth,
          y: top - 10 - i * 14,
          size: 10,
          font: this.regular,
          color: TEXT,
        }),
      );
      this.y = top - lines.length * 14;
    }
  }

  table(columns: Column[], rows: string[][], options: { boldLastRow?: boolean } = {}) {
    const size = 9.5;
    const drawRow = (cells: string[], font: PDFFont, color = TEXT) => {
      const wrapped = cells.map((cell, i) => wrap(cell, font, size, columns[i].width - 6));
      const height = Math.max(...wrapped.map((w) => w.length)) * (size * 1.35) + 4;
      this.ensure(height);
      let x = MARGIN;
      wrapped.forEach((lines, i) => {
        const column = columns[i];
        lines.forEach((line, j) => {
          const lineX = column.align === 'right' ? x + column.width - 3 - font.widthOfTextAtSize(line, size) : x + 3;
          this.page.drawText(line, { x: lineX, y: this.y - size - 2 - j * size * 1.35, size, font, color });
        });
        x += column.width;
      });
      this.y -= height;
      this.page.drawLine({
        start: { x: MARGIN, y: this.y },
        end: { x: A4.width - MARGIN, y: this.y },
        thickness: 0.4,
        color: LINE,
      });
    };
    drawRow(
      columns.map((c) => c.header),
      this.bold,
      MUTED,
    );
    rows.forEach((row, i) => drawRow(row, options.boldLastRow && i === rows.length - 1 ? this.bold : this.regular));
  }
}

/** Greedy word wrap; a single overlong word is broken by characters. */
function wrap(value: string, font: PDFFont, size: number, width: number): string[] {
  const out: string[] = [];
  for (const paragraph of value.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) out.push(line);
      line = word;
      while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--;
        out.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    out.push(line);
  }
  return out;
}

function drawQr(page: PDFPage, text: string, x: number, y: number, size: number) {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  const quiet = 2;
  const cell = size / (count + 2 * quiet);
  page.drawRectangle({ x, y, width: size, height: size, color: rgb(1, 1, 1) });
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (!qr.modules.get(row, col)) continue;
      page.drawRectangle({
        x: x + (col + quiet) * cell,
        y: y + size - (row + quiet + 1) * cell,
        width: cell + 0.05,
        height: cell + 0.05,
        color: rgb(0, 0, 0),
      });
    }
  }
}

/** One QR code per ticket, in rows, each captioned 'Karte 1 von 2'. */
function drawTickets(w: Writer, codes: string[], t: ReturnType<typeof documentText>) {
  const size = 100;
  const gap = 22;
  const perRow = Math.max(1, Math.floor((CONTENT_WIDTH + gap) / (size + gap)));
  w.gap(8);
  for (let start = 0; start < codes.length; start += perRow) {
    w.ensure(size + 28);
    const top = w.y;
    codes.slice(start, start + perRow).forEach((code, i) => {
      const x = MARGIN + i * (size + gap);
      drawQr(w.page, code, x, top - size, size);
      const caption = t('ticketOf', { number: start + i + 1, count: codes.length });
      w.page.drawText(caption, {
        x: x + (size - w.bold.widthOfTextAtSize(caption, 8.5)) / 2,
        y: top - size - 12,
        size: 8.5,
        font: w.bold,
        color: TEXT,
      });
    });
    w.y = top - size - 24;
  }
  w.text(t('ticketsCaption'), { size: 8.5, color: MUTED });
}

/** The codes of a match-ticket booking's tickets, one per ticket (none for a trip). */
export function ticketCodes(doc: BookingDocument): string[] {
  if (!doc.ticketDate) return [];
  return Array.from({ length: doc.persons }, (_, i) => ticketCode(doc.processNumber, i + 1, doc.persons));
}

/**
 * Renders the confirmation of one booking as PDF bytes, in the booking's language (de, en, hr); `siteUrl`
 * is the website printed in its letterhead.
 */
export async function renderConfirmationPdf(doc: BookingDocument, siteUrl: string): Promise<Uint8Array> {
  const locale = documentLocale(doc.locale);
  const t = documentText(locale, 'pdf');
  const operator = operatorDetails(siteUrl);
  const money = (cents: number) => formatPrice(cents, locale);

  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const fonts = await loadFonts();
  const regular = await pdf.embedFont(fonts.regular, { subset: true });
  const bold = await pdf.embedFont(fonts.bold, { subset: true });
  pdf.setTitle(`${t('title')} ${doc.processNumber}`);
  pdf.setAuthor(operator.name);
  pdf.setSubject(doc.journey.title);
  pdf.setLanguage({ de: 'de-DE', en: 'en-GB', hr: 'hr-HR' }[locale]);
  pdf.setCreationDate(doc.createdAt);

  const w = new Writer(pdf, regular, bold);

  // Letterhead: brand band, operator name and contact.
  w.page.drawRectangle({ x: 0, y: A4.height - 8, width: A4.width, height: 8, color: BRAND });
  w.text(operator.name, { size: 16, bold: true, color: BRAND });
  w.text(`${operator.street} · ${operator.city} · ${operator.phone} · ${operator.email} · ${operator.web}`, {
    size: 8.5,
    color: MUTED,
  });
  w.gap(18);

  // Title block with the check-in QR code on the right (tickets carry one code each, further down).
  const tickets = ticketCodes(doc);
  const qrSize = tickets.length > 0 ? 0 : 110;
  const titleTop = w.y;
  if (qrSize > 0)
    drawQr(w.page, checkinCode(doc.processNumber, doc.persons), A4.width - MARGIN - qrSize, titleTop - qrSize, qrSize);
  const left = qrSize > 0 ? CONTENT_WIDTH - qrSize - 20 : CONTENT_WIDTH;
  w.text(t('title'), { size: 20, bold: true, width: left });
  if (doc.status === 'cancelled') w.text(t('cancelled'), { size: 12, bold: true, color: BRAND, width: left });
  w.gap(4);
  w.text(`${t('processNumber')}: ${doc.processNumber}`, { size: 13, bold: true, width: left });
  w.text(`${t('bookedOn')}: ${formatDate(doc.createdAt.toISOString())}`, { size: 10, color: MUTED, width: left });
  w.gap(8);
  const b = doc.booker;
  w.text(salutedName(locale, b), { width: left });
  w.text(`${b.street} ${b.streetNr}`, { width: left });
  w.text(`${b.zip} ${b.city}`, { width: left });
  w.text(`${b.email} · ${b.phone}`, { size: 9, color: MUTED, width: left });
  w.y = Math.min(w.y, titleTop - qrSize - 4);
  (qrSize > 0 ? wrap(t('checkinCaption'), regular, 7.5, qrSize) : []).forEach((line, i) =>
    w.page.drawText(line, {
      x: A4.width - MARGIN - qrSize,
      y: titleTop - qrSize - 10 - i * 9,
      size: 7.5,
      font: regular,
      color: MUTED,
    }),
  );
  w.gap(14);

  // Trip.
  const j = doc.journey;
  w.heading(t('trip'));
  const dates =
    j.dateFrom === j.dateTill ? formatDate(j.dateFrom) : `${formatDate(j.dateFrom)} – ${formatDate(j.dateTill)}`;
  const tripRows: [string, string][] = [[t('tripTitle'), j.title]];
  // A ticket is for its match, whose row below names the day.
  if (!doc.ticketDate)
    tripRows.push([
      t('date'),
      j.dateFrom
        ? `${dates} (${durationDays(j.dateFrom, j.dateTill) === 1 ? t('oneDay') : t('days', { days: durationDays(j.dateFrom, j.dateTill) })})`
        : '–',
    ]);
  if (doc.ticketDate)
    tripRows.push([
      t('match'),
      [
        doc.ticketDate.title,
        formatDate(doc.ticketDate.dateFrom),
        formatTimeOfDay(doc.ticketDate.dateFrom) && t('kickoff', { time: formatTimeOfDay(doc.ticketDate.dateFrom) }),
      ]
        .filter(Boolean)
        .join(' · '),
    ]);
  // Each traveller's boarding time is in the travellers' table; the trip's first departure is shown
  // only when no traveller has one. A ticket has no bus: no departure, no return.
  const ownTimes = doc.travellers.some((p) => p.boardingPoint?.time);
  if (!doc.ticketDate && !ownTimes && j.departure)
    tripRows.push([t('departure'), t('departureAt', { time: j.departure })]);
  if (!doc.ticketDate && j.returnDeparture)
    tripRows.push([t('return'), t('returnTimes', { time: j.returnDeparture, arrival: j.arrival || '–' })]);
  if (j.code) tripRows.push([t('tripCode'), j.code]);
  w.pairs(tripRows);

  // Travellers with boarding points and seats (trip variant) or the number of tickets.
  if (doc.travellers.length) {
    w.heading(t('travellers'));
    w.table(
      [
        { header: '#', width: 22 },
        { header: t('name'), width: 150 },
        { header: t('boardingPoint'), width: 193 },
        { header: t('seatOutbound'), width: 65, align: 'right' },
        { header: t('seatReturn'), width: 65, align: 'right' },
      ],
      doc.travellers.map((p, i) => [
        String(i + 1),
        p.name,
        p.boardingPoint
          ? [
              p.boardingPoint.time && t('departureAt', { time: p.boardingPoint.time }),
              `${p.boardingPoint.city}, ${p.boardingPoint.place}`,
            ]
              .filter(Boolean)
              .join(' · ')
          : '–',
        p.seatOutbound ? String(p.seatOutbound) : '–',
        p.seatReturn ? String(p.seatReturn) : '–',
      ]),
    );
    // Multi-day trips: who sleeps in which room (issue 11).
    if (doc.rooms.length) {
      w.heading(t('rooms'));
      w.pairs(
        doc.rooms.map((room) => [t('room', { number: room.number, name: room.name }), room.travellers.join(', ')]),
      );
    }
  } else {
    w.heading(t('tickets'));
    w.pairs([[t('ticketCount'), String(doc.persons)]]);
    drawTickets(w, tickets, t);
  }

  // Prices (spec §5: lines with total 0,00 are not shown).
  w.heading(t('prices'));
  const lines = doc.priceLines.filter((l) => l.totalCents !== 0);
  w.table(
    [
      { header: t('description'), width: 265 },
      { header: t('quantity'), width: 50, align: 'right' },
      { header: t('unitPrice'), width: 90, align: 'right' },
      { header: t('totalPrice'), width: 90, align: 'right' },
    ],
    [
      ...lines.map((l) => [l.description, String(l.quantity), money(l.unitCents), money(l.totalCents)]),
      [t('total'), '', '', money(doc.totalCents)],
    ],
    { boldLastRow: true },
  );

  // Payment terms and state.
  w.heading(t('payment'));
  const paymentRows: [string, string][] = [[t('paymentMethod'), t(`paymentTypes.${doc.paymentType}`)]];
  if (doc.balanceCents > 0) {
    paymentRows.push([t('deposit'), t('dueOn', { amount: money(doc.depositCents), date: formatDate(doc.depositDue) })]);
    paymentRows.push([
      t('balance'),
      t('dueOn', { amount: money(doc.balanceCents), date: doc.balanceDue ? formatDate(doc.balanceDue) : '–' }),
    ]);
  } else {
    paymentRows.push([
      t('amountDue'),
      t('dueOn', { amount: money(doc.depositCents), date: formatDate(doc.depositDue) }),
    ]);
  }
  const state =
    doc.paymentStatus === 'paid' && doc.paidAt
      ? t('statePaid', { date: formatDate(doc.paidAt.toISOString()) })
      : doc.paymentStatus === 'refunded'
        ? t('stateRefunded')
        : t('stateOpen');
  paymentRows.push([t('paymentState'), state]);
  w.pairs(paymentRows);

  if (doc.paymentType === 'bill' && doc.paymentStatus === 'open' && doc.status !== 'cancelled') {
    w.gap(8);
    w.ensure(110);
    const boxTop = w.y;
    w.gap(8);
    w.text(t('transferTitle'), { x: MARGIN + 10, bold: true, size: 11 });
    w.text(t('transferText', { amount: money(doc.depositCents), date: formatDate(doc.depositDue) }), {
      x: MARGIN + 10,
      width: CONTENT_WIDTH - 20,
    });
    w.gap(2);
    const rows: [string, string][] = [
      [t('accountHolder'), operator.bank.holder],
      ['IBAN', operator.bank.iban],
      ['BIC', `${operator.bank.bic} (${operator.bank.name})`],
      [t('purpose'), doc.processNumber],
    ];
    for (const [label, value] of rows) {
      w.page.drawText(label, { x: MARGIN + 10, y: w.y - 10, size: 10, font: bold, color: MUTED });
      w.page.drawText(value, { x: MARGIN + 130, y: w.y - 10, size: 10, font: regular, color: TEXT });
      w.y -= 14;
    }
    w.gap(6);
    w.page.drawRectangle({
      x: MARGIN,
      y: w.y,
      width: CONTENT_WIDTH,
      height: boxTop - w.y,
      borderColor: BRAND,
      borderWidth: 1,
    });
  }

  w.gap(14);
  w.text(doc.ticketDate ? t('closingTicket') : t('closing'), { size: 9.5, color: MUTED });

  // Footer on every page.
  w.pages.forEach((page, i) => {
    const footer = `${operator.name} · ${operator.street} · ${operator.city} · ${operator.web}`;
    page.drawText(footer, { x: MARGIN, y: 28, size: 7.5, font: regular, color: MUTED });
    const pageLabel = t('page', { page: i + 1, pages: w.pages.length });
    page.drawText(pageLabel, {
      x: A4.width - MARGIN - regular.widthOfTextAtSize(pageLabel, 7.5),
      y: 28,
      size: 7.5,
      font: regular,
      color: MUTED,
    });
  });

  return pdf.save();
}

/**
 * The confirmation's file name in a language ('Booking-confirmation-26-0042.pdf'): the booking's own
 * for the mail's attachment, the reader's for the link. Letters a file system takes anywhere.
 */
export function confirmationFileName(locale: string, processNumber: string): string {
  const safe = processNumber.replace(/[^A-Za-z0-9-]/g, '');
  return documentText(locale, 'pdf')('fileName', { processNumber: safe });
}
