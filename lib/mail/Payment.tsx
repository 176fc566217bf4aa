/** Mails about money: a payment received, a reminder of a payment due, a refund. */
import { formatDate, formatPrice } from '../format';
import { Paragraph, Rows } from './Layout';
import { DocumentLinks, PaymentDue } from './Confirmation';
import { summaryRows } from './parts';
import type { MailProps } from './props';

export interface RefundInfo {
  amountCents: number;
  /** cancelled: paid after the booking was cancelled; staff: the operator cancelled it; duplicate: paid twice. */
  reason: 'cancelled' | 'staff' | 'duplicate';
}

export function PaymentReceivedMail({ doc, t, locale, links }: MailProps) {
  const money = (cents: number) => formatPrice(cents, locale);
  return (
    <>
      <Paragraph>
        {t('mail.paymentReceived.text', {
          amount: money(doc.depositCents),
          processNumber: doc.processNumber,
          trip: doc.journey.title,
        })}
      </Paragraph>
      {doc.balanceCents > 0 && doc.balanceDue ? (
        <Paragraph>
          {t('mail.paymentReceived.balance', { amount: money(doc.balanceCents), date: formatDate(doc.balanceDue) })}
        </Paragraph>
      ) : null}
      <Rows rows={summaryRows(doc, t, locale)} />
      <DocumentLinks t={t} links={links} />
    </>
  );
}

/** An open payment of a booking, as the booking's payment type asks for it (transfer or online). */
export function PaymentReminderMail(props: MailProps & { deadline: Date }) {
  const { doc, t, locale } = props;
  return (
    <>
      <Paragraph>{t('mail.reminder.text', { processNumber: doc.processNumber, trip: doc.journey.title })}</Paragraph>
      <Rows rows={summaryRows(doc, t, locale)} />
      <PaymentDue {...props} />
    </>
  );
}

export function RefundMail({ doc, t, locale, refund }: MailProps & { refund: RefundInfo }) {
  return (
    <>
      <Paragraph>
        {t(`mail.refund.${refund.reason}`, {
          amount: formatPrice(refund.amountCents, locale),
          processNumber: doc.processNumber,
        })}
      </Paragraph>
      <Paragraph>{t('mail.refund.timing')}</Paragraph>
    </>
  );
}
