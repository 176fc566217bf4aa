/** The office's notification of a new booking (German): the booking, the booker, the prices. */
import { formatPrice } from '../format';
import { salutedName } from '../pdf/text';
import { MailLink, Paragraph, Rows, SectionTitle } from './Layout';
import { summaryRows, type Row } from './parts';
import type { MailProps } from './props';

export function NotificationMail({ doc, t, locale, links, message }: MailProps & { message: string }) {
  const b = doc.booker;
  const booker: Row[] = [
    [t('mail.notification.name'), salutedName(locale, b)],
    [t('mail.notification.address'), `${b.street} ${b.streetNr}, ${b.zip} ${b.city}`],
    [t('mail.notification.phone'), b.phone],
    [t('mail.notification.email'), b.email],
    ...(doc.comment ? [[t('mail.notification.comment'), doc.comment] as const] : []),
  ];
  const prices = doc.priceLines
    .filter((l) => l.totalCents !== 0)
    .map((l) => [`${l.quantity} × ${l.description}`, formatPrice(l.totalCents, locale)] as const);
  return (
    <>
      <Paragraph>{message}</Paragraph>
      <Rows rows={summaryRows(doc, t, locale)} />
      <SectionTitle>{t('mail.notification.booker')}</SectionTitle>
      <Rows rows={booker} />
      <SectionTitle>{t('mail.notification.prices')}</SectionTitle>
      <Rows rows={prices} />
      <MailLink label={t('mail.pdfLink')} href={links.pdf} />
    </>
  );
}
