/**
 * Finding a booking from what a visitor or a provider hands us (process number + token, or process
 * number + e-mail). Tokens and e-mails are compared in constant time, and a miss costs the same
 * comparison as a hit, so timing tells nothing about which part was wrong.
 */
import { inArray, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema';
import { safeEqual } from '../../secret';
import { parsePaymentPath, type OnlinePaymentType, type ReturnKind } from '../../api/contract/site-paths';

export type BookingRow = typeof bookings.$inferSelect;

// Compared against when there is no booking, so a miss takes as long as a wrong token.
const DUMMY = 'x'.repeat(43);

/** The booking with this process number and token, or undefined. */
export async function findBookingByToken(
  db: Db,
  processNumber: string,
  token: string,
): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.processNumber, processNumber)).limit(1);
  const ok = safeEqual(row?.token ?? DUMMY, token);
  return row && ok ? row : undefined;
}

/** spec "find my booking": process number + the booker's e-mail (case and spaces ignored). */
export async function findBookingByEmail(
  db: Db,
  processNumber: string,
  email: string,
): Promise<BookingRow | undefined> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(eq(bookings.processNumber, processNumber.trim().toUpperCase()))
    .limit(1);
  const ok = safeEqual((row?.email ?? DUMMY).trim().toLowerCase(), email.trim().toLowerCase());
  return row && ok ? row : undefined;
}

export interface ResolvedPaymentPath {
  kind: ReturnKind;
  paymentType: OnlinePaymentType;
  booking: BookingRow;
}

/**
 * Resolves a payment return segment to its booking: the token must match (constant time) and the
 * payment type must be the booking's own. Undefined for anything forged or tampered with.
 */
export async function resolvePaymentPath(db: Db, data: string): Promise<ResolvedPaymentPath | undefined> {
  const parsed = parsePaymentPath(data);
  if (!parsed) return undefined;
  const rows = await db
    .select()
    .from(bookings)
    .where(
      inArray(
        bookings.processNumber,
        parsed.candidates.map((c) => c.processNumber),
      ),
    );
  let found: BookingRow | undefined;
  for (const candidate of parsed.candidates) {
    const row = rows.find((r) => r.processNumber === candidate.processNumber);
    if (safeEqual(row?.token ?? DUMMY, candidate.token) && row) found = row;
  }
  if (!found || found.paymentType !== parsed.paymentType) return undefined;
  return { kind: parsed.kind, paymentType: parsed.paymentType, booking: found };
}
