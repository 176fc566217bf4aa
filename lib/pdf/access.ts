/** A booking's documents are only handed out with its token (ARCHITECTURE: PDF links check it). */
import type { Db } from '../db/client';
import { findBookingByToken } from '../engine/payments/booking-access';
import { loadBookingDocument, type BookingDocument } from './booking-document';

export async function documentForToken(db: Db, processNumber: string, token: string | null): Promise<BookingDocument | undefined> {
  if (!token || token.length > 200 || processNumber.length > 64) return undefined;
  const booking = await findBookingByToken(db, processNumber, token);
  return booking ? loadBookingDocument(db, booking.id) : undefined;
}

/** 'AX-2026-000123' → a safe file name part. */
export function fileNamePart(processNumber: string): string {
  return processNumber.replace(/[^A-Za-z0-9-]/g, '_');
}
