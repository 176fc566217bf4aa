/** The mail outbox for staff (ARCHITECTURE: without SMTP mails wait there, readable in the back office). */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { bookingEvents, bookings, outbox } from '../../db/schema';
import type { StaffUser } from '../../backoffice/rights';
import type { MailDetail, MailSummary } from '../../backoffice/types';
import { kickOutbox } from '../mail/enqueue';
import type { EngineContext } from '../index';
import { iso, notFound, requireRight } from './guard';

const summaryColumns = {
  id: outbox.id,
  bookingId: outbox.bookingId,
  processNumber: bookings.processNumber,
  kind: outbox.kind,
  to: outbox.to,
  subject: outbox.subject,
  status: outbox.status,
  attempts: outbox.attempts,
  lastError: outbox.lastError,
  createdAt: outbox.createdAt,
  sentAt: outbox.sentAt,
};

interface SummaryRecord {
  id: number;
  bookingId: number | null;
  processNumber: string | null;
  kind: string;
  to: string;
  subject: string;
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

export function toMailSummary(row: SummaryRecord): MailSummary {
  return {
    id: row.id,
    bookingId: row.bookingId,
    processNumber: row.processNumber,
    kind: row.kind,
    to: row.to,
    subject: row.subject,
    status: row.status as MailSummary['status'],
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: iso(row.sentAt),
  };
}

/** Mails of some bookings, or the newest of all (no ids), newest first. */
export async function mailSummaries(
  ctx: EngineContext,
  options: { bookingIds?: number[]; status?: MailSummary['status'][]; limit?: number },
): Promise<MailSummary[]> {
  const rows = await ctx.db
    .select(summaryColumns)
    .from(outbox)
    .leftJoin(bookings, eq(bookings.id, outbox.bookingId))
    .where(
      and(
        options.bookingIds
          ? inArray(outbox.bookingId, options.bookingIds.length ? options.bookingIds : [-1])
          : undefined,
        options.status ? inArray(outbox.status, options.status) : undefined,
      ),
    )
    .orderBy(desc(outbox.id))
    .limit(options.limit ?? 200);
  return rows.map(toMailSummary);
}

export function createMailDesk(ctx: EngineContext) {
  return {
    async list(actor: StaffUser, filter: { status?: MailSummary['status'] }): Promise<MailSummary[]> {
      requireRight(actor, 'mails.read');
      return mailSummaries(ctx, { status: filter.status ? [filter.status] : undefined });
    },

    async get(actor: StaffUser, id: number): Promise<MailDetail> {
      requireRight(actor, 'mails.read');
      const [row] = await ctx.db
        .select({ ...summaryColumns, html: outbox.html, text: outbox.text })
        .from(outbox)
        .leftJoin(bookings, eq(bookings.id, outbox.bookingId))
        .where(eq(outbox.id, id));
      if (!row) notFound('mailNotFound');
      return { ...toMailSummary(row), html: row.html, text: row.text };
    },

    /** Puts the mail back in the queue as new: sent again by SMTP, or kept waiting without it. */
    async resend(actor: StaffUser, id: number): Promise<void> {
      requireRight(actor, 'mails.resend');
      const now = ctx.now();
      const [row] = await ctx.db
        .update(outbox)
        .set({ status: 'WAITING', attempts: 0, nextAttemptAt: now, lastError: null, sentAt: null })
        .where(eq(outbox.id, id))
        .returning({ bookingId: outbox.bookingId, kind: outbox.kind });
      if (!row) notFound('mailNotFound');
      if (row.bookingId)
        await ctx.db.insert(bookingEvents).values({
          bookingId: row.bookingId,
          actor: `staff:${actor.email}`,
          type: 'mail.resent',
          data: { mailId: id, kind: row.kind },
          at: now,
        });
      kickOutbox(ctx.db);
    },

    async pulse(actor: StaffUser) {
      requireRight(actor, 'mails.read');
      const [latest] = await ctx.db
        .select({ id: outbox.id, subject: outbox.subject })
        .from(outbox)
        .orderBy(desc(outbox.id))
        .limit(1);
      const [failed] = await ctx.db
        .select({ count: sql<number>`count(*)::int`, subject: sql<string | null>`max(${outbox.subject})` })
        .from(outbox)
        .where(eq(outbox.status, 'FAILED'));
      return {
        latestId: latest?.id ?? 0,
        latestSubject: latest?.subject ?? '',
        failed: Number(failed?.count ?? 0),
        failedSubject: failed?.subject ?? '',
      };
    },
  };
}
