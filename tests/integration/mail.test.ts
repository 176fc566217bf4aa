import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import nodemailer from 'nodemailer';
// @ts-expect-error pdf-parse ships no types for its inner module
import pdfParse from 'pdf-parse/lib/pdf-parse.js';

process.env.SECRET = 'mail-test-secret-0123456789-abcdef';
process.env.OPERATOR_EMAIL = 'disposition@alpenexpress.example';

import { openTestDb, testDrivers, type TestDb } from '../helpers/db';
import { allConsents, bookingSystem, DAY_TRIP, seedFixtures, tripForm } from '../helpers/fixtures';
import { bookings, outbox } from '@/lib/db/schema';
import { formatDateTime } from '@/lib/format';
import { paymentDeadline } from '@/lib/engine/payments/deadline';
import { deliverOutbox, GIVE_UP_AFTER_DAYS, retryFailedMails, undeliveredMails } from '@/lib/engine/mail/outbox';
import { setLogDestination } from '@/lib/log';
import { enqueueBookingMails } from '@/lib/engine/mail/enqueue';
import { createTestBooking } from '../helpers/payment-fixtures';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on 127.0.0.1 (smtp-server), on a fixed port so it can go down and come back. */
function startSmtp(port = 0): Promise<{ server: SMTPServer; port: number; inbox: Received[] }> {
  const inbox: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({ server, port: (server.server.address() as AddressInfo).port, inbox }),
    );
  });
}

const stop = (server: SMTPServer) => new Promise<void>((resolve) => server.close(() => resolve()));
const transportTo = (port: number) =>
  nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true, connectionTimeout: 2000 });

/** The decoded Subject header (RFC 2047 encoded words). */
function subjectOf(raw: string): string {
  const header = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  const line = /^Subject: (.*)$/im.exec(header)?.[1] ?? '';
  return line
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_m, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

/** The attachments of a multipart message: filename, content type and decoded bytes. */
type Attachment = { filename: string; type: string; content: Buffer };
function attachmentsOf(raw: string): Attachment[] {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  if (!boundary) return [];
  return raw
    .split(`--${boundary}`)
    .map((part): Attachment | undefined => {
      const [head, ...body] = part.split(/\r?\n\r?\n/);
      const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
      const filename = /filename="?([^";\r\n]+)"?/i.exec(unfolded)?.[1];
      if (!filename) return undefined;
      const type = /Content-Type: ([^;\r\n]+)/i.exec(unfolded)?.[1] ?? '';
      const encoded = body.join('\n\n').trim();
      const content = /Content-Transfer-Encoding: base64/i.test(unfolded)
        ? Buffer.from(encoded.replace(/\s+/g, ''), 'base64')
        : Buffer.from(encoded);
      return { filename, type, content };
    })
    .filter((a): a is Attachment => !!a);
}

