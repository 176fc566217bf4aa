/** The booker's confirmation: the booking, how to pay, the documents, and how check-in works. */
import { formatDate, formatDateTime, formatPrice } from '../format';
import { operatorDetails } from '../pdf/operator';
import { MailLink, Paragraph, Rows, SectionTitle } from './Layout';
import { summaryRows } from './parts';
import type { MailProps } from './props';

export function PaymentDue({ doc, t, locale, links, deadline }: MailProps & { deadline: Date }) {
  const money = (cents: number) => formatPrice(cents, locale);
  if (doc.paymentStatus === 'paid') return <Paragraph>{t('mail.alreadyPaid')}</Paragraph>;
  if (doc.paymentType === 'bill') {
    const op = operatorDetails();
    return (
      <>
        <SectionTitle>{t('mail.transferTitle')}</SectionTitle>
        <Paragraph>
          {t('mail.transferText', { amount: money(doc.depositCents), date: formatDate(doc.depositDue) })}
        </Paragraph>
        <Rows
          rows={[
            [t('mail.accountHolder'), op.bank.holder],
            ['IBAN', op.bank.iban],
            ['BIC', op.bank.bic],
            [t('mail.purpose'), doc.processNumber],
          ]}
        />
      </>
    );
  }
  return (
    <>
      <Paragraph>{t('mail.payOnline', { amount: money(doc.depositCents) })}</Paragraph>
      <Paragraph>{t('mail.payOnlineDeadline', { deadline: formatDateTime(deadline) })}</Paragraph>
      <MailLink label={t('mail.payOnlineLink')} href={links.manage} />
    </>
  );
}

export function DocumentLinks({ t, links }: Pick<MailProps, 't' | 'links'>) {
  return (
    <>
      <MailLink label={t('mail.pdfLink')} href={links.pdf} />
      <MailLink label={t('mail.calendarLink')} href={links.calendar} />
      <MailLink label={t('mail.manageLink')} href={links.manage} />
    </>
  );
}

export function ConfirmationMail(props: MailProps & { message: string; deadline: Date }) {
  const { doc, t, locale, message } = props;
  return (
    <>
      <Paragraph>{message}</Paragraph>
      <Rows rows={summaryRows(doc, t, locale)} />
      <PaymentDue {...props} />
      <SectionTitle>{t('mail.documents')}</SectionTitle>
      <Paragraph>{t('mail.confirmation.attachment')}</Paragraph>
      <DocumentLinks t={t} links={props.links} />
      {/* Tickets are shown at the stadium's entrance; travellers check in on the bus. */}
      <Paragraph>{doc.ticketDate ? t('mail.confirmation.checkinTicket') : t('mail.confirmation.checkin')}</Paragraph>
    </>
  );
}
