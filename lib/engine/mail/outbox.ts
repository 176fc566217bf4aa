/**
 * Delivery of the outbox (alf.io): due rows are claimed with `for update skip locked`, so any number
 * of app instances can deliver at once without sending a mail twice. A claim bumps `attempts` and
 * leases the row (next_attempt_at in the future) before sending; a crash mid-send therefore only
 * delays the mail until the lease ends. WAITING → SENT; a failure → RETRY with exponential backoff
 * (30 s, 1 min, 2 min, … then hourly), for days: a mail is given up (FAILED) only when it is still
 * undelivered GIVE_UP_AFTER_DAYS after it was written. Failures are visible: every failed attempt is
 * logged (at a bounded rate, without the recipient), a mail still undelivered after an hour of
 * attempts is logged as delayed, a given-up one as failed, and `npm run mail:failed` lists them all
 * (and sends the given-up ones again with `--retry`). Without SMTP_URL nothing is sent: mails wait in
 * the outbox.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import { and, asc, eq, inArray, lte, ne, or, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, outbox } from '../../db/schema';
import { env, fallbackSiteUrl } from '../../config/env';
import { logError } from '../../log';
import { loadBookingDocument } from '../documents';
import { confirmationFileName, renderConfirmationPdf } from '../../pdf/confirmation';
import { tripCalendar } from '../../calendar/trip-event';
import type { AttachmentSpec } from './enqueue';

/** A mail still undelivered this long after it was written is given up (FAILED) and listed. */
export const GIVE_UP_AFTER_DAYS = 7;
/** From this attempt on (about an hour of failures) an undelivered mail is reported as delayed. */
export const DELAYED_AFTER_ATTEMPTS = 8;
const BASE_DELAY_MS = 30_000;
const MAX_DELAY_MS = 60 * 60_000;
const LEASE_MS = 10 * 60_000;
const POLL_MS = 60_000;

/** Delay before the next attempt after `attempts` failed ones: 30 s, 1 min, 2 min, … at most 1 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.min(20, Math.max(0, attempts - 1)));
}

export interface DeliveryOptions {
  /** Default: an SMTP transport for SMTP_URL; none → nothing is sent. */
  transport?: Transporter | null;
  now?: () => Date;
  batch?: number;
}

export interface DeliveryReport {
  sent: number;
  retry: number;
  failed: number;
}

const transports = new Map<string, Transporter>();

function transportFromEnv(): Transporter | null {
  const url = env().SMTP_URL;
  if (!url) return null;
  let transport = transports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport(url);
    transports.set(url, transport);
  }
  return transport;
}

type OutboxRow = typeof outbox.$inferSelect;

async function attachmentsOf(db: Db, row: OutboxRow) {
  const specs = (Array.isArray(row.attachments) ? row.attachments : []) as AttachmentSpec[];
  if (!specs.length || !row.bookingId) return [];
  const doc = await loadBookingDocument(db, row.bookingId);
  if (!doc) throw new Error(`booking ${row.bookingId} of mail ${row.id} not found`);
  const files = [];
  for (const spec of specs) {
    if (spec.kind === 'confirmation-pdf') {
      files.push({
        filename: confirmationFileName(doc.locale, doc.processNumber),
        content: Buffer.from(await renderConfirmationPdf(doc, spec.siteUrl ?? fallbackSiteUrl())),
        contentType: 'application/pdf',
      });
    } else if (spec.kind === 'calendar') {
      files.push({
        filename: `${doc.processNumber}.ics`,
        content: tripCalendar(doc, spec.siteUrl ?? fallbackSiteUrl()),
        contentType: 'text/calendar; charset=utf-8',
      });
    }
  }
  return files;
}

