/** A booking cancelled: by the office, or by the engine because it was not paid in time (expired). */
import { MailLink, Paragraph } from './Layout';
import type { MailProps } from './props';

export function CancellationMail({ doc, t, links, expired }: MailProps & { expired: boolean }) {
  const vars = { processNumber: doc.processNumber, trip: doc.journey.title };
  if (expired)
    return (
      <>
        <Paragraph>{t('mail.expired.text', vars)}</Paragraph>
        <Paragraph>{t('mail.expired.rebook')}</Paragraph>
        <MailLink label={t('mail.expired.rebookLink')} href={links.trip} />
      </>
    );
  const paid = doc.paymentStatus === 'paid' || doc.paymentStatus === 'refunded';
  return (
    <>
      <Paragraph>{t('mail.cancelled.text', vars)}</Paragraph>
      {paid ? <Paragraph>{t('mail.cancelled.refund')}</Paragraph> : null}
      <Paragraph>{t('mail.cancelled.questions')}</Paragraph>
    </>
  );
}
