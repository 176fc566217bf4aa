/** A booking's documents are only handed out with its token (ARCHITECTURE: PDF links check it). */
import { getDb, type Db } from '../db/client';
import { findBookingByToken } from '../engine/payments/booking-access';
import { loadBookingDocument, type BookingDocument } from './booking-document';

export async function documentForToken(
  db: Db,
  processNumber: string,
  token: string | null,
): Promise<BookingDocument | undefined> {
  if (!token || token.length > 200 || processNumber.length > 64) return undefined;
  const booking = await findBookingByToken(db, processNumber, token);
  return booking ? loadBookingDocument(db, booking.id) : undefined;
}

/** 'AX-2026-000123' → a safe file name part. */
export function fileNamePart(processNumber: string): string {
  return processNumber.replace(/[^A-Za-z0-9-]/g, '_');
}

const PRIVATE = { 'cache-control': 'private, no-store', 'referrer-policy': 'no-referrer', 'x-robots-tag': 'noindex' };

/**
 * A route handler that serves one document of the booking named by the URL (`/…/{vorgang}?token=…`):
 * 404 without the right token, never cached or indexed.
 */
export function documentRoute(
  file: (doc: BookingDocument) => Promise<{ body: BodyInit; type: string; disposition: string }>,
) {
  return async function GET(request: Request, { params }: { params: Promise<{ vorgang: string }> }): Promise<Response> {
    const { vorgang } = await params;
    const token = new URL(request.url).searchParams.get('token');
    const doc = await documentForToken(await getDb(), vorgang, token);
    if (!doc)
      return Response.json(
        { error: 'not_found', message: 'No booking with this process number and token.' },
        { status: 404, headers: PRIVATE },
      );
    const { body, type, disposition } = await file(doc);
    return new Response(body, { headers: { ...PRIVATE, 'content-type': type, 'content-disposition': disposition } });
  };
}
