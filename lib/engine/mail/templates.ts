/**
 * The mails of a booking, in German and English, each as HTML and plain text: the customer's
 * booking confirmation, the operator's notification, payment received, refund, and the cancellation of
 * an online booking that was not paid in time. Texts come from
 * the `mail` messages namespace. Anything from the booking form or from the save call's `args` is
 * escaped: it is the visitor's input.
 */
import { calendarUrl, confirmationPdfUrl } from '../links';
import { formatDate, formatDateTime, formatPrice, formatTimeOfDay } from '../../format';
import { paymentDeadline } from '../payments/deadline';
import type { BookingDocument } from '../../pdf/booking-document';
import { operatorDetails } from '../../pdf/operator';
import { documentLocale, documentText, salutedName, type Translate } from '../../pdf/text';
import { manageBookingUrl } from '../../api/contract/site-paths';

export type MailKind =
  | 'booking-confirmation'
  | 'booking-notification'
  | 'payment-confirmation'
  | 'payment-refund'
  | 'booking-expired'
  | 'booking-cancelled';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export interface MailOverrides {
  subject?: string;
  message?: string;
}

export interface RefundInfo {
  amountCents: number;
  /** cancelled: paid after the booking was cancelled; staff: the operator cancelled it; duplicate: paid twice. */
  reason: 'cancelled' | 'staff' | 'duplicate';
}

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/** A mail body as blocks, rendered once as HTML and once as text. */
type Block =
  | { type: 'p'; text: string }
  | { type: 'rows'; rows: [string, string][] }
  | { type: 'heading'; text: string }
  | { type: 'link'; label: string; url: string };

function render(subject: string, blocks: Block[], footer: string): RenderedMail {
  const html = blocks
    .map((b) => {
      switch (b.type) {
        case 'p':
          return `<p style="margin:0 0 14px">${escapeHtml(b.text).replace(/\n/g, '<br>')}</p>`;
        case 'heading':
          return `<h2 style="margin:22px 0 8px;font-size:16px;color:#ba2819">${escapeHtml(b.text)}</h2>`;
        case 'rows':
          return `<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 14px;width:100%">${b.rows
            .map(
              ([label, value]) =>
                `<tr><td style="padding:4px 12px 4px 0;width:170px;color:#5f6368;vertical-align:top">${escapeHtml(label)}</td><td style="padding:4px 0;vertical-align:top">${escapeHtml(value).replace(/\n/g, '<br>')}</td></tr>`,
            )
            .join('')}</table>`;
        case 'link':
          return `<p style="margin:0 0 10px"><a href="${escapeHtml(b.url)}" style="color:#ba2819;font-weight:600">${escapeHtml(b.label)}</a></p>`;
      }
    })
    .join('\n');
  const text = blocks
    .map((b) => {
      switch (b.type) {
        case 'p':
          return b.text;
        case 'heading':
          return `${b.text}\n${'-'.repeat(b.text.length)}`;
        case 'rows':
          return b.rows
            .map(([label, value]) =>
              value.includes('\n') ? `${label}:\n${value.replace(/^/gm, '  ')}` : `${label}: ${value}`,
            )
            .join('\n');
        case 'link':
          return `${b.label}: ${b.url}`;
      }
    })
    .join('\n\n');
  return {
    subject: subject.replace(/[\r\n]+/g, ' ').slice(0, 300),
    html: `<!doctype html><html><body style="margin:0;background:#f6f7f9;font-family:Arial,Helvetica,sans-serif;color:#222;font-size:15px;line-height:1.5">
<div style="max-width:640px;margin:0 auto;background:#fff">
<div style="background:#ba2819;color:#fff;padding:18px 24px;font-size:20px;font-weight:700">${escapeHtml(operatorDetails().name)}</div>
<div style="padding:24px">
${html}
</div>
<div style="padding:16px 24px;border-top:1px solid #dfe1e5;color:#5f6368;font-size:12px">${escapeHtml(footer).replace(/\n/g, '<br>')}</div>
</div></body></html>`,
    text: `${text}\n\n-- \n${footer}\n`,
  };
}

function tripDates(doc: BookingDocument): string {
  const { dateFrom, dateTill } = doc.journey;
  if (!dateFrom) return '–';
  return dateFrom === dateTill ? formatDate(dateFrom) : `${formatDate(dateFrom)} – ${formatDate(dateTill)}`;
}