/** Claims due mails and sends them. Safe to run concurrently, on any number of instances. */
export async function deliverOutbox(db: Db, options: DeliveryOptions = {}): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retry: 0, failed: 0 };
  const transport = options.transport === undefined ? transportFromEnv() : options.transport;
  if (!transport) return report;
  const now = options.now ?? (() => new Date());
  const from = env().MAIL_FROM;

  for (;;) {
    const claimedAt = now();
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(inArray(outbox.status, ['WAITING', 'RETRY']), lte(outbox.nextAttemptAt, claimedAt)))
      .orderBy(asc(outbox.id))
      .limit(options.batch ?? 20)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(outbox)
      .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: new Date(claimedAt.getTime() + LEASE_MS) })
      .where(inArray(outbox.id, due))
      .returning();
    if (claimed.length === 0) return report;

    for (const row of claimed.sort((a, b) => a.id - b.id)) {
      try {
        await transport.sendMail({
          from,
          to: row.to,
          subject: row.subject,
          text: row.text,
          html: row.html,
          attachments: await attachmentsOf(db, row),
        });
        await db.update(outbox).set({ status: 'SENT', sentAt: now(), lastError: null }).where(eq(outbox.id, row.id));
        report.sent++;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const failed = claimedAt.getTime() - row.createdAt.getTime() >= GIVE_UP_AFTER_DAYS * 86_400_000;
        await db
          .update(outbox)
          .set({
            status: failed ? 'FAILED' : 'RETRY',
            lastError: message.slice(0, 1000),
            nextAttemptAt: new Date(now().getTime() + retryDelayMs(row.attempts)),
          })
          .where(eq(outbox.id, row.id));
        const about = { outboxId: row.id, mailKind: row.kind, bookingId: row.bookingId, attempts: row.attempts };
        if (failed) {
          report.failed++;
          logError(
            `mail.failed.${row.id}`,
            `mail given up after ${GIVE_UP_AFTER_DAYS} days of attempts (npm run mail:failed lists it)`,
            error,
            about,
          );
        } else {
          report.retry++;
          if (row.attempts === DELAYED_AFTER_ATTEMPTS)
            logError(`mail.delayed.${row.id}`, 'mail undelivered for an hour, still trying', error, about);
          logError('mail.delivery', 'mail delivery failed, tried again later', error, about);
        }
      }
    }
  }
}

export interface UndeliveredMail {
  id: number;
  kind: string;
  processNumber: string | null;
  /** The recipient, masked (a***@example.com): enough to tell the booker from the office. */
  to: string;
  status: string;
  attempts: number;
  createdAt: Date;
  nextAttemptAt: Date;
  lastError: string | null;
}

function mask(address: string): string {
  const at = address.indexOf('@');
  return at > 0 ? `${address[0]}***${address.slice(at)}` : '***';
}

/**
 * The mails that have not gone out although they were tried (until the back office exists, this is
 * the operator's list): given up (FAILED) and still retrying, oldest first.
 */
export async function undeliveredMails(db: Db): Promise<UndeliveredMail[]> {
  const rows = await db
    .select({
      id: outbox.id,
      kind: outbox.kind,
      processNumber: bookings.processNumber,
      to: outbox.to,
      status: outbox.status,
      attempts: outbox.attempts,
      createdAt: outbox.createdAt,
      nextAttemptAt: outbox.nextAttemptAt,
      lastError: outbox.lastError,
    })
    .from(outbox)
    .leftJoin(bookings, eq(bookings.id, outbox.bookingId))
    .where(or(eq(outbox.status, 'FAILED'), and(ne(outbox.status, 'SENT'), gt(outbox.attempts, 0))))
    .orderBy(asc(outbox.createdAt), asc(outbox.id));
  return rows.map((row) => ({ ...row, to: mask(row.to) }));
}

/** Puts given-up mails back in the queue (due now); answers how many. */
export async function retryFailedMails(db: Db, now: Date = new Date()): Promise<number> {
  const rows = await db
    .update(outbox)
    .set({ status: 'RETRY', nextAttemptAt: now, createdAt: now })
    .where(eq(outbox.status, 'FAILED'))
    .returning({ id: outbox.id });
  return rows.length;
}

const worker = globalThis as unknown as { __outboxWorker?: NodeJS.Timeout };

/** Delivers in the background now (after a commit); errors are logged, the rows stay for a retry. */
export function deliverSoon(db: Db): void {
  if (!env().SMTP_URL) return;
  // Concurrent runs are safe: each claims different rows (skip locked).
  deliverOutbox(db).catch((error) =>
    logError('mail.outbox', 'outbox delivery failed (tried again at the next poll)', error),
  );
}

/** A poller per process for retries that fall due later (idempotent; its timer does not keep the process alive). */
export function startOutboxWorker(db: Db): void {
  if (worker.__outboxWorker || !env().SMTP_URL) return;
  worker.__outboxWorker = setInterval(() => deliverSoon(db), POLL_MS);
  worker.__outboxWorker.unref?.();
}
