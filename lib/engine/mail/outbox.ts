/**
 * Delivery of the outbox (alf.io): due rows are claimed with `for update skip locked`, so any number
 * of app instances can deliver at once without sending a mail twice. A claim bumps `attempts` and
 * leases the row (next_attempt_at in the future) before sending; a crash mid-send therefore only
 * delays the mail until the lease ends. WAITING → SENT; a failure → RETRY with exponential backoff;
 * after MAX_ATTEMPTS → FAILED. Without SMTP_URL nothing is sent: mails wait in the outbox.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';
import { env, fallbackSiteUrl } from '../../config/env';
import { loadBookingDocument } from '../documents';
import { renderConfirmationPdf } from '../../pdf/confirmation';
import { tripCalendar } from '../../calendar/trip-event';
import type { AttachmentSpec } from './enqueue';

export const MAX_ATTEMPTS = 8;
const BASE_DELAY_MS = 30_000;
const MAX_DELAY_MS = 60 * 60_000;
const LEASE_MS = 10 * 60_000;
const POLL_MS = 60_000;

/** Delay before the next attempt after `attempts` failed ones: 30 s, 1 min, 2 min, … at most 1 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1));
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
        filename: `Buchungsbestaetigung-${doc.processNumber}.pdf`,
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
        const failed = row.attempts >= MAX_ATTEMPTS;
        await db
          .update(outbox)
          .set({
            status: failed ? 'FAILED' : 'RETRY',
            lastError: message.slice(0, 1000),
            nextAttemptAt: new Date(now().getTime() + retryDelayMs(row.attempts)),
          })
          .where(eq(outbox.id, row.id));
        if (failed) report.failed++;
        else report.retry++;
      }
    }
  }
}

const worker = globalThis as unknown as { __outboxWorker?: NodeJS.Timeout };

/** Delivers in the background now (after a commit); errors are logged, the rows stay for a retry. */
export function deliverSoon(db: Db): void {
  if (!env().SMTP_URL) return;
  // Concurrent runs are safe: each claims different rows (skip locked).
  deliverOutbox(db).catch((error) => console.error('[mail] outbox delivery failed:', error));
}

/** A poller per process for retries that fall due later (idempotent; its timer does not keep the process alive). */
export function startOutboxWorker(db: Db): void {
  if (worker.__outboxWorker || !env().SMTP_URL) return;
  worker.__outboxWorker = setInterval(() => deliverSoon(db), POLL_MS);
  worker.__outboxWorker.unref?.();
}
