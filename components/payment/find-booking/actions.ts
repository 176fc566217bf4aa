'use server';
/**
 * Find my booking: process number + the booker's e-mail. Both are compared in constant time and any
 * wrong combination gets the same neutral answer, so the form tells nothing about which part was wrong.
 */
import { redirect } from 'next/navigation';
import { getApi } from '@/lib/api';
import { manageBookingPath } from '@/lib/api/contract/site-paths';
import { isSafeText } from '@/lib/http/input';

export type FindBookingState = { status: 'idle' } | { status: 'not_found'; processNumber: string; email: string };

export async function findBookingAction(_previous: FindBookingState, form: FormData): Promise<FindBookingState> {
  const processNumber = String(form.get('processNumber') ?? '')
    .trim()
    .slice(0, 64);
  const email = String(form.get('email') ?? '')
    .trim()
    .slice(0, 200);
  const { bookings } = await getApi();
  // Text no booking can have (NUL, a lone surrogate: lib/http/input) gets the same neutral answer, unasked.
  const searchable = processNumber && email && isSafeText(processNumber) && isSafeText(email);
  const found = bookings && searchable ? await bookings.find(processNumber, email) : null;
  if (!found) return { status: 'not_found', processNumber, email };
  redirect(manageBookingPath(found.processNumber, found.token));
}