describe.each(testDrivers)('mail outbox on %s', (driver) => {
  let t: TestDb;
  const servers: SMTPServer[] = [];

  beforeAll(async () => {
    t = await openTestDb(driver);
    await seedFixtures(t.db);
  });
  afterEach(async () => {
    while (servers.length) await stop(servers.pop()!);
    await t.db.update(outbox).set({ status: 'SENT' }).where(eq(outbox.status, 'WAITING'));
    await t.db.update(outbox).set({ status: 'SENT' }).where(eq(outbox.status, 'RETRY'));
  });
  afterAll(async () => t?.close());

  it('writes the confirmation and the internal notification in the booking save, and delivers the customer mail with the PDF attached', async () => {
    const saved = await bookingSystem(t.db, { now: () => new Date() }).saveBooking({
      idreise: DAY_TRIP.code,
      form: tripForm(),
      consents: allConsents,
      locale: 'de',
      args: { subject: 'Online-Buchung Skitag', message: 'Bitte Sitzplätze prüfen.', attachments: [] },
    });
    const processNumber = saved.booking!.vorgang;
    const waiting = await t.db.select().from(outbox).where(eq(outbox.status, 'WAITING'));
    expect(waiting.map((m) => [m.kind, m.to]).sort()).toEqual([
      ['booking-confirmation', 'erika@example.org'],
      ['booking-notification', 'disposition@alpenexpress.example'],
    ]);
    // Paid by card: the mail says until when the payment has to arrive.
    const [booked] = await t.db.select().from(bookings).where(eq(bookings.processNumber, processNumber));
    const confirmation = waiting.find((m) => m.kind === 'booking-confirmation')!;
    expect(confirmation.text).toContain(
      `Ohne Zahlung bis ${formatDateTime(paymentDeadline(booked.createdAt, 24))} wird die Buchung storniert`,
    );

    const smtp = await startSmtp();
    servers.push(smtp.server);
    const report = await deliverOutbox(t.db, { transport: transportTo(smtp.port) });
    expect(report).toEqual({ sent: 2, retry: 0, failed: 0 });

    const customer = smtp.inbox.find((m) => m.to.includes('erika@example.org'))!;
    expect(subjectOf(customer.raw)).toBe(`Ihre Buchung ${processNumber}: ${DAY_TRIP.title}`);
    const files = attachmentsOf(customer.raw);
    const pdf = files.find((f) => f.type === 'application/pdf')!;
    expect(pdf.filename).toBe(`Buchungsbestaetigung-${processNumber}.pdf`);
    expect(pdf.content.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await pdfParse(pdf.content)).text as string;
    expect(text).toContain(processNumber);
    expect(text).toContain('Reisende1 Mustermann');
    expect(text).toContain('Reisende2 Mustermann');
    expect(
      files.some((f) => f.filename === `${processNumber}.ics` && f.content.toString().includes('BEGIN:VEVENT')),
    ).toBe(true);

    const operator = smtp.inbox.find((m) => m.to.includes('disposition@alpenexpress.example'))!;
    expect(subjectOf(operator.raw)).toBe('Online-Buchung Skitag');
    expect(operator.raw).toContain('Bitte Sitzpl');
    const sent = await t.db.select().from(outbox).where(eq(outbox.bookingId, waiting[0].bookingId!));
    expect(sent.every((m) => m.status === 'SENT' && m.sentAt instanceof Date)).toBe(true);
  });

  it('writes no mail when the booking transaction rolls back', async () => {
    const b = await createTestBooking(t.db);
    await t.db
      .transaction(async (tx) => {
        await enqueueBookingMails(tx, {
          bookingId: b.id,
          processNumber: b.processNumber,
          token: b.token,
          siteUrl: 'https://reisen.example',
          email: b.email,
          locale: 'de',
        });
        throw new Error('capacity gone');
      })
      .catch(() => undefined);
    expect(await t.db.select().from(outbox).where(eq(outbox.bookingId, b.id))).toHaveLength(0);
  });

  it('keeps the mail for a retry while SMTP is down and delivers it when the server is back', async () => {
    const b = await createTestBooking(t.db, { locale: 'en' });
    await t.db.transaction((tx) =>
      enqueueBookingMails(tx, {
        bookingId: b.id,
        processNumber: b.processNumber,
        token: b.token,
        siteUrl: 'https://reisen.example',
        email: b.email,
        locale: 'en',
      }),
    );

    // Find a free port, then leave it closed: SMTP is down.
    const probe = await startSmtp();
    const port = probe.port;
    await stop(probe.server);

    const down = await deliverOutbox(t.db, { transport: transportTo(port) });
    expect(down).toEqual({ sent: 0, retry: 2, failed: 0 });
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, b.email));
    expect(mail.status).toBe('RETRY');
    expect(mail.attempts).toBe(1);
    expect(mail.lastError).toBeTruthy();
    expect(mail.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    // Not due yet: a second run right away does not hammer the server.
    expect(await deliverOutbox(t.db, { transport: transportTo(port) })).toEqual({ sent: 0, retry: 0, failed: 0 });

    const smtp = await startSmtp(port);
    servers.push(smtp.server);
    const later = () => new Date(Date.now() + 5 * 60_000);
    const back = await deliverOutbox(t.db, { transport: transportTo(port), now: later });
    expect(back.sent).toBe(2);
    const customer = smtp.inbox.find((m) => m.to.includes(b.email))!;
    expect(subjectOf(customer.raw)).toBe(`Your booking ${b.processNumber}: Skitag Kitzbühel`);
    expect(attachmentsOf(customer.raw).some((f) => f.type === 'application/pdf')).toBe(true);
    const [delivered] = await t.db.select().from(outbox).where(eq(outbox.to, b.email));
    expect(delivered).toMatchObject({ status: 'SENT', attempts: 2 });
  });

  /** Two bookings' mails (confirmation and office notification each) in the outbox. */
  async function fourMails() {
    const ids: number[] = [];
    for (let i = 0; i < 2; i++) {
      const b = await createTestBooking(t.db);
      await t.db.transaction((tx) =>
        enqueueBookingMails(tx, {
          bookingId: b.id,
          processNumber: b.processNumber,
          token: b.token,
          siteUrl: 'https://reisen.example',
          email: b.email,
          locale: 'de',
        }),
      );
      ids.push(b.id);
    }
    return t.db.select().from(outbox).where(inArray(outbox.bookingId, ids));
  }

  it('keeps trying through two days of SMTP outage, at most hourly, then delivers every mail exactly once', async () => {
    const mails = await fourMails();
    const ids = mails.map((m) => m.id);
    const probe = await startSmtp();
    await stop(probe.server);

    const start = Date.now();
    let clock = start;
    const delays: number[] = [];
    let rounds = 0;
    while (clock - start < 2 * 86_400_000) {
      const report = await deliverOutbox(t.db, { transport: transportTo(probe.port), now: () => new Date(clock) });
      expect(report).toMatchObject({ sent: 0, failed: 0 });
      const rows = await t.db.select().from(outbox).where(inArray(outbox.id, ids));
      expect(rows.map((r) => r.status)).toEqual(rows.map(() => 'RETRY'));
      const next = Math.min(...rows.map((r) => r.nextAttemptAt.getTime()));
      delays.push(next - clock);
      clock = next + 1000;
      rounds++;
    }
    // backoff 30 s, 1 min, 2 min, … then at most an hour between attempts: about 55 attempts in two days
    expect(delays.slice(0, 4)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(Math.max(...delays)).toBe(3_600_000);
    expect(rounds).toBeGreaterThan(45);
    // the operator's list shows them, the recipients masked
    const listed = (await undeliveredMails(t.db)).filter((m) => ids.includes(m.id));
    expect(listed).toHaveLength(4);
    expect(listed.every((m) => m.status === 'RETRY' && m.attempts === rounds && /^\w\*\*\*@/.test(m.to))).toBe(true);

    // SMTP is back on its port
    const smtp = await startSmtp(probe.port);
    servers.push(smtp.server);
    await deliverOutbox(t.db, { transport: transportTo(smtp.port), now: () => new Date(clock + 3_600_000) });
    for (let i = 2; i < 5; i++)
      await deliverOutbox(t.db, { transport: transportTo(smtp.port), now: () => new Date(clock + i * 3_600_000) });

    const rows = await t.db.select().from(outbox).where(inArray(outbox.id, ids));
    expect(rows.map((r) => r.status)).toEqual(['SENT', 'SENT', 'SENT', 'SENT']);
    const subjects = smtp.inbox.map((m) => `${m.to.join(',')}|${subjectOf(m.raw)}`);
    expect(subjects).toHaveLength(4);
    expect(new Set(subjects).size).toBe(4);
    expect((await undeliveredMails(t.db)).filter((m) => ids.includes(m.id))).toEqual([]);
  });

  it(`gives a mail up only after ${GIVE_UP_AFTER_DAYS} days, logs it without the recipient, lists it, and sends it again on request`, async () => {
    const log: string[] = [];
    setLogDestination(
      new Writable({
        write(chunk, _encoding, done) {
          log.push(String(chunk));
          done();
        },
      }),
    );
    try {
      const mails = await fourMails();
      const ids = mails.map((m) => m.id);
      const probe = await startSmtp();
      await stop(probe.server);
      const written = Math.max(...mails.map((m) => m.createdAt.getTime()));

      const early = await deliverOutbox(t.db, {
        transport: transportTo(probe.port),
        now: () => new Date(written + (GIVE_UP_AFTER_DAYS - 1) * 86_400_000),
      });
      expect(early).toMatchObject({ retry: 4, failed: 0 });
      const late = await deliverOutbox(t.db, {
        transport: transportTo(probe.port),
        now: () => new Date(written + GIVE_UP_AFTER_DAYS * 86_400_000 + 3_600_000),
      });
      expect(late).toMatchObject({ failed: 4 });

      const listed = (await undeliveredMails(t.db)).filter((m) => ids.includes(m.id));
      expect(listed.map((m) => m.status)).toEqual(['FAILED', 'FAILED', 'FAILED', 'FAILED']);
      const text = log.join('');
      expect(text).toContain('mail given up');
      for (const mail of mails) expect(text).not.toContain(mail.to);

      expect(await retryFailedMails(t.db)).toBeGreaterThanOrEqual(4);
      const smtp = await startSmtp(probe.port);
      servers.push(smtp.server);
      await deliverOutbox(t.db, { transport: transportTo(smtp.port) });
      const rows = await t.db.select().from(outbox).where(inArray(outbox.id, ids));
      expect(rows.map((r) => r.status)).toEqual(['SENT', 'SENT', 'SENT', 'SENT']);
      expect(smtp.inbox).toHaveLength(4);
    } finally {
      setLogDestination(undefined);
    }
  });

  it('leaves mails waiting in the outbox when no SMTP server is configured', async () => {
    const b = await createTestBooking(t.db);
    await t.db.transaction((tx) =>
      enqueueBookingMails(tx, {
        bookingId: b.id,
        processNumber: b.processNumber,
        token: b.token,
        siteUrl: 'https://reisen.example',
        email: b.email,
        locale: 'de',
      }),
    );
    expect(await deliverOutbox(t.db)).toEqual({ sent: 0, retry: 0, failed: 0 });
    const rows = await t.db.select().from(outbox).where(eq(outbox.bookingId, b.id));
    expect(rows.map((r) => r.status)).toEqual(['WAITING', 'WAITING']);
  });
});
