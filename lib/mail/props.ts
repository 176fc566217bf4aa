import type { BookingDocument } from '../pdf/booking-document';
import type { MailTranslator } from './text';

/** The public links of a booking a mail may name; each carries the booking's token. */
export interface MailLinks {
  pdf: string;
  calendar: string;
  manage: string;
  /** The trip's page, to book it again. */
  trip: string;
}

/** What every mail component is handed: the booking's documents data, in the mail's language. */
export interface MailProps {
  doc: BookingDocument;
  t: MailTranslator;
  locale: string;
  links: MailLinks;
}
