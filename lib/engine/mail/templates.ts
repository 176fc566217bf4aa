/**
 * The engine's side of its mails: the public links and the payment deadline of a booking, handed to
 * the mail components (lib/mail), which render every mail in one layout from the booking's document
 * data. lib/mail is a renderer like lib/pdf: it reads no database and knows nothing of the engine.
 */
import { calendarUrl, confirmationPdfUrl } from '../links';
import { paymentDeadline } from '../payments/deadline';
import type { BookingDocument } from '../../pdf/booking-document';
import { manageBookingUrl } from '../../api/contract/site-paths';
import { renderMail as renderComponent, type MailKind, type RefundInfo, type RenderedMail } from '../../mail/render';

export type { MailKind, RefundInfo };

export function renderMail(
  kind: MailKind,
  doc: BookingDocument,
  options: { siteUrl: string; overrides?: { subject?: string; message?: string }; refund?: RefundInfo },
): Promise<RenderedMail> {
  const { siteUrl } = options;
  return renderComponent(kind, doc, {
    links: {
      pdf: confirmationPdfUrl(siteUrl, doc.processNumber, doc.token),
      calendar: calendarUrl(siteUrl, doc.processNumber, doc.token),
      manage: manageBookingUrl(siteUrl, doc.processNumber, doc.token),
      trip: `${siteUrl}${doc.journey.path}`,
    },
    deadline: paymentDeadline(doc.createdAt),
    overrides: options.overrides,
    refund: options.refund,
  });
}