/** A match-ticket booking: the match with its kick-off and the number of tickets. */
function ticketRows(doc: BookingDocument, t: Translate): [string, string][] {
  const match = doc.ticketDate!;
  const time = formatTimeOfDay(match.dateFrom);
  return [
    [t('match'), match.title],
    [t('date'), [formatDate(match.dateFrom), time && t('kickoff', { time })].filter(Boolean).join(', ')],
    [t('ticketCount'), String(doc.persons)],
  ];
}

function summaryRows(doc: BookingDocument, t: Translate, locale: string): [string, string][] {
  const travellers = doc.travellers
    .map((p) => {
      const seat = p.seatOutbound ? ` (${t('seat', { seat: p.seatOutbound })})` : '';
      const point = p.boardingPoint
        ? ` – ${[p.boardingPoint.time, p.boardingPoint.city].filter(Boolean).join(' ')}`
        : '';
      return `${p.name}${seat}${point}`;
    })
    .join('\n');
  return [
    [t('processNumber'), doc.processNumber],
    [t('trip'), doc.journey.title],
    ...(doc.ticketDate
      ? ticketRows(doc, t)
      : [
          [t('date'), tripDates(doc)] as [string, string],
          ...(doc.journey.departure ? [[t('departure'), doc.journey.departure] as [string, string]] : []),
          [t('travellers'), travellers] as [string, string],
        ]),
    [t('total'), formatPrice(doc.totalCents, locale)],
    [t('paymentMethod'), t(`paymentTypes.${doc.paymentType}`)],
  ];
}

function footerText(t: Translate): string {
  const op = operatorDetails();
  return `${op.name} · ${op.street} · ${op.city}\n${t('contact', { email: op.email, phone: op.phone })}`;
}

function paymentBlocks(doc: BookingDocument, t: Translate, locale: string, siteUrl: string): Block[] {
  const money = (cents: number) => formatPrice(cents, locale);
  if (doc.paymentStatus === 'paid') return [{ type: 'p', text: t('alreadyPaid') }];
  if (doc.paymentType === 'bill') {
    const op = operatorDetails();
    return [
      { type: 'heading', text: t('transferTitle') },
      { type: 'p', text: t('transferText', { amount: money(doc.depositCents), date: formatDate(doc.depositDue) }) },
      {
        type: 'rows',
        rows: [
          [t('accountHolder'), op.bank.holder],
          ['IBAN', op.bank.iban],
          ['BIC', op.bank.bic],
          [t('purpose'), doc.processNumber],
        ],
      },
    ];
  }
  return [
    { type: 'p', text: t('payOnline', { amount: money(doc.depositCents) }) },
    { type: 'p', text: t('payOnlineDeadline', { deadline: formatDateTime(paymentDeadline(doc.createdAt)) }) },
    { type: 'link', label: t('payOnlineLink'), url: manageBookingUrl(siteUrl, doc.processNumber, doc.token) },
  ];
}

function documentLinks(doc: BookingDocument, t: Translate, siteUrl: string): Block[] {
  return [
    { type: 'link', label: t('pdfLink'), url: confirmationPdfUrl(siteUrl, doc.processNumber, doc.token) },
    { type: 'link', label: t('calendarLink'), url: calendarUrl(siteUrl, doc.processNumber, doc.token) },
    { type: 'link', label: t('manageLink'), url: manageBookingUrl(siteUrl, doc.processNumber, doc.token) },
  ];
}

function greeting(doc: BookingDocument, t: Translate): string {
  const b = doc.booker;
  return t('greeting', { name: [b.title, b.firstname, b.lastname].filter(Boolean).join(' ') });
}

