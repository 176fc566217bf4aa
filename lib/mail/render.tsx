/**
 * A booking's mail, rendered from its component (react-email) inside the one layout, as HTML and as
 * plain text (the same markup through @react-email/render's text conversion). The customer reads it in
 * the booking's language, the office in German. The save call's texts (`args`/`argsCustomer`, spec §7)
 * replace a mail's subject and opening paragraph only: greeting, facts and signature are the layout's.
 */
import type { ReactElement } from 'react';
import { render, toPlainText } from '@react-email/render';
import type { BookingDocument } from '../pdf/booking-document';
import { documentLocale } from '../pdf/text';
import { operatorDetails } from '../pdf/operator';
import { MailLayout } from './Layout';
import { ConfirmationMail } from './Confirmation';
import { NotificationMail } from './Notification';
import { PaymentReceivedMail, PaymentReminderMail, RefundMail, type RefundInfo } from './Payment';
import { CancellationMail } from './Cancellation';
import { bookingFacts, footerText, greeting, signature } from './parts';
import { confirmationTexts, mailTranslator } from './text';
import type { MailLinks } from './props';

export type { RefundInfo };

export type MailKind =
  | 'booking-confirmation'
  | 'booking-notification'
  | 'payment-confirmation'
  | 'payment-reminder'
  | 'payment-refund'
  | 'booking-expired'
  | 'booking-cancelled';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export interface MailOptions {
  links: MailLinks;
  /** When an unpaid online booking is cancelled (the confirmation and the reminder name it). */
  deadline: Date;
  overrides?: { subject?: string; message?: string };
  refund?: RefundInfo;
}

export async function renderMail(kind: MailKind, doc: BookingDocument, options: MailOptions): Promise<RenderedMail> {
  // The operator reads German; the customer gets the booking's language.
  const locale = kind === 'booking-notification' ? 'de' : documentLocale(doc.locale);
  const t = await mailTranslator(locale);
  const props = { doc, t, locale, links: options.links };
  const custom = options.overrides;
  const vars = { processNumber: doc.processNumber, trip: doc.journey.title };

  let subject: string;
  let body: ReactElement;
  switch (kind) {
    case 'booking-confirmation':
      subject = custom?.subject || t('mail.confirmation.subject', vars);
      body = (
        <ConfirmationMail
          {...props}
          deadline={options.deadline}
          message={custom?.message || confirmationTexts(t, bookingFacts(doc)).message}
        />
      );
      break;
    case 'booking-notification':
      subject = custom?.subject || t('mail.notification.subject', vars);
      body = <NotificationMail {...props} message={custom?.message || t('mail.notification.intro')} />;
      break;
    case 'payment-confirmation':
      subject = t('mail.paymentReceived.subject', vars);
      body = <PaymentReceivedMail {...props} />;
      break;
    case 'payment-reminder':
      subject = t('mail.reminder.subject', vars);
      body = <PaymentReminderMail {...props} deadline={options.deadline} />;
      break;
    case 'payment-refund':
      subject = t('mail.refund.subject', vars);
      body = (
        <RefundMail {...props} refund={options.refund ?? { amountCents: doc.depositCents, reason: 'cancelled' }} />
      );
      break;
    case 'booking-expired':
    case 'booking-cancelled':
      subject = t(kind === 'booking-expired' ? 'mail.expired.subject' : 'mail.cancelled.subject', vars);
      body = <CancellationMail {...props} expired={kind === 'booking-expired'} />;
      break;
  }

  const toCustomer = kind !== 'booking-notification';
  const html = await render(
    <MailLayout
      lang={locale}
      operatorName={operatorDetails().name}
      preview={subject}
      greeting={toCustomer ? greeting(doc, t) : undefined}
      signature={toCustomer ? signature(doc, t) : undefined}
      footer={footerText(t)}
    >
      {body}
    </MailLayout>,
  );
  return {
    subject: subject.replace(/[\r\n]+/g, ' ').slice(0, 300),
    html,
    // Headings keep their case (the preview line is left out by render's own rules).
    text: toPlainText(html, { selectors: [{ selector: 'h2', options: { uppercase: false } }] }).trim(),
  };
}
