/**
 * Writes a booking's mails (customer confirmation with PDF, internal notification) to the outbox,
 * inside the booking's own transaction (alf.io's email_message): if the booking rolls back, so do
 * its mails; if it commits, they are delivered after commit by `deliverOutbox`, with retries.
 * Attachments are generated at send time from the booking, so a row stays small.
 */
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';
import { env } from '../../config/env';
import { loadBookingDocument, type KnownRows } from '../documents';
import type { BookingDocument } from '../../pdf/booking-document';
import { renderMail, type MailKind, type RefundInfo } from './templates';
import { startOutboxWorker, deliverSoon } from './outbox';

export interface BookingMailInput {
  bookingId: number;
  /** The public origin for the mail's links and its attachments' (the request's, when SITE_URL is unset). */
  siteUrl: string;
  processNumber: string;
  token: string;
  email: string;
  locale: 'de' | 'en' | 'hr';
  /** Internal notification mail (`args` of the save call). */
  args?: { subject: string; message: string; attachments: string[] };
  /** Confirmation mail to the booker (`argsCustomer`). */
  argsCustomer?: { subject: string; message: string; attachments: string[] };
  /** The booking's and its journey's rows as the save has them, so they are not read again. */
  known?: KnownRows;
}

/**
 * What is attached when the mail is sent, with the public origin its links use (rows written before
 * it was recorded have none: they use fallbackSiteUrl).
 */
export type AttachmentSpec = { kind: 'confirmation-pdf' | 'calendar'; siteUrl?: string };

export async function enqueueBookingMails(tx: Db, input: BookingMailInput): Promise<void> {
  const config = env();
  // Both mails show the same booking: read once when the booker's language is the office's German.
  const customerDoc = await loadBookingDocument(tx, input.bookingId, undefined, input.known);
  const officeDoc =
    input.locale === 'de' ? customerDoc : await loadBookingDocument(tx, input.bookingId, 'de', input.known);
  if (!customerDoc || !officeDoc) throw new Error(`enqueueBookingMails: booking ${input.bookingId} not found`);
  // one insert for both rows: this runs inside the save's transaction
  const rows = await Promise.all([
    outboxRow(
      {
        bookingId: input.bookingId,
        kind: 'booking-confirmation',
        to: input.email,
        siteUrl: input.siteUrl,
        overrides: input.argsCustomer,
        attachments: [{ kind: 'confirmation-pdf' }, { kind: 'calendar' }],
      },
      customerDoc,
    ),
    outboxRow(
      {
        bookingId: input.bookingId,
        kind: 'booking-notification',
        to: config.OPERATOR_EMAIL,
        siteUrl: input.siteUrl,
        overrides: input.args,
        attachments: [{ kind: 'confirmation-pdf' }],
      },
      officeDoc,
    ),
  ]);
  await tx.insert(outbox).values(rows);
}

export interface MailInput {
  bookingId: number;
  kind: MailKind;
  /** Default: the booking's e-mail address. */
  to?: string;
  /** The public origin for the mail's links and its attachments'. */
  siteUrl: string;
  overrides?: { subject?: string; message?: string };
  refund?: RefundInfo;
  attachments?: AttachmentSpec[];
}

/** Renders one mail of a booking and writes it to the outbox (call it inside the transaction that caused it). */
export async function enqueueMail(tx: Db, input: MailInput): Promise<void> {
  // The office reads its notification in German; the booker gets the booking's language.
  const doc = await loadBookingDocument(tx, input.bookingId, input.kind === 'booking-notification' ? 'de' : undefined);
  if (!doc) throw new Error(`enqueueMail: booking ${input.bookingId} not found`);
  await tx.insert(outbox).values(await outboxRow(input, doc));
}

/** The outbox row of one mail, rendered from the booking's document in the mail's language. */
async function outboxRow(input: MailInput, doc: BookingDocument): Promise<typeof outbox.$inferInsert> {
  const mail = await renderMail(input.kind, doc, {
    siteUrl: input.siteUrl,
    overrides: input.overrides,
    refund: input.refund,
  });
  return {
    bookingId: input.bookingId,
    kind: input.kind,
    to: input.to ?? doc.email,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    attachments: (
      input.attachments ?? (input.kind === 'payment-confirmation' ? [{ kind: 'confirmation-pdf' }] : [])
    ).map((spec) => ({ ...spec, siteUrl: input.siteUrl })),
    status: 'WAITING',
  };
}

/** Called after the booking's transaction committed: delivers waiting mails in the background. */
export function kickOutbox(db: Db): void {
  startOutboxWorker(db);
  deliverSoon(db);
}