export function renderMail(
  kind: MailKind,
  doc: BookingDocument,
  options: { siteUrl: string; overrides?: MailOverrides; refund?: RefundInfo },
): RenderedMail {
  // The operator reads German; the customer gets the booking's language.
  const locale = kind === 'booking-notification' ? 'de' : documentLocale(doc.locale);
  const t = documentText(locale, 'mail');
  const money = (cents: number) => formatPrice(cents, locale);
  const custom = options.overrides;
  const vars = { processNumber: doc.processNumber, trip: doc.journey.title };

  switch (kind) {
    case 'booking-confirmation':
      return render(
        custom?.subject || t('confirmation.subject', vars),
        [
          { type: 'p', text: greeting(doc, t) },
          { type: 'p', text: custom?.message || t('confirmation.intro') },
          { type: 'rows', rows: summaryRows(doc, t, locale) },
          ...paymentBlocks(doc, t, locale, options.siteUrl),
          { type: 'heading', text: t('documents') },
          { type: 'p', text: t('confirmation.attachment') },
          ...documentLinks(doc, t, options.siteUrl),
          { type: 'p', text: t('confirmation.checkin') },
          { type: 'p', text: t('signature') },
        ],
        footerText(t),
      );

    case 'booking-notification': {
      const b = doc.booker;
      return render(
        custom?.subject || t('notification.subject', vars),
        [
          { type: 'p', text: custom?.message || t('notification.intro') },
          { type: 'rows', rows: summaryRows(doc, t, locale) },
          { type: 'heading', text: t('notification.booker') },
          {
            type: 'rows',
            rows: [
              [t('notification.name'), salutedName(locale, b)],
              [t('notification.address'), `${b.street} ${b.streetNr}, ${b.zip} ${b.city}`],
              [t('notification.phone'), b.phone],
              [t('notification.email'), b.email],
              ...(doc.comment ? [[t('notification.comment'), doc.comment] as [string, string]] : []),
            ],
          },
          { type: 'heading', text: t('notification.prices') },
          {
            type: 'rows',
            rows: doc.priceLines
              .filter((l) => l.totalCents !== 0)
              .map((l) => [`${l.quantity} × ${l.description}`, money(l.totalCents)] as [string, string]),
          },
          { type: 'link', label: t('pdfLink'), url: confirmationPdfUrl(options.siteUrl, doc.processNumber, doc.token) },
        ],
        footerText(t),
      );
    }

    case 'payment-confirmation':
      return render(
        t('paymentReceived.subject', vars),
        [
          { type: 'p', text: greeting(doc, t) },
          { type: 'p', text: t('paymentReceived.text', { amount: money(doc.depositCents), ...vars }) },
          ...(doc.balanceCents > 0 && doc.balanceDue
            ? [
                {
                  type: 'p' as const,
                  text: t('paymentReceived.balance', {
                    amount: money(doc.balanceCents),
                    date: formatDate(doc.balanceDue),
                  }),
                },
              ]
            : []),
          { type: 'rows', rows: summaryRows(doc, t, locale) },
          ...documentLinks(doc, t, options.siteUrl),
          { type: 'p', text: t('signature') },
        ],
        footerText(t),
      );

    case 'booking-expired':
      return render(
        t('expired.subject', vars),
        [
          { type: 'p', text: greeting(doc, t) },
          { type: 'p', text: t('expired.text', vars) },
          { type: 'p', text: t('expired.rebook') },
          {
            type: 'link',
            label: t('expired.rebookLink'),
            url: `${options.siteUrl}${doc.journey.path}`,
          },
          { type: 'p', text: t('signature') },
        ],
        footerText(t),
      );

    case 'booking-cancelled':
      return render(
        t('cancelled.subject', vars),
        [
          { type: 'p', text: greeting(doc, t) },
          { type: 'p', text: t('cancelled.text', vars) },
          ...(doc.paymentStatus === 'paid' || doc.paymentStatus === 'refunded'
            ? [{ type: 'p' as const, text: t('cancelled.refund') }]
            : []),
          { type: 'p', text: t('cancelled.questions') },
          { type: 'p', text: t('signature') },
        ],
        footerText(t),
      );

    case 'payment-refund': {
      const refund = options.refund ?? { amountCents: doc.depositCents, reason: 'cancelled' as const };
      return render(
        t('refund.subject', vars),
        [
          { type: 'p', text: greeting(doc, t) },
          {
            type: 'p',
            text: t(`refund.${refund.reason}`, {
              amount: money(refund.amountCents),
              ...vars,
            }),
          },
          { type: 'p', text: t('refund.timing') },
          { type: 'p', text: t('signature') },
        ],
        footerText(t),
      );
    }
  }
}
