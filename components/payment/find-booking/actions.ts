'use server';
/**
 * Find my booking: process number + the booker's e-mail. Both are compared in constant time and any
 * wrong combination gets the same neutral answer, so the form tells nothing about which part was wrong.
 */
import { redirect } from 'next/navigation';
import { getDb } from '@/lib/db/client';
import { findBookingByEmail } from '@/lib/engine/payments/booking-access';
import { manageBookingPath } from '@/lib/engine/payments/return-path';

export type FindBookingState = { status: 'idle' } | { status: 'not_found'; processNumber: string; email: string };

export async function findBookingAction(_previous: FindBookingState, form: FormData): Promise<FindBookingState> {
  const processNumber = String(form.get('processNumber') ?? '')
    .trim()
    .slice(0, 64);
  const email = String(form.get('email') ?? '')
    .trim()
    .slice(0, 200);
  const booking = processNumber && email ? await findBookingByEmail(await getDb(), processNumber, email) : undefined;
  if (!booking) return { status: 'not_found', processNumber, email };
  redirect(manageBookingPath(booking.processNumber, booking.token));
}
